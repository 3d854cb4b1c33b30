#include "core/bench/bench_reader.h"

#include "core/bench/bench_report.h"
#include "core/bench/run_conditions.h"
#include "core/bench/sustained_report.h"
#include "core/util/json_util.h"

namespace ssd::bench {

namespace {

using nlohmann::json;

std::optional<StepKind> parse_step_kind(std::string_view name) {
    for (const StepKind kind : {StepKind::Fill, StepKind::Job, StepKind::Trim, StepKind::Verify}) {
        if (step_kind_name(kind) == name) return kind;
    }
    return std::nullopt;
}

LatencySummary latency_summary_from_json(const json& latency) {
    return {json_or(latency, "mean", 0.0), json_or(latency, "p50", 0.0),   json_or(latency, "p99", 0.0),
            json_or(latency, "p999", 0.0), json_or(latency, "p9999", 0.0), json_or(latency, "max", 0.0)};
}

} // namespace

JobSummary job_summary_from_json(const json& r) {
    JobSummary job;
    job.name = json_or<std::string>(r, "name", {});
    job.rw = json_or<std::string>(r, "rw", {});
    job.block_size = json_or<std::uint64_t>(r, "block_size", 0);
    job.queue_depth = json_or<std::uint32_t>(r, "queue_depth", 0);
    job.threads = json_or<std::uint32_t>(r, "threads", 0);
    if (r.contains("read_percent")) job.read_percent = json_or<std::uint32_t>(r, "read_percent", 0);
    job.engine = json_or<std::string>(r, "engine", {});
    job.data = json_or<std::string>(r, "data", {});
    job.bytes = json_or<std::uint64_t>(r, "bytes", 0);
    job.seconds = json_or(r, "seconds", 0.0);
    job.mb_per_s = json_or(r, "mb_per_s", 0.0);
    job.iops = json_or(r, "iops", 0.0);
    job.latency_us = latency_summary_from_json(json_object(r, "latency_us"));
    if (const auto& replay = json_object(r, "replay"); !replay.empty()) {
        job.replay = ReplaySummary{json_or<std::string>(replay, "trace", {}),
                                   json_or<std::string>(replay, "fingerprint", {}),
                                   json_or<std::string>(replay, "speed", {}),
                                   json_or<std::uint64_t>(replay, "requests", 0),
                                   json_or<std::uint64_t>(replay, "bytes", 0),
                                   json_or(replay, "elapsed_seconds", 0.0),
                                   json_or(replay, "busy_seconds", 0.0),
                                   json_or(replay, "data_rate_mb_per_s", 0.0),
                                   {}};
        for (const auto& size : json_array(replay, "classes")) {
            job.replay->classes.push_back({json_or<std::string>(size, "rw", {}),
                                           json_or<std::uint64_t>(size, "size_class_bytes", 0),
                                           json_or<std::uint64_t>(size, "requests", 0),
                                           latency_summary_from_json(json_object(size, "latency_us"))});
        }
    }
    for (const auto& point : json_array(json_object(r, "wake_up"), "points")) {
        job.wake_up.push_back({json_or(point, "idle_seconds", 0.0), json_or(point, "first_median_us", 0.0),
                               json_or(point, "awake_median_us", 0.0), json_or(point, "wake_up_us", 0.0)});
    }
    for (const auto& s : json_array(r, "samples")) {
        job.samples.push_back({json_or(s, "t", 0.0), json_or(s, "mb_per_s", 0.0), json_or(s, "iops", 0.0)});
    }
    for (const auto& s : json_array(r, "slices")) {
        job.slices.push_back({json_or<std::uint64_t>(s, "offset_bytes", 0), json_or<std::uint64_t>(s, "bytes", 0),
                              json_or(s, "seconds", 0.0), json_or(s, "mb_per_s", 0.0)});
    }
    if (r.contains("steady_state")) job.steady_state = steady_state_from_json(r["steady_state"]);
    if (const auto it = r.find("device"); it != r.end()) job.device = device_summary_from_json(*it);
    return job;
}

std::optional<BenchDocument> bench_report_from_json(const json& report) {
    if (!report.is_object() || !report.contains("results") || !report["results"].is_array()) return std::nullopt;
    BenchDocument doc;
    doc.target = json_or<std::string>(report, "target", {});
    doc.kind = json_or<std::string>(report, "target_kind", {}) == target_kind_name(TargetKind::BlockDevice)
                   ? TargetKind::BlockDevice
                   : TargetKind::Directory;
    doc.preset = parse_preset(json_or<std::string>(report, "preset", {}));
    doc.data = parse_data_pattern(json_or<std::string>(report, "data", {}));
    doc.span_bytes = json_or<std::uint64_t>(report, "span_bytes", 0);
    doc.engine = json_or<std::string>(report, "engine", {});
    for (const auto& result : json_array(report, "results")) {
        doc.results.push_back(job_summary_from_json(result));
        if (doc.results.back().engine.empty()) doc.results.back().engine = doc.engine;
    }
    if (const auto it = report.find("sustained"); it != report.end()) doc.sustained = sustained_from_json(*it);
    doc.notes = json_or<std::vector<std::string>>(report, "notes", {});
    if (report.contains("conditions") && report["conditions"].is_object()) {
        doc.condition_warnings = condition_warning_ids(report["conditions"]);
        doc.conditions = conditions_from_json(report["conditions"]);
    }
    if (const auto it = report.find("write_amplification"); it != report.end()) {
        doc.write_amplification = run_write_amplification_from_json(*it);
    }
    return doc;
}

std::optional<ProgressEvent> progress_event_from_json(const json& e) {
    if (json_or<std::string>(e, "event", {}) != "progress") return std::nullopt;
    const auto kind = parse_step_kind(json_or<std::string>(e, "kind", {}));
    if (!kind) return std::nullopt; // an action's progress line, not a benchmark's
    ProgressEvent event;
    event.step = json_or<std::size_t>(e, "step", 0);
    event.steps = json_or<std::size_t>(e, "steps", 0);
    event.kind = *kind;
    event.name = json_or<std::string>(e, "name", {});
    event.phase = json_or<std::string>(e, "phase", {});
    event.sustained_phase = json_or<std::string>(e, "sustained_phase", {});
    event.t = json_or(e, "t", 0.0);
    event.mb_per_s = json_or(e, "mb_per_s", 0.0);
    event.iops = json_or(e, "iops", 0.0);
    event.percent = json_or(e, "percent", -1.0);
    return event;
}

} // namespace ssd::bench
