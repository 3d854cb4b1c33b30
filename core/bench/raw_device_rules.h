// Whether a benchmark may run on a raw block device, and the checks a dry
// run lists. A run that writes is judged by the safety rules of erase and
// discard (core/safety, Operation::RawWrite): the running system's drive, a
// device in use or of unknown use, and a missing or wrong confirmation token
// are refused in the same words. On top of them, the benchmark's own rules:
// writes go to a whole drive only (never a partition), and a run that only
// reads needs no confirmation.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/bench/plan.h"
#include "core/bench/target_facts.h"

namespace ssd::bench {

struct DeviceJudgement {
    std::vector<PlanCheck> checks;
    std::optional<Error> refusal;
};

// `facts` must describe a block device. `confirm` is the token given with
// --confirm; a dry run needs none (as for erase and discard).
DeviceJudgement judge_raw_device(const TargetFacts& facts, bool writes, const std::optional<std::string>& confirm,
                                 bool dry_run);

} // namespace ssd::bench
