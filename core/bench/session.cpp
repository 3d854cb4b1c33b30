#include "core/bench/session.h"

#include <memory>

#include "core/bench/replay_engine.h"
#include "core/bench/wake_up.h"

namespace ssd::bench {

namespace {

bool stopped(const SessionContext& context) {
    return context.stop != nullptr && context.stop->load(std::memory_order_relaxed) != 0;
}

} // namespace

Result<BenchReport> run_bench(const BenchPlan& plan, const SessionContext& context) {
    if (context.backend == nullptr || context.clock == nullptr) {
        return fail(ErrorCode::Usage, "run_bench needs a back end and a clock");
    }
    BenchReport report;
    report.target = plan.target;
    report.kind = plan.kind;
    report.preset = plan.preset;
    report.data = plan.data;
    report.span_bytes = plan.span_bytes;
    report.engine = std::string(context.backend->name());
    report.notes = plan.notes;
    report.notes.insert(report.notes.end(), context.notes.begin(), context.notes.end());

    std::unique_ptr<VerifyState> verify;
    if (plan.verify) {
        verify = std::make_unique<VerifyState>(mix64(context.seed ^ 0x7665726966790001ULL), plan.verify_unit, 0,
                                               plan.span_bytes);
    }
    bool trimmed = false;
    const std::size_t steps = plan.steps.size();
    for (std::size_t i = 0; i < steps; ++i) {
        const PlanStep& step = plan.steps[i];
        if (stopped(context)) {
            report.interrupted = true;
            return report;
        }
        if (step.after_trim && !trimmed) continue;
        const std::string name = step.kind == StepKind::Trim ? "trim" : step.job.name;
        auto emit = [&context, i, steps, &step, &name](const char* phase, const ProgressTick* tick,
                                                       std::string_view sustained_phase = {}) {
            if (!context.progress) return;
            ProgressEvent event;
            event.step = i + 1;
            event.steps = steps;
            event.kind = step.kind;
            event.name = name;
            event.phase = phase;
            event.sustained_phase = sustained_phase;
            if (tick != nullptr) {
                event.t = tick->elapsed_seconds;
                event.mb_per_s = tick->mb_per_s;
                event.iops = tick->iops;
                event.percent = tick->fraction < 0.0 ? -1.0 : tick->fraction * 100.0;
            }
            context.progress(event);
        };
        emit("start", nullptr);

        if (step.kind == StepKind::Trim) {
            TrimOutcome outcome;
            if (context.trim) {
                auto result = context.trim(step.job.span_offset, plan.span_bytes);
                if (!result) return tl::unexpected(result.error());
                outcome = *result;
            } else {
                outcome.detail = "this target cannot be trimmed";
            }
            trimmed = outcome.done;
            if (trimmed && verify) {
                verify = std::make_unique<VerifyState>(mix64(context.seed ^ 0x7665726966790002ULL), plan.verify_unit,
                                                       0, plan.span_bytes);
            }
            if (!trimmed) {
                report.notes.push_back("TRIM was not done (" + outcome.detail +
                                       "), so the recovery after TRIM was not measured");
            }
            report.trim = outcome;
            continue;
        }

        EngineContext engine;
        engine.clock = context.clock;
        engine.cpu = context.cpu;
        engine.device = context.device;
        engine.stop = context.stop;
        engine.verify = verify.get();
        engine.seed = mix64(context.seed + i + 1);
        engine.placement = context.placement;
        if (context.progress) {
            engine.progress = [&emit](const ProgressTick& tick) { emit(tick.warmup ? "warmup" : "run", &tick); };
        }
        // The sustained job watches its own curve once a second and ends
        // when the speed has settled after a drop.
        std::atomic<bool> settled{false};
        std::vector<Sample> live;
        if (step.until_settled) {
            engine.finish = &settled;
            engine.progress = [&emit, &live, &settled](const ProgressTick& tick) {
                live.push_back(Sample{tick.elapsed_seconds, tick.mb_per_s, tick.iops});
                const CachePhase phase = detect_cache_drop(live).phase;
                if (phase == CachePhase::Settled) settled.store(true, std::memory_order_relaxed);
                emit(tick.warmup ? "warmup" : "run", &tick, kCachePhases.wire(phase));
            };
        }
        auto result = step.kind == StepKind::Replay && step.replay
                          ? run_replay(*context.backend, *step.replay, step.job, engine)
                          : (step.wake_up ? run_wake_up(*context.backend, step.job, engine)
                                          : run_job(*context.backend, step.job, engine));
        if (!result) return tl::unexpected(result.error());
        if (result->interrupted) {
            report.interrupted = true;
            return report;
        }
        if (step.kind == StepKind::Verify && verify) {
            report.verify = verify->outcome();
        } else if (step.reported) {
            if (step.until_settled) report.sustained = analyse_sustained(*result, settled.load());
            report.results.push_back(std::move(*result));
        }
    }
    return report;
}

} // namespace ssd::bench
