#include "app/cli/fleet_metrics.h"

#include <fstream>
#include <random>

#include "core/metrics/fleet_reading.h"
#include "platform/history_database.h"

namespace ssd::cli {

namespace {

constexpr std::int64_t kSecondsPerDay = 86400;

// Temporary file and rename in the same folder: node_exporter reads the old text
// or the new one, never half of one. The temporary name does not end in .prom, so
// the collector never reads it; a random part keeps two writers (the timer's
// sample and someone's `ssdtool metrics`) from sharing one.
Result<std::filesystem::path> write_textfile(const std::filesystem::path& dir, const std::string& text) {
    std::error_code error;
    if (!std::filesystem::is_directory(dir, error)) {
        return fail(ErrorCode::InputUnreadable,
                    dir.string() + " is not a directory (node_exporter's --collector.textfile.directory)");
    }
    const auto path = dir / kTextfileName;
    const auto temporary = dir / ("." + std::string(kTextfileName) + "." + std::to_string(std::random_device{}()) + ".tmp");
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << text;
        out.close();
        if (!out) {
            std::filesystem::remove(temporary, error);
            return fail(ErrorCode::ToolFailed, "cannot write " + temporary.string());
        }
    }
    std::filesystem::rename(temporary, path, error);
    if (error) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        return fail(ErrorCode::ToolFailed, "cannot replace " + path.string() + ": " + error.message());
    }
    return path;
}

std::size_t series_count(const std::vector<metrics::MetricFamily>& families) {
    std::size_t count = 0;
    for (const auto& family : families) count += family.samples.size();
    return count;
}

} // namespace

void MetricsOptions::describe(CLI::App& command, const std::string& textfile_flag, const std::string& max_age_flag) {
    command.add_option(textfile_flag, textfile_dir,
                       "write ssdtool.prom into this directory (node_exporter's textfile collector: "
                       "/var/lib/prometheus/node-exporter on Debian)");
    command.add_option(max_age_flag, max_age_days,
                       "leave out drives not sampled for this many days (default " +
                           std::to_string(kDefaultMaxAgeDays) + "; 0: none left out)")
        ->check(CLI::Range(0, 36500));
}

Result<MetricsOutcome> export_metrics(const DatabaseOption& database, const MetricsOptions& options, std::int64_t now) {
    auto history = open_database(database, false);
    if (!history) return tl::unexpected(history.error());
    MetricsOutcome outcome;
    // An older database a reader may not migrate, or none of the alert tables: the
    // drives are still exported, and the outcome says why the alerts are not.
    auto alerts = history::open_alert_store(database.chosen(), history::OpenMode::ReadOnly);
    if (!alerts) outcome.alerts_unavailable = alerts.error().message;
    metrics::FleetQuery query{now, std::nullopt};
    if (options.max_age_days > 0) query.max_age_seconds = std::int64_t{options.max_age_days} * kSecondsPerDay;
    auto fleet = metrics::read_fleet(**history, alerts ? alerts->get() : nullptr, query);
    if (!fleet) return tl::unexpected(fleet.error());
    const auto families = metrics::fleet_families(fleet->drives, SSD_VERSION);
    outcome.text = metrics::exposition_text(families);
    outcome.drives = fleet->drives.size();
    outcome.series = series_count(families);
    outcome.left_out_old = fleet->left_out_old;
    outcome.left_out_same_labels = fleet->left_out_same_labels;
    if (options.textfile_dir) {
        auto written = write_textfile(*options.textfile_dir, outcome.text);
        if (!written) return tl::unexpected(written.error());
        outcome.file = *written;
    }
    return outcome;
}

nlohmann::json metrics_outcome_json(const MetricsOutcome& outcome) {
    return {{"file", outcome.file ? nlohmann::json(outcome.file->string()) : nlohmann::json(nullptr)},
            {"drives", outcome.drives},
            {"series", outcome.series},
            {"left_out", {{"not_sampled_recently", outcome.left_out_old}, {"same_labels", outcome.left_out_same_labels}}},
            {"alerts_unavailable",
             outcome.alerts_unavailable.empty() ? nlohmann::json(nullptr) : nlohmann::json(outcome.alerts_unavailable)}};
}

std::string metrics_outcome_text(const MetricsOutcome& outcome) {
    return "metrics: " + std::to_string(outcome.drives) + " drive(s), " + std::to_string(outcome.series) + " series" +
           (outcome.file ? " written to " + outcome.file->string() : std::string()) + "\n" + metrics_notes(outcome);
}

std::string metrics_notes(const MetricsOutcome& outcome) {
    std::string text;
    if (outcome.left_out_old > 0) {
        text += "metrics: " + std::to_string(outcome.left_out_old) + " drive(s) not sampled recently left out (--max-age)\n";
    }
    if (outcome.left_out_same_labels > 0) {
        text += "metrics: " + std::to_string(outcome.left_out_same_labels) +
                " older drive(s) with the same model, serial and device left out\n";
    }
    if (!outcome.alerts_unavailable.empty()) text += "metrics: no alerts exported: " + outcome.alerts_unavailable + "\n";
    return text;
}

} // namespace ssd::cli
