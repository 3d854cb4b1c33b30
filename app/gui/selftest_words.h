// How the Self-test panel says things: test types with the drive's estimate,
// progress and time left, the result colours, and how often a running test is
// polled. Pure functions over the core's self-test types.
#pragma once

#include <chrono>
#include <optional>
#include <vector>

#include <QColor>
#include <QString>

#include "app/gui/core_requests.h"

namespace ssd::gui {

// "about 2 minutes", "about 9 hours" (the drive's estimate is rough).
QString durationText(int minutes);
// The drive's own estimate for one test type, in minutes (offline: rounded up).
std::optional<int> estimateMinutes(const selftest::Capabilities& capabilities, selftest::TestType type);
// The tests the panel offers: what the drive advertises of short, long,
// conveyance and offline (selective needs LBA spans; vendor tests are the vendor's).
std::vector<selftest::TestType> startableTypes(const selftest::Capabilities& capabilities);
// "Extended (long) — about 9 hours"
QString typeChoiceText(const selftest::Capabilities& capabilities, selftest::TestType type);
// Percent done (100 − what the drive says is left), nullopt when it does not say.
std::optional<int> percentDone(const selftest::Status& status);
// "40 % done, about 5 minutes left"
QString progressText(const selftest::Status& status, std::optional<int> estimate);
// How often a running test is read: every poll is a SMART or log-page read,
// so a few seconds for a test of minutes, half a minute for one of hours.
std::chrono::milliseconds pollInterval(selftest::TestType type, std::optional<int> estimate);
// Passed green, failed red, aborted/interrupted amber (the verdict colours).
QColor outcomeColor(selftest::Outcome outcome);
// The long test's question: how long by the drive's estimate, and that the drive stays usable but slower.
QString longTestQuestion(const QString& device, std::optional<int> estimate, const QString& commandLine);

} // namespace ssd::gui
