// `bench`: inspect the target, plan (every safety rule), then run the plan
// with the call's stop token. A dry run stops after the plan.
#include "core/bench/bench_report.h"
#include "core/requests/handlers.h"

namespace ssd::requests {

Result<BenchAnswer> handle_bench(HandlerServices& services, const BenchRequest& request, const Call& call) {
    if (services.bench == nullptr) return fail(ErrorCode::Refused, "benchmarks are not available here");
    bench::BenchPlatform& platform = *services.bench;
    auto facts = platform.inspect(request.options.target);
    if (!facts) return tl::unexpected(facts.error());
    auto outcome = bench::plan_bench(request.options, *facts);
    if (!outcome) return tl::unexpected(outcome.error());
    if (request.options.dry_run) return BenchAnswer{std::move(*outcome), std::nullopt};
    if (outcome->refusal) return tl::unexpected(*outcome->refusal);

    const bench::BenchPlan& plan = outcome->plan;
    auto target = platform.open(plan, *facts);
    if (!target) return tl::unexpected(target.error());
    bench::SessionContext session;
    session.backend = &(*target)->backend();
    session.clock = &platform.clock();
    session.cpu = platform.cpu_meter();
    session.stop = call.stop.flag();
    session.seed = platform.random_seed();
    session.notes = (*target)->notes();
    bench::OpenedTarget* opened = target->get();
    session.trim = [opened](std::uint64_t offset, std::uint64_t length) { return opened->trim(offset, length); };
    if (call.progress) session.progress = [&call](const bench::ProgressEvent& event) { call.progress(event); };
    auto report = bench::run_bench(plan, session);
    target->reset(); // closed: a test file is gone from here on
    if (!report) return tl::unexpected(report.error());
    return BenchAnswer{std::nullopt, std::move(*report)};
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

Response bench_response(const BenchAnswer& answer, int stop_reason) {
    Response response;
    response.failure = bench_failure(answer, stop_reason);
    if (answer.plan) {
        response.document = bench::plan_to_json(*answer.plan);
        response.text = bench::plan_to_text(*answer.plan);
    } else if (answer.report && !answer.report->interrupted) {
        response.document = bench::bench_report_to_json(*answer.report);
        response.text = bench::bench_report_to_text(*answer.report);
    }
    return response;
}

} // namespace ssd::requests
