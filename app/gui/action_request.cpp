#include "app/gui/action_request.h"

#include <QObject>

#include "core/util/units.h"

namespace ssd::gui {

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
                          QObject::tr("This turns on periodic TRIM: the systemd timer fstrim.timer is enabled and "
                                      "started, so once a week every mounted filesystem that supports it tells its "
                                      "drive which blocks are free. No file is changed or deleted; "
                                      "`systemctl disable --now fstrim.timer` turns it off again.\n\nCommand: %1")
                              .arg(line)};
    }
    if (command == QLatin1String("trim") && rest.size() == 1 && rest[0].startsWith(QLatin1Char('/'))) {
        return ActionPlan{Request::trimNow(rest[0]), QObject::tr("Trim %1 now").arg(rest[0]),
                          QObject::tr("This trims the free space of %1 now (FITRIM): the drive is told which blocks "
                                      "hold no data. Files are not touched; on a large, long-untrimmed drive it can "
                                      "take a few minutes.\n\nCommand: %2")
                              .arg(rest[0], line)};
    }
    if (command == QLatin1String("swap") && rest.size() == 2 && rest[0] == QLatin1String("resize")) {
        const auto bytes = parse_size(rest[1].toStdString());
        if (!bytes) return refuse(QObject::tr("\"%1\" is not a size").arg(rest[1]));
        return ActionPlan{Request::swap(requests::SwapAction::Resize, *bytes), QObject::tr("Resize swap to %1").arg(rest[1]),
                          QObject::tr("This resizes swap to %1: swap is turned off, resized and turned on again "
                                      "(the system may be slow for a moment if memory is short).\n\nCommand: %2")
                              .arg(rest[1], line)};
    }
    if (command == QLatin1String("swap") && rest == QStringList{QStringLiteral("remove")}) {
        return ActionPlan{Request::swap(requests::SwapAction::Remove), QObject::tr("Remove swap"),
                          QObject::tr("This turns swap off and removes it, freeing its space; with little memory, "
                                      "programs may be stopped when it runs out.\n\nCommand: %1")
                              .arg(line)};
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
                              QObject::tr("\n\nCommand: %1").arg(line)};
    }
    return refuse(QObject::tr("this version cannot run \"%1\" for you").arg(line));
}

} // namespace ssd::gui
