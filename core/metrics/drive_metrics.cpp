#include "core/metrics/drive_metrics.h"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "core/history/page_programs.h"

namespace ssd::metrics {

namespace {

struct FamilySpec {
    std::string_view name;
    MetricType type;
    std::string_view help;
};

// The order of the text. Help says the unit and where the value comes from.
constexpr std::array kFamilySpecs{
    FamilySpec{"ssdtool_build_info", MetricType::Gauge, "ssdtool that wrote these metrics (always 1)"},
    FamilySpec{"ssdtool_drive_info", MetricType::Gauge, "The drive's firmware and WWN (always 1)"},
    FamilySpec{"ssdtool_sample_timestamp_seconds", MetricType::Gauge,
               "Unix time of the sample these values come from (the newest with the drive awake)"},
    FamilySpec{"ssdtool_drive_in_standby", MetricType::Gauge,
               "1 when the newest reading found the drive in standby (values are from the sample before)"},
    FamilySpec{"ssdtool_host_written_bytes_total", MetricType::Counter, "Bytes the host wrote to the drive"},
    FamilySpec{"ssdtool_nand_written_bytes_total", MetricType::Counter,
               "Bytes the drive wrote to its flash (drives that report it)"},
    FamilySpec{"ssdtool_host_program_pages_total", MetricType::Counter,
               "Flash pages programmed with the host's data (drives that count pages of unreported size, "
               "Crucial/Micron attribute 247)"},
    FamilySpec{"ssdtool_drive_program_pages_total", MetricType::Counter,
               "Flash pages the drive programmed itself: garbage collection, wear levelling (Crucial/Micron "
               "attribute 248)"},
    FamilySpec{"ssdtool_write_amplification_ratio", MetricType::Gauge,
               "Lifetime write amplification: NAND bytes written / host bytes written, or (host + drive "
               "pages) / host pages where the drive counts pages"},
    FamilySpec{"ssdtool_wear_used_ratio", MetricType::Gauge, "Rated life used (percentage used / 100; may exceed 1)"},
    FamilySpec{"ssdtool_available_spare_ratio", MetricType::Gauge, "Available spare (percent / 100)"},
    FamilySpec{"ssdtool_temperature_celsius", MetricType::Gauge, "Drive temperature"},
    FamilySpec{"ssdtool_temperature_limit_celsius", MetricType::Gauge, "The drive's own warning temperature"},
    FamilySpec{"ssdtool_power_on_seconds_total", MetricType::Counter, "Power-on time (the drive counts hours)"},
    FamilySpec{"ssdtool_capacity_bytes", MetricType::Gauge, "Drive capacity"},
    FamilySpec{"ssdtool_verdict_level", MetricType::Gauge, "Health verdict: 0 unknown, 1 good, 2 warning, 3 failing"},
    FamilySpec{"ssdtool_finding", MetricType::Gauge,
               "Findings of the newest sample by stable id and severity (value: how many)"},
    FamilySpec{"ssdtool_alert", MetricType::Gauge,
               "Open alerts by rule id, severity and state (active or acknowledged; always 1)"},
    FamilySpec{"ssdtool_selftest_last_result", MetricType::Gauge,
               "Result of the newest self-test of each type (always 1)"},
    FamilySpec{"ssdtool_selftest_last_timestamp_seconds", MetricType::Gauge,
               "Unix time the newest self-test of each type was first seen (drives date their log only by "
               "power-on hours)"},
    FamilySpec{"ssdtool_bench_timestamp_seconds", MetricType::Gauge, "Unix time of the last benchmark run"},
    FamilySpec{"ssdtool_bench_throughput_bytes_per_second", MetricType::Gauge, "Last benchmark run: throughput per job"},
    FamilySpec{"ssdtool_bench_iops", MetricType::Gauge, "Last benchmark run: I/O operations per second per job"},
    FamilySpec{"ssdtool_bench_latency_seconds", MetricType::Gauge,
               "Last benchmark run: completion latency per job at the 50th, 99th, 99.9th and 99.99th percentile"},
};

class Families {
public:
    Families() {
        for (const auto& spec : kFamilySpecs) families_.push_back({std::string(spec.name), std::string(spec.help), spec.type, {}});
    }

