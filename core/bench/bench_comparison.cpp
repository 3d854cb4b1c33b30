#include "core/bench/bench_comparison.h"

#include <cmath>

#include "core/util/time_text.h"
#include "core/util/json_util.h"
#include "core/util/text_columns.h"

namespace ssd::bench {

namespace {

bool same_job(const JobSummary& a, const JobSummary& b) {
    return a.name == b.name && a.rw == b.rw && a.block_size == b.block_size && a.queue_depth == b.queue_depth &&
           a.threads == b.threads && a.read_percent == b.read_percent && a.data == b.data;
}

std::optional<double> ratio(double current, double previous) {
    if (previous == 0.0) return std::nullopt;
    return current / previous;
}

nlohmann::json ratio_json(std::optional<double> value) {
    return value ? nlohmann::json(std::round(*value * 10000.0) / 10000.0) : nlohmann::json(nullptr);
}

nlohmann::json latency_json(const LatencySummary& latency) {
    return {{"mean", latency.mean}, {"p50", latency.p50}, {"p99", latency.p99}, {"p999", latency.p999},
            {"max", latency.max}};
}

std::optional<double> ratio_from_json(const nlohmann::json& ratios, const char* key) {
    return ratios.contains(key) && ratios[key].is_number() ? std::optional<double>(ratios[key].get<double>())
                                                           : std::nullopt;
}

} // namespace

bool comparable(const BenchDocument& current, const BenchDocument& previous) {
    if (current.kind != previous.kind || !current.preset || current.preset != previous.preset ||
        current.data != previous.data || current.span_bytes != previous.span_bytes ||
        current.engine != previous.engine || current.results.size() != previous.results.size()) {
        return false;
    }
    for (std::size_t i = 0; i < current.results.size(); ++i) {
        if (!same_job(current.results[i], previous.results[i])) return false;
    }
    return true;
}

std::optional<BenchComparison> compare_runs(const BenchDocument& current, const BenchDocument& previous,
                                            std::int64_t previous_time, const std::string& previous_device) {
    if (!comparable(current, previous)) return std::nullopt;
    BenchComparison comparison{previous_time, previous_device, {}};
    for (std::size_t i = 0; i < current.results.size(); ++i) {
        const JobSummary& now = current.results[i];
        const JobSummary& then = previous.results[i];
        const LatencySummary& a = now.latency_us;
        const LatencySummary& b = then.latency_us;
        comparison.jobs.push_back({now.name, then, ratio(now.mb_per_s, then.mb_per_s), ratio(now.iops, then.iops),
                                   {ratio(a.mean, b.mean), ratio(a.p50, b.p50), ratio(a.p99, b.p99),
                                    ratio(a.p999, b.p999), ratio(a.max, b.max)}});
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
    for (const auto& job : comparison.jobs) {
        const LatencyRatios& r = job.latency_us;
        results.push_back({{"name", job.name},
                           {"mb_per_s", job.previous.mb_per_s},
                           {"iops", job.previous.iops},
                           {"latency_us", latency_json(job.previous.latency_us)},
                           {"ratio",
                            {{"mb_per_s", ratio_json(job.mb_per_s)},
                             {"iops", ratio_json(job.iops)},
                             {"latency_us",
                              {{"mean", ratio_json(r.mean)},
                               {"p50", ratio_json(r.p50)},
                               {"p99", ratio_json(r.p99)},
                               {"p999", ratio_json(r.p999)},
                               {"max", ratio_json(r.max)}}}}}});
    }
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
                                    ratio_from_json(latency, "max")}});
    }
    return comparison;
}

std::string comparison_to_text(const BenchComparison& comparison) {
    // The widths of bench_report_to_text's table, so each change sits under its figure.
    std::string text = "Compared with the run of " + ssd::iso_utc(comparison.time) + " on " +
                       comparison.device + " (change of each figure):\n";
    for (const auto& job : comparison.jobs) {
        const LatencyRatios& r = job.latency_us;
        text += pad_right(job.name, 30) + pad_left(change_text(job.mb_per_s), 10) + pad_left(change_text(job.iops), 11) +
                pad_left(change_text(r.mean), 10) + pad_left(change_text(r.p50), 10) + pad_left(change_text(r.p99), 10) +
                pad_left(change_text(r.p999), 10) + pad_left(change_text(r.max), 11) + "\n";
    }
    return text;
}

} // namespace ssd::bench
