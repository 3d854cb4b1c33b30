#include "core/selftest_control/selftest_session.h"

#include <algorithm>
#include <chrono>

namespace ssd::selftest {

namespace {

using std::chrono::milliseconds;
using std::chrono::seconds;

constexpr milliseconds kLongestPoll = seconds(60);
constexpr milliseconds kStopCheck = seconds(1);
// A drive may show the new log entry a moment after its status stops saying "in progress".
constexpr int kLogReadAttempts = 3;

std::string type_words(TestType type) { return std::string(kTestTypes.wire(type)); }

std::string duration_words(int minutes) {
    if (minutes < 120) return "about " + std::to_string(minutes) + (minutes == 1 ? " minute" : " minutes");
    const int hours = (minutes + 30) / 60;
    return "about " + std::to_string(hours) + " hours";
}

std::string offered_words(const Capabilities& capabilities) {
    std::string words;
    for (std::size_t i = 0; i < capabilities.types.size(); ++i) {
        if (i > 0) words += i + 1 == capabilities.types.size() ? " and " : ", ";
        words += type_words(capabilities.types[i]);
    }
    return words.empty() ? "none" : words;
}

std::string running_words(const Status& status) {
    std::string words = "a " + (status.type == TestType::Unknown ? std::string("self-test") : type_words(status.type) + " self-test");
    if (status.remaining_percent) words += " (" + std::to_string(*status.remaining_percent) + " % left)";
    return words;
}

// Every poll is a SMART or log-page read: often enough to show progress in
// steps the drive reports (ATA: 10 %), rarely enough not to disturb an hours-long test.
milliseconds poll_interval(actions::ActionClock& clock, std::optional<int> minutes) {
    const milliseconds shortest = clock.poll_interval();
    if (!minutes) return std::max(shortest, milliseconds(seconds(10)));
    const milliseconds step = std::chrono::duration_cast<milliseconds>(std::chrono::minutes(*minutes)) / 50;
    return std::clamp(step, shortest, std::max(shortest, kLongestPoll));
}

// Sleeps in slices so that a stop is seen within a second; false when stopped.
bool sleep_unless_stopped(actions::ActionClock& clock, const StopToken& stop, milliseconds total) {
    const auto end = clock.now() + total;
    while (!stop.stop_requested()) {
        const auto now = clock.now();
        if (now >= end) return true;
        clock.sleep_for(std::min(kStopCheck, std::chrono::duration_cast<milliseconds>(end - now)));
    }
    return false;
}

class Session {
public:
    Session(SelfTestDriver& driver, const DriveInfo& drive, const SessionOptions& options, SessionEnvironment& environment)
        : driver_(driver), options_(options), environment_(environment) {
        answer_.drive = drive;
        answer_.action = options.action;
        answer_.type = options.type;
    }

    DriveAnswer run() {
        auto first = driver_.read(true);
        if (!first) return failed(first.error());
        answer_.state = *first;
        switch (options_.action) {
        case Action::Log: return done(Disposition::Read, log_summary(*first));
        case Action::Abort: return abort(*first);
        case Action::Start: return start(*first);
        }
        return done(Disposition::Read, log_summary(*first));
    }

private:
    const std::string& device() const { return answer_.drive.device; }

    DriveAnswer done(Disposition disposition, std::string message, std::optional<Error> error = std::nullopt) {
        answer_.disposition = disposition;
        answer_.message = std::move(message);
        answer_.error = std::move(error);
        answer_.commands = driver_.commands();
        return answer_;
    }
    DriveAnswer failed(const Error& error) { return done(Disposition::Failed, error.message, error); }
    DriveAnswer refused(Disposition disposition, const std::string& message) {
        return done(disposition, message, Error{ErrorCode::Refused, message});
    }

    std::string log_summary(const SelfTests& tests) const {
        if (!tests.capabilities.supported) return device() + " runs no self-test: " + tests.capabilities.unsupported_reason;
        if (tests.status.running) return running_words(tests.status) + " is running on " + device();
        if (tests.log.empty()) return device() + " has no self-test in its log";
        const LogEntry& last = tests.log.front();
        return "the last " + type_words(last.type) + " self-test on " + device() + ": " + last.words;
    }

    DriveAnswer abort(const SelfTests& first) {
        if (!first.capabilities.supported) {
            return refused(Disposition::Unsupported, device() + " runs no self-test: " + first.capabilities.unsupported_reason);
        }
        if (!first.status.running) {
            return done(Disposition::NotRunning, "no self-test is running on " + device() + "; nothing was sent");
        }
        if (auto aborted = driver_.abort(); !aborted) return failed(aborted.error());
        auto after = driver_.read(true);
        if (!after) return failed(after.error());
        answer_.state = *after;
        if (after->status.running) {
            return failed(Error{ErrorCode::DriveRejected,
                                "the drive took the abort but still reports " + running_words(after->status)});
        }
        return done(Disposition::Aborted, "the " + running_words(first.status) + " on " + device() + " was aborted");
    }

