// The gate in front of anything destructive (erase, firmware, raw-device
// writes): the person must type the drive's serial number exactly (the
// kernel name for a drive without one, as `--confirm` expects, CONTRACT.md).
// No trimming, no case folding: what is typed is what ssdtool gets.
// A gate also stays shut for a drive in use (mounted, swap, the running
// system), whatever is typed.
#pragma once

#include <optional>

#include <QString>
#include <QStringList>

#include "app/gui/backend.h"

namespace ssd::gui {

class SerialGate {
public:
    SerialGate() = default;
    SerialGate(std::optional<QString> serial, QString kernelName, QStringList inUse = {});
    // From a `list`/`health` drive document and, when known, the `check`
    // report's "system" part (what is mounted or swapped on the drive).
    static SerialGate forDrive(const Json& drive, const Json* system = nullptr);

    // The --confirm token: the serial, or the kernel name without one.
    QString token() const;
    bool usesSerial() const { return serial_.has_value() && !serial_->isEmpty(); }
    // Why the drive may not be touched ("/dev/sda2 is mounted on /"); empty: unused as far as we know.
    const QStringList& inUse() const { return inUse_; }
    bool accepts(const QString& typed) const;
    // One sentence for the person: what to type, or why they cannot go on.
    QString explain(const QString& typed) const;

private:
    std::optional<QString> serial_;
    QString kernelName_;
    QStringList inUse_;
};

} // namespace ssd::gui
