// Samples for the alert tests: real captures imported as `ssdtool history
// import` imports them (sample_of_capture), then moved in time, and with one
// value changed where a test needs a condition no capture shows (synthetic:
// said so at each use).
#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/alerts/alert_rules.h"
#include "core/alerts/memory_alert_store.h"
#include "core/alerts/raise_alerts.h"
#include "core/health/firmware_advisories.h"
#include "core/history/capture_import.h"
#include "core/history/memory_history_store.h"
#include "core/util/file_io.h"
#include "core/util/time_text.h"
#include "fixture_paths.h"
#include "history_samples.h"
#include "test_constants.h"

namespace ssd::test {

inline constexpr std::int64_t kAlertT0 = 1'790'000'000;  // 2026-09-21T14:13:20Z
inline constexpr std::uint64_t kGB = 1'000'000'000;

// The advisories the packages ship (resources/advisories), as `history import` reads them.
inline std::vector<Advisory> shipped_advisories_for_alerts() {
    const auto path = std::filesystem::path(SSD_PROJECT_FIXTURES_DIR) / ".." / ".." / "resources" / "advisories" /
                      "ssd-firmware-advisories.json";
    const auto text = read_text_file(path);
    EXPECT_TRUE(text.has_value()) << path;
    auto advisories = load_advisories(text.value_or(""));
    EXPECT_TRUE(advisories.has_value());
    return advisories.value_or(std::vector<Advisory>{});
}

// The capture imported, at `time`. A capture that says not when it was taken
// (apple_AP0256Q_beszel.json) cannot be imported: it becomes a sample as
// `ssdtool sample` makes one (the same sample_of) instead.
inline history::Sample capture_sample(const std::string& file, std::int64_t time,
                                      std::span<const Advisory> advisories = {}) {
    const auto text = read_text_file(smart_fixture(file));
    EXPECT_TRUE(text.has_value()) << file;
    auto imported = history::sample_of_capture(file, text.value_or(""), advisories);
    history::Sample sample = imported ? std::move(*imported) : sample_from_capture(file, time);
    sample.time = time;
    return sample;
}

// A reading of the same drive in standby (smartctl -n standby): only time, drive and device.
inline history::Sample standby_at(const history::Sample& like, std::int64_t time) {
    history::Sample sample;
    sample.time = time;
    sample.drive = like.drive;
    sample.device = like.device;
    sample.standby = true;
    return sample;
}

// The sample's counter whose name starts with `prefix` ("5 ", "NVMe Critical Warning").
inline history::CounterValue& counter_named(history::Sample& sample, const std::string& prefix) {
    const auto it = std::find_if(sample.counters.begin(), sample.counters.end(),
                                 [&](const history::CounterValue& c) { return c.name.starts_with(prefix); });
    if (it == sample.counters.end()) {
        ADD_FAILURE() << "no counter " << prefix << " in the sample";
        static history::CounterValue none;
        return none;
    }
    return *it;
}

// The series a store would give for these samples (counters moved to points).
inline history::SampleSeries series_of(std::vector<history::Sample> samples) {
    history::StoredDrive drive;
    drive.id = 1;
    if (!samples.empty()) drive.key = samples.front().drive;
    return history::compact_series(drive, std::move(samples));
}

inline const alerts::AlertUpdate* update_of(const std::vector<alerts::AlertUpdate>& updates, alerts::Rule rule) {
    for (const auto& update : updates) {
        if (update.condition.rule == rule) return &update;
    }
    return nullptr;
}

inline const alerts::AlertEvent* event_of(const std::vector<alerts::AlertEvent>& events, alerts::Rule rule) {
    for (const auto& event : events) {
        if (event.condition.rule == rule) return &event;
    }
    return nullptr;
}

inline std::vector<alerts::Rule> rules_of(const std::vector<alerts::AlertEvent>& events) {
    std::vector<alerts::Rule> rules;
    for (const auto& event : events) rules.push_back(event.condition.rule);
    return rules;
}

// A drive's history and alerts in memory: each sample stored, then judged as
// `ssdtool sample` judges it (raise_alerts).
struct AlertRig {
    history::MemoryHistoryStore history;
    alerts::MemoryAlertStore alerts;
    alerts::RuleSettings settings;

    std::vector<alerts::AlertEvent> add(const history::Sample& sample) {
        const auto stored = history.add({sample});
        EXPECT_TRUE(stored.has_value());
        auto events = alerts::raise_alerts(history, alerts, settings, {sample});
        EXPECT_TRUE(events.has_value()) << (events ? "" : events.error().message);
        return events.value_or(std::vector<alerts::AlertEvent>{});
    }
    std::vector<alerts::StoredAlert> all() {
        auto list = alerts.alerts({std::nullopt, true, std::nullopt});
        EXPECT_TRUE(list.has_value());
        return list.value_or(std::vector<alerts::StoredAlert>{});
    }
    std::optional<alerts::StoredAlert> alert_of(alerts::Rule rule) {
        std::optional<alerts::StoredAlert> newest;
        for (auto& alert : all()) {
            if (alert.condition.rule == rule && (!newest || alert.id > newest->id)) newest = alert;
        }
        return newest;
    }
};

} // namespace ssd::test
