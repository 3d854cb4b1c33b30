#include "core/history/sample_builder.h"

namespace ssd::history {

namespace {

VerdictLevel verdict_level(const std::string& level) {
    return kVerdictLevels.parse(level).value_or(VerdictLevel::Unknown);
}

std::optional<WriteCounter> write_counter(const std::optional<std::uint64_t>& bytes,
                                          const std::optional<std::uint64_t>& unit_bytes) {
    if (!bytes) return std::nullopt;
    return WriteCounter{*bytes, unit_bytes.value_or(1)};
}

void add_nvme_counters(const NvmeHealthLog& log, std::vector<CounterValue>& counters) {
    const auto add = [&](const char* name, const auto& value) {
        if (value) counters.push_back({std::string("NVMe ") + name, static_cast<std::uint64_t>(*value), {}, {}, {}});
    };
    counters.push_back({"NVMe Critical Warning", static_cast<std::uint64_t>(log.critical_warning), {}, {}, {}});
    add("Temperature", log.temperature_c);
    add("Available Spare", log.available_spare);
    add("Available Spare Threshold", log.available_spare_threshold);
    add("Percentage Used", log.percentage_used);
    add("Data Units Read", log.data_units_read);
    add("Data Units Written", log.data_units_written);
    add("Host Read Commands", log.host_reads);
    add("Host Write Commands", log.host_writes);
    add("Power Cycles", log.power_cycles);
    add("Power On Hours", log.power_on_hours);
    add("Unsafe Shutdowns", log.unsafe_shutdowns);
    add("Media and Data Integrity Errors", log.media_errors);
    add("Error Information Log Entries", log.error_log_entries);
}

} // namespace

std::vector<CounterValue> counters_of(const SmartReport& report) {
    std::vector<CounterValue> counters;
    for (const auto& attribute : report.attributes) {
        counters.push_back({std::to_string(attribute.id) + " " + attribute.name, attribute.raw, attribute.value,
                            attribute.worst, attribute.thresh});
    }
    if (report.nvme) add_nvme_counters(*report.nvme, counters);
    for (const auto& statistic : report.device_statistics) {
        counters.push_back({"Device Statistics: " + statistic.name, statistic.value, {}, {}, {}});
    }
    return counters;
}

Sample sample_of(const HealthResult& health, std::int64_t time, SampleSource source, std::string_view anonymous_tag) {
    Sample sample;
    sample.time = time;
    sample.device = health.drive.device;
    sample.source = source;
    sample.drive.model = health.drive.model.value_or("");
    sample.drive.serial = health.drive.serial.value_or("");
    sample.firmware = health.drive.firmware.value_or("");
    if (health.drive.capacity_bytes > 0) sample.capacity_bytes = health.drive.capacity_bytes;
    const auto& facts = health.facts;
    sample.verdict = verdict_level(facts.verdict.level);
    for (const auto& finding : facts.findings) sample.findings.push_back({finding.id, finding.severity});
    if (health.smart) {
        const SmartReport& report = *health.smart;
        sample.drive = drive_key_of(report, anonymous_tag);
        if (sample.drive.model.empty()) sample.drive.model = health.drive.model.value_or("");
        if (report.capacity_bytes) sample.capacity_bytes = report.capacity_bytes;
        sample.temperature_c = report.temperature_c;
        sample.temperature_limit_c = report.temperature_limit_c;
        sample.power_on_hours = report.power_on_hours;
        sample.counters = counters_of(report);
        if (report.self_tests && report.self_tests->log_read) sample.selftest_log = report.self_tests->log;
    } else if (sample.drive.serial.empty()) {
        sample.drive.anonymous_tag = anonymous_tag.empty() ? "unnamed" : std::string(anonymous_tag);
    }
    sample.host_written = write_counter(facts.writes.host_bytes, facts.writes.host_unit_bytes);
    sample.nand_written = write_counter(facts.writes.nand_bytes, facts.writes.nand_unit_bytes);
    sample.write_method = facts.writes.method;
    sample.percent_used = facts.wear.percent_used;
    sample.spare_percent = facts.wear.available_spare_percent;
    return sample;
}

Sample standby_sample(const DriveInfo& drive, std::int64_t time) {
    Sample sample;
    sample.time = time;
    sample.device = drive.device;
    sample.standby = true;
    sample.drive.model = drive.model.value_or("");
    sample.drive.serial = drive.serial.value_or("");
    if (sample.drive.serial.empty()) sample.drive.anonymous_tag = drive.device;
    return sample;
}

} // namespace ssd::history
