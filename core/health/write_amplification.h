// Host writes, NAND writes and write amplification (WA = bytes written to NAND
// / bytes written by the host), decided by the attribute names smartctl's
// drive database assigns, with their units, in one rule table
// (write_amplification.cpp: kWriteRules, kUnusedWriteNames).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "core/health/drive_facts.h"
#include "core/smart/smart_report.h"

namespace ssd {

enum class WriteRole {
    HostWrites,         // bytes the computer sent
    NandWrites,         // bytes programmed into flash
    SlcCacheWrites,     // flash writes counted separately for the SLC cache
    HostPagePrograms,   // flash pages programmed for host data (unit: page, size unknown)
    OtherPagePrograms,  // flash pages programmed by the drive itself (GC, wear levelling)
};

enum class WriteUnit {
    Mebibytes32,     // 32 MiB = 2^25 bytes
    Gibibytes,       // GiB = 2^30 bytes
    LogicalSectors,  // the drive's logical sector size (LBAs)
    Pages,           // flash pages of unreported size: usable only in a ratio
};

struct WriteRule {
    std::string_view name;        // drive-database attribute name
    int id;                       // 0: any id; otherwise only this id (name alone is ambiguous)
    WriteRole role;
    WriteUnit unit;
    std::string_view companion;   // rule holds only if this attribute name is present too
    int companion_id;
    std::string_view why;         // where the meaning and unit come from
};

// Attribute names that look like write counters but are deliberately not used.
struct UnusedWriteName {
    std::string_view name;
    WriteRole role;
    std::string_view why;
};

std::span<const WriteRule> write_rules();
std::span<const UnusedWriteName> unused_write_names();

// The rule that gives `attribute` its meaning on this drive, or nullptr.
const WriteRule* write_rule_for(const SmartReport& report, const AtaAttribute& attribute);

// Bytes per unit; nullopt for pages, and for logical sectors when the drive
// reports no logical sector size.
std::optional<std::uint64_t> bytes_per_unit(WriteUnit unit, const SmartReport& report);

// The `writes` object of CONTRACT.md `health`.
WriteFacts analyze_writes(const SmartReport& report);

} // namespace ssd
