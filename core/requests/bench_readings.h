// Around a benchmark run: the SMART reading of the drive under the target
// before and after (the same reader `health` and history sampling use), and
// the run's conditions and write amplification from them. A drive whose
// SMART cannot be read (no right to, no drive, several drives) leaves the
// readings unknown with the reason; the run itself never fails for it.
#pragma once

#include "core/bench/run_conditions.h"
#include "core/bench/session.h"
#include "core/bench/target_facts.h"
#include "core/requests/handlers.h"

namespace ssd::requests {

Observed<bench::DriveReading> read_bench_drive(HandlerServices& services, const bench::TargetFacts& facts);

// What is read before the run and again after it.
struct AroundTheRun {
    Observed<bench::DriveReading> drive;
    bench::CpuSnapshot cpu;
};
// The CPU is taken after the drive before the run and before it after the run,
// so that the SMART reader's own work (smartctl) does not count as competition.
AroundTheRun read_before_run(HandlerServices& services, const bench::TargetFacts& facts);
AroundTheRun read_after_run(HandlerServices& services, const bench::TargetFacts& facts);

// Sets report.conditions (judged) and report.write_amplification.
// `during`: the temperature read while the run ran (bench::ThermalSampler).
void record_run_conditions(bench::BenchReport& report, const bench::BenchPlan& plan, const bench::TargetFacts& facts,
                           const bench::RunScheduling& scheduling,
                           const AroundTheRun& before, std::vector<bench::ThermalSample> during,
                           const AroundTheRun& after);

} // namespace ssd::requests
