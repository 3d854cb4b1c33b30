#include "core/bench/job_comparison.h"

#include <cmath>

#include "core/util/text_columns.h"

namespace ssd::bench {

namespace {

std::optional<double> ratio(double current, double previous) {
    if (previous == 0.0) return std::nullopt;
    return current / previous;
}

nlohmann::json ratio_json(std::optional<double> value) {
    return value ? nlohmann::json(std::round(*value * 10000.0) / 10000.0) : nlohmann::json(nullptr);
}

nlohmann::json latency_json(const LatencySummary& latency) {
    return {{"mean", latency.mean}, {"p50", latency.p50}, {"p99", latency.p99}, {"p999", latency.p999},
            {"p9999", latency.p9999}, {"max", latency.max}};
}

// A replay's shape is its trace (the fingerprint) and how it was played.
std::string replay_shape(const JobSummary& job) {
    return job.replay ? job.replay->fingerprint + " " + job.replay->speed : std::string();
}

} // namespace

bool same_shape(const JobSummary& a, const JobSummary& b) {
    return a.name == b.name && a.rw == b.rw && a.block_size == b.block_size && a.queue_depth == b.queue_depth &&
           a.threads == b.threads && a.read_percent == b.read_percent && replay_shape(a) == replay_shape(b);
}

JobComparison compare_job(const JobSummary& now, const JobSummary& then) {
    const LatencySummary& a = now.latency_us;
    const LatencySummary& b = then.latency_us;
    return {now.name, then, ratio(now.mb_per_s, then.mb_per_s), ratio(now.iops, then.iops),
            {ratio(a.mean, b.mean), ratio(a.p50, b.p50), ratio(a.p99, b.p99), ratio(a.p999, b.p999),
             ratio(a.p9999, b.p9999), ratio(a.max, b.max)}};
}

nlohmann::json job_comparison_to_json(const JobComparison& job) {
    const LatencyRatios& r = job.latency_us;
    return {{"name", job.name},
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
                {"p9999", ratio_json(r.p9999)},
                {"max", ratio_json(r.max)}}}}}};
}

std::string job_comparison_row(const JobComparison& job) {
    const LatencyRatios& r = job.latency_us;
    return pad_right(job.name, 30) + pad_left(change_text(job.mb_per_s), 10) + pad_left(change_text(job.iops), 11) +
           pad_left(change_text(r.mean), 10) + pad_left(change_text(r.p50), 10) + pad_left(change_text(r.p99), 10) +
           pad_left(change_text(r.p999), 10) + pad_left(change_text(r.p9999), 11) + pad_left(change_text(r.max), 11) +
           "\n";
}

} // namespace ssd::bench
