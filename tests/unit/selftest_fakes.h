// A scripted self-test driver and a clock that moves only when slept on, for
// the session and scheduler tests (synthetic: states constructed in the test).
#pragma once

#include <chrono>
#include <deque>
#include <vector>

#include "core/actions/seams/action_clock.h"
#include "core/selftest_control/selftest_driver.h"

namespace ssd::test {

class ManualActionClock final : public actions::ActionClock {
public:
    std::chrono::steady_clock::time_point now() override { return now_; }
    void sleep_for(std::chrono::milliseconds duration) override {
        now_ += duration;
        slept += duration;
        if (on_sleep) on_sleep();
    }
    std::chrono::milliseconds slept{0};
    std::function<void()> on_sleep; // e.g. a Ctrl-C arriving while waiting

private:
    std::chrono::steady_clock::time_point now_{};
};

// Answers reads from a script (the last state repeats), records what was sent.
class ScriptedDriver final : public selftest::SelfTestDriver {
public:
    std::deque<selftest::SelfTests> reads;
    std::vector<selftest::TestType> started;
    int aborts = 0;
    std::optional<Error> start_error;
    std::optional<Error> abort_error;

    Result<selftest::SelfTests> read(bool with_log) override {
        commands_.push_back(with_log ? "read log" : "read status");
        selftest::SelfTests state = reads.front();
        if (reads.size() > 1) reads.pop_front();
        state.log_read = with_log;
        if (!with_log) state.log.clear();
        return state;
    }
    Result<void> start(selftest::TestType type) override {
        commands_.push_back("start");
        if (start_error) return tl::unexpected(*start_error);
        started.push_back(type);
        return {};
    }
    Result<void> abort() override {
        commands_.push_back("abort");
        if (abort_error) return tl::unexpected(*abort_error);
        ++aborts;
        return {};
    }
};

// A drive that offers short and long tests (2 and 54 minutes, as QEMU's SATA drive says).
inline selftest::SelfTests idle_ata_drive(std::vector<selftest::LogEntry> log = {}) {
    selftest::SelfTests state;
    state.capabilities.supported = true;
    state.capabilities.types = {selftest::TestType::Short, selftest::TestType::Long, selftest::TestType::Offline};
    state.capabilities.short_minutes = 2;
    state.capabilities.long_minutes = 54;
    state.log = std::move(log);
    state.log_read = true;
    return state;
}

inline selftest::SelfTests running(selftest::SelfTests state, selftest::TestType type, int remaining) {
    state.status.running = true;
    state.status.type = type;
    state.status.remaining_percent = remaining;
    return state;
}

inline selftest::LogEntry logged(selftest::TestType type, selftest::Outcome outcome, std::string words, std::uint64_t hours) {
    selftest::LogEntry entry;
    entry.type = type;
    entry.outcome = outcome;
    entry.words = std::move(words);
    entry.power_on_hours = hours;
    return entry;
}

} // namespace ssd::test