    DriveAnswer start(const SelfTests& first) {
        const Capabilities& capabilities = first.capabilities;
        const std::string test = "the " + type_words(options_.type) + " self-test";
        if (!capabilities.supported) {
            return refused(Disposition::Unsupported, device() + " runs no self-test: " + capabilities.unsupported_reason);
        }
        if (!capabilities.offers(options_.type)) {
            return refused(Disposition::NotOffered, device() + " does not offer " + test + "; it offers " +
                                                        offered_words(capabilities));
        }
        if (first.status.running) {
            return refused(Disposition::AlreadyRunning, running_words(first.status) + " is already running on " + device() +
                                                            "; it was not restarted (--abort stops it)");
        }
        if (environment_.busy) {
            if (const auto holder = environment_.busy(answer_.drive)) {
                return refused(Disposition::Busy, device() + " is busy: " + *holder + "; " + test +
                                                      " would disturb it and its result. Try again when it has finished");
            }
        }
        answer_.estimated_minutes = capabilities.minutes_for(options_.type);
        add_warnings();
        if (auto started = driver_.start(options_.type); !started) return failed(started.error());
        const std::string estimate =
            answer_.estimated_minutes ? " (the drive's estimate: " + duration_words(*answer_.estimated_minutes) + ")" : "";
        if (!options_.wait) {
            return done(Disposition::Started, test + " runs in " + device() + " now" + estimate +
                                                  "; `ssdtool selftest " + device() + " --log` shows its result");
        }
        return wait(first, test);
    }

    void add_warnings() {
        if (options_.type == TestType::Long && answer_.estimated_minutes) {
            answer_.warnings.push_back("a long self-test reads the whole drive: it keeps " + device() + " busy for " +
                                       duration_words(*answer_.estimated_minutes) +
                                       "; the drive stays usable but slower, and the test stops if the drive sleeps "
                                       "or the computer is turned off");
        }
        if (environment_.hazards) {
            for (auto& hazard : environment_.hazards(answer_.drive, options_.type)) answer_.warnings.push_back(std::move(hazard));
        }
    }

    void report_progress(const Status& status, double elapsed_seconds) {
        if (!environment_.progress) return;
        Progress progress;
        progress.device = device();
        progress.type = options_.type;
        if (status.remaining_percent) progress.percent_done = 100.0 - *status.remaining_percent;
        progress.elapsed_seconds = elapsed_seconds;
        if (answer_.estimated_minutes) progress.estimated_total_seconds = *answer_.estimated_minutes * 60.0;
        progress.words = status.running ? running_words(status) : "finished";
        environment_.progress(progress);
    }

    DriveAnswer wait(const SelfTests& before, const std::string& test) {
        auto& clock = environment_.clock;
        const auto began = clock.now();
        const auto elapsed = [&] { return std::chrono::duration<double>(clock.now() - began).count(); };
        const milliseconds interval = poll_interval(clock, answer_.estimated_minutes);
        const std::string goes_on = test + " goes on in the drive (`ssdtool selftest " + device() + " --abort` stops it)";
        report_progress(Status{true, options_.type, 100, "started"}, 0.0);
        // The first poll comes after the shortest wait: a test that ended at once (refused
        // or aborted by the drive, or an emulated drive's) is told within seconds, not after
        // a whole interval (a minute for an extended test).
        milliseconds next_wait = std::min(interval, clock.poll_interval());
        for (;;) {
            if (!sleep_unless_stopped(clock, environment_.stop, next_wait)) {
                const std::string message = "stopped waiting; " + goes_on;
                return done(Disposition::StoppedWaiting, message, Error{ErrorCode::Cancelled, message});
            }
            auto poll = driver_.read(false);
            if (!poll) return failed(poll.error());
            report_progress(poll->status, elapsed());
            if (!poll->status.running) break;
            next_wait = interval;
        }
        for (int attempt = 1;; ++attempt) {
            auto after = driver_.read(true);
            if (!after) return failed(after.error());
            answer_.state = *after;
            answer_.result = new_log_entry(before.log, after->log);
            if (answer_.result) {
                return done(Disposition::Finished, test + " on " + device() + " ended: " + answer_.result->words);
            }
            if (attempt == kLogReadAttempts || !sleep_unless_stopped(clock, environment_.stop, interval)) break;
        }
        return done(Disposition::Finished, test + " on " + device() + " ended, but the drive logged no result for it");
    }

    SelfTestDriver& driver_;
    const SessionOptions& options_;
    SessionEnvironment& environment_;
    DriveAnswer answer_;
};

} // namespace

std::optional<LogEntry> new_log_entry(const std::vector<LogEntry>& before, const std::vector<LogEntry>& after) {
    if (after.empty() || after == before) return std::nullopt;
    return after.front();
}

DriveAnswer run_session(SelfTestDriver& driver, const DriveInfo& drive, const SessionOptions& options,
                        SessionEnvironment& environment) {
    return Session(driver, drive, options, environment).run();
}

} // namespace ssd::selftest
