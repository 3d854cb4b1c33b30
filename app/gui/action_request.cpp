#include "app/gui/action_request.h"

#include <QObject>

#include "app/gui/system_words.h"
#include "core/util/units.h"

namespace ssd::gui {

namespace {

QString commandLine(const QString& line) { return QObject::tr("\n\nCommand: %1").arg(line); }

// A mount point (/home) or a Windows volume (C:, C:\\).
bool isVolume(const QString& target) {
    return target.startsWith(QLatin1Char('/')) ||
           (target.size() >= 2 && target[0].isLetter() && target[1] == QLatin1Char(':'));
}

} // namespace

std::optional<ActionPlan> planAction(const std::vector<std::string>& command, QString* whyNot) {
    QStringList argv;
    for (const auto& word : command) argv << QString::fromStdString(word);
    if (argv.isEmpty()) {
        if (whyNot != nullptr) *whyNot = QObject::tr("the finding's action has no command");
        return std::nullopt;
    }
    return planCommand(argv, whyNot);
}

std::optional<ActionPlan> planCommand(const QStringList& argv, QString* whyNot) {
    auto refuse = [&](const QString& reason) -> std::optional<ActionPlan> {
        if (whyNot != nullptr) *whyNot = reason;
        return std::nullopt;
    };
    if (argv.size() < 2 || argv[0] != QLatin1String("ssdtool")) {
        return refuse(QObject::tr("not an ssdtool command: %1").arg(argv.join(QLatin1Char(' '))));
    }
    const QString command = argv[1];
    const QStringList rest = argv.mid(2);
    const QString line = argv.join(QLatin1Char(' '));
    if (command == QLatin1String("trim") && rest == QStringList{QStringLiteral("--enable-periodic")}) {
        return ActionPlan{Request::enablePeriodicTrim(), QObject::tr("Turn on periodic TRIM"),
                          system_words::periodicTrimExplanation() + commandLine(line)};
    }
    if (command == QLatin1String("trim") && rest.size() == 1 && isVolume(rest[0])) {
        return ActionPlan{Request::trimNow(rest[0]), QObject::tr("Trim %1 now").arg(rest[0]),
                          system_words::trimNowExplanation(rest[0]) + commandLine(line)};
    }
    if (command == QLatin1String("swap") && rest.size() == 2 && rest[0] == QLatin1String("resize")) {
        const auto bytes = parse_size(rest[1].toStdString());
        if (!bytes) return refuse(QObject::tr("\"%1\" is not a size").arg(rest[1]));
        return ActionPlan{Request::swap(requests::SwapAction::Resize, *bytes),
                          QObject::tr("Resize %1 to %2").arg(system_words::swapName(), rest[1]),
                          system_words::swapResizeExplanation(rest[1]) + commandLine(line)};
    }
    if (command == QLatin1String("swap") && rest == QStringList{QStringLiteral("remove")}) {
        return ActionPlan{Request::swap(requests::SwapAction::Remove), QObject::tr("Remove %1").arg(system_words::swapName()),
                          system_words::swapRemoveExplanation() + commandLine(line)};
    }
    if (command == QLatin1String("hibernation") && rest.size() == 1 &&
        (rest[0] == QLatin1String("off") || rest[0] == QLatin1String("on"))) {
        const bool off = rest[0] == QLatin1String("off");
        return ActionPlan{Request::hibernation(off ? requests::HibernationAction::Off : requests::HibernationAction::On),
                          off ? QObject::tr("Turn hibernation off") : QObject::tr("Turn hibernation on"),
                          (off ? QObject::tr("This turns hibernation off and frees the space reserved for the "
                                             "memory image; the computer can still sleep (suspend to RAM).")
                               : QObject::tr("This turns hibernation on; space for the memory image is reserved on "
                                             "the drive.")) +
                              commandLine(line)};
    }
    return refuse(QObject::tr("this version cannot run \"%1\" for you").arg(line));
}

} // namespace ssd::gui
