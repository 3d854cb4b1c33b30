// The run's write amplification from the SMART readings before and after it: the
// counters' steps judged by the history's rules (core/history/counter_steps.h), so a
// counter that went back or is too coarse for what was written gives no figure. It lives
// with the requests (which may use every core folder) because core/bench sits below the
// history: the history stores benchmark runs.
#include "core/requests/bench_write_amplification.h"

#include <cmath>

#include "core/history/counter_steps.h"
#include "core/history/interval_facts.h"
#include "core/util/rounding.h"
#include "core/util/units.h"

namespace ssd::bench {

namespace {

std::optional<history::WriteCounter> counter(std::optional<std::uint64_t> bytes, std::optional<std::uint64_t> unit) {
    if (!bytes || !unit || *unit == 0) return std::nullopt;
    return history::WriteCounter{*bytes, *unit};
}

// The bytes one counter moved by between the readings (history's rules for
// wraps, resets and unit changes); nullopt with `why` set when it broke.
std::optional<std::uint64_t> moved(const std::optional<history::WriteCounter>& before,
                                   const std::optional<history::WriteCounter>& after, std::string& why) {
    const history::CounterStep step = history::step_between(*before, 0, *after, 1);
    if (step.counter_break && *step.counter_break != history::CounterBreak::Wrap) {
        why = std::string(history::kCounterBreaks.label(*step.counter_break));
    }
    return step.bytes;
}

} // namespace

DriveReading drive_reading(const HealthResult& health) {
    DriveReading reading;
    reading.device = health.drive.device;
    reading.writes = health.facts.writes;
    if (health.smart) {
        reading.thermal.temperature_c = health.smart->temperature_c;
        reading.thermal.limit_c = health.smart->temperature_limit_c;
        if (health.smart->nvme) {
            reading.thermal.warning_minutes = health.smart->nvme->warning_temp_minutes;
            reading.thermal.critical_minutes = health.smart->nvme->critical_temp_minutes;
            const auto& nvme = *health.smart->nvme;
            if (nvme.thermal_transitions[0] || nvme.thermal_transitions[1]) {
                reading.thermal.throttle_transitions =
                    nvme.thermal_transitions[0].value_or(0) + nvme.thermal_transitions[1].value_or(0);
            }
            if (nvme.thermal_seconds[0] || nvme.thermal_seconds[1]) {
                reading.thermal.throttle_seconds = nvme.thermal_seconds[0].value_or(0) + nvme.thermal_seconds[1].value_or(0);
            }
        }
    }
    return reading;
}

RunWriteAmplification run_write_amplification(const Observed<DriveReading>& before, const Observed<DriveReading>& after) {
    RunWriteAmplification wa;
    if (!before || !after) {
        wa.gap = RunWaGap::Unavailable;
        wa.reason = !before ? before.reason() : after.reason();
        if (before) wa.device = before->device;
        return wa;
    }
    wa.device = after->device;
    wa.method = after->writes.method;
    const auto host_before = counter(before->writes.host_bytes, before->writes.host_unit_bytes);
    const auto host_after = counter(after->writes.host_bytes, after->writes.host_unit_bytes);
    const auto nand_before = counter(before->writes.nand_bytes, before->writes.nand_unit_bytes);
    const auto nand_after = counter(after->writes.nand_bytes, after->writes.nand_unit_bytes);
    if (!host_before || !host_after) {
        wa.gap = RunWaGap::NoHostCounter;
        wa.reason = after->writes.unavailable_reason.value_or("the drive reports no host-writes counter of known unit");
        return wa;
    }
    wa.host_granularity_bytes = host_after->unit_bytes;
    std::string broke;
    wa.host_bytes = moved(host_before, host_after, broke);
    if (nand_before && nand_after) {
        wa.nand_granularity_bytes = nand_after->unit_bytes;
        wa.nand_bytes = moved(nand_before, nand_after, broke);
    }
    if (!broke.empty()) {
        wa.gap = RunWaGap::CounterBroke;
        wa.reason = broke;
        return wa;
    }
    if (!nand_before || !nand_after) {
        wa.gap = RunWaGap::NoNandCounter;
        wa.reason = after->writes.unavailable_reason.value_or("the drive reports no NAND-writes counter of known unit");
        return wa;
    }
    const std::uint64_t needed = history::kMinStepsForWa * *wa.host_granularity_bytes;
    if (*wa.host_bytes < needed) {
        wa.gap = RunWaGap::TooLittleWritten;
        wa.reason = "the host counter moved by " + format_bytes(*wa.host_bytes) + " in steps of " +
                    format_bytes(*wa.host_granularity_bytes) + "; at least " +
                    std::to_string(history::kMinStepsForWa) + " steps (" + format_bytes(needed) +
                    ") are needed for write amplification within 2 %: write more (a larger --size or --bytes)";
        return wa;
    }
    wa.gap = RunWaGap::None;
    wa.write_amplification = round_decimals(static_cast<double>(*wa.nand_bytes) / static_cast<double>(*wa.host_bytes), 2);
    return wa;
}

} // namespace ssd::bench
