// Runs a ReplayJob (core/bench/replay.h) on one queue of an IoBackend: each request is issued
// in the trace's order -- at its recorded time, or as soon as a slot is free -- with at most
// max_in_flight outstanding, stamped at submission and completion like every benchmark job.
// The drive is busy while at least one request is outstanding; the data rate and IOPS are
// over that busy time. Writes carry the run's data pattern, fresh for every write.
#pragma once

#include "core/bench/data_pattern.h"
#include "core/bench/engine.h"
#include "core/bench/replay.h"

namespace ssd::bench {

// `job` names the step (its name, span and data pattern); the result is a JobResult with its
// `replay` set. The context's stop flag ends the replay early (interrupted).
Result<JobResult> run_replay(IoBackend& backend, const ReplayJob& replay, const JobSpec& job,
                             const EngineContext& context);

} // namespace ssd::bench
