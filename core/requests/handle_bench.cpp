// `bench`: inspect the target, plan (every safety rule), then run the plan
// with the call's stop token. A dry run stops after the plan. A finished run
// is compared with the drive's last comparable run and stored with the drive
// (services.bench_history), here so that the CLI, the helper and the service
// share one path.
#include "core/bench/bench_report.h"
#include "core/bench/thermal_sampler.h"
#include "core/requests/bench_readings.h"
#include "core/requests/handlers.h"

namespace ssd::requests {

namespace {

// Only a run that finished and read back right is kept: its figures are the drive's.
bool worth_keeping(const bench::BenchReport& report) {
    return !report.interrupted && !(report.verify && !report.verify->ok);
}

// A raw device names its drive (model and serial); a test file in a
// directory does not say which drive holds it, so such runs are not stored.
history::BenchHistoryOutcome remember_run(const history::BenchHistory& history, const bench::TargetFacts& facts,
                                          const bench::BenchReport& report) {
    history::BenchHistoryOutcome outcome;
    const auto& identity = facts.device.identity;
    if (facts.kind != bench::TargetKind::BlockDevice) {
        outcome.note = "runs in a directory are not stored in the history: which drive holds the directory is not known";
        return outcome;
    }
    if (!identity.serial || identity.serial->empty()) {
        outcome.note = "this run was not stored in the history: " + identity.device +
                       " has no serial number to know it by";
        return outcome;
    }
    auto store = history.open();
    if (!store) {
        outcome.note = "this run was not stored in the history: " + store.error().message;
        return outcome;
    }
    auto key = history::bench_drive_key(**store, identity.model.value_or(""), *identity.serial);
    if (!key) {
        outcome.note = "this run was not stored in the history: " + key.error().message;
        return outcome;
    }
    return history::record_bench_run(**store, *key, bench::bench_report_to_json(report), identity.device,
                                     history.now());
}

} // namespace

Result<BenchAnswer> handle_bench(HandlerServices& services, const BenchRequest& request, const Call& call) {
    if (services.bench == nullptr) return fail(ErrorCode::Refused, "benchmarks are not available here");
    bench::BenchPlatform& platform = *services.bench;
    auto facts = platform.inspect(request.options.target);
    if (!facts) return tl::unexpected(facts.error());
    auto outcome = bench::plan_bench(request.options, *facts);
    if (!outcome) return tl::unexpected(outcome.error());
    if (request.options.dry_run) return BenchAnswer{std::move(*outcome), std::nullopt, std::nullopt};
    if (outcome->refusal) return tl::unexpected(*outcome->refusal);

    const bench::BenchPlan& plan = outcome->plan;
    // fio's footing on the CPU: a scheduling group of its own (the CLI forked for it already).
    bench::RunScheduling scheduling = platform.take_own_session(false);
    // A raw-device run holds its drive: no self-test is started under it. (A run in a
    // directory does not know its drive here.)
    const auto hold = facts->kind == bench::TargetKind::BlockDevice ? hold_drive(services, facts->path, "a benchmark")
                                                                   : nullptr;
    // The drive's SMART and the CPU before anything is opened, and again once it is closed.
    const AroundTheRun before = read_before_run(services, *facts);
    auto target = platform.open(plan, *facts);
    if (!target) return tl::unexpected(target.error());
    bench::SessionContext session;
    session.backend = &(*target)->backend();
    session.clock = &platform.clock();
    session.cpu = platform.cpu_meter();
    const std::unique_ptr<bench::DeviceMeter> device_meter = platform.device_meter(*facts);
    session.device = device_meter.get();
    session.stop = call.stop.flag();
    session.seed = platform.random_seed();
    session.notes = (*target)->notes();
    session.placement = platform.io_thread_placement(*facts);
    scheduling.threads_pinned = session.placement.pins;
    scheduling.threads_detail = session.placement.detail;
    bench::OpenedTarget* opened = target->get();
    session.trim = [opened](std::uint64_t offset, std::uint64_t length) { return opened->trim(offset, length); };
    if (call.progress) session.progress = [&call](const bench::ProgressEvent& event) { call.progress(event); };
    // The drive's temperature while the run runs, where it could be read before.
    const double thermal_interval = request.options.thermal_interval.value_or(bench::kThermalSampleSeconds);
    std::optional<bench::ThermalSampler> sampler;
    if (before.drive && thermal_interval > 0.0) {
        sampler.emplace([&services, &facts]() -> std::optional<bench::ThermalReading> {
            const auto reading = read_bench_drive(services, *facts);
            return reading ? std::optional(reading->thermal) : std::nullopt;
        }, std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                           std::chrono::duration<double>(thermal_interval)));
    }
    auto report = bench::run_bench(plan, session);
    std::vector<bench::ThermalSample> during = sampler ? sampler->stop() : std::vector<bench::ThermalSample>{};
    target->reset(); // closed: a test file is gone from here on
    if (!report) return tl::unexpected(report.error());
    record_run_conditions(*report, plan, *facts, scheduling, before, std::move(during),
                          read_after_run(services, *facts));
    BenchAnswer answer{std::nullopt, std::move(*report), std::nullopt};
    if (services.bench_history != nullptr && !request.no_history && worth_keeping(*answer.report)) {
        answer.history = remember_run(*services.bench_history, *facts, *answer.report);
    }
    return answer;
}

std::optional<Error> bench_failure(const BenchAnswer& answer, int stop_reason) {
    if (answer.plan) return answer.plan->refusal;
    if (!answer.report) return std::nullopt;
    if (answer.report->interrupted) {
        return Error{ErrorCode::Cancelled,
                     "interrupted (signal " + std::to_string(stop_reason) + ")" +
                         (answer.report->kind == bench::TargetKind::Directory ? "; the test file was removed" : "")};
    }
    if (answer.report->verify && !answer.report->verify->ok) {
        // The target did not read back as written: it could not be read correctly (status 2).
        return Error{ErrorCode::InputUnreadable, "verify failed: " + answer.report->verify->first_problem};
    }
    return std::nullopt;
}

namespace {

// `previous` (null when there is no comparable run) and `history` (was it stored).
void add_history(Response& response, const history::BenchHistoryOutcome& outcome) {
    response.document["previous"] =
        outcome.previous ? bench::comparison_to_json(*outcome.previous) : nlohmann::json(nullptr);
    response.document["history"] = {{"stored", outcome.stored},
                                    {"note", outcome.note.empty() ? nlohmann::json(nullptr) : nlohmann::json(outcome.note)}};
    if (outcome.previous) response.text += bench::comparison_to_text(*outcome.previous);
    if (!outcome.note.empty()) response.text += "Note: " + outcome.note + "\n";
}

} // namespace

Response bench_response(const BenchAnswer& answer, int stop_reason) {
    Response response;
    response.failure = bench_failure(answer, stop_reason);
    if (answer.plan) {
        response.document = bench::plan_to_json(*answer.plan);
        response.text = bench::plan_to_text(*answer.plan);
    } else if (answer.report && !answer.report->interrupted) {
        response.document = bench::bench_report_to_json(*answer.report);
        response.text = bench::bench_report_to_text(*answer.report);
        if (answer.history) add_history(response, *answer.history);
    }
    return response;
}

} // namespace ssd::requests
