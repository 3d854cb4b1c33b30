// Re-resolving a saved capture's attribute names with another drive database.
// A capture is only as good as the database of the smartctl that made it: an
// old smartctl shows a newer drive's attributes under generic default names or
// as Unknown_Attribute, which ssdtool rightly will not use. When the installed
// smartctl (or a database file the user names) knows the drive, its entry's
// names are applied as a capture made with that database would show them, and
// the report says which database named which attribute.
//
// Rules:
//  - a capture whose smartctl did not know the drive has only default names:
//    every name the entry gives replaces the capture's;
//  - a capture whose smartctl knew the drive (an older entry) keeps every
//    explicit name; only Unknown_Attribute-style names are replaced, and a
//    different name in the newer entry is reported as not applied.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/smart/drivedb_lookup.h"
#include "core/smart/smart_report.h"
#include "core/util/enum_table.h"

namespace ssd {

enum class DrivedbOutcome { Resolved, NotInDatabase, Unavailable };
inline constexpr EnumTable<DrivedbOutcome, 3> kDrivedbOutcomes{{{
    {DrivedbOutcome::Resolved, "resolved", "Names re-resolved"},
    {DrivedbOutcome::NotInDatabase, "not-in-database", "The database does not know the drive either"},
    {DrivedbOutcome::Unavailable, "unavailable", "Could not re-resolve"},
}}};

struct DrivedbRename {
    int id = 0;
    std::string from;  // the capture's name
    std::string to;    // the database's name
};

struct DrivedbResolution {
    DrivedbOutcome outcome = DrivedbOutcome::Unavailable;
    std::string database;  // DriveDatabaseChoice::describe()
    std::string family;    // the entry's MODEL FAMILY
    std::vector<DrivedbRename> renamed;      // applied
    std::vector<DrivedbRename> not_applied;  // the capture's explicit name kept
    std::string reason;    // what happened, in words
};

// Whether a capture's names would gain from another database: read by
// smartctl, ATA attributes, a model, and either the drive was not in the
// capture's database or some attribute is Unknown_Attribute. An explicit
// database file is always consulted (`explicit_database`).
bool wants_drivedb_resolution(const SmartReport& report, bool explicit_database);

// Applies what the lookup found (or says why nothing was), renaming the
// report's attributes and recording the database in report.names_database and
// its firmware warning in report.drivedb_warnings.
DrivedbResolution resolve_attribute_names(SmartReport& report, const Result<DrivedbLookup>& lookup,
                                          const DriveDatabaseChoice& database);

} // namespace ssd
