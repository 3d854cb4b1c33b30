// The gate in front of anything destructive (erase, firmware, raw-device
// writes): the person must type the confirmation token the core will check,
// exactly. The token is the core's safety::expected_token() of the drive a
// dry run names (or of a listed drive), never derived here. No trimming, no case folding: what is typed is what
// ssdtool gets. Whether the drive may be touched at all (in use, frozen…) is
// the dry run's verdict, not the gate's.
#pragma once

#include <QString>

#include "core/drive/drive_info.h"
#include "core/safety/safety_rules.h"

namespace ssd::gui {

class SerialGate {
public:
    SerialGate() = default;
    SerialGate(QString token, bool usesSerial);
    // From a dry run's drive (requests::action_drive_from_json), through the
    // core's expected_token(), the function the helper checks --confirm with.
    static SerialGate fromIdentity(const safety::TargetIdentity& drive);
    // From a listed drive (the raw-device benchmark: its dry run carries no identity).
    static SerialGate forDrive(const DriveInfo& drive);

    // The --confirm token: the serial, or the kernel name without one.
    const QString& token() const { return token_; }
    bool usesSerial() const { return usesSerial_; }
    bool accepts(const QString& typed) const;
    // One sentence for the person: what to type, or why it does not match.
    QString explain(const QString& typed) const;

private:
    QString token_;
    bool usesSerial_ = false;
};

} // namespace ssd::gui
