// What smartctl's drive database says of one model and firmware, asked of the
// installed smartctl: `smartctl [-B FILE] -P showall MODEL FIRMWARE`. smartctl
// applies the first entry that matches (later matches are printed as
// "additional entries" and change nothing); that entry's attribute names,
// other presets and firmware warning are what a capture made with this
// database would have shown. smartctl 7.3 prints the names only, not the raw
// formats: a preset that changes a format cannot be applied to a saved value.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/process/command_runner.h"
#include "core/util/error.h"

namespace ssd {

struct DrivedbAttributeName {
    int id = 0;
    std::string name;
};

struct DrivedbEntry {
    std::string family;          // MODEL FAMILY ("" when the entry has none)
    std::string model_regex;
    std::string firmware_regex;
    std::vector<DrivedbAttributeName> attribute_names;  // ATTRIBUTE OPTIONS, in id order
    std::string other_presets;   // OTHER PRESETS, e.g. a firmware bug fix
    std::string warning;         // WARNINGS, lines joined with "\n" ("" when none)
};

struct DrivedbLookup {
    std::optional<DrivedbEntry> entry;  // the first match; nullopt: the drive is not in the database
    std::size_t additional_entries = 0;  // further matches, which smartctl does not apply
};

// Parses `smartctl -P showall MODEL FIRMWARE` (smartctl 7.x). InputMalformed
// when the text is neither a match nor smartctl's "No presets are defined".
Result<DrivedbLookup> parse_drivedb_showall(std::string_view text);

// Which database to ask: smartctl's own (its built-in table, or the file
// update-smart-drivedb keeps under /var/lib/smartmontools, plus
// /etc/smart_drivedb.h), or a file given as smartctl's -B takes it ("+FILE"
// prepends the file's entries to smartctl's own).
struct DriveDatabaseChoice {
    std::optional<std::string> file;

    // "the installed smartctl's drive database" / "the drive database FILE"
    std::string describe() const;
};

// Runs the installed smartctl. Errors: ToolMissing (no smartctl: the caller says
// it cannot re-resolve), ToolFailed (smartctl could not read the database file,
// printed something else, or did not finish).
Result<DrivedbLookup> look_up_drive_database(CommandRunner& runner, const DriveDatabaseChoice& database,
                                             const std::string& model, const std::string& firmware);

} // namespace ssd
