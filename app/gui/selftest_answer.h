// The reader of the `selftest` answer (core/selftest_control/
// selftest_answer_json.h: {"self_tests": [one object per drive]}, its inner
// capabilities/status/log from core/selftest/selftest_json.h) into the core's
// types, so the Self-test panel never spells a key. It sits in the GUI
// because the core has only the writers; it is tested on their output
// (tests/gui/test_gui_selftest.cpp). Lenient like the core's readers: a
// missing or null field keeps the type's default.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/gui/backend.h"
#include "core/health/finding.h"

namespace ssd::gui {

struct SelfTestAnswer {
    std::string device;
    selftest::Action action = selftest::Action::Log;
    std::optional<selftest::Disposition> outcome; // nullopt: a word this GUI does not know
    std::string message;                          // one sentence from the service
    std::optional<int> estimatedMinutes;          // a start: the drive's estimate
    std::vector<std::string> warnings;            // a long test slows the drive; known hazards
    std::optional<selftest::SelfTests> state;     // the drive's last read (capabilities, status, log)
    std::optional<selftest::LogEntry> result;     // a waited-for test's logged result
    std::vector<Finding> findings;                // from the log (selftest-failed, …)
    std::optional<std::string> error;             // the refusal or failure, in words
    std::optional<std::string> schedule;          // a log: what the machine's schedule does next, in words
};

selftest::LogEntry selfTestLogEntryFromJson(const Json& entry);
// The entry for `device` in a `selftest` answer document; nullopt when the
// document has none (not a selftest answer, or another drive's).
std::optional<SelfTestAnswer> selfTestAnswerFor(const Json& document, const std::string& device);

} // namespace ssd::gui
