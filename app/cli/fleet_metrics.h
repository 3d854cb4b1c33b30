// The history database as Prometheus metrics (core/metrics), printed or written
// into node_exporter's textfile collector directory. One path for `ssdtool
// metrics` and for `ssdtool sample --metrics-textfile DIR`, which the sampling
// timer runs when /etc/default/ssd-toolbox asks for it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "app/cli/history_options.h"
#include "core/util/error.h"

namespace ssd::cli {

// The file node_exporter reads in the textfile directory (it reads *.prom only).
inline constexpr const char* kTextfileName = "ssdtool.prom";
inline constexpr int kDefaultMaxAgeDays = 30;

struct MetricsOptions {
    std::optional<std::string> textfile_dir;
    int max_age_days = kDefaultMaxAgeDays;  // 0: every drive, however old its newest sample

    // The textfile directory and the age limit under these option names (`metrics`:
    // --textfile, --max-age; `sample`: --metrics-textfile, --metrics-max-age).
    void describe(CLI::App& command, const std::string& textfile_flag, const std::string& max_age_flag);
};

struct MetricsOutcome {
    std::string text;  // the exposition
    std::optional<std::filesystem::path> file;  // where it was written (with a textfile directory)
    std::size_t drives = 0;
    std::size_t series = 0;
    std::uint64_t left_out_old = 0;
    std::uint64_t left_out_same_labels = 0;
    std::string alerts_unavailable;  // why no alerts are in it ("" when they are)
};

Result<MetricsOutcome> export_metrics(const DatabaseOption& database, const MetricsOptions& options, std::int64_t now);

nlohmann::json metrics_outcome_json(const MetricsOutcome& outcome);
// "metrics: 3 drive(s), 61 series written to DIR/ssdtool.prom", then metrics_notes().
std::string metrics_outcome_text(const MetricsOutcome& outcome);
// What was left out and why, one line each; "" when nothing was.
std::string metrics_notes(const MetricsOutcome& outcome);

} // namespace ssd::cli
