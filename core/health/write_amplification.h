// Host writes, NAND writes and write amplification (WA = bytes written to NAND
// / bytes written by the host), decided by the attribute names smartctl's
// drive database assigns, with their units, as the attribute catalogue
// (core/smart/attribute_catalogue.h) records them.
#pragma once

#include <cstdint>
#include <optional>

#include "core/health/drive_facts.h"
#include "core/smart/attribute_catalogue.h"
#include "core/smart/smart_report.h"

namespace ssd {

// The catalogue row that makes `attribute` a write counter of known unit on
// this drive (its companion present too), or nullptr.
const AttributeEntry* write_rule_for(const SmartReport& report, const AtaAttribute& attribute);

// Bytes per unit; nullopt for pages, for units that are not byte counts, and
// for logical sectors when the drive reports no logical sector size.
std::optional<std::uint64_t> bytes_per_unit(AttributeUnit unit, const SmartReport& report);

// The `writes` object of docs/CONTRACT.md `health`.
WriteFacts analyze_writes(const SmartReport& report);

} // namespace ssd
