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

Result<ScheduleDecision> decide_for(const ScheduleConfig& config, std::int64_t now, history::HistoryStore& store,
                                    const history::DriveKey& key, const DriveInfo& drive, const SelfTests& tests,
                                    DriveActivity* activity) {
    auto last = last_started(store, key);
    if (!last) return tl::unexpected(last.error());
    DriveScheduleState state{drive, tests.capabilities, tests.status, std::nullopt, *last};
    if (activity != nullptr) state.busy = activity->holder(drive.device);
    return decide(intervals_for(config, drive), state, now);
}

ScheduledOutcome schedule_one(const ScheduleConfig& config, std::int64_t now, const ScheduledDrive& scheduled,
                              ScheduleSeams& seams) {
    ScheduledOutcome outcome;
    outcome.decision.device = scheduled.drive.device;
    auto driver = make_selftest_driver(seams.runner, scheduled.drive);
    auto tests = driver->read(false);
    auto decision = tests ? decide_for(config, now, seams.store, scheduled.key, scheduled.drive, *tests, seams.activity)
                          : Result<ScheduleDecision>(tl::unexpected(tests.error()));
    if (!decision) {
        outcome.error = decision.error();
        outcome.decision.reason = decision.error().message;
        return outcome;
    }
    outcome.decision = *decision;
    if (outcome.decision.decision != Decision::Start) return outcome;

    SessionEnvironment environment = session_environment(seams.clock, StopToken{}, seams.activity, seams.advisories);
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

// The key a drive read by its device is filed under: the history's drive with its serial
// (sampled with smartctl's model text and WWN), else its model and serial.
history::DriveKey key_of(const std::vector<history::StoredDrive>& known, const DriveInfo& drive) {
    return history::stored_key_for_serial(known, drive.serial.value_or(""))
        .value_or(history::DriveKey{drive.model.value_or(""), drive.serial.value_or(""), "", ""});
}

} // namespace

std::vector<ScheduledOutcome> run_scheduled_selftests(const ScheduleConfig& config, std::int64_t now,
                                                      const std::vector<ScheduledDrive>& drives, ScheduleSeams seams) {
    std::vector<ScheduledOutcome> outcomes;
    for (const auto& drive : drives) outcomes.push_back(schedule_one(config, now, drive, seams));
    return outcomes;
}

Result<ScheduleDecision> next_scheduled(const ScheduleConfig& config, std::int64_t now, history::HistoryStore& store,
                                        const DriveInfo& drive, const SelfTests& tests, DriveActivity* activity) {
    auto known = store.drives();
    if (!known) return tl::unexpected(known.error());
    return decide_for(config, now, store, key_of(*known, drive), drive, tests, activity);
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
        auto added = store.add_selftest_start(key_of(*known, answer.drive), history::SelfTestStart{now, answer.type, history::SelfTestOrigin::Manual});
        if (!added) return tl::unexpected(added.error());
    }
    return {};
}

} // namespace ssd::selftest
