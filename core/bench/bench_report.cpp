#include "core/bench/bench_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/bench/device_requests.h"
#include "core/bench/engine_text.h"
#include "core/bench/steady_state.h"
#include "core/bench/sustained_report.h"
#include "core/util/json_util.h"
#include "core/util/rounding.h"
#include "core/util/text_columns.h"
#include "core/util/units.h"

namespace ssd::bench {

namespace {

// Figures have three decimals (round_decimals): nanosecond resolution for microseconds, and no float noise.

// What a report and a dry run both say of the run.
nlohmann::json run_json(const std::string& target, TargetKind kind, Preset preset, DataPattern data,
                        std::uint64_t span_bytes) {
    return {{"target", target},
            {"target_kind", std::string(target_kind_name(kind))},
            {"preset", std::string(preset_name(preset))},
            {"data", std::string(data_pattern_name(data))},
            {"span_bytes", span_bytes}};
}

// The consistency preset's question is whether and when the drive settles:
// its timed jobs carry the steady-state verdict on their per-second IOPS
// (its fills, limited by bytes, are reported but not judged).
std::optional<SteadyState> steady_state_of(const BenchReport& report, const JobResult& result) {
    if (report.preset != Preset::Consistency || result.job.seconds <= 0.0) return std::nullopt;
    return detect_steady_state(result.samples);
}

nlohmann::json latency_json(const LatencyHistogram& latency) {
    return {{"mean", round_decimals(latency.mean() / 1000.0, 3)},
            {"p50", round_decimals(latency.percentile(50.0) / 1000.0, 3)},
            {"p99", round_decimals(latency.percentile(99.0) / 1000.0, 3)},
            {"p999", round_decimals(latency.percentile(99.9) / 1000.0, 3)},
            {"p9999", round_decimals(latency.percentile(99.99) / 1000.0, 3)},
            {"max", round_decimals(static_cast<double>(latency.max()) / 1000.0, 3)}};
}

std::string direction_name(IoDirection direction) { return direction == IoDirection::Read ? "read" : "write"; }

nlohmann::json replay_json(const ReplayResult& replay) {
    nlohmann::json classes = nlohmann::json::array();
    for (const auto& size : replay.classes) {
        classes.push_back({{"rw", direction_name(size.direction)},
                           {"size_class_bytes", size.size_class},
                           {"requests", size.requests},
                           {"bytes", size.bytes},
                           {"latency_us", latency_json(size.latency)}});
    }
    const ReplayMapping& mapping = replay.mapping;
    const bool as_recorded = replay.speed == ReplaySpeed::AsRecorded;
    return {{"trace", replay.trace_name},
            {"fingerprint", replay.fingerprint},
            {"speed", std::string(kReplaySpeeds.wire(replay.speed))},
            {"max_in_flight", replay.max_in_flight},
            {"requests", replay.requests},
            {"bytes", replay.bytes},
            {"elapsed_seconds", round_decimals(replay.elapsed_seconds, 6)},
            {"busy_seconds", round_decimals(replay.busy_seconds, 6)},
            {"data_rate_mb_per_s", round_decimals(replay.data_rate_mb_per_s, 3)},
            {"issue_lag_us", as_recorded ? latency_json(replay.issue_lag) : nlohmann::json(nullptr)},
            {"mapping",
             {{"trace_requests", mapping.trace_requests},
              {"flushes_skipped", mapping.flushes_skipped},
              {"discards_skipped", mapping.discards_skipped},
              {"rounded", mapping.rounded},
              {"rounded_bytes", mapping.rounded_bytes},
              {"moved", mapping.moved}}},
            {"classes", classes}};
}

std::string replay_text(const ReplayResult& replay) {
    std::string text = "  Replay of " + replay.trace_name + " (" + std::string(kReplaySpeeds.label(replay.speed)) +
                       "): " + format_count(replay.requests) + " requests, " + format_bytes(replay.bytes) +
                       "; the drive was busy " + fixed(replay.busy_seconds, 3) + " s of " +
                       fixed(replay.elapsed_seconds, 3) + " s: average data rate " +
                       fixed(replay.data_rate_mb_per_s, 1) + " MB/s\n";
    for (const auto& size : replay.classes) {
        const auto& latency = size.latency;
        text += "    " + pad_right(direction_name(size.direction) + " " + block_size_label(size.size_class), 12) +
                pad_left(format_count(size.requests), 12) + " requests   mean " + fixed(latency.mean() / 1000.0, 1) +
                " us, p99 " + fixed(latency.percentile(99.0) / 1000.0, 1) + " us, p99.99 " +
                fixed(latency.percentile(99.99) / 1000.0, 1) + " us\n";
    }
    if (replay.speed == ReplaySpeed::AsRecorded && replay.issue_lag.count() > 0) {
        text += "    issued after the recorded time by " + fixed(replay.issue_lag.percentile(50.0) / 1000.0, 1) +
                " us (median), " + fixed(replay.issue_lag.percentile(99.0) / 1000.0, 1) + " us (p99)\n";
    }
    return text;
}

nlohmann::json microseconds_json(const std::vector<std::uint64_t>& nanoseconds) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto ns : nanoseconds) list.push_back(round_decimals(static_cast<double>(ns) / 1000.0, 3));
    return list;
}

