// Self-tests in words for the terminal: the log as a table (#, type, result,
// words, power-on hours, failing LBA) and the short summary `health` prints.
#pragma once

#include <string>

#include "core/selftest/selftest.h"

namespace ssd::selftest {

// One row per logged test, newest first; "No self-tests logged." for none,
// "The self-test log was not read." when it was not part of the read.
std::string selftest_log_to_text(const SelfTests& tests, const std::string& indent = "");

// A few lines: the newest result in words, how many are logged, how many
// found a defect, and a running test.
std::string selftest_summary_to_text(const SelfTests& tests, const std::string& indent = "");

// The summary, then the log table, both indented: what `ssdtool selftest --log` prints per drive.
std::string selftests_to_text(const SelfTests& tests, const std::string& indent = "  ");

} // namespace ssd::selftest
