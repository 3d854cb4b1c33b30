#include "core/health/write_amplification.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/health/attribute_values.h"
#include "core/health/counter_truncation.h"
#include "core/util/rounding.h"
#include "core/util/units.h"

namespace ssd {

namespace {

constexpr std::uint64_t kMebibytes32 = 1ULL << 25;
constexpr std::uint64_t kGibibyte = 1ULL << 30;
constexpr std::uint64_t kNvmeDataUnit = 512000; // NVMe: 1000 units of 512 bytes

// A write counter is an attribute *name* as smartctl's drive database assigns
// it (never a bare attribute number), with what it counts and in which unit:
// the catalogue's write rows (core/smart/attribute_catalogue.cpp). Names are
// only believed when the drive is in smartctl's database (see
// names_from_drive_database): for other drives smartctl prints generic
// defaults that say nothing about units.

struct Unused {
    AttributeMeaning role;
    std::string text;
};

struct Counter {
    std::string label;                        // "241 Lifetime_Writes_GiB"
    std::uint64_t raw = 0;
    AttributeUnit unit = AttributeUnit::Pages;
    std::optional<std::uint64_t> bytes;
    int rank = 0; // 0: unit stated (name or standard); 1: logical sectors by name only
};

std::string unit_text(AttributeUnit unit, const SmartReport& report) {
    switch (unit) {
    case AttributeUnit::Mebibytes32: return "32 MiB (2^25 bytes)";
    case AttributeUnit::Gibibytes: return "1 GiB (2^30 bytes)";
    case AttributeUnit::LogicalSectors:
        return "logical sector of " + std::to_string(report.logical_block_size.value_or(0)) + " bytes";
    case AttributeUnit::Pages: return "flash page (size not reported)";
    default: return "";
    }
}

std::string describe(const Counter& counter, const SmartReport& report) {
    if (counter.rank < 0 && report.smartctl_host_writes) {
        return counter.label + " " + std::to_string(counter.raw) + " units × " +
               std::to_string(report.smartctl_host_writes->bytes_per_unit) + " bytes (as smartctl states) = " +
               std::to_string(counter.bytes.value_or(0)) + " bytes";
    }
    std::string text = counter.label + " raw " + std::to_string(counter.raw) + " × " + unit_text(counter.unit, report);
    if (counter.bytes) {
        text += " = " + std::to_string(*counter.bytes) + " bytes";
    }
    return text;
}

bool companion_present(const SmartReport& report, const AttributeEntry& rule) {
    if (rule.companion.empty()) {
        return true;
    }
    return attribute_named(report, rule.companion, rule.companion_id == 0 ? std::nullopt
                                                                          : std::optional<int>(rule.companion_id)) !=
           nullptr;
}

// A counter from an attribute, or the reason it cannot be one.
std::optional<Counter> counter_from(const SmartReport& report, const AtaAttribute& attribute,
                                    const AttributeEntry& rule, std::string& why_not) {
    const auto raw = plain_counter(attribute);
    if (!raw) {
        why_not = "raw value '" + attribute.raw_string + "' is not a plain counter";
        return std::nullopt;
    }
    Counter counter;
    counter.label = attribute_label(attribute);
    counter.raw = *raw;
    counter.unit = rule.unit;
    counter.rank = rule.unit == AttributeUnit::LogicalSectors ? 1 : 0;
    if (rule.unit == AttributeUnit::Pages) {
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

// Leaves out every counter that is another one of the same unit cut short (an ATA
// statistic kept in 32 bits beside the attribute's whole count), with the reason: the
// whole count wins whatever the ranks say.
void drop_truncated(std::vector<Counter>& counters, std::vector<std::string>& rejected) {
    std::vector<Counter> kept;
    for (const auto& counter : counters) {
        bool cut_short = false;
        for (const auto& other : counters) {
            if (&other == &counter || other.unit != counter.unit) continue;
            if (const auto width = truncated_width(counter.raw, other.raw)) {
                rejected.push_back(truncation_reason(counter.label, counter.raw, other.label, other.raw, *width));
                cut_short = true;
                break;
            }
        }
        if (!cut_short) kept.push_back(counter);
    }
    counters = std::move(kept);
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

// Media writes from an NVMe log page (smart/nvme_media_logs.h): NAND bytes beside the health
// log's host bytes; WA over the log's own host counter when it has one (both read at once, in
// one unit), else over the health log's Data Units Written.
void set_nvme_media_wa(WriteFacts& facts, const NvmeMediaWrites& media) {
    facts.nand_bytes = media.media_bytes;
    facts.nand_unit_bytes = media.step_bytes;
    const std::string log = std::string(kNvmeMediaLogs.label(media.log));
    facts.method += "; NAND writes: " + log + ", " + std::to_string(media.media_bytes) + " bytes written to the media";
    if (!media.host_bytes && !facts.host_bytes) {
        set_gap(facts, WriteGap::NoHostCounter, "the health log gives no Data Units Written and " + log + " has no host counter");
        return;
    }
    const auto ratio = nvme_media_write_amplification(media, facts.host_bytes);
    if (!ratio) {
        set_gap(facts, WriteGap::NoHostWritesYet, "the host has written nothing yet");
        return;
    }
    facts.write_amplification = round_decimals(*ratio, 2);
    facts.method += media.host_bytes ? "; WA = media bytes / the same log's host bytes (" +
                                           std::to_string(*media.host_bytes) + ")"
                                     : "; WA = media bytes / the health log's host bytes";
    facts.gap = WriteGap::None;
    facts.unavailable_reason.reset();
}

WriteFacts analyze_nvme(const SmartReport& report) {
    WriteFacts facts;
    const auto& log = *report.nvme;
    if (log.data_units_written) {
        if (auto bytes = checked_multiply(*log.data_units_written, kNvmeDataUnit)) {
            facts.host_bytes = bytes;
            facts.host_unit_bytes = kNvmeDataUnit;
            facts.method = "host writes: NVMe health log Data Units Written " +
                           std::to_string(*log.data_units_written) + " × 512,000 bytes (1 unit = 1000 × 512 bytes) = " +
                           std::to_string(*bytes) + " bytes";
        }
    }
    if (const auto& stated = report.smartctl_host_writes; stated && facts.host_bytes) {
        const auto bytes = checked_multiply(stated->units, stated->bytes_per_unit);
        facts.method += bytes == facts.host_bytes ? "; smartctl's host_writes agrees"
                                                  : "; smartctl's host_writes says " + std::to_string(bytes.value_or(0)) +
                                                        " bytes (not used: the health log is read directly)";
    }
    if (report.nvme_media && report.nvme_media->writes) {
        set_nvme_media_wa(facts, *report.nvme_media->writes);
        return facts;
    }
    const std::string no_nand =
        "NVMe drives count host writes (Data Units Written) but the standard NVMe health log has no count of NAND "
        "writes";
    if (!report.nvme_media) {
        set_gap(facts, WriteGap::NoNandCounter,
                no_nand + ", and no log page that counts media writes was read with this document");
    } else {
        set_gap(facts, WriteGap::NoNandCounter,
                no_nand + ", and no log page that counts them could be used: " + joined_not_used(*report.nvme_media));
    }
    return facts;
}

} // namespace

const AttributeEntry* write_rule_for(const SmartReport& report, const AtaAttribute& attribute) {
    for (const auto& rule : attribute_catalogue()) {
        if (rule.match == NameMatch::Exact && rule.name == attribute.name &&
            (rule.id == 0 || rule.id == attribute.id) && is_write_counter(rule.meaning) &&
            rule.unit != AttributeUnit::Unstated && companion_present(report, rule)) {
            return &rule;
        }
    }
    return nullptr;
}

std::optional<std::uint64_t> bytes_per_unit(AttributeUnit unit, const SmartReport& report) {
    switch (unit) {
    case AttributeUnit::Mebibytes32: return kMebibytes32;
    case AttributeUnit::Gibibytes: return kGibibyte;
    case AttributeUnit::LogicalSectors:
        if (report.logical_block_size && *report.logical_block_size > 0) {
            return *report.logical_block_size;
        }
        return std::nullopt;
    default: return std::nullopt;
    }
}

namespace {

// The write counters a drive's attributes and statistics offer, by role.
struct AtaWriteCounters {
    std::vector<Counter> host;
    std::vector<Counter> nand;
    std::vector<Counter> slc;
    std::optional<Counter> host_pages;
    std::optional<Counter> other_pages;
    std::vector<Unused> unused; // write counters seen but not usable, and why
};

// The vendor attributes the drive database names (only trusted names establish a unit).
void collect_attribute_counters(const SmartReport& report, AtaWriteCounters& counters) {
    for (const auto& attribute : report.attributes) {
        if (const AttributeEntry* rule = write_rule_for(report, attribute)) {
            std::string why_not;
            auto counter = counter_from(report, attribute, *rule, why_not);
            if (!counter) {
                counters.unused.push_back({rule->meaning, attribute_label(attribute) + " (" + why_not + ")"});
                continue;
            }
            switch (rule->meaning) {
            case AttributeMeaning::HostWrites: counters.host.push_back(*counter); break;
            case AttributeMeaning::NandWrites: counters.nand.push_back(*counter); break;
            case AttributeMeaning::SlcCacheWrites: counters.slc.push_back(*counter); break;
            case AttributeMeaning::HostPagePrograms: counters.host_pages = *counter; break;
            case AttributeMeaning::OtherPagePrograms: counters.other_pages = *counter; break;
            default: break;
            }
            continue;
        }
        // A name that looks like a write counter but whose unit is not established.
        if (const AttributeEntry* entry = catalogue_entry(attribute.name, attribute.id);
            entry != nullptr && is_write_counter(entry->meaning) && entry->unit == AttributeUnit::Unstated) {
            counters.unused.push_back({entry->meaning, attribute_label(attribute) + ": " + std::string(entry->basis)});
        }
    }
}

// Host counters whose unit a standard states, whether or not the drive is in the database.
void collect_standard_host_counters(const SmartReport& report, AtaWriteCounters& counters) {
    // ATA Device Statistics page 1: the unit (logical sectors) is defined by ACS.
    if (const DeviceStatistic* written = report.device_statistic("Logical Sectors Written");
        written != nullptr && written->page == 1) {
        if (const auto sector = bytes_per_unit(AttributeUnit::LogicalSectors, report)) {
            if (const auto bytes = checked_multiply(written->value, *sector)) {
                Counter counter;
                counter.label = "ATA Device Statistics 'Logical Sectors Written'";
                counter.raw = written->value;
                counter.unit = AttributeUnit::LogicalSectors;
                counter.bytes = bytes;
                counter.rank = 0;
                counters.host.push_back(counter);
            }
        }
    }
    // smartctl 8 states the unit itself: preferred over every other host counter.
    if (const auto& stated = report.smartctl_host_writes) {
        if (const auto bytes = checked_multiply(stated->units, stated->bytes_per_unit)) {
            Counter counter;
            counter.label = "smartctl's host_writes";
            counter.raw = stated->units;
            counter.unit = stated->bytes_per_unit == report.logical_block_size.value_or(0) ? AttributeUnit::LogicalSectors
                                                                                           : AttributeUnit::None;
            counter.bytes = bytes;
            counter.rank = -1;
            counters.host.push_back(counter);
        }
    }
}

// What the unused counters of these roles said, joined by "; ".
std::string unused_texts(const std::vector<Unused>& unused, std::initializer_list<AttributeMeaning> roles) {
    std::string text;
    for (const auto& item : unused) {
        if (std::find(roles.begin(), roles.end(), item.role) != roles.end()) {
            text += (text.empty() ? "" : "; ") + item.text;
        }
    }
    return text;
}

std::string not_in_database_reason(const SmartReport& report) {
    if (report.reader != "smartctl") {
        return "attributes were read without smartctl's drive database (" + report.reader +
               "), so the vendor write counters cannot be identified";
    }
    const std::string unknown = unknown_attribute_ids(report);
    return "the drive is not in smartctl's drive database: its attribute names are generic defaults that establish "
           "no unit" +
           (unknown.empty() ? std::string() : " (attributes " + unknown + " are Unknown_Attribute)") +
           ", so no vendor write counter is used";
}

// Crucial/Micron page counters: WA = (host pages + other pages) / host pages.
void set_page_program_wa(WriteFacts& facts, const Counter& host_pages, const Counter& other_pages) {
    if (host_pages.raw == 0) {
        set_gap(facts, WriteGap::NoHostWritesYet, host_pages.label + " is 0: nothing written yet");
        return;
    }
    const double ratio = static_cast<double>(host_pages.raw + other_pages.raw) / static_cast<double>(host_pages.raw);
    facts.write_amplification = round_decimals(ratio, 2);
    facts.gap = WriteGap::None;
    facts.unavailable_reason.reset();
    facts.method += (facts.method.empty() ? "" : "; ") + std::string("WA = (") + host_pages.label + " " +
                    std::to_string(host_pages.raw) + " + " + other_pages.label + " " + std::to_string(other_pages.raw) +
                    ") / " + std::to_string(host_pages.raw) +
                    " flash pages (all pages programmed / pages programmed for the host); the page size is "
                    "not reported, so NAND bytes are not given";
}

// No NAND counter to use: its unit unknown, or none at all.
void set_no_nand_gap(WriteFacts& facts, const SmartReport& report, const std::vector<Unused>& unused) {
    const std::string why = unused_texts(unused, {AttributeMeaning::NandWrites, AttributeMeaning::SlcCacheWrites});
    if (!why.empty()) {
        set_gap(facts, WriteGap::NandUnitUnknown, "no NAND-writes counter of known unit: " + why);
        return;
    }
    const std::string unknown = unknown_attribute_ids(report);
    set_gap(facts, WriteGap::NoNandCounter,
            "the drive reports host writes only, no count of writes to flash (NAND)" +
                (unknown.empty() ? std::string()
                                 : "; attributes " + unknown +
                                       " are Unknown_Attribute, meaning unknown to smartctl's database"));
}

// NAND bytes over host bytes.
void set_byte_wa(WriteFacts& facts, const SmartReport& report, const Counter& host, const Counter& nand,
                 const std::vector<Counter>& nand_counters) {
    facts.nand_bytes = nand.bytes;
    facts.nand_unit_bytes = bytes_per_unit(nand.unit, report);
    facts.method += "; NAND writes: " + describe(nand, report) + compare_others(nand_counters, nand, report);
    if (!facts.host_bytes || *facts.host_bytes == 0) {
        set_gap(facts, WriteGap::NoHostWritesYet, host.label + " is 0: nothing written yet");
        return;
    }
    if (!facts.nand_bytes) {
        set_gap(facts, WriteGap::NandUnitUnknown, nand.label + " has no byte unit");
        return;
    }
    facts.write_amplification =
        round_decimals(static_cast<double>(*facts.nand_bytes) / static_cast<double>(*facts.host_bytes), 2);
    facts.method += "; WA = NAND bytes / host bytes";
    facts.gap = WriteGap::None;
    facts.unavailable_reason.reset();
}

WriteFacts analyze_ata_writes(const SmartReport& report) {
    WriteFacts facts;
    if (report.attributes.empty() && report.device_statistics.empty()) {
        set_gap(facts, WriteGap::NotEvaluated, "the drive reported no SMART attributes");
        return facts;
    }
    const bool trusted = names_from_drive_database(report);
    AtaWriteCounters counters;
    if (trusted) collect_attribute_counters(report, counters);
    collect_standard_host_counters(report, counters);
    drop_truncated(counters.host, facts.rejected);
    drop_truncated(counters.nand, facts.rejected);

    const Counter* chosen_host = choose(counters.host);
    if (chosen_host != nullptr) {
        facts.host_bytes = chosen_host->bytes;
        facts.host_unit_bytes = chosen_host->rank < 0 ? report.smartctl_host_writes->bytes_per_unit
                                                      : bytes_per_unit(chosen_host->unit, report);
        facts.method = "host writes: " + describe(*chosen_host, report) + compare_others(counters.host, *chosen_host, report);
        for (const auto& reason : facts.rejected) facts.method += "; not used: " + reason;
    }
    if (report.rotation_rate.value_or(0) > 0) {
        set_gap(facts, WriteGap::RotatingDrive,
                "rotating drive (" + std::to_string(*report.rotation_rate) +
                    " rpm): a hard disk overwrites sectors in place, write amplification does not apply");
        return facts;
    }
    if (!trusted) {
        set_gap(facts, WriteGap::NotInDriveDatabase, not_in_database_reason(report));
        return facts;
    }
    if (counters.host_pages && counters.other_pages) {
        set_page_program_wa(facts, *counters.host_pages, *counters.other_pages);
        return facts;
    }
    if (chosen_host == nullptr) {
        const std::string why = unused_texts(counters.unused, {AttributeMeaning::HostWrites});
        set_gap(facts, WriteGap::NoHostCounter,
                "the drive reports no host-writes counter of known unit" + (why.empty() ? "" : "; " + why));
        return facts;
    }
    if (!counters.slc.empty() && !counters.nand.empty()) {
        set_gap(facts, WriteGap::AmbiguousCounters,
                "the drive counts SLC-cache writes (" + counters.slc.front().label + ") and TLC writes (" +
                    counters.nand.front().label + ") separately; whether one includes the other is not documented");
        return facts;
    }
    const Counter* chosen_nand = choose(counters.nand);
    if (chosen_nand == nullptr) {
        set_no_nand_gap(facts, report, counters.unused);
        return facts;
    }
    set_byte_wa(facts, report, *chosen_host, *chosen_nand, counters.nand);
    return facts;
}

} // namespace

WriteFacts analyze_writes(const SmartReport& report) {
    if (report.is_nvme() && report.nvme) {
        return analyze_nvme(report);
    }
    WriteFacts facts = analyze_ata_writes(report);
    // Which database named the counters, when it was not the capture's own.
    if (report.names_database && names_from_drive_database(report) && !facts.method.empty()) {
        facts.method = "attribute names from " + *report.names_database + "; " + facts.method;
    }
    return facts;
}

} // namespace ssd
