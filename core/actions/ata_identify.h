// `hdparm -I` as the ATA actions need it: identity, the Security section
// (ATA security feature set: supported, enabled, locked, frozen, count
// expired, enhanced erase, the drive's erase-time estimates) and DOWNLOAD
// MICROCODE support; plus the meaning of hdparm's failure messages.
//
// hdparm prints the Security section only for a drive that reports the
// security feature set (IDENTIFY word 82 bit 1) with a non-zero status or
// erase time; each state line is "\t\tNAME" when set, "\tnot\tNAME" when
// clear ("\t(?)\tsupported" for a clear "supported" bit).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/process/command_runner.h"
#include "core/util/error.h"

namespace ssd::actions {

struct AtaSecurityState {
    bool section_present = false;   // hdparm printed "Security:"
    bool supported = false;
    bool enabled = false;           // a user password is set
    bool locked = false;
    bool frozen = false;
    bool count_expired = false;     // too many wrong passwords since power-on
    bool enhanced_erase_supported = false;
    std::optional<std::string> level;               // "high" | "maximum" (only when enabled)
    std::optional<unsigned> master_password_revision;
    // The drive's estimates in minutes; *_over: "more than N" (the field's maximum).
    std::optional<unsigned> erase_minutes;
    bool erase_minutes_over = false;
    std::optional<unsigned> enhanced_erase_minutes;
    bool enhanced_erase_minutes_over = false;
};

struct AtaIdentity {
    bool ata_device = false;        // "ATA device, with …" (not ATAPI, not an NVMe node)
    std::string model;
    std::string serial;
    std::string firmware;
    bool security_feature_listed = false;  // "Security Mode feature set" under Commands/features
    bool download_microcode = false;       // "DOWNLOAD_MICROCODE" under Commands/features
    bool segmented_download_microcode = false;
    AtaSecurityState security;
};

// InputEmpty for empty output; never fails otherwise (what is not printed is false/absent).
Result<AtaIdentity> parse_hdparm_identify(std::string_view text);

// hdparm's answer to a command that changed something. hdparm may exit 0
// although the drive aborted the command (it then prints "SG_IO:
// bad/missing sense data" with sense key ABORTED COMMAND): this finds that.
// nullopt: no sign of failure.
std::optional<Error> hdparm_failure(const std::string& what, const CommandOutput& output);
// The same for a run that may not have happened: its own error then.
std::optional<Error> hdparm_failure(const std::string& what, const Result<CommandOutput>& run);

} // namespace ssd::actions