    // Series with the same labels add up (a sample may hold one finding id twice).
    void add(std::string_view name, std::vector<Label> labels, double value) {
        auto& samples = family(name).samples;
        const auto same = std::find_if(samples.begin(), samples.end(),
                                       [&](const MetricSample& sample) { return sample.labels == labels; });
        if (same != samples.end()) {
            same->value += value;
        } else {
            samples.push_back({std::move(labels), value});
        }
    }

    std::vector<MetricFamily> take() { return std::move(families_); }

private:
    MetricFamily& family(std::string_view name) {
        return *std::find_if(families_.begin(), families_.end(), [&](const MetricFamily& f) { return f.name == name; });
    }
    std::vector<MetricFamily> families_;
};

// The kernel's name ("sda", "nvme0"), as node_exporter's node_disk_* and smartctl_exporter
// label a disk, so a drive's series join theirs on (instance, device). A name that is not
// under /dev/ (a Windows \\.\PhysicalDrive0, a capture without one) stays as it is.
std::string device_label(const std::string& device) {
    constexpr std::string_view kDev = "/dev/";
    return device.starts_with(kDev) ? device.substr(kDev.size()) : device;
}

// "0x50026b77560145cf" as udev's ID_WWN has it; smartctl prints "5 0026b7 7560145cf".
std::string wwn_label(const std::string& wwn) {
    std::string hex;
    for (const char c : wwn) {
        if (c != ' ') hex += c;
    }
    return hex.empty() ? hex : "0x" + hex;
}

std::vector<Label> with(std::vector<Label> labels, std::initializer_list<Label> more) {
    labels.insert(labels.end(), more);
    return labels;
}

int verdict_level(history::VerdictLevel verdict) {
    switch (verdict) {
    case history::VerdictLevel::Good: return 1;
    case history::VerdictLevel::Warning: return 2;
    case history::VerdictLevel::Failing: return 3;
    case history::VerdictLevel::Unknown: break;
    }
    return 0;
}

void add_sample_values(Families& out, const std::vector<Label>& drive, const history::Sample& sample) {
    const auto add_if = [&](std::string_view name, const auto& value, double scale) {
        if (value) out.add(name, drive, static_cast<double>(*value) * scale);
    };
    if (sample.host_written) out.add("ssdtool_host_written_bytes_total", drive, static_cast<double>(sample.host_written->bytes));
    if (sample.nand_written) out.add("ssdtool_nand_written_bytes_total", drive, static_cast<double>(sample.nand_written->bytes));
    const auto pages = history::page_programs(sample);
    if (pages) {
        out.add("ssdtool_host_program_pages_total", drive, static_cast<double>(pages->host));
        out.add("ssdtool_drive_program_pages_total", drive, static_cast<double>(pages->other));
    }
    if (sample.host_written && sample.nand_written && sample.host_written->bytes > 0) {
        out.add("ssdtool_write_amplification_ratio", drive,
                static_cast<double>(sample.nand_written->bytes) / static_cast<double>(sample.host_written->bytes));
    } else if (pages && pages->host > 0) {
        out.add("ssdtool_write_amplification_ratio", drive,
                static_cast<double>(pages->host + pages->other) / static_cast<double>(pages->host));
    }
    add_if("ssdtool_wear_used_ratio", sample.percent_used, 0.01);
    add_if("ssdtool_available_spare_ratio", sample.spare_percent, 0.01);
    add_if("ssdtool_temperature_celsius", sample.temperature_c, 1);
    add_if("ssdtool_temperature_limit_celsius", sample.temperature_limit_c, 1);
    add_if("ssdtool_power_on_seconds_total", sample.power_on_hours, 3600);
    add_if("ssdtool_capacity_bytes", sample.capacity_bytes, 1);
    out.add("ssdtool_verdict_level", drive, verdict_level(sample.verdict));
    for (const auto& finding : sample.findings) {
        const std::string severity = finding.severity ? std::string(severity_name(*finding.severity)) : "unknown";
        out.add("ssdtool_finding", with(drive, {{"id", finding.id}, {"severity", severity}}), 1);
    }
}

void add_alerts(Families& out, const std::vector<Label>& drive, const std::vector<alerts::StoredAlert>& open) {
    for (const auto& alert : open) {
        out.add("ssdtool_alert",
                with(drive, {{"rule", std::string(alerts::kRules.wire(alert.condition.rule))},
                             {"severity", std::string(alerts::kSeverities.wire(alert.condition.severity))},
                             {"state", std::string(alerts::kAlertStates.wire(alert.state()))}}),
                1);
    }
}

void add_selftests(Families& out, const std::vector<Label>& drive,
                   const std::vector<history::StoredSelfTestResult>& newest) {
    for (const auto& result : newest) {
        const Label type{"type", std::string(selftest::kTestTypes.wire(result.entry.type))};
        out.add("ssdtool_selftest_last_result",
                with(drive, {type, {"result", std::string(selftest::kOutcomes.wire(result.entry.outcome))}}), 1);
        out.add("ssdtool_selftest_last_timestamp_seconds", with(drive, {type}), static_cast<double>(result.first_seen));
    }
}

void add_bench(Families& out, const std::vector<Label>& drive, const history::StoredRun& run) {
    const auto& document = run.document;
    const std::string preset = document.preset ? std::string(bench::preset_name(*document.preset)) : "unknown";
    out.add("ssdtool_bench_timestamp_seconds", with(drive, {{"preset", preset}}), static_cast<double>(run.time));
    for (const auto& job : document.results) {
        const Label name{"job", job.name};
        out.add("ssdtool_bench_throughput_bytes_per_second", with(drive, {name}), job.mb_per_s * 1e6);
        out.add("ssdtool_bench_iops", with(drive, {name}), job.iops);
        // `percentile`, not `quantile`: Prometheus keeps that label for summaries.
        // 99.99 is 0 in runs stored before it was measured: left out, not reported as 0 s.
        const std::array<std::pair<const char*, double>, 4> percentiles{{{"50", job.latency_us.p50},
                                                                         {"99", job.latency_us.p99},
                                                                         {"99.9", job.latency_us.p999},
                                                                         {"99.99", job.latency_us.p9999}}};
        for (const auto& [percentile, microseconds] : percentiles) {
            if (std::string_view(percentile) == "99.99" && microseconds == 0.0) continue;
            out.add("ssdtool_bench_latency_seconds", with(drive, {name, {"percentile", percentile}}), microseconds / 1e6);
        }
    }
}

} // namespace

std::vector<MetricFamily> fleet_families(const std::vector<DriveReading>& drives, std::string_view version) {
    Families out;
    out.add("ssdtool_build_info", {{"version", std::string(version)}}, 1);
    for (const auto& reading : drives) {
        const auto& sample = reading.sample;
        const std::vector<Label> drive{
            {"model", sample.drive.model}, {"serial", sample.drive.serial}, {"device", device_label(sample.device)}};
        out.add("ssdtool_drive_info", with(drive, {{"firmware", sample.firmware}, {"wwn", wwn_label(sample.drive.wwn)}}), 1);
        out.add("ssdtool_sample_timestamp_seconds", drive, static_cast<double>(sample.time));
        out.add("ssdtool_drive_in_standby", drive, reading.in_standby ? 1 : 0);
        add_sample_values(out, drive, sample);
        add_alerts(out, drive, reading.open_alerts);
        add_selftests(out, drive, reading.newest_selftests);
        if (reading.bench) add_bench(out, drive, *reading.bench);
    }
    return out.take();
}

} // namespace ssd::metrics