nlohmann::json wake_up_json(const WakeUpResult& wake_up) {
    nlohmann::json points = nlohmann::json::array();
    for (const auto& point : wake_up.points) {
        const WakeUpFigures figures = wake_up_figures(point);
        points.push_back({{"idle_seconds", point.idle_seconds},
                          {"first_us", microseconds_json(point.first_ns)},
                          {"awake_us", microseconds_json(point.awake_ns)},
                          {"first_median_us", round_decimals(figures.first_us, 3)},
                          {"awake_median_us", round_decimals(figures.awake_us, 3)},
                          {"wake_up_us", round_decimals(figures.wake_up_us, 3)}});
    }
    return {{"points", points}};
}

std::string wake_up_text(const WakeUpResult& wake_up) {
    std::string text = "  " + pad_right("after idle", 12) + pad_left("first request", 16) + pad_left("awake", 12) +
                       pad_left("waking up", 12) + "   (medians, us)\n";
    for (const auto& point : wake_up.points) {
        const WakeUpFigures figures = wake_up_figures(point);
        text += "  " + pad_right(fixed(point.idle_seconds, 2) + " s", 12) + pad_left(fixed(figures.first_us, 1), 16) +
                pad_left(fixed(figures.awake_us, 1), 12) + pad_left(fixed(figures.wake_up_us, 1), 12) + "\n";
    }
    return text;
}

} // namespace

std::string_view target_kind_name(TargetKind kind) {
    return kind == TargetKind::Directory ? "directory" : "block-device";
}

nlohmann::json job_result_to_json(const JobResult& result) {
    const JobSpec& job = result.job;
    const auto& latency = result.latency;
    nlohmann::json samples = nlohmann::json::array();
    for (const auto& sample : result.samples) {
        samples.push_back({{"t", round_decimals(sample.t, 3)}, {"mb_per_s", round_decimals(sample.mb_per_s, 3)}, {"iops", round_decimals(sample.iops, 3)}});
    }
    nlohmann::json doc = {
        {"name", job.name},
        {"rw", std::string(access_name(job.access))},
        {"block_size", job.block_size},
        {"queue_depth", job.queue_depth},
        {"threads", job.threads},
        {"bytes", result.bytes},
        {"ios", result.ios},
        {"seconds", round_decimals(result.seconds, 3)},
        {"warmup_seconds", round_decimals(job.warmup_seconds, 3)},
        {"mb_per_s", round_decimals(result.mb_per_s, 3)},
        {"iops", round_decimals(result.iops, 3)},
        {"latency_us", latency_json(latency)},
        {"samples", samples},
    };
    if (!result.engine.empty()) doc["engine"] = result.engine;
    if (writes(job.access)) doc["data"] = std::string(data_pattern_name(job.data));
    if (job.access == Access::Mixed || job.access == Access::RandMixed) {
        doc["read_percent"] = job.read_percent;
        doc["read_bytes"] = result.read_bytes;
        doc["write_bytes"] = result.write_bytes;
        doc["read_ios"] = result.read_ios;
        doc["write_ios"] = result.write_ios;
    }
    if (result.cpu) {
        doc["cpu"] = {{"user_seconds", round_decimals(result.cpu->user_seconds, 3)},
                      {"system_seconds", round_decimals(result.cpu->system_seconds, 3)},
                      {"ios", result.all_ios}};
    } else {
        doc["cpu"] = nullptr;
    }
    // How deep the queue was kept (run_job's jobs; a replay keeps the trace's own depth).
    if (result.waits != 0) {
        doc["queue"] = {{"depth", job.queue_depth * job.threads},
                        {"mean_in_flight", round_decimals(result.mean_in_flight, 3)},
                        {"waits", result.waits}};
    }
    // What the drive itself got: requests, their size and merges (device_requests.h).
    doc["device"] = result.device ? device_activity_to_json(*result.device) : nlohmann::json(nullptr);
    if (result.replay) doc["replay"] = replay_json(*result.replay);
    if (result.wake_up) doc["wake_up"] = wake_up_json(*result.wake_up);
    if (job.slice_bytes != 0) {
        nlohmann::json slices = nlohmann::json::array();
        for (const auto& slice : result.slices) {
            slices.push_back({{"offset_bytes", slice.offset},
                              {"bytes", slice.bytes},
                              {"seconds", round_decimals(slice.seconds, 3)},
                              {"mb_per_s", round_decimals(slice.mb_per_s, 3)}});
        }
        doc["slices"] = slices;
    }
    return doc;
}

