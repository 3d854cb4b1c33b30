#include "core/health/write_amplification.h"

#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "core/health/attribute_values.h"
#include "core/util/units.h"

namespace ssd {

namespace {

constexpr std::uint64_t kMebibytes32 = 1ULL << 25;
constexpr std::uint64_t kGibibyte = 1ULL << 30;
constexpr std::uint64_t kNvmeDataUnit = 512000; // NVMe: 1000 units of 512 bytes

// ---------------------------------------------------------------------------
// The write rule table. A rule is an attribute *name* as smartctl's drive
// database assigns it (never a bare attribute number), what it counts and in
// which unit. Where a name alone is ambiguous the rule also names the id, or an
// attribute that must be present beside it. Names are only believed when the
// drive is in smartctl's database (see names_from_drive_database): for other
// drives smartctl prints generic defaults that say nothing about units.
// ---------------------------------------------------------------------------
constexpr std::array kWriteRules{
    // Host writes with the unit in the name.
    WriteRule{"Host_Writes_32MiB", 0, WriteRole::HostWrites, WriteUnit::Mebibytes32, "", 0,
              "Intel (225, 241) and Silicon Motion (241): host writes in units of 32 MiB, as the name says"},
    WriteRule{"Lifetime_Writes_GiB", 0, WriteRole::HostWrites, WriteUnit::Gibibytes, "", 0,
              "SandForce and Phison-based Kingston (241): lifetime host writes in GiB, as the name says"},
    WriteRule{"Host_Writes_GiB", 0, WriteRole::HostWrites, WriteUnit::Gibibytes, "", 0,
              "OCZ/Indilinx Barefoot 3 (199, 241): host writes in GiB (drivedb marks its use for the "
              "Apple TS064E as a guess)"},
    WriteRule{"Total_Writes_GiB", 0, WriteRole::HostWrites, WriteUnit::Gibibytes, "", 0,
              "Marvell-based SanDisk, Seagate Nytro XF1230 (241): total host writes in GiB"},
    // Host writes in logical sectors: the drive's own sector size, not 512 by assumption.
    WriteRule{"Total_LBAs_Written", 0, WriteRole::HostWrites, WriteUnit::LogicalSectors, "", 0,
              "logical blocks (LBAs) written by the host, times the drive's logical sector size; "
              "the name states no byte unit, so a counter whose name does state one is preferred "
              "when both exist"},
    // NAND (flash) writes with the unit in the name.
    WriteRule{"NAND_Writes_32MiB", 0, WriteRole::NandWrites, WriteUnit::Mebibytes32, "", 0,
              "Intel datacenter (243): NAND writes in 32 MiB units"},
    WriteRule{"NAND_Writes_1GiB", 0, WriteRole::NandWrites, WriteUnit::Gibibytes, "", 0,
              "Intel client and Samsung CM871a/PM871 (249): NAND writes in GiB"},
    WriteRule{"NAND_Writes_GiB", 0, WriteRole::NandWrites, WriteUnit::Gibibytes, "", 0,
              "SSSTC ER2 (243): NAND writes in GiB"},
    WriteRule{"Total_NAND_Writes_GiB", 0, WriteRole::NandWrites, WriteUnit::Gibibytes, "", 0,
              "Marvell-based SanDisk (233): NAND writes in GiB"},
    WriteRule{"Total_NAND_Prog_Ct_GiB", 0, WriteRole::NandWrites, WriteUnit::Gibibytes, "", 0,
              "OCZ/Indilinx Barefoot 3 (249): NAND program volume in GiB"},
    WriteRule{"Flash_Writes_GiB", 0, WriteRole::NandWrites, WriteUnit::Gibibytes, "", 0,
              "Phison-based Kingston (233): flash writes in GiB"},
    WriteRule{"Flash_Writes_32MiB", 0, WriteRole::NandWrites, WriteUnit::Mebibytes32, "", 0,
              "Silicon Motion (233, 245): flash writes in 32 MiB units"},
    WriteRule{"TLC_Writes_32MiB", 0, WriteRole::NandWrites, WriteUnit::Mebibytes32, "", 0,
              "Silicon Motion (245): TLC flash writes in 32 MiB units"},
    WriteRule{"SLC_Writes_32MiB", 0, WriteRole::SlcCacheWrites, WriteUnit::Mebibytes32, "", 0,
              "Silicon Motion (246): SLC-cache flash writes in 32 MiB units; not documented whether "
              "TLC_Writes_32MiB already includes data folded from the cache, so the two are never added"},
    // SandForce: drivedb names both 233 and 234 SandForce_Internal. On SandForce
    // drives 234 counts host writes (it equals 241 Lifetime_Writes_GiB) and 233
    // the writes to flash, in the same unit; the name alone means nothing on
    // other ids, hence (id, name) plus the companion 241 Lifetime_Writes_GiB.
    WriteRule{"SandForce_Internal", 233, WriteRole::NandWrites, WriteUnit::Gibibytes, "Lifetime_Writes_GiB", 241,
              "SandForce (233 beside 241 Lifetime_Writes_GiB): NAND writes in GiB, the unit of 241"},
    // Crucial/Micron: flash page programs, host and background. Page size is not
    // reported, so only the ratio (247 + 248) / 247 is known.
    WriteRule{"Host_Program_Page_Count", 0, WriteRole::HostPagePrograms, WriteUnit::Pages, "", 0,
              "Crucial/Micron (247): NAND pages programmed for host data"},
    WriteRule{"Bckgnd_Program_Page_Cnt", 0, WriteRole::OtherPagePrograms, WriteUnit::Pages, "", 0,
              "Micron 5100/52x0/5300 (248): NAND pages programmed by the drive itself"},
    WriteRule{"FTL_Program_Page_Count", 0, WriteRole::OtherPagePrograms, WriteUnit::Pages, "", 0,
              "Crucial client MX/BX (248): NAND pages programmed by the flash translation layer"},
};

// Names that look like write counters, and why they are not used.
constexpr std::array kUnusedWriteNames{
    UnusedWriteName{"NAND_Writes", WriteRole::NandWrites,
                    "the name states no unit and Samsung documents none; read as 512-byte sectors it "
                    "matches the flash writes implied by Wear_Leveling_Count (average erase cycles x "
                    "capacity) on one PM883 capture but is 14x to 54x smaller on other PM883/PM893 "
                    "captures, so no unit is adopted"},
    UnusedWriteName{"Host_Writes_MiB", WriteRole::HostWrites,
                    "drivedb marks this name as a guess (Apple SSDs, ticket #342)"},
    UnusedWriteName{"Lifetime_Writes", WriteRole::HostWrites, "no unit in the name (drivedb notes 'LBA?')"},
    UnusedWriteName{"Host_Writes", WriteRole::HostWrites, "no unit in the name"},
    UnusedWriteName{"Lifetime_Wts_Frm_Hst_GB", WriteRole::HostWrites,
                    "'GB' does not say whether 10^9 or 2^30 bytes"},
    UnusedWriteName{"Lifetime_Wts_To_Flsh_GB", WriteRole::NandWrites,
                    "'GB' does not say whether 10^9 or 2^30 bytes"},
    UnusedWriteName{"NAND_GB_Written_TLC", WriteRole::NandWrites,
                    "'GB' is undefined, and TLC and SLC counts may overlap"},
    UnusedWriteName{"Nand_Sectors_Written", WriteRole::NandWrites, "the NAND sector size is not stated"},
    UnusedWriteName{"Flash_Writes_Sectors", WriteRole::NandWrites, "the NAND sector size is not stated"},
    UnusedWriteName{"Flash_Writes_LBAs", WriteRole::NandWrites, "the NAND sector size is not stated"},
};

struct Unused {
    WriteRole role;
    std::string text;
};

struct Counter {
    std::string label;                        // "241 Lifetime_Writes_GiB"
    std::uint64_t raw = 0;
    WriteUnit unit = WriteUnit::Pages;
    std::optional<std::uint64_t> bytes;
    int rank = 0; // 0: unit stated (name or standard); 1: logical sectors by name only
};

std::string unit_text(WriteUnit unit, const SmartReport& report) {
    switch (unit) {
    case WriteUnit::Mebibytes32: return "32 MiB (2^25 bytes)";
    case WriteUnit::Gibibytes: return "1 GiB (2^30 bytes)";
    case WriteUnit::LogicalSectors:
        return "logical sector of " + std::to_string(report.logical_block_size.value_or(0)) + " bytes";
    case WriteUnit::Pages: return "flash page (size not reported)";
    }
    return "";
}

std::string describe(const Counter& counter, const SmartReport& report) {
    std::string text = counter.label + " raw " + std::to_string(counter.raw) + " × " + unit_text(counter.unit, report);
    if (counter.bytes) {
        text += " = " + std::to_string(*counter.bytes) + " bytes";
    }
    return text;
}

bool companion_present(const SmartReport& report, const WriteRule& rule) {
    if (rule.companion.empty()) {
        return true;
    }
    return attribute_named(report, rule.companion, rule.companion_id == 0 ? std::nullopt
                                                                          : std::optional<int>(rule.companion_id)) !=
           nullptr;
}

// A counter from an attribute, or the reason it cannot be one.
std::optional<Counter> counter_from(const SmartReport& report, const AtaAttribute& attribute, const WriteRule& rule,
                                    std::string& why_not) {
    const auto raw = plain_counter(attribute);
    if (!raw) {
        why_not = "raw value '" + attribute.raw_string + "' is not a plain counter";
        return std::nullopt;
    }
    Counter counter;
    counter.label = attribute_label(attribute);
    counter.raw = *raw;
    counter.unit = rule.unit;
    counter.rank = rule.unit == WriteUnit::LogicalSectors ? 1 : 0;
    if (rule.unit == WriteUnit::Pages) {
        return counter;
    }
    const auto per_unit = bytes_per_unit(rule.unit, report);
    if (!per_unit) {
        why_not = "the drive reports no logical sector size";
        return std::nullopt;
    }
    counter.bytes = checked_multiply(*raw, *per_unit);
    if (!counter.bytes) {
        why_not = "raw value " + std::to_string(*raw) + " would be more than 2^64 bytes";
        return std::nullopt;
    }
    return counter;
}

// Several counters of the same quantity: the one whose unit is stated wins;
// among those the largest (a counter may lag, it cannot run ahead).
const Counter* choose(const std::vector<Counter>& counters) {
    const Counter* best = nullptr;
    for (const auto& counter : counters) {
        if (best == nullptr || counter.rank < best->rank ||
            (counter.rank == best->rank && counter.bytes.value_or(0) > best->bytes.value_or(0))) {
            best = &counter;
        }
    }
    return best;
}

// How the other counters compare with the chosen one, for `method`.
std::string compare_others(const std::vector<Counter>& counters, const Counter& chosen, const SmartReport& report) {
    std::string text;
    for (const auto& other : counters) {
        if (&other == &chosen || !other.bytes || !chosen.bytes || *chosen.bytes == 0) {
            continue;
        }
        const double ratio = static_cast<double>(*chosen.bytes) / static_cast<double>(*other.bytes == 0 ? 1 : *other.bytes);
        if (*other.bytes == *chosen.bytes) {
            text += "; " + other.label + " agrees";
        } else if (ratio >= 10.0 || ratio <= 0.1) {
            const long long factor = std::llround(ratio >= 1.0 ? ratio : 1.0 / ratio);
            text += "; not used: " + describe(other, report) + ", " + std::to_string(factor) + "x " +
                    (ratio >= 1.0 ? "less" : "more") + " than " + chosen.label +
                    (chosen.rank < other.rank ? ", whose name states its unit" : "");
        } else {
            text += "; not used: " + describe(other, report) + (*other.bytes < *chosen.bytes ? ", lower than " : ", higher than ") +
                    chosen.label;
        }
    }
    return text;
}

double round2(double value) { return std::round(value * 100.0) / 100.0; }

void set_gap(WriteFacts& facts, WriteGap gap, std::string reason) {
    facts.gap = gap;
    facts.write_amplification.reset();
    facts.unavailable_reason = std::move(reason);
}

std::string unknown_attribute_ids(const SmartReport& report) {
    std::string ids;
    for (const auto& attribute : report.attributes) {
        if (attribute.name == "Unknown_Attribute") {
            ids += (ids.empty() ? "" : ", ") + std::to_string(attribute.id);
        }
    }
    return ids;
}

WriteFacts analyze_nvme(const SmartReport& report) {
    WriteFacts facts;
    const auto& log = *report.nvme;
    if (log.data_units_written) {
        if (auto bytes = checked_multiply(*log.data_units_written, kNvmeDataUnit)) {
            facts.host_bytes = bytes;
            facts.method = "host writes: NVMe health log Data Units Written " +
                           std::to_string(*log.data_units_written) + " × 512,000 bytes (1 unit = 1000 × 512 bytes) = " +
                           std::to_string(*bytes) + " bytes";
        }
    }
    set_gap(facts, WriteGap::NoNandCounter,
            "NVMe drives count host writes (Data Units Written) but the standard NVMe health log has no "
            "count of NAND writes, so write amplification cannot be computed");
    return facts;
}

} // namespace

std::span<const WriteRule> write_rules() { return kWriteRules; }
std::span<const UnusedWriteName> unused_write_names() { return kUnusedWriteNames; }

const WriteRule* write_rule_for(const SmartReport& report, const AtaAttribute& attribute) {
    for (const auto& rule : kWriteRules) {
        if (rule.name == attribute.name && (rule.id == 0 || rule.id == attribute.id) &&
            companion_present(report, rule)) {
            return &rule;
        }
    }
    return nullptr;
}

std::optional<std::uint64_t> bytes_per_unit(WriteUnit unit, const SmartReport& report) {
    switch (unit) {
    case WriteUnit::Mebibytes32: return kMebibytes32;
    case WriteUnit::Gibibytes: return kGibibyte;
    case WriteUnit::LogicalSectors:
        if (report.logical_block_size && *report.logical_block_size > 0) {
            return *report.logical_block_size;
        }
        return std::nullopt;
    case WriteUnit::Pages: return std::nullopt;
    }
    return std::nullopt;
}

WriteFacts analyze_writes(const SmartReport& report) {
    if (report.is_nvme() && report.nvme) {
        return analyze_nvme(report);
    }
    WriteFacts facts;
    if (report.attributes.empty() && report.device_statistics.empty()) {
        set_gap(facts, WriteGap::NotEvaluated, "the drive reported no SMART attributes");
        return facts;
    }

    const bool trusted = names_from_drive_database(report);
    std::vector<Counter> host;
    std::vector<Counter> nand;
    std::vector<Counter> slc;
    std::optional<Counter> host_pages;
    std::optional<Counter> other_pages;
    std::vector<Unused> unused;

    if (trusted) {
        for (const auto& attribute : report.attributes) {
            if (const WriteRule* rule = write_rule_for(report, attribute)) {
                std::string why_not;
                auto counter = counter_from(report, attribute, *rule, why_not);
                if (!counter) {
                    unused.push_back({rule->role, attribute_label(attribute) + " (" + why_not + ")"});
                    continue;
                }
                switch (rule->role) {
                case WriteRole::HostWrites: host.push_back(*counter); break;
                case WriteRole::NandWrites: nand.push_back(*counter); break;
                case WriteRole::SlcCacheWrites: slc.push_back(*counter); break;
                case WriteRole::HostPagePrograms: host_pages = *counter; break;
                case WriteRole::OtherPagePrograms: other_pages = *counter; break;
                }
                continue;
            }
            for (const auto& name : kUnusedWriteNames) {
                if (name.name == attribute.name) {
                    unused.push_back({name.role, attribute_label(attribute) + ": " + std::string(name.why)});
                }
            }
        }
    }
    // ATA Device Statistics page 1: the unit (logical sectors) is defined by the
    // ATA standard (ACS), so it counts whether or not the drive is in the database.
    if (const DeviceStatistic* written = report.device_statistic("Logical Sectors Written");
        written != nullptr && written->page == 1) {
        if (const auto sector = bytes_per_unit(WriteUnit::LogicalSectors, report)) {
            if (const auto bytes = checked_multiply(written->value, *sector)) {
                Counter counter;
                counter.label = "ATA Device Statistics 'Logical Sectors Written'";
                counter.raw = written->value;
                counter.unit = WriteUnit::LogicalSectors;
                counter.bytes = bytes;
                counter.rank = 0;
                host.push_back(counter);
            }
        }
    }

    std::string method;
    const Counter* chosen_host = choose(host);
    if (chosen_host != nullptr) {
        facts.host_bytes = chosen_host->bytes;
        method = "host writes: " + describe(*chosen_host, report) + compare_others(host, *chosen_host, report);
    }

    const bool rotating = report.rotation_rate.value_or(0) > 0;
    if (rotating) {
        facts.method = method;
        set_gap(facts, WriteGap::RotatingDrive,
                "rotating drive (" + std::to_string(*report.rotation_rate) +
                    " rpm): a hard disk overwrites sectors in place, write amplification does not apply");
        return facts;
    }
    if (!trusted) {
        facts.method = method;
        const std::string unknown = unknown_attribute_ids(report);
        set_gap(facts, WriteGap::NotInDriveDatabase,
                report.reader != "smartctl"
                    ? "attributes were read without smartctl's drive database (" + report.reader +
                          "), so the vendor write counters cannot be identified"
                    : "the drive is not in smartctl's drive database: its attribute names are generic "
                      "defaults that establish no unit" +
                          (unknown.empty() ? std::string() : " (attributes " + unknown + " are Unknown_Attribute)") +
                          ", so no vendor write counter is used");
        return facts;
    }

    // Crucial/Micron page counters: WA = (host pages + other pages) / host pages.
    if (host_pages && other_pages) {
        facts.method = method;
        if (host_pages->raw == 0) {
            set_gap(facts, WriteGap::NoHostWritesYet, host_pages->label + " is 0: nothing written yet");
            return facts;
        }
        const double ratio = static_cast<double>(host_pages->raw + other_pages->raw) /
                             static_cast<double>(host_pages->raw);
        facts.write_amplification = round2(ratio);
        facts.gap = WriteGap::None;
        facts.unavailable_reason.reset();
        facts.method += (facts.method.empty() ? "" : "; ") + std::string("WA = (") + host_pages->label + " " +
                        std::to_string(host_pages->raw) + " + " + other_pages->label + " " +
                        std::to_string(other_pages->raw) + ") / " + std::to_string(host_pages->raw) +
                        " flash pages (all pages programmed / pages programmed for the host); the page size is "
                        "not reported, so NAND bytes are not given";
        return facts;
    }

    if (chosen_host == nullptr) {
        facts.method = method;
        std::string why;
        for (const auto& item : unused) {
            if (item.role == WriteRole::HostWrites) {
                why += "; " + item.text;
            }
        }
        set_gap(facts, WriteGap::NoHostCounter, "the drive reports no host-writes counter of known unit" + why);
        return facts;
    }
    if (!slc.empty() && !nand.empty()) {
        facts.method = method;
        set_gap(facts, WriteGap::AmbiguousCounters,
                "the drive counts SLC-cache writes (" + slc.front().label + ") and TLC writes (" +
                    nand.front().label + ") separately; whether one includes the other is not documented");
        return facts;
    }
    const Counter* chosen_nand = choose(nand);
    if (chosen_nand == nullptr) {
        facts.method = method;
        bool unit_unknown = false;
        std::string why;
        for (const auto& item : unused) {
            if (item.role == WriteRole::NandWrites || item.role == WriteRole::SlcCacheWrites) {
                why += (why.empty() ? "" : "; ") + item.text;
                unit_unknown = true;
            }
        }
        const std::string unknown = unknown_attribute_ids(report);
        if (unit_unknown) {
            set_gap(facts, WriteGap::NandUnitUnknown, "no NAND-writes counter of known unit: " + why);
        } else {
            set_gap(facts, WriteGap::NoNandCounter,
                    "the drive reports host writes only, no count of writes to flash (NAND)" +
                        (unknown.empty() ? std::string()
                                         : "; attributes " + unknown +
                                               " are Unknown_Attribute, meaning unknown to smartctl's database"));
        }
        return facts;
    }

    facts.nand_bytes = chosen_nand->bytes;
    method += "; NAND writes: " + describe(*chosen_nand, report) + compare_others(nand, *chosen_nand, report);
    facts.method = method;
    if (!facts.host_bytes || *facts.host_bytes == 0) {
        set_gap(facts, WriteGap::NoHostWritesYet, chosen_host->label + " is 0: nothing written yet");
        return facts;
    }
    if (!facts.nand_bytes) {
        set_gap(facts, WriteGap::NandUnitUnknown, chosen_nand->label + " has no byte unit");
        return facts;
    }
    facts.write_amplification =
        round2(static_cast<double>(*facts.nand_bytes) / static_cast<double>(*facts.host_bytes));
    facts.method += "; WA = NAND bytes / host bytes";
    facts.gap = WriteGap::None;
    facts.unavailable_reason.reset();
    return facts;
}

} // namespace ssd
