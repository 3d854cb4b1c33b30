// One catalogue of the ATA SMART attributes this project understands: per
// drive-database name (the name smartctl prints, e.g. "Host_Writes_32MiB"),
// the ids it applies to, what it counts, in which unit, and where that
// knowledge comes from. Write amplification, wear and the media counters read
// their rules from it, and the descriptions people see (GUI tooltips, text and
// HTML reports) come from it.
//
// Rules key off names, never bare ids: attribute 233 counts NAND writes on
// SandForce drives but is Intel's wear indicator. Where a name alone is
// ambiguous a row names the id too, or an attribute that must be present
// beside it.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace ssd {

enum class AttributeMeaning {
    // Write and read counters (health/write_amplification.cpp).
    HostWrites,        // bytes the computer sent
    NandWrites,        // bytes programmed into flash
    SlcCacheWrites,    // flash writes counted separately for the SLC cache
    HostPagePrograms,  // flash pages programmed for host data
    OtherPagePrograms, // flash pages programmed by the drive itself (GC, wear levelling)
    HostReads,
    // Wear (health/wear.cpp).
    LifeUsed,
    LifeRemaining,
    LifeEstimate,  // used or remaining: the name does not say which
    WearLevelling, // how evenly the erase cycles are spread
    SpareRemaining,
    // Media and link errors (health/media_counters.cpp) and other defect counters.
    Reallocated,
    Pending,
    OfflineUncorrectable,
    ReportedUncorrectable,
    Uncorrectable,
    InterfaceCrc,
    RuntimeBadBlocks,
    ProgramFailures,
    EraseFailures,
    EndToEndErrors,
    // Described for people only.
    ReadErrorRate,
    CorrectedErrors,
    EccUncorrected, // beyond the on-the-fly ECC, not necessarily lost
    PowerOnTime,
    PowerCycles,
    UnsafeShutdowns,
    Temperature,
    AirflowTemperature,
    WearRange,
    EraseCycles,
    UnusedReserve,
    UsedReserve,
    CommandTimeouts,
    SpinUpTime,
    SeekErrors,
    HeadFlyingHours,
    SandForceInternal,
};

// How the value is read.
enum class AttributeUnit {
    None,                   // not a quantity ssdtool reads
    Unstated,               // a counter whose unit is not established: never converted
    Mebibytes32,            // raw value × 2^25 bytes
    Gibibytes,              // raw value × 2^30 bytes
    LogicalSectors,         // raw value × the drive's logical sector size
    Pages,                  // flash pages of unreported size: usable only in a ratio
    RawPercent,             // the raw value is a percentage
    NormalizedPercent,      // the normalized value is a percentage
    NormalizedOrRawPercent, // the normalized value; the raw value too when it is 0..100
    Count,                  // the raw value (or its leading number) counts events
};

enum class NameMatch {
    Exact,    // the drive-database name: what rules use
    Contains, // a family of names ("CRC_Error"), case-insensitive: descriptions only
    AnyName,  // an id whose meaning is the same across vendors: descriptions only
};

struct AttributeEntry {
    NameMatch match;
    std::string_view name; // empty for AnyName
    int id;                // 0: any id; otherwise only this id
    AttributeMeaning meaning;
    AttributeUnit unit;
    std::string_view basis;     // where the meaning and unit come from
    std::string_view companion; // the row holds only if this attribute is present too
    int companion_id;           // … with this id (0: any)
};

std::span<const AttributeEntry> attribute_catalogue();

// The Exact row for a drive-database name on this id, or nullptr. Rows are
// searched in catalogue order.
const AttributeEntry* catalogue_entry(std::string_view name, int id);

// The row that describes an attribute to people: its Exact row, else the
// first name family it belongs to, else its standard id; nullptr when none.
const AttributeEntry* describing_entry(int id, std::string_view name);

// "Data written by the computer over the drive's life. Raw value in units of
// 32 MiB." nullopt when the catalogue does not know the attribute.
std::optional<std::string> attribute_description(int id, std::string_view name);

std::string_view meaning_description(AttributeMeaning meaning);
// "" for None and Count.
std::string_view unit_description(AttributeUnit unit);

// Counts damaged media, failed flash operations or corrupted transfers: any
// count above zero deserves attention.
bool is_defect_counter(AttributeMeaning meaning);
// The same for an attribute, by its Exact row or name family: a bare id is
// too weak a reason to call a raw value a defect.
bool is_defect_attribute(int id, std::string_view name);

// One of the write counters analyze_writes weighs.
bool is_write_counter(AttributeMeaning meaning);

} // namespace ssd
