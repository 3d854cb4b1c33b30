#include "core/smart/attribute_catalogue.h"

#include <array>
#include <cctype>
#include <cstddef>

namespace ssd {

namespace {

using M = AttributeMeaning;
using U = AttributeUnit;

constexpr AttributeEntry exact(std::string_view name, int id, M meaning, U unit, std::string_view basis,
                               std::string_view companion = {}, int companion_id = 0) {
    return {NameMatch::Exact, name, id, meaning, unit, basis, companion, companion_id};
}
constexpr AttributeEntry family(std::string_view fragment, M meaning) {
    return {NameMatch::Contains, fragment, 0, meaning, U::None, {}, {}, 0};
}
constexpr AttributeEntry standard_id(int id, M meaning) {
    return {NameMatch::AnyName, {}, id, meaning, U::None, {}, {}, 0};
}

constexpr std::string_view kSameAcrossVendors =
    "the same id and meaning across vendors (5, 187, 197, 198, 199), so read even for drives that are not in "
    "smartctl's database, where smartctl prints exactly this default name";
// Interface CRC errors: attribute 199 under any of its database names. Keyed on
// (id, name): Phison drives also have a 218 CRC_Error_Count of another meaning.
constexpr std::string_view kCrcBasis = "attribute 199 under one of its database names (Phison's 218 "
                                       "CRC_Error_Count means something else)";

// Rows are searched in order: for wear the first row whose attribute the
// drive reports decides, so the wear rows are in order of preference.
constexpr std::array kCatalogue{
    // --- Host writes with the unit in the name.
    exact("Host_Writes_32MiB", 0, M::HostWrites, U::Mebibytes32,
          "Intel (225, 241) and Silicon Motion (241): host writes in units of 32 MiB, as the name says"),
    exact("Lifetime_Writes_GiB", 0, M::HostWrites, U::Gibibytes,
          "SandForce and Phison-based Kingston (241): lifetime host writes in GiB, as the name says"),
    exact("Host_Writes_GiB", 0, M::HostWrites, U::Gibibytes,
          "OCZ/Indilinx Barefoot 3 (199, 241): host writes in GiB (drivedb marks its use for the Apple TS064E as "
          "a guess)"),
    exact("Total_Writes_GiB", 0, M::HostWrites, U::Gibibytes,
          "Marvell-based SanDisk, Seagate Nytro XF1230 (241): total host writes in GiB"),
    // Host writes in logical sectors: the drive's own sector size, not 512 by assumption.
    exact("Total_LBAs_Written", 0, M::HostWrites, U::LogicalSectors,
          "logical blocks (LBAs) written by the host, times the drive's logical sector size; the name states no "
          "byte unit, so a counter whose name does state one is preferred when both exist"),
    // --- NAND (flash) writes with the unit in the name.
    exact("NAND_Writes_32MiB", 0, M::NandWrites, U::Mebibytes32, "Intel datacenter (243): NAND writes in 32 MiB units"),
    exact("NAND_Writes_1GiB", 0, M::NandWrites, U::Gibibytes,
          "Intel client and Samsung CM871a/PM871 (249): NAND writes in GiB"),
    exact("NAND_Writes_GiB", 0, M::NandWrites, U::Gibibytes, "SSSTC ER2 (243): NAND writes in GiB"),
    exact("Total_NAND_Writes_GiB", 0, M::NandWrites, U::Gibibytes, "Marvell-based SanDisk (233): NAND writes in GiB"),
    exact("Total_NAND_Prog_Ct_GiB", 0, M::NandWrites, U::Gibibytes,
          "OCZ/Indilinx Barefoot 3 (249): NAND program volume in GiB"),
    exact("Flash_Writes_GiB", 0, M::NandWrites, U::Gibibytes, "Phison-based Kingston (233): flash writes in GiB"),
    exact("Flash_Writes_32MiB", 0, M::NandWrites, U::Mebibytes32,
          "Silicon Motion (233, 245): flash writes in 32 MiB units"),
    exact("TLC_Writes_32MiB", 0, M::NandWrites, U::Mebibytes32,
          "Silicon Motion (245): TLC flash writes in 32 MiB units"),
    exact("SLC_Writes_32MiB", 0, M::SlcCacheWrites, U::Mebibytes32,
          "Silicon Motion (246): SLC-cache flash writes in 32 MiB units; not documented whether TLC_Writes_32MiB "
          "already includes data folded from the cache, so the two are never added"),
    // SandForce: drivedb names both 233 and 234 SandForce_Internal. On SandForce
    // drives 234 counts host writes (it equals 241 Lifetime_Writes_GiB) and 233
    // the writes to flash, in the same unit; the name alone means nothing on
    // other ids, hence (id, name) plus the companion 241 Lifetime_Writes_GiB.
    exact("SandForce_Internal", 233, M::NandWrites, U::Gibibytes,
          "SandForce (233 beside 241 Lifetime_Writes_GiB): NAND writes in GiB, the unit of 241",
          "Lifetime_Writes_GiB", 241),
    exact("SandForce_Internal", 0, M::SandForceInternal, U::None,
          "drivedb names SandForce's 233 and 234 alike; without 241 Lifetime_Writes_GiB beside it the unit is "
          "not established"),
    // Crucial/Micron: flash page programs, host and background. Page size is not
    // reported, so only the ratio (247 + 248) / 247 is known.
    exact("Host_Program_Page_Count", 0, M::HostPagePrograms, U::Pages,
          "Crucial/Micron (247): NAND pages programmed for host data"),
    exact("Bckgnd_Program_Page_Cnt", 0, M::OtherPagePrograms, U::Pages,
          "Micron 5100/52x0/5300 (248): NAND pages programmed by the drive itself"),
    exact("FTL_Program_Page_Count", 0, M::OtherPagePrograms, U::Pages,
          "Crucial client MX/BX (248): NAND pages programmed by the flash translation layer"),
    // --- Names that look like write counters whose unit is not established.
    exact("NAND_Writes", 0, M::NandWrites, U::Unstated,
          "the name states no unit and Samsung documents none; read as 512-byte sectors it matches the flash "
          "writes implied by Wear_Leveling_Count (average erase cycles x capacity) on one PM883 capture but is "
          "14x to 54x smaller on other PM883/PM893 captures, so no unit is adopted"),
    exact("Host_Writes_MiB", 0, M::HostWrites, U::Unstated, "drivedb marks this name as a guess (Apple SSDs, ticket #342)"),
    exact("Lifetime_Writes", 0, M::HostWrites, U::Unstated, "no unit in the name (drivedb notes 'LBA?')"),
    exact("Host_Writes", 0, M::HostWrites, U::Unstated, "no unit in the name"),
    exact("Lifetime_Wts_Frm_Hst_GB", 0, M::HostWrites, U::Unstated, "'GB' does not say whether 10^9 or 2^30 bytes"),
    exact("Lifetime_Wts_To_Flsh_GB", 0, M::NandWrites, U::Unstated, "'GB' does not say whether 10^9 or 2^30 bytes"),
    exact("NAND_GB_Written_TLC", 0, M::NandWrites, U::Unstated, "'GB' is undefined, and TLC and SLC counts may overlap"),
    exact("Nand_Sectors_Written", 0, M::NandWrites, U::Unstated, "the NAND sector size is not stated"),
    exact("Flash_Writes_Sectors", 0, M::NandWrites, U::Unstated, "the NAND sector size is not stated"),
    exact("Flash_Writes_LBAs", 0, M::NandWrites, U::Unstated, "the NAND sector size is not stated"),
    exact("Total_LBAs_Read", 0, M::HostReads, U::LogicalSectors, "logical blocks (LBAs) read by the host"),

    // --- Wear, in order of preference.
    exact("Percent_Lifetime_Remain", 202, M::LifeUsed, U::RawPercent,
          "Micron 5100/52x0/5300 (202): despite the name the raw value is the percent of lifetime used (drivedb: "
          "'norm = max(100-raw,0); raw = percent_lifetime_used')"),
    exact("Perc_Rated_Life_Used", 0, M::LifeUsed, U::RawPercent,
          "Crucial m4/C400 (202): raw value = percent of rated life used"),
    exact("Percent_Lifetime_Used", 0, M::LifeUsed, U::RawPercent, "Crucial/Micron (202): raw value = percent used"),
    exact("Remaining_Lifetime_Perc", 0, M::LifeRemaining, U::RawPercent,
          "Silicon Motion (169) and others: raw value = percent of life remaining (the SMI drives keep 177 "
          "Wear_Leveling_Count's normalized value at 100, so this rule comes first)"),
    exact("Percent_Life_Remaining", 0, M::LifeRemaining, U::NormalizedPercent,
          "Dell-certified Intel (245): normalized value = percent of life remaining"),
    exact("Media_Wearout_Indicator", 0, M::LifeRemaining, U::NormalizedPercent,
          "Intel (233): normalized value falls from 100 to 1 as the rated erase cycles are used (on Intel drives "
          "233 is this, not NAND writes)"),
    exact("SSD_Life_Left", 0, M::LifeRemaining, U::NormalizedOrRawPercent,
          "SandForce and Phison (231): normalized value = life remaining (SandForce raw values are not "
          "percentages, e.g. 4294967296); Phison-based Kingston KC400 leaves the normalized value at 100 and "
          "reports the remaining percent in the raw value, so a raw value of 0..100 is also read and the lower "
          "remaining life is taken"),
    exact("Wear_Leveling_Count", 0, M::LifeRemaining, U::NormalizedPercent,
          "Samsung (177), Crucial m4 (173): normalized value = life remaining; the raw value is an average erase "
          "count, not a percentage"),
    exact("Available_Reservd_Space", 0, M::SpareRemaining, U::NormalizedPercent,
          "Intel (232): normalized 100 = all reserve left (threshold 10)"),

    // --- Media and link errors.
    exact("Reallocated_Sector_Ct", 0, M::Reallocated, U::Count, kSameAcrossVendors),
    exact("Retired_Block_Count", 0, M::Reallocated, U::Count, kSameAcrossVendors),
    exact("Reallocate_NAND_Blk_Cnt", 0, M::Reallocated, U::Count, kSameAcrossVendors),
    exact("Current_Pending_Sector", 0, M::Pending, U::Count, kSameAcrossVendors),
    exact("Pending_Sector_Count", 0, M::Pending, U::Count, kSameAcrossVendors),
    exact("Offline_Uncorrectable", 0, M::OfflineUncorrectable, U::Count, kSameAcrossVendors),
    exact("Reported_Uncorrect", 0, M::ReportedUncorrectable, U::Count, kSameAcrossVendors),
    exact("Uncorrectable_Error_Cnt", 0, M::ReportedUncorrectable, U::Count, kSameAcrossVendors),
    exact("UDMA_CRC_Error_Count", 199, M::InterfaceCrc, U::Count, kCrcBasis),
    exact("CRC_Error_Count", 199, M::InterfaceCrc, U::Count, kCrcBasis),
    exact("SATA_CRC_Error_Count", 199, M::InterfaceCrc, U::Count, kCrcBasis),

    // --- Name families, for descriptions only (first match wins: a longer
    // fragment comes before a shorter one it contains).
    family("Raw_Read_Error_Rate", M::ReadErrorRate),
    family("Reallocat", M::Reallocated),
    family("Retired_Block", M::Reallocated),
    family("Runtime_Bad_Block", M::RuntimeBadBlocks),
    family("Power_On_Hours", M::PowerOnTime),
    family("Power_Cycle", M::PowerCycles),
    family("Unexpect_Power_Loss", M::UnsafeShutdowns),
    family("Unsafe_Shutdown", M::UnsafeShutdowns),
    family("Power-Off_Retract", M::UnsafeShutdowns),
    family("Wear_Leveling", M::WearLevelling),
    family("Wear_Range_Delta", M::WearRange),
    family("Media_Wearout", M::LifeRemaining),
    family("Percent_Lifetime", M::LifeEstimate),
    family("SSD_Life_Left", M::LifeRemaining),
    family("Remaining_Lifetime", M::LifeRemaining),
    family("Program_Fail", M::ProgramFailures),
    family("Erase_Fail", M::EraseFailures),
    family("Reported_Uncorrect", M::ReportedUncorrectable),
    family("Offline_Uncorrectable", M::OfflineUncorrectable),
    family("Current_Pending", M::Pending),
    family("Uncorrectable", M::Uncorrectable),
    family("CRC_Error", M::InterfaceCrc),
    family("Airflow_Temperature", M::AirflowTemperature),
    family("Temperature", M::Temperature),
    family("Lifetime_Writes", M::HostWrites),
    family("Host_Writes", M::HostWrites),
    family("Total_LBAs_Written", M::HostWrites),
    family("Total_LBAs_Read", M::HostReads),
    family("Lifetime_Reads", M::HostReads),
    family("Host_Reads", M::HostReads),
    family("NAND_Writes", M::NandWrites),
    family("Flash_Writes", M::NandWrites),
    family("Soft_Read_Error", M::CorrectedErrors),
    family("ECC_Uncorr", M::EccUncorrected),
    family("ECC", M::CorrectedErrors),
    family("Spin_Up_Time", M::SpinUpTime),
    family("Seek_Error", M::SeekErrors),
    family("Command_Timeout", M::CommandTimeouts),
    family("End-to-End_Error", M::EndToEndErrors),
    family("Unused_Rsvd_Blk", M::UnusedReserve),
    family("Used_Rsvd_Blk", M::UsedReserve),
    family("Erase_Count", M::EraseCycles),
    family("Head_Flying", M::HeadFlyingHours),

    // --- Ids whose meaning is the same across vendors, whatever the name.
    standard_id(1, M::ReadErrorRate),
    standard_id(5, M::Reallocated),
    standard_id(9, M::PowerOnTime),
    standard_id(12, M::PowerCycles),
    standard_id(194, M::Temperature),
    standard_id(199, M::InterfaceCrc),
};

struct MeaningText {
    AttributeMeaning meaning;
    bool defect;
    std::string_view description;
};

// In the order of the enum (checked below).
constexpr std::array kMeaningTexts{
    MeaningText{M::HostWrites, false, "Data written by the computer over the drive's life."},
    MeaningText{M::NandWrites, false,
                "Data written to the flash itself: the computer's writes plus what garbage collection and wear "
                "levelling move."},
    MeaningText{M::SlcCacheWrites, false, "Data written to the flash's fast SLC cache."},
    MeaningText{M::HostPagePrograms, false, "Flash pages programmed with data the computer wrote."},
    MeaningText{M::OtherPagePrograms, false,
                "Flash pages programmed by the drive itself (garbage collection, wear levelling)."},
    MeaningText{M::HostReads, false, "Data read by the computer over the drive's life."},
    MeaningText{M::LifeUsed, false, "Share of the rated flash endurance already used, as the vendor computes it."},
    MeaningText{M::LifeRemaining, false, "Remaining flash endurance as the vendor computes it (100 = new)."},
    MeaningText{M::LifeEstimate, false,
                "Share of the rated flash endurance already used or left, as the vendor computes it."},
    MeaningText{M::WearLevelling, false,
                "Wear of the flash: how evenly and how much the erase cycles have been used."},
    MeaningText{M::SpareRemaining, false, "Spare flash blocks still available to replace bad ones."},
    MeaningText{M::Reallocated, true,
                "Sectors or flash blocks found bad and replaced from the spare area. Any non-zero count means the "
                "media has defects; a growing count is a warning sign."},
    MeaningText{M::Pending, true, "Sectors waiting to be remapped because they could not be read reliably."},
    MeaningText{M::OfflineUncorrectable, true, "Sectors found unreadable during the drive's offline scan."},
    MeaningText{M::ReportedUncorrectable, true,
                "Errors the drive could not correct and reported to the computer: data was lost."},
    MeaningText{M::Uncorrectable, true, "Errors the drive could not correct: data was lost."},
    MeaningText{M::InterfaceCrc, true,
                "Transfers corrupted on the cable or connector between the drive and the computer. Growing counts "
                "point to a bad SATA cable or port, not to the drive."},
    MeaningText{M::RuntimeBadBlocks, true, "Flash blocks that failed during use and were retired."},
    MeaningText{M::ProgramFailures, true, "Writes (programs) of flash pages that failed; the block is retired."},
    MeaningText{M::EraseFailures, true, "Erases of flash blocks that failed; the block is retired."},
    MeaningText{M::EndToEndErrors, true, "Data corrupted inside the drive between the cache and the flash."},
    MeaningText{M::ReadErrorRate, false,
                "Read errors corrected by the drive, scaled by the vendor; the raw value is often a vendor-specific "
                "counter and not a count of failures."},
    MeaningText{M::CorrectedErrors, false, "Errors the drive corrected with its error-correction code (ECC)."},
    MeaningText{M::EccUncorrected, false,
                "Reads the error-correction code (ECC) could not fix on the fly; the drive may still have "
                "recovered them by other means, so this alone does not mean data was lost. The raw value may pack "
                "other vendor fields."},
    MeaningText{M::PowerOnTime, false, "How long the drive has been powered on."},
    MeaningText{M::PowerCycles, false, "How many times the drive was powered on."},
    MeaningText{M::UnsafeShutdowns, false,
                "Power losses without a clean shutdown; the drive may lose data that was in flight."},
    MeaningText{M::Temperature, false,
                "Current temperature in °C (the raw value may also hold the minimum and maximum)."},
    MeaningText{M::AirflowTemperature, false, "Temperature in °C measured in the air flow."},
    MeaningText{M::WearRange, false, "Difference between the most and least worn flash blocks."},
    MeaningText{M::EraseCycles, false, "Erase cycles of the flash blocks."},
    MeaningText{M::UnusedReserve, false, "Spare blocks still unused."},
    MeaningText{M::UsedReserve, false, "Spare blocks already used to replace bad ones."},
    MeaningText{M::CommandTimeouts, false, "Commands that timed out; often a power or cable problem."},
    MeaningText{M::SpinUpTime, false, "Time to spin up (hard disks; meaningless on SSDs)."},
    MeaningText{M::SeekErrors, false, "Seek errors of the heads (hard disks)."},
    MeaningText{M::HeadFlyingHours, false, "Hours the heads were flying (hard disks)."},
    MeaningText{M::SandForceInternal, false,
                "A counter internal to the controller. On SandForce drives 233 counts the writes to the flash and "
                "234 the computer's writes, both in GiB."},
};

constexpr bool meaning_texts_in_enum_order() {
    for (std::size_t i = 0; i < kMeaningTexts.size(); ++i) {
        if (static_cast<std::size_t>(kMeaningTexts[i].meaning) != i) return false;
    }
    return static_cast<std::size_t>(M::SandForceInternal) + 1 == kMeaningTexts.size();
}
static_assert(meaning_texts_in_enum_order(), "kMeaningTexts: one row per AttributeMeaning, in enum order");

bool contains_ignoring_case(std::string_view text, std::string_view fragment) {
    if (fragment.size() > text.size()) return false;
    for (std::size_t start = 0; start + fragment.size() <= text.size(); ++start) {
        bool equal = true;
        for (std::size_t i = 0; i < fragment.size() && equal; ++i) {
            equal = std::tolower(static_cast<unsigned char>(text[start + i])) ==
                    std::tolower(static_cast<unsigned char>(fragment[i]));
        }
        if (equal) return true;
    }
    return false;
}

bool id_matches(const AttributeEntry& entry, int id) { return entry.id == 0 || entry.id == id; }

// The Exact row or, failing that, the first name family.
const AttributeEntry* named_entry(int id, std::string_view name) {
    if (const AttributeEntry* entry = catalogue_entry(name, id)) return entry;
    for (const auto& entry : kCatalogue) {
        if (entry.match == NameMatch::Contains && contains_ignoring_case(name, entry.name)) return &entry;
    }
    return nullptr;
}

} // namespace

std::span<const AttributeEntry> attribute_catalogue() { return kCatalogue; }

const AttributeEntry* catalogue_entry(std::string_view name, int id) {
    for (const auto& entry : kCatalogue) {
        if (entry.match == NameMatch::Exact && entry.name == name && id_matches(entry, id)) return &entry;
    }
    return nullptr;
}

const AttributeEntry* describing_entry(int id, std::string_view name) {
    if (const AttributeEntry* entry = named_entry(id, name)) return entry;
    for (const auto& entry : kCatalogue) {
        if (entry.match == NameMatch::AnyName && entry.id == id) return &entry;
    }
    return nullptr;
}

std::optional<std::string> attribute_description(int id, std::string_view name) {
    const AttributeEntry* entry = describing_entry(id, name);
    if (entry == nullptr) return std::nullopt;
    std::string text(meaning_description(entry->meaning));
    if (entry->unit == U::Unstated) {
        text += " Not converted to bytes: " + std::string(entry->basis) + ".";
    } else if (const auto unit = unit_description(entry->unit); !unit.empty()) {
        text += " " + std::string(unit);
    }
    return text;
}

std::string_view meaning_description(AttributeMeaning meaning) {
    return kMeaningTexts[static_cast<std::size_t>(meaning)].description;
}

std::string_view unit_description(AttributeUnit unit) {
    switch (unit) {
    case U::None:
    case U::Count: return {};
    case U::Unstated: return "Its unit is not established, so it is not converted to bytes.";
    case U::Mebibytes32: return "Raw value in units of 32 MiB.";
    case U::Gibibytes: return "Raw value in GiB.";
    case U::LogicalSectors: return "Raw value in logical sectors (LBAs) of the drive's sector size.";
    case U::Pages: return "Raw value in flash pages, whose size the drive does not report.";
    case U::RawPercent: return "Read from the raw value, in percent.";
    case U::NormalizedPercent: return "Read from the normalized value, in percent.";
    case U::NormalizedOrRawPercent:
        return "Read from the normalized value, in percent (or from the raw value when that is 0 to 100).";
    }
    return {};
}

bool is_defect_counter(AttributeMeaning meaning) { return kMeaningTexts[static_cast<std::size_t>(meaning)].defect; }

bool is_defect_attribute(int id, std::string_view name) {
    const AttributeEntry* entry = named_entry(id, name);
    return entry != nullptr && is_defect_counter(entry->meaning);
}

bool is_write_counter(AttributeMeaning meaning) {
    switch (meaning) {
    case M::HostWrites:
    case M::NandWrites:
    case M::SlcCacheWrites:
    case M::HostPagePrograms:
    case M::OtherPagePrograms: return true;
    default: return false;
    }
}

} // namespace ssd
