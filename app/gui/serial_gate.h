// The gate in front of anything destructive (erase, firmware, raw-device
// writes): the person must type the confirmation token the core will check,
// exactly. The token is the core's (a dry run's "drive": {"confirm_token"},
// safety::identity_to_json, or safety::expected_token for a listed drive),
// never derived here. No trimming, no case folding: what is typed is what
// ssdtool gets. Whether the drive may be touched at all (in use, frozen…) is
// the dry run's verdict, not the gate's.
#pragma once

#include <QString>

#include "app/gui/backend.h"

namespace ssd::gui {

class SerialGate {
public:
    SerialGate() = default;
    SerialGate(QString token, bool usesSerial);
    // From a dry run's "drive" object (safety::identity_to_json).
    static SerialGate fromIdentity(const Json& drive);
    // From a `list`/`health` drive document, through the core's expected_token()
    // (the raw-device benchmark: its dry run carries no identity).
    static SerialGate forDrive(const Json& drive);

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
