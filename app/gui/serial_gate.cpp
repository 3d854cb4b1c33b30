#include "app/gui/serial_gate.h"

#include <QObject>

namespace ssd::gui {

SerialGate::SerialGate(QString token, bool usesSerial) : token_(std::move(token)), usesSerial_(usesSerial) {}

SerialGate SerialGate::fromIdentity(const safety::TargetIdentity& drive) {
    const QString token = QString::fromStdString(safety::expected_token(drive));
    // The core falls back to the kernel name only for a drive without a serial.
    return SerialGate(token, token != QString::fromStdString(drive.kernel_name));
}

SerialGate SerialGate::forDrive(const DriveInfo& drive) {
    safety::TargetIdentity identity = safety::identity_of(drive);
    if (identity.kernel_name.empty()) identity.kernel_name = identity.device.substr(identity.device.rfind('/') + 1);
    return fromIdentity(identity);
}

bool SerialGate::accepts(const QString& typed) const { return !token_.isEmpty() && typed == token_; }

QString SerialGate::explain(const QString& typed) const {
    if (token_.isEmpty()) return QObject::tr("No confirmation token is known for this drive yet.");
    const QString what = usesSerial_ ? QObject::tr("the serial number") : QObject::tr("the kernel name");
    if (typed.isEmpty()) return QObject::tr("Type %1 of the drive, %2, to confirm.").arg(what, token_);
    if (typed == token_) return QObject::tr("Confirmed.");
    if (typed.compare(token_, Qt::CaseInsensitive) == 0) {
        return QObject::tr("Not the same: upper and lower case must match exactly.");
    }
    if (typed.trimmed() == token_) return QObject::tr("Not the same: remove the spaces around it.");
    return QObject::tr("That is not %1 of this drive.").arg(what);
}

} // namespace ssd::gui
