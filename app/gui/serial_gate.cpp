#include "app/gui/serial_gate.h"

#include <QObject>

#include "app/gui/format.h"

namespace ssd::gui {

SerialGate::SerialGate(std::optional<QString> serial, QString kernelName, QStringList inUse)
    : serial_(std::move(serial)), kernelName_(std::move(kernelName)), inUse_(std::move(inUse)) {}

SerialGate SerialGate::forDrive(const Json& drive, const Json* system) {
    std::optional<QString> serial;
    if (drive.contains("serial") && drive["serial"].is_string()) serial = QString::fromStdString(drive["serial"]);
    QString kernelName = stringField(drive, "kernel_name", {});
    if (kernelName.isEmpty()) kernelName = stringField(drive, "device", {}).section(QLatin1Char('/'), -1);
    QStringList inUse;
    // Partitions of this drive that hold a mounted filesystem or active swap
    // (the check report's setup observations).
    const std::string name = kernelName.toStdString();
    if (system != nullptr && system->contains("setup")) {
        const Json& setup = (*system)["setup"];
        for (const auto& fs : setup.value("filesystems", Json::array())) {
            const auto drives = fs.value("drives", Json::array());
            if (std::find(drives.begin(), drives.end(), name) != drives.end()) {
                inUse << QObject::tr("%1 is mounted on %2")
                             .arg(stringField(fs, "source", stringField(fs, "device")), stringField(fs, "mountpoint"));
            }
        }
        for (const auto& swap : setup.value("swaps", Json::array())) {
            const auto drives = swap.value("drives", Json::array());
            if (std::find(drives.begin(), drives.end(), name) != drives.end()) {
                inUse << QObject::tr("%1 is active swap").arg(stringField(swap, "path", stringField(swap, "device")));
            }
        }
    }
    return SerialGate(serial, kernelName, inUse);
}

QString SerialGate::token() const { return usesSerial() ? *serial_ : kernelName_; }

bool SerialGate::accepts(const QString& typed) const {
    return inUse_.isEmpty() && !token().isEmpty() && typed == token();
}

QString SerialGate::explain(const QString& typed) const {
    if (!inUse_.isEmpty()) {
        return QObject::tr("This drive is in use and cannot be changed: %1.").arg(inUse_.join(QStringLiteral("; ")));
    }
    if (token().isEmpty()) return QObject::tr("This drive has neither a serial number nor a kernel name.");
    const QString what = usesSerial() ? QObject::tr("the serial number") : QObject::tr("the kernel name");
    if (typed.isEmpty()) return QObject::tr("Type %1 of the drive, %2, to confirm.").arg(what, token());
    if (typed == token()) return QObject::tr("Confirmed.");
    if (typed.compare(token(), Qt::CaseInsensitive) == 0) {
        return QObject::tr("Not the same: upper and lower case must match exactly.");
    }
    if (typed.trimmed() == token()) return QObject::tr("Not the same: remove the spaces around it.");
    return QObject::tr("That is not %1 of this drive.").arg(what);
}

} // namespace ssd::gui
