// A fleet's drives as Prometheus metrics: what `ssdtool metrics` writes for
// node_exporter's textfile collector. The names, labels and units are the
// contract of resources/prometheus/ and resources/grafana/
// (docs/features/fleet-prometheus.md): base units (bytes, seconds, ratios 0–1), `_total` for counters,
// every drive series labelled model, serial and device (the kernel's name: "sda").
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/alerts/alert.h"
#include "core/history/bench_history.h"
#include "core/history/history_store.h"
#include "core/metrics/exposition.h"

namespace ssd::metrics {

// What is exported of one drive.
struct DriveReading {
    history::Sample sample;  // the newest sample with values (not a standby one)
    bool in_standby = false;  // the newest reading found the drive asleep
    std::vector<alerts::StoredAlert> open_alerts;
    std::vector<history::StoredSelfTestResult> newest_selftests;  // the newest result of each test type
    std::optional<history::StoredRun> bench;                      // the last benchmark run
};

// Every family in a fixed order; `version` goes into ssdtool_build_info.
std::vector<MetricFamily> fleet_families(const std::vector<DriveReading>& drives, std::string_view version);

} // namespace ssd::metrics