nlohmann::json bench_report_to_json(const BenchReport& report) {
    nlohmann::json results = nlohmann::json::array();
    for (const auto& result : report.results) {
        results.push_back(job_result_to_json(result));
        if (const auto steady = steady_state_of(report, result)) results.back()["steady_state"] = steady_state_to_json(*steady);
    }
    nlohmann::json doc = run_json(report.target, report.kind, report.preset, report.data, report.span_bytes);
    doc.update({{"engine", report.engine}, {"direct_io", true}, {"results", results}, {"notes", report.notes}});
    if (report.verify) {
        const auto& verify = *report.verify;
        doc["verify"] = {{"ok", verify.ok},
                         {"bytes_checked", verify.bytes_checked},
                         {"blocks_checked", verify.units_checked},
                         {"bad_blocks", verify.bad_units},
                         {"first_bad_offset", optional_json(verify.first_bad_offset)},
                         {"problem", verify.first_problem.empty() ? nlohmann::json(nullptr)
                                                                  : nlohmann::json(verify.first_problem)}};
    } else {
        doc["verify"] = nullptr;
    }
    if (report.trim) {
        doc["trim"] = {{"done", report.trim->done},
                       {"method", report.trim->method},
                       {"bytes", report.trim->bytes},
                       {"detail", report.trim->detail}};
    } else {
        doc["trim"] = nullptr;
    }
    if (report.conditions) doc["conditions"] = conditions_to_json(*report.conditions);
    if (report.write_amplification) doc["write_amplification"] = run_write_amplification_to_json(*report.write_amplification);
    doc["sustained"] = report.sustained ? sustained_to_json(*report.sustained) : nlohmann::json(nullptr);
    return doc;
}

std::string bench_report_to_text(const BenchReport& report) {
    std::string text = "Benchmark of " + report.target + " (" +
                       (report.kind == TargetKind::Directory ? "test file" : "raw device") + ", preset " +
                       std::string(preset_name(report.preset)) + ", " + std::string(data_pattern_name(report.data)) +
                       " data, test area " + format_bytes(report.span_bytes) + ", engine " + engine_text(report) +
                       ", direct I/O)\n";
    constexpr std::size_t name_width = 30;
    text += pad_right("", name_width) + pad_left("MB/s", 10) + pad_left("IOPS", 11) + pad_left("mean us", 10) +
            pad_left("p50 us", 10) + pad_left("p99 us", 10) + pad_left("p99.9 us", 10) + pad_left("p99.99 us", 11) +
            pad_left("max us", 11) +
            "\n";
    for (const auto& result : report.results) {
        const auto& latency = result.latency;
        // The wake-up test times single requests after idle periods: it has no data rate.
        const bool has_rate = !result.wake_up;
        text += pad_right(result.job.name, name_width) + pad_left(has_rate ? fixed(result.mb_per_s, 1) : "-", 10) +
                pad_left(has_rate ? fixed(result.iops, 0) : "-", 11) + pad_left(fixed(latency.mean() / 1000.0, 1), 10) +
                pad_left(fixed(latency.percentile(50.0) / 1000.0, 1), 10) +
                pad_left(fixed(latency.percentile(99.0) / 1000.0, 1), 10) +
                pad_left(fixed(latency.percentile(99.9) / 1000.0, 1), 10) +
                pad_left(fixed(latency.percentile(99.99) / 1000.0, 1), 11) +
                pad_left(fixed(static_cast<double>(latency.max()) / 1000.0, 1), 11) + "\n";
        if (!result.slices.empty()) {
            const auto [low, high] = std::minmax_element(
                result.slices.begin(), result.slices.end(),
                [](const SliceResult& a, const SliceResult& b) { return a.mb_per_s < b.mb_per_s; });
            text += "  " + std::to_string(result.slices.size()) + " slices: slowest " + fixed(low->mb_per_s, 1) +
                    " MB/s at " + format_bytes(low->offset) + ", fastest " + fixed(high->mb_per_s, 1) + " MB/s at " +
                    format_bytes(high->offset) + "\n";
        }
        if (result.device) text += device_activity_note(*result.device, result.job);
        if (const auto steady = steady_state_of(report, result)) text += "  " + steady_state_to_text(*steady);
        if (result.replay) text += replay_text(*result.replay);
        if (result.wake_up) text += wake_up_text(*result.wake_up);
    }
    if (report.sustained) {
        for (const auto& result : report.results) {
            if (result.job.name == report.sustained->job) text += sustained_to_text(*report.sustained, result.samples);
        }
    }
    if (report.trim) {
        text += "TRIM: " + std::string(report.trim->done ? "done" : "not done") +
                (report.trim->method.empty() ? "" : " (" + report.trim->method + ")") + ": " + report.trim->detail +
                "\n";
    }
    if (report.verify) {
        const auto& verify = *report.verify;
        text += verify.ok ? "Verify: OK, " + format_bytes(verify.bytes_checked) + " read back and checked\n"
                          : "Verify: FAILED, " + std::to_string(verify.bad_units) + " bad blocks; first: " +
                                verify.first_problem + "\n";
    }
    if (report.conditions) text += conditions_to_text(*report.conditions);
    if (report.write_amplification) text += run_write_amplification_to_text(*report.write_amplification);
    for (const auto& note : report.notes) text += "Note: " + note + "\n";
    return text;
}

