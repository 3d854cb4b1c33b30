// The schedule at work: after `ssdtool sample` has read the drives, each
// awake drive's due self-test is started (never waited for: the next sample
// reads its result from the drive's log) and the start is remembered in the
// history, which is where the schedule learns when each test last ran.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/drive/drive_activity.h"
#include "core/health/firmware_advisories.h"
#include "core/history/history_store.h"
#include "core/process/command_runner.h"
#include "core/selftest_control/selftest_schedule.h"
#include "core/selftest_control/selftest_session.h"

namespace ssd::selftest {

struct ScheduledDrive {
    DriveInfo drive;
    history::DriveKey key; // as the sample stored it
};

struct ScheduledOutcome {
    ScheduleDecision decision;
    std::optional<DriveAnswer> start; // Decision::Start: what the drive said to it
    std::optional<Error> error;       // the drive's state or the history could not be read
};

struct ScheduleSeams {
    history::HistoryStore& store;
    CommandRunner& runner;
    actions::ActionClock& clock;
    DriveActivity* activity = nullptr;
    std::span<const Advisory> advisories = {};
};

std::vector<ScheduledOutcome> run_scheduled_selftests(const ScheduleConfig& config, std::int64_t now,
                                                      const std::vector<ScheduledDrive>& drives, ScheduleSeams seams);

// What the schedule will do next on a drive whose state was just read (the `selftest --log`
// answer shows it): the same decision the sampling run makes, without starting anything.
Result<ScheduleDecision> next_scheduled(const ScheduleConfig& config, std::int64_t now, history::HistoryStore& store,
                                        const DriveInfo& drive, const SelfTests& tests, DriveActivity* activity);

// Remembers the tests a person started (`ssdtool selftest`, the GUI) with the
// drives they ran on, so the schedule counts them. A drive the history does
// not know yet is filed under its model and serial.
Result<void> record_manual_starts(history::HistoryStore& store, const std::vector<DriveAnswer>& answers, std::int64_t now);

} // namespace ssd::selftest
