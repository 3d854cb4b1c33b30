// Reading SMART attribute values without guessing: a raw value is used as a
// number only when smartctl prints it as one, a normalized value only when it
// is a percentage, and attribute names only when smartctl's drive database
// chose them for this drive.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/smart/attribute_catalogue.h"
#include "core/smart/smart_report.h"

namespace ssd {

// The raw value as a counter, only when smartctl prints it as a bare decimal
// number ("20878"). Raw values printed with several fields ("29 (Min/Max 18/56)",
// "0/189861978", "1934 866 1067", "12523h+17m+08.635s") pack other data into
// the 48 bits and are not counters: nullopt.
std::optional<std::uint64_t> plain_counter(const AtaAttribute& attribute);

// The normalized value when it can be a percentage (0..100); vendors use
// 200/253 etc. for "not applicable".
std::optional<int> normalized_percent(const AtaAttribute& attribute);

// The raw value as a percentage: a plain counter no larger than `max`
// (100 for "remaining"; up to 255 for "used", which may pass 100 %).
std::optional<int> raw_percent(const AtaAttribute& attribute, int max);

// First attribute with this drive-database name (and id, when given).
const AtaAttribute* attribute_named(const SmartReport& report, std::string_view name,
                                    std::optional<int> id = std::nullopt);

// First attribute whose catalogue row (by drive-database name and id) has
// this meaning.
const AtaAttribute* attribute_with_meaning(const SmartReport& report, AttributeMeaning meaning);

// True when the attribute names in `report` come from smartctl's drive
// database entry for this drive: the capture's, or another database that
// re-resolved them (report.names_database). Otherwise they are smartctl's generic
// defaults (drive not in the database) or an in-process reader's names, which
// say nothing reliable about vendor units or meanings.
bool names_from_drive_database(const SmartReport& report);

// "241 Lifetime_Writes_GiB"
std::string attribute_label(const AtaAttribute& attribute);

} // namespace ssd
