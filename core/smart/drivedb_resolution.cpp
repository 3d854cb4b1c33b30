#include "core/smart/drivedb_resolution.h"

#include <algorithm>

#include "core/util/join.h"

namespace ssd {

namespace {

// Names smartctl prints for an attribute neither the drive's entry nor the
// default table names (ataprint.cpp / knowndrives.cpp).
bool unnamed(const std::string& name) {
    return name == "Unknown_Attribute" || name == "Unknown_SSD_Attribute" || name == "Unknown_HDD_Attribute";
}

bool has_unnamed_attribute(const SmartReport& report) {
    return std::any_of(report.attributes.begin(), report.attributes.end(),
                       [](const AtaAttribute& attribute) { return unnamed(attribute.name); });
}

std::string ids_text(const std::vector<DrivedbRename>& renames) {
    return join(renames, ", ", [](const DrivedbRename& rename) { return std::to_string(rename.id) + " " + rename.to; });
}

} // namespace

bool wants_drivedb_resolution(const SmartReport& report, bool explicit_database) {
    if (report.reader != "smartctl" || report.attributes.empty() || !report.model || report.model->empty()) {
        return false;
    }
    return explicit_database || report.in_smartctl_database != true || has_unnamed_attribute(report);
}

DrivedbResolution resolve_attribute_names(SmartReport& report, const Result<DrivedbLookup>& lookup,
                                          const DriveDatabaseChoice& database) {
    DrivedbResolution resolution;
    resolution.database = database.describe();
    if (!lookup) {
        resolution.outcome = DrivedbOutcome::Unavailable;
        resolution.reason = "the attribute names could not be re-resolved: " + lookup.error().message;
        return resolution;
    }
    if (!lookup->entry) {
        resolution.outcome = DrivedbOutcome::NotInDatabase;
        resolution.reason = resolution.database + " does not know " + report.model.value_or("this model") +
                            " either: the capture's names stay as they are";
        return resolution;
    }
    const DrivedbEntry& entry = *lookup->entry;
    const bool capture_knew_drive = report.in_smartctl_database == true;
    for (auto& attribute : report.attributes) {
        const auto named = std::find_if(entry.attribute_names.begin(), entry.attribute_names.end(),
                                        [&](const DrivedbAttributeName& n) { return n.id == attribute.id; });
        if (named == entry.attribute_names.end() || named->name == attribute.name) continue;
        DrivedbRename rename{attribute.id, attribute.name, named->name};
        if (capture_knew_drive && !unnamed(attribute.name)) {
            resolution.not_applied.push_back(std::move(rename));
            continue;
        }
        attribute.name = named->name;
        resolution.renamed.push_back(std::move(rename));
    }
    resolution.outcome = DrivedbOutcome::Resolved;
    resolution.family = entry.family;
    report.names_database = resolution.database;
    if (!report.model_family && !entry.family.empty()) report.model_family = entry.family;
    if (!entry.warning.empty() &&
        std::find(report.drivedb_warnings.begin(), report.drivedb_warnings.end(), entry.warning) ==
            report.drivedb_warnings.end()) {
        report.drivedb_warnings.push_back(entry.warning);
    }
    resolution.reason = resolution.database + " knows the drive (" +
                        (entry.family.empty() ? std::string("an entry without a family name") : entry.family) + ")";
    resolution.reason += resolution.renamed.empty() ? "; no attribute needed a new name"
                                                    : "; it names " + ids_text(resolution.renamed);
    if (!resolution.not_applied.empty()) {
        resolution.reason += "; the capture's own names are kept for " +
                             join(resolution.not_applied, ", ", [](const DrivedbRename& rename) {
                                 return std::to_string(rename.id) + " " + rename.from + " (not " + rename.to + ")";
                             });
    }
    return resolution;
}

} // namespace ssd