nlohmann::ordered_json progress_event_to_json(const ProgressEvent& event) {
    nlohmann::ordered_json doc;
    doc["event"] = "progress";
    doc["step"] = event.step;
    doc["steps"] = event.steps;
    doc["kind"] = std::string(step_kind_name(event.kind));
    doc["name"] = event.name;
    doc["phase"] = event.phase;
    if (!event.sustained_phase.empty()) doc["sustained_phase"] = event.sustained_phase;
    doc["t"] = round_decimals(event.t, 3);
    doc["mb_per_s"] = round_decimals(event.mb_per_s, 3);
    doc["iops"] = round_decimals(event.iops, 3);
    doc["percent"] = event.percent < 0.0 ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(round_decimals(event.percent, 3));
    return doc;
}

std::string progress_event_to_text(const ProgressEvent& event) {
    std::string text = "[" + std::to_string(event.step) + "/" + std::to_string(event.steps) + "] " + event.name;
    if (event.phase == "start") return text + " ...";
    text += event.phase == "warmup" ? "  warm-up " : "  ";
    text += fixed(event.t, 0) + " s  " + fixed(event.mb_per_s, 1) + " MB/s  " + fixed(event.iops, 0) + " IOPS";
    if (event.percent >= 0.0) text += "  " + fixed(event.percent, 0) + "%";
    if (!event.sustained_phase.empty()) text += "  " + event.sustained_phase;
    return text;
}

nlohmann::json plan_to_json(const PlanOutcome& outcome) {
    const BenchPlan& plan = outcome.plan;
    nlohmann::json checks = nlohmann::json::array();
    for (const auto& check : outcome.checks) {
        checks.push_back({{"check", check.check}, {"ok", check.ok}, {"detail", check.detail}});
    }
    nlohmann::json steps = nlohmann::json::array();
    steps.push_back({{"step", "open"}, {"detail", plan.open_step}});
    for (const auto& step : plan.steps) {
        nlohmann::json entry = {{"step", std::string(step_kind_name(step.kind))}, {"detail", step.description}};
        if (step.kind != StepKind::Trim) entry["name"] = step.job.name;
        if (step.after_trim) entry["only_if_trimmed"] = true;
        steps.push_back(entry);
    }
    steps.push_back({{"step", "close"},
                     {"detail", plan.kind == TargetKind::Directory ? "close and remove the test file"
                                                                   : "close the device"}});
    nlohmann::json doc = run_json(plan.target, plan.kind, plan.preset, plan.data, plan.span_bytes);
    doc.update({{"dry_run", true},
                {"writes", plan.writes},
                {"verify", plan.verify},
                {"checks", checks},
                {"steps", steps},
                {"notes", plan.notes}});
    if (outcome.refusal) {
        doc["error"] = {{"code", std::string(error_code_name(outcome.refusal->code))},
                        {"message", outcome.refusal->message}};
    }
    return doc;
}

std::string plan_to_text(const PlanOutcome& outcome) {
    const BenchPlan& plan = outcome.plan;
    std::string text = "Dry run: nothing is opened, written or changed.\nChecks:\n";
    for (const auto& check : outcome.checks) {
        text += std::string("  [") + (check.ok ? "ok" : "REFUSED") + "] " + check.check + ": " + check.detail + "\n";
    }
    text += "Steps:\n  1. " + plan.open_step + "\n";
    std::size_t number = 2;
    for (const auto& step : plan.steps) {
        text += "  " + std::to_string(number++) + ". " + (step.after_trim ? "(if TRIM worked) " : "") +
                step.description + "\n";
    }
    text += "  " + std::to_string(number) + ". " +
            (plan.kind == TargetKind::Directory ? "close and remove the test file" : "close the device") + "\n";
    for (const auto& note : plan.notes) text += "Note: " + note + "\n";
    if (outcome.refusal) text += "Refused: " + outcome.refusal->message + "\n";
    return text;
}

} // namespace ssd::bench
