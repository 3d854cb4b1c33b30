#include "core/requests/bench_readings.h"
#include "core/requests/bench_write_amplification.h"

namespace ssd::requests {

namespace {

Observed<bench::ThermalReading> thermal_of(const Observed<bench::DriveReading>& reading) {
    if (!reading) return Observed<bench::ThermalReading>::unknown(reading.reason());
    return reading->thermal;
}

} // namespace

Observed<bench::DriveReading> read_bench_drive(HandlerServices& services, const bench::TargetFacts& facts) {
    using Reading = Observed<bench::DriveReading>;
    const bench::ConditionFacts* conditions = facts.conditions.get();
    if (conditions == nullptr) return Reading::unknown(facts.conditions.reason());
    if (conditions->drives.empty()) {
        return Reading::unknown(conditions->no_drive_reason.empty() ? "no drive found under the target"
                                                                    : conditions->no_drive_reason);
    }
    if (conditions->drives.size() > 1) {
        return Reading::unknown("the target spans " + std::to_string(conditions->drives.size()) +
                                " drives; write amplification is a figure of one drive");
    }
    HealthRequest request;
    request.device = conditions->drives.front().device;
    auto health = health_from_device(services.inventory, services.runner, services.in_process_smart, request,
                                     DriveKnowledge{services.advisories});
    if (!health) return Reading::unknown("SMART of " + request.device + " could not be read: " + health.error().message);
    if (!health->smart_available) {
        return Reading::unknown("SMART of " + request.device + " could not be read: " + health->smart_unavailable_reason);
    }
    bench::DriveReading reading = bench::drive_reading(*health);
    if (reading.device.empty()) reading.device = request.device;
    return reading;
}

namespace {

bench::CpuSnapshot cpu_now(HandlerServices& services) {
    if (services.bench == nullptr) return {};
    return bench::take_cpu_snapshot(services.bench->cpu_meter(), services.bench->clock());
}

} // namespace

AroundTheRun read_before_run(HandlerServices& services, const bench::TargetFacts& facts) {
    AroundTheRun reading;
    reading.drive = read_bench_drive(services, facts);
    reading.cpu = cpu_now(services);
    return reading;
}

AroundTheRun read_after_run(HandlerServices& services, const bench::TargetFacts& facts) {
    AroundTheRun reading;
    reading.cpu = cpu_now(services);
    reading.drive = read_bench_drive(services, facts);
    return reading;
}

void record_run_conditions(bench::BenchReport& report, const bench::BenchPlan& plan, const bench::TargetFacts& facts,
                           const bench::RunScheduling& scheduling,
                           const AroundTheRun& before, std::vector<bench::ThermalSample> during,
                           const AroundTheRun& after) {
    bench::RunConditions conditions;
    conditions.facts = facts.conditions;
    conditions.data = plan.data;
    conditions.writes = plan.writes;
    conditions.before = thermal_of(before.drive);
    conditions.after = thermal_of(after.drive);
    conditions.during = std::move(during);
    conditions.cpu = bench::cpu_competition(before.cpu, after.cpu);
    conditions.scheduling = scheduling;
    conditions.warnings = bench::judge_conditions(conditions);
    report.conditions = std::move(conditions);
    report.write_amplification = bench::run_write_amplification(before.drive, after.drive);
}

} // namespace ssd::requests
