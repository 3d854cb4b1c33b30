#include "app/gui/selftest_words.h"

#include <algorithm>

#include <QObject>

#include "app/gui/format.h"

namespace ssd::gui {

namespace {

using selftest::TestType;

// Up to this estimate a test counts as short for polling.
constexpr int kShortTestMinutes = 15;

} // namespace

QString durationText(int minutes) {
    if (minutes < 120) return QObject::tr("about %n minute(s)", nullptr, minutes);
    return QObject::tr("about %n hour(s)", nullptr, (minutes + 30) / 60);
}

std::optional<int> estimateMinutes(const selftest::Capabilities& capabilities, TestType type) {
    if (type == TestType::Offline) {
        if (!capabilities.offline_seconds) return std::nullopt;
        return (*capabilities.offline_seconds + 59) / 60;
    }
    return capabilities.minutes_for(type);
}

std::vector<TestType> startableTypes(const selftest::Capabilities& capabilities) {
    std::vector<TestType> types;
    if (!capabilities.supported) return types;
    for (const TestType type : {TestType::Short, TestType::Long, TestType::Conveyance, TestType::Offline}) {
        if (capabilities.offers(type)) types.push_back(type);
    }
    return types;
}

QString typeChoiceText(const selftest::Capabilities& capabilities, TestType type) {
    const QString label = fromView(selftest::kTestTypes.label(type));
    const auto minutes = estimateMinutes(capabilities, type);
    return minutes ? QObject::tr("%1 — %2").arg(label, durationText(*minutes))
                   : QObject::tr("%1 — the drive gives no estimate").arg(label);
}

std::optional<int> percentDone(const selftest::Status& status) {
    if (!status.running || !status.remaining_percent) return std::nullopt;
    return std::clamp(100 - *status.remaining_percent, 0, 100);
}

QString progressText(const selftest::Status& status, std::optional<int> estimate) {
    const QString test = status.type == TestType::Unknown ? QObject::tr("A self-test")
                                                          : QObject::tr("The %1 self-test")
                                                                .arg(fromView(selftest::kTestTypes.label(status.type)).toLower());
    const auto done = percentDone(status);
    if (!done) {
        return estimate ? QObject::tr("%1 is running (the drive's estimate: %2 in all); the drive does not say how far it is.")
                              .arg(test, durationText(*estimate))
                        : QObject::tr("%1 is running; the drive does not say how far it is.").arg(test);
    }
    if (!estimate) return QObject::tr("%1 is running: %2 % done.").arg(test).arg(*done);
    const int left = std::max(1, (*estimate * (100 - *done) + 99) / 100);
    return QObject::tr("%1 is running: %2 % done, %3 left.").arg(test).arg(*done).arg(durationText(left));
}

std::chrono::milliseconds pollInterval(TestType type, std::optional<int> estimate) {
    const bool quick = estimate ? *estimate <= kShortTestMinutes : type == TestType::Short;
    return quick ? std::chrono::seconds(5) : std::chrono::seconds(30);
}

QColor outcomeColor(selftest::Outcome outcome) {
    switch (outcome) {
    case selftest::Outcome::Passed: return verdictTextColor(QStringLiteral("good"));
    case selftest::Outcome::Failed:
    case selftest::Outcome::FatalError: return verdictTextColor(QStringLiteral("failing"));
    case selftest::Outcome::Aborted:
    case selftest::Outcome::Interrupted: return verdictTextColor(QStringLiteral("warning"));
    default: return verdictTextColor(QString());
    }
}

QString longTestQuestion(const QString& device, std::optional<int> estimate, const QString& commandLine) {
    const QString duration = estimate ? QObject::tr("takes %1 by the drive's own estimate").arg(durationText(*estimate))
                                      : QObject::tr("can take hours (the drive gives no estimate)");
    return QObject::tr("The extended (long) self-test of %1 %2: the drive reads its whole surface.\n\n"
                       "The drive stays usable meanwhile, but slower: the test competes with every read and write "
                       "until it ends. It runs inside the drive, so closing this program does not stop it; Abort "
                       "does.\n\nCommand: %3")
        .arg(device, duration, commandLine);
}

} // namespace ssd::gui
