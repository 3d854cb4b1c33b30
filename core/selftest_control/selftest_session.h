// One self-test request on one drive, from the first read to the answer:
// start (with its guard rails), wait and report the logged result, abort, or
// read the log. The drive is reached through a SelfTestDriver; time, waiting,
// "is this drive busy" and the hazard notes come from the caller, so the flow
// is tested with fakes and the same code runs in the CLI, the service and the
// scheduled sampling run.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/actions/seams/action_clock.h"
#include "core/drive/drive_info.h"
#include "core/selftest/selftest.h"
#include "core/selftest_control/selftest_driver.h"
#include "core/selftest_control/selftest_schedule.h"
#include "core/util/enum_table.h"
#include "core/util/error.h"
#include "core/util/stop_token.h"

namespace ssd::selftest {

enum class Action { Start, Abort, Log };
inline constexpr EnumTable<Action, 3> kActions{{{
    {Action::Start, "start", "Start a self-test"},
    {Action::Abort, "abort", "Abort the running self-test"},
    {Action::Log, "log", "Read the self-test log"},
}}};

// What happened on the drive, one word a script can switch on.
enum class Disposition {
    Read,           // the log and status were read
    Started,        // the test runs in the drive now (not waited for)
    Finished,       // waited for: the test ended and its logged result is `result`
    StoppedWaiting, // waiting was stopped; the test goes on in the drive
    Aborted,        // the running test was aborted
    NotRunning,     // abort asked, but no test was running: nothing was sent
    AlreadyRunning, // start asked while a test runs: reported, not restarted
    NotOffered,     // the drive does not advertise this test type
    Unsupported,    // the drive runs no self-test at all (the reason says why)
    Busy,           // a benchmark or an erase holds the drive
    Failed,         // a command failed or the drive rejected it (`error`)
};
inline constexpr EnumTable<Disposition, 11> kDispositions{{{
    {Disposition::Read, "read", "read"},
    {Disposition::Started, "started", "started"},
    {Disposition::Finished, "finished", "finished"},
    {Disposition::StoppedWaiting, "stopped-waiting", "stopped waiting (the test goes on)"},
    {Disposition::Aborted, "aborted", "aborted"},
    {Disposition::NotRunning, "not-running", "no test was running"},
    {Disposition::AlreadyRunning, "already-running", "a test is already running"},
    {Disposition::NotOffered, "not-offered", "test type not offered"},
    {Disposition::Unsupported, "unsupported", "no self-test support"},
    {Disposition::Busy, "busy", "busy"},
    {Disposition::Failed, "failed", "failed"},
}}};

struct SessionOptions {
    Action action = Action::Log;
    TestType type = TestType::Short;
    bool wait = false;
};

struct Progress {
    std::string device;
    TestType type = TestType::Unknown;
    std::optional<double> percent_done;             // ATA: in steps of 10
    double elapsed_seconds = 0;
    std::optional<double> estimated_total_seconds;  // the drive's own estimate
    std::string words;
};

struct SessionEnvironment {
    actions::ActionClock& clock;
    StopToken stop;
    std::function<void(const Progress&)> progress;                     // empty: nobody listens
    std::function<std::optional<std::string>(const DriveInfo&)> busy;  // what holds the drive; empty: nothing
    std::function<std::vector<std::string>(const DriveInfo&, TestType)> hazards; // known problems, in words
};

struct DriveAnswer {
    DriveInfo drive;
    Action action = Action::Log;
    TestType type = TestType::Short;
    Disposition disposition = Disposition::Read;
    std::string message;                  // one sentence in words
    std::optional<SelfTests> state;       // the last read of the drive
    std::optional<LogEntry> result;       // Finished: the entry this test logged
    std::optional<int> estimated_minutes; // Start: the drive's estimate
    std::vector<std::string> warnings;    // a long test slows the drive; known hazards
    std::vector<std::string> commands;    // what was run, in order
    std::optional<Error> error;           // refusals and failures: decide the exit status
    std::optional<ScheduleDecision> schedule; // Log: what the schedule will do next (none: no schedule)
};

DriveAnswer run_session(SelfTestDriver& driver, const DriveInfo& drive, const SessionOptions& options,
                        SessionEnvironment& environment);

// The entry a test that just ended left in the log: the newest, when the log
// changed since `before` (a drive keeps 21 entries; a full log rotates).
std::optional<LogEntry> new_log_entry(const std::vector<LogEntry>& before, const std::vector<LogEntry>& after);

} // namespace ssd::selftest
