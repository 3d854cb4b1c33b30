#include "core/selftest_control/scheduled_selftests.h"

#include "core/history/history_query.h"
#include "core/selftest_control/selftest_hazards.h"

namespace ssd::selftest {

namespace {

Result<std::map<TestType, std::int64_t>> last_started(history::HistoryStore& store, const history::DriveKey& key) {
    auto starts = store.last_selftest_starts(key);
    if (!starts) return tl::unexpected(starts.error());
    std::map<TestType, std::int64_t> last;
    for (const auto& start : *starts) last[start.type] = std::max(last[start.type], start.time);
    return last;
}

ScheduledOutcome schedule_one(const ScheduleConfig& config, std::int64_t now, const ScheduledDrive& scheduled,
                              ScheduleSeams& seams) {
    ScheduledOutcome outcome;
    outcome.decision.device = scheduled.drive.device;
    const Intervals intervals = intervals_for(config, scheduled.drive);
    auto driver = make_selftest_driver(seams.runner, scheduled.drive);
    auto tests = driver->read(false);
    auto last = last_started(seams.store, scheduled.key);
    if (!tests || !last) {
        outcome.error = !tests ? tests.error() : last.error();
        outcome.decision.reason = outcome.error->message;
        return outcome;
    }
    DriveScheduleState state{scheduled.drive, tests->capabilities, tests->status, std::nullopt, *last};
    if (seams.activity != nullptr) state.busy = seams.activity->holder(scheduled.drive.device);
    outcome.decision = decide(intervals, state, now);
    if (outcome.decision.decision != Decision::Start) return outcome;

    SessionEnvironment environment{seams.clock, StopToken{}, {}, {}, {}};
    if (seams.activity != nullptr) {
        environment.busy = [&seams](const DriveInfo& drive) { return seams.activity->holder(drive.device); };
    }
    environment.hazards = [&seams](const DriveInfo& drive, TestType type) {
        return hazard_warnings(seams.advisories, drive, type);
    };
    outcome.start = run_session(*driver, scheduled.drive, SessionOptions{Action::Start, outcome.decision.type, false},
                                environment);
    if (outcome.start->disposition == Disposition::Started) {
        auto recorded = seams.store.add_selftest_start(
            scheduled.key, history::SelfTestStart{now, outcome.decision.type, history::SelfTestOrigin::Scheduled});
        if (!recorded) outcome.error = recorded.error();
    } else if (outcome.start->error) {
        outcome.error = outcome.start->error;
    }
    return outcome;
}

} // namespace

std::vector<ScheduledOutcome> run_scheduled_selftests(const ScheduleConfig& config, std::int64_t now,
                                                      const std::vector<ScheduledDrive>& drives, ScheduleSeams seams) {
    std::vector<ScheduledOutcome> outcomes;
    for (const auto& drive : drives) outcomes.push_back(schedule_one(config, now, drive, seams));
    return outcomes;
}

Result<void> record_manual_starts(history::HistoryStore& store, const std::vector<DriveAnswer>& answers, std::int64_t now) {
    std::optional<std::vector<history::StoredDrive>> known;
    for (const auto& answer : answers) {
        const bool ran = answer.disposition == Disposition::Started || answer.disposition == Disposition::Finished ||
                         answer.disposition == Disposition::StoppedWaiting;
        if (answer.action != Action::Start || !ran || !answer.drive.serial) continue;
        if (!known) {
            auto drives = store.drives();
            if (!drives) return tl::unexpected(drives.error());
            known = std::move(*drives);
        }
        const auto key = history::stored_key_for_serial(*known, *answer.drive.serial)
                             .value_or(history::DriveKey{answer.drive.model.value_or(""), *answer.drive.serial, "", ""});
        auto added = store.add_selftest_start(key, history::SelfTestStart{now, answer.type, history::SelfTestOrigin::Manual});
        if (!added) return tl::unexpected(added.error());
    }
    return {};
}

} // namespace ssd::selftest
