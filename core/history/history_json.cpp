#include "core/history/history_json.h"

#include "core/selftest/selftest_json.h"
#include "core/util/time_text.h"
#include "core/util/json_util.h"

namespace ssd::history {

namespace {

using nlohmann::json;

json time_or_null(const std::optional<std::int64_t>& time) { return time ? json(iso_utc(*time)) : json(nullptr); }

json writes_json(const IntervalWrites& writes) {
    json breaks = json::array();
    for (const auto& event : writes.breaks) {
        breaks.push_back({{"counter", kWriteCounterKinds.wire(event.counter)},
                          {"kind", kCounterBreaks.wire(event.kind)},
                          {"between", {iso_utc(event.from_time), iso_utc(event.to_time)}},
                          {"before_bytes", event.before_bytes},
                          {"after_bytes", event.after_bytes},
                          {"meaning", kCounterBreaks.label(event.kind)}});
    }
    return {{"host_bytes", optional_json(writes.host_bytes)},
            {"nand_bytes", optional_json(writes.nand_bytes)},
            {"host_granularity_bytes", optional_json(writes.host_granularity_bytes)},
            {"nand_granularity_bytes", optional_json(writes.nand_granularity_bytes)},
            {"lower_bound", writes.lower_bound},
            {"host_bytes_per_day", optional_json(writes.host_bytes_per_day)},
            {"nand_bytes_per_day", optional_json(writes.nand_bytes_per_day)},
            {"write_amplification", optional_json(writes.write_amplification)},
            {"write_amplification_gap", kIntervalWaGaps.wire(writes.gap)},
            {"unavailable_reason", text_or_null(writes.unavailable_reason)},
            {"method", text_or_null(writes.method)},
            {"counter_breaks", breaks}};
}

json temperature_json(const TemperatureFacts& t) {
    return {{"min_c", optional_json(t.min_c)},
            {"average_c", optional_json(t.average_c)},
            {"max_c", optional_json(t.max_c)},
            {"warning_threshold_c", optional_json(t.warning_threshold_c)},
            {"seconds_at_or_above_threshold", t.seconds_at_or_above_threshold}};
}

json endurance_json(const EnduranceFacts& e) {
    return {{"percent_used", optional_json(e.percent_used)},
            {"percent_per_year", optional_json(e.percent_per_year)},
            {"projected_end", time_or_null(e.projected_end)},
            {"earliest_end", time_or_null(e.earliest_end)},
            {"latest_end", time_or_null(e.latest_end)},
            {"at_least_days", e.at_least_seconds ? json(*e.at_least_seconds / kSecondsPerDay) : json(nullptr)},
            {"projection_gap", kProjectionGaps.wire(e.gap)},
            {"reason", e.reason},
            {"readings", e.readings},
            {"host_bytes_total", optional_json(e.host_bytes_total)},
            {"rated_endurance_bytes", optional_json(e.rated_endurance_bytes)},
            {"rated_endurance_source", text_or_null(e.rated_endurance_source)},
            {"rated_endurance_used_percent", optional_json(e.rated_endurance_used_percent)},
            {"rated_endurance_reached", time_or_null(e.rated_endurance_reached)}};
}

json periods_json(const std::vector<PeriodFacts>& periods) {
    json list = json::array();
    for (const auto& p : periods) {
        list.push_back({{"start", iso_day(p.start)},
                        {"host_bytes", optional_json(p.host_bytes)},
                        {"nand_bytes", optional_json(p.nand_bytes)},
                        {"write_amplification", optional_json(p.write_amplification)},
                        {"temperature_min_c", optional_json(p.temperature_min_c)},
                        {"temperature_max_c", optional_json(p.temperature_max_c)},
                        {"percent_used", optional_json(p.percent_used)}});
    }
    return list;
}

json changes_json(const std::vector<CounterChange>& changes) {
    json list = json::array();
    for (const auto& c : changes) {
        list.push_back({{"name", c.name},
                        {"from", c.from},
                        {"to", c.to},
                        {"from_normalized", optional_json(c.from_normalized)},
                        {"to_normalized", optional_json(c.to_normalized)},
                        {"first_change_after", iso_utc(c.first_change_after)},
                        {"last_change_at", iso_utc(c.last_change_at)},
                        {"changes", c.changes}});
    }
    return list;
}

json verdicts_json(const std::vector<VerdictChange>& changes) {
    json list = json::array();
    for (const auto& c : changes) {
        list.push_back({{"time", iso_utc(c.time)}, {"from", kVerdictLevels.wire(c.from)}, {"to", kVerdictLevels.wire(c.to)}});
    }
    return list;
}

json swaps_json(const std::vector<DeviceSwap>& swaps) {
    json list = json::array();
    for (const auto& swap : swaps) {
        list.push_back({{"device", swap.device},
                        {"time", iso_utc(swap.time)},
                        {"from", drive_key_json(swap.from)},
                        {"to", drive_key_json(swap.to)}});
    }
    return list;
}

// Each result as the selftest JSON writes a log entry, with when the history first saw it.
json self_tests_json(const std::vector<StoredSelfTestResult>& results) {
    json list = json::array();
    for (const auto& result : results) {
        json item = {{"first_seen", iso_utc(result.first_seen)}};
        item.update(selftest::log_entry_to_json(result.entry));
        list.push_back(std::move(item));
    }
    return list;
}

json selftest_starts_json(const std::vector<SelfTestStart>& starts) {
    json list = json::array();
    for (const auto& start : starts) {
        list.push_back({{"type", selftest::kTestTypes.wire(start.type)},
                        {"origin", kSelfTestOrigins.wire(start.origin)},
                        {"time", iso_utc(start.time)}});
    }
    return list;
}

} // namespace

json drive_key_json(const DriveKey& key) {
    return {{"model", text_or_null(key.model)},
            {"serial", text_or_null(key.serial)},
            {"wwn", text_or_null(key.wwn)},
            {"anonymous", key.anonymous() ? json(key.anonymous_tag) : json(nullptr)}};
}

json history_json(const std::vector<DriveHistory>& answers) {
    json drives = json::array();
    for (const auto& answer : answers) {
        const IntervalFacts& f = answer.facts;
        json drive = drive_key_json(f.drive.key);
        drive["device"] = text_or_null(f.drive.last_device);
        drives.push_back({{"drive", drive},
                          {"interval",
                           {{"since", time_or_null(f.range.since)},
                            {"until", time_or_null(f.range.until)},
                            {"first_sample", time_or_null(f.first_sample)},
                            {"last_sample", time_or_null(f.last_sample)},
                            {"samples", f.samples},
                            {"standby_samples", f.standby_samples}}},
                          {"writes", writes_json(f.writes)},
                          {"temperature", temperature_json(f.temperature)},
                          {"endurance", endurance_json(f.endurance)},
                          {"counter_changes", changes_json(f.counter_changes)},
                          {"verdict_changes", verdicts_json(f.verdict_changes)},
                          {"device_swaps", swaps_json(answer.swaps)},
                          {"days", periods_json(f.days)},
                          {"weeks", periods_json(f.weeks)},
                          {"self_tests", self_tests_json(answer.self_tests)},
                          {"self_test_starts", selftest_starts_json(answer.selftest_starts)}});
    }
    return {{"drives", drives}};
}

} // namespace ssd::history
