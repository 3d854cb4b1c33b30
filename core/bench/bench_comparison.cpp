#include "core/bench/bench_comparison.h"
#include "core/bench/job_comparison.h"

#include "core/util/time_text.h"
#include "core/util/json_util.h"
#include "core/util/text_columns.h"

namespace ssd::bench {

namespace {

std::optional<double> ratio_from_json(const nlohmann::json& ratios, const char* key) {
    return json_optional<double>(ratios, key);
}

// The job of `run` with the shape of `job`; jobs match by shape, not by
// place, so a preset that gained a job still compares with its older runs.
const JobSummary* find_job(const BenchDocument& run, const JobSummary& job) {
    for (const auto& candidate : run.results) {
        if (same_shape(candidate, job) && candidate.data == job.data) return &candidate;
    }
    return nullptr;
}

} // namespace

bool comparable(const BenchDocument& current, const BenchDocument& previous) {
    if (current.kind != previous.kind || !current.preset || current.preset != previous.preset ||
        current.data != previous.data || current.span_bytes != previous.span_bytes ||
        current.engine != previous.engine || previous.results.empty()) {
        return false;
    }
    for (const auto& job : previous.results) {
        if (find_job(current, job) == nullptr) return false;
    }
    return true;
}

std::optional<BenchComparison> compare_runs(const BenchDocument& current, const BenchDocument& previous,
                                            std::int64_t previous_time, const std::string& previous_device) {
    if (!comparable(current, previous)) return std::nullopt;
    BenchComparison comparison{previous_time, previous_device, {}};
    for (const JobSummary& now : current.results) {
        const JobSummary* then = find_job(previous, now);
        if (then == nullptr) continue;            // added since: nothing to compare with
        if (then->engine != now.engine) continue; // another mechanism then: not the drive's change
        comparison.jobs.push_back(compare_job(now, *then));
    }
    return comparison;
}

std::string change_text(std::optional<double> ratio) {
    if (!ratio) return "n/a";
    const double percent = (*ratio - 1.0) * 100.0;
    return (percent >= 0.0 ? "+" : "") + fixed(percent, 1) + " %";
}

nlohmann::json comparison_to_json(const BenchComparison& comparison) {
    nlohmann::json results = nlohmann::json::array();
    for (const auto& job : comparison.jobs) results.push_back(job_comparison_to_json(job));
    return {{"time", ssd::iso_utc(comparison.time)}, {"device", comparison.device}, {"results", results}};
}

std::optional<BenchComparison> comparison_from_json(const nlohmann::json& previous) {
    if (!previous.is_object() || !previous.contains("results") || !previous["results"].is_array()) return std::nullopt;
    const auto time = ssd::parse_time_point(json_or<std::string>(previous, "time", {}), 0);
    if (!time) return std::nullopt;
    BenchComparison comparison{*time, json_or<std::string>(previous, "device", {}), {}};
    for (const auto& result : json_array(previous, "results")) {
        const nlohmann::json& ratios = json_object(result, "ratio");
        const nlohmann::json& latency = json_object(ratios, "latency_us");
        comparison.jobs.push_back({json_or<std::string>(result, "name", {}),
                                   job_summary_from_json(result),
                                   ratio_from_json(ratios, "mb_per_s"),
                                   ratio_from_json(ratios, "iops"),
                                   {ratio_from_json(latency, "mean"), ratio_from_json(latency, "p50"),
                                    ratio_from_json(latency, "p99"), ratio_from_json(latency, "p999"),
                                    ratio_from_json(latency, "p9999"), ratio_from_json(latency, "max")}});
    }
    return comparison;
}

std::string comparison_to_text(const BenchComparison& comparison) {
    // The widths of bench_report_to_text's table, so each change sits under its figure.
    std::string text = "Compared with the run of " + ssd::iso_utc(comparison.time) + " on " +
                       comparison.device + " (change of each figure):\n";
    for (const auto& job : comparison.jobs) text += job_comparison_row(job);
    return text;
}

} // namespace ssd::bench
