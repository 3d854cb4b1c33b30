// The benchmark run's write amplification from SMART read before and after it
// (core/bench/run_write_amplification.h has the result and its JSON). Here, not in
// core/bench: it judges the counters by the history's rules, and core/history sits
// above core/bench (it stores the runs).
#pragma once

#include "core/bench/run_write_amplification.h"
#include "core/checks/observed.h"
#include "core/diagnosis/drive_health.h"

namespace ssd::bench {

DriveReading drive_reading(const HealthResult& health);

// From the readings before and after the run (unknown: why SMART could not be read).
RunWriteAmplification run_write_amplification(const Observed<DriveReading>& before,
                                              const Observed<DriveReading>& after);

} // namespace ssd::bench
