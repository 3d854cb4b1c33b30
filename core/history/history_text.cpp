#include "core/history/history_text.h"

#include "core/util/text_columns.h"
#include "core/util/time_text.h"
#include "core/util/units.h"

namespace ssd::history {

namespace {

std::string optional_time(const std::optional<std::int64_t>& time) { return time ? iso_utc(*time) : "open"; }

std::string counter_value(std::uint64_t raw, const std::optional<int>& normalized) {
    return std::to_string(raw) + (normalized ? " (value " + std::to_string(*normalized) + ")" : "");
}

void writes_lines(const IntervalWrites& w, std::string& out) {
    out += "  Written:     ";
    out += w.host_bytes ? "host " + format_bytes(*w.host_bytes) : "host unknown";
    if (w.host_bytes_per_day) out += " (" + format_bytes(static_cast<std::uint64_t>(*w.host_bytes_per_day)) + "/day)";
    out += w.nand_bytes ? ", NAND " + format_bytes(*w.nand_bytes) : ", NAND unknown";
    if (w.lower_bound) out += " (at least: a counter reset hides some writes)";
    out += "\n  WA:          ";
    out += w.write_amplification ? fixed(*w.write_amplification, 2) + " over the interval"
                                 : "unknown: " + w.unavailable_reason;
    out += "\n";
    if (w.host_granularity_bytes) {
        out += "               (host counter steps of " + format_bytes(*w.host_granularity_bytes) +
               (w.nand_granularity_bytes ? ", NAND " + format_bytes(*w.nand_granularity_bytes) : std::string()) + ")\n";
    }
    for (const auto& b : w.breaks) {
        out += "  Counter:     " + std::string(kWriteCounterKinds.label(b.counter)) + " between " +
               iso_utc(b.from_time) + " and " + iso_utc(b.to_time) + ": " + std::string(kCounterBreaks.label(b.kind)) +
               " (" + format_count(b.before_bytes) + " → " + format_count(b.after_bytes) + " bytes)\n";
    }
}

void temperature_line(const TemperatureFacts& t, std::string& out) {
    if (!t.min_c) return;
    out += "  Temperature: " + std::to_string(*t.min_c) + "–" + std::to_string(*t.max_c) + " °C, average " +
           fixed(*t.average_c, 1) + " °C";
    if (t.warning_threshold_c) {
        out += "; " + std::to_string(t.seconds_at_or_above_threshold / 60) + " min at or above " +
               std::to_string(*t.warning_threshold_c) + " °C";
    }
    out += "\n";
}

void endurance_lines(const EnduranceFacts& e, std::string& out) {
    out += "  Life used:   ";
    out += e.percent_used ? std::to_string(*e.percent_used) + " %" : "not reported";
    if (e.gap == ProjectionGap::None && e.projected_end) {
        out += ", " + fixed(e.percent_per_year.value_or(0), 2) + " %/year; 100 % around " + iso_day(*e.projected_end) +
               " (" + (e.earliest_end ? iso_day(*e.earliest_end) : "?") + " … " +
               (e.latest_end ? iso_day(*e.latest_end) : "no later bound") + ")";
    } else if (e.percent_used) {
        out += "; " + e.reason;
    }
    out += "\n";
    if (e.rated_endurance_used_percent) {
        out += "  Endurance:   " + fixed(*e.rated_endurance_used_percent, 2) + " % of the rated " +
               format_bytes(*e.rated_endurance_bytes) + " written by the host (" + e.rated_endurance_source + ")\n";
        if (e.rated_endurance_reached) {
            out += "               reached about " + iso_day(*e.rated_endurance_reached) +
                   " at this interval's pace of host writes\n";
        }
    }
}

// Column widths: an ISO time, the longest type label ("Offline data
// collection") and outcome label ("Could not complete").
constexpr std::size_t kSeenWidth = 22;
constexpr std::size_t kTypeWidth = 25;
constexpr std::size_t kResultWidth = 20;
constexpr std::size_t kHoursWidth = 8;

void self_test_lines(const DriveHistory& answer, std::string& out) {
    if (!answer.self_tests.empty()) {
        const std::string indent(15, ' ');
        out += "  Self-tests:  " + pad_right("First seen", kSeenWidth) + pad_right("Type", kTypeWidth) +
               pad_right("Result", kResultWidth) + pad_left("Hours", kHoursWidth) + "  Words\n";
        for (const auto& result : answer.self_tests) {
            const selftest::LogEntry& e = result.entry;
            std::string words = e.words;
            if (e.failing_lba) {
                words += (words.empty() ? "" : ", ") + std::string("first failing LBA ") + std::to_string(*e.failing_lba);
            }
            out += indent + pad_right(iso_utc(result.first_seen), kSeenWidth) +
                   pad_right(std::string(selftest::kTestTypes.label(e.type)), kTypeWidth) +
                   pad_right(std::string(selftest::kOutcomes.label(e.outcome)), kResultWidth) +
                   pad_left(e.power_on_hours ? std::to_string(*e.power_on_hours) : "-", kHoursWidth) + "  " + words + "\n";
        }
    }
    for (const auto& start : answer.selftest_starts) {
        out += "  Started:     " + std::string(selftest::kTestTypes.label(start.type)) + " last at " + iso_utc(start.time) +
               ", " + std::string(kSelfTestOrigins.label(start.origin)) + "\n";
    }
}

} // namespace

std::string history_text(const std::vector<DriveHistory>& answers) {
    std::string out;
    for (const auto& answer : answers) {
        const IntervalFacts& f = answer.facts;
        out += describe(f.drive.key);
        if (!f.drive.last_device.empty()) out += " (" + f.drive.last_device + ")";
        out += "\n  Interval:    " + optional_time(f.range.since) + " … " + optional_time(f.range.until) + ", " +
               std::to_string(f.samples) + " samples";
        if (f.standby_samples > 0) out += " (" + std::to_string(f.standby_samples) + " in standby, not read)";
        if (f.first_sample) out += ", " + iso_utc(*f.first_sample) + " to " + iso_utc(*f.last_sample);
        out += "\n";
        writes_lines(f.writes, out);
        temperature_line(f.temperature, out);
        endurance_lines(f.endurance, out);
        for (const auto& c : f.counter_changes) {
            out += "  Changed:     " + c.name + " " + counter_value(c.from, c.from_normalized) + " → " +
                   counter_value(c.to, c.to_normalized) + " between " + iso_utc(c.first_change_after) + " and " +
                   iso_utc(c.last_change_at) + " (" + std::to_string(c.changes) + " change" +
                   (c.changes == 1 ? "" : "s") + ")\n";
        }
        for (const auto& v : f.verdict_changes) {
            out += "  Verdict:     " + std::string(kVerdictLevels.wire(v.from)) + " → " +
                   std::string(kVerdictLevels.wire(v.to)) + " at " + iso_utc(v.time) + "\n";
        }
        for (const auto& s : answer.swaps) {
            out += "  Swapped:     " + s.device + " was " + describe(s.from) + ", from " + iso_utc(s.time) + " " +
                   describe(s.to) + "\n";
        }
        self_test_lines(answer, out);
    }
    return out;
}

} // namespace ssd::history
