#include "core/bench/run_write_amplification.h"

#include <cmath>

#include "core/history/counter_steps.h"
#include "core/history/interval_facts.h"
#include "core/util/text_columns.h"
#include "core/util/units.h"

namespace ssd::bench {

namespace {

using nlohmann::json;

double two_decimals(double value) { return std::round(value * 100.0) / 100.0; }

json nullable(const std::optional<std::uint64_t>& value) { return value ? json(*value) : json(nullptr); }

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
    wa.write_amplification = two_decimals(static_cast<double>(*wa.nand_bytes) / static_cast<double>(*wa.host_bytes));
    return wa;
}

json run_write_amplification_to_json(const RunWriteAmplification& wa) {
    return {{"available", wa.gap != RunWaGap::Unavailable},
            {"device", wa.device.empty() ? json(nullptr) : json(wa.device)},
            {"host_bytes", nullable(wa.host_bytes)},
            {"nand_bytes", nullable(wa.nand_bytes)},
            {"host_granularity_bytes", nullable(wa.host_granularity_bytes)},
            {"nand_granularity_bytes", nullable(wa.nand_granularity_bytes)},
            {"write_amplification", wa.write_amplification ? json(*wa.write_amplification) : json(nullptr)},
            {"gap", std::string(kRunWaGaps.wire(wa.gap))},
            {"reason", wa.reason.empty() ? json(nullptr) : json(wa.reason)},
            {"method", wa.method.empty() ? json(nullptr) : json(wa.method)}};
}

std::string run_write_amplification_to_text(const RunWriteAmplification& wa) {
    std::string text = "Write amplification during the run: ";
    if (wa.write_amplification) {
        text += fixed(*wa.write_amplification, 2) +
                " (host " + format_bytes(*wa.host_bytes) + ", NAND " + format_bytes(*wa.nand_bytes) + ", counter steps " +
                format_bytes(wa.host_granularity_bytes.value_or(0)) + ")";
    } else {
        if (wa.host_bytes) text += "host " + format_bytes(*wa.host_bytes) + "; ";
        if (wa.nand_bytes) text += "NAND " + format_bytes(*wa.nand_bytes) + "; ";
        text += "not given: " + wa.reason;
    }
    return text + "\n";
}

} // namespace ssd::bench
