#include "core/health/plausibility.h"

#include <cstdio>
#include <functional>
#include <optional>

#include "core/health/attribute_values.h"
#include "core/util/units.h"

namespace ssd {

namespace {

// Generous bounds: a rule fires only for what physics rules out, never for a
// drive that is merely unusual.
// Raw flash is at most ~1.5× the user capacity (28 % is the most over-provisioning
// seen on enterprise drives), and a cycle can write it at most once; ×4 leaves
// room for SLC-mode blocks and counters that lag.
constexpr double kEraseCycleMargin = 4.0;
// 100 drive writes an hour is beyond any SSD's sequential write speed at any
// capacity (a 250 GB drive would need ~7 GB/s sustained for the whole life).
constexpr double kMaxDriveWritesPerHour = 100.0;

// Average erase (P/E) cycles, by drive-database name: Phison 244 and SMI 167
// Average_Erase_Count, Micron 173 Avg_Block-Erase_Count, SanDisk 173
// Avg_Write/Erase_Count.
std::optional<std::uint64_t> average_erase_cycles(const SmartReport& report) {
    if (!names_from_drive_database(report)) return std::nullopt;
    for (const char* name : {"Average_Erase_Count", "Avg_Block-Erase_Count", "Avg_Write/Erase_Count"}) {
        if (const AtaAttribute* attribute = attribute_named(report, name)) {
            if (const auto value = plain_counter(*attribute)) return value;
        }
    }
    return std::nullopt;
}

std::string gigabytes(std::uint64_t bytes) { return format_bytes(bytes); }

struct Rule {
    PlausibilityRule id;
    // The reason it fails, or nullopt when the numbers pass (or cannot be checked).
    std::function<std::optional<std::string>(const SmartReport&, const WriteFacts&)> test;
};

std::optional<std::string> nand_below_host(const SmartReport& report, const WriteFacts& writes) {
    if (!writes.write_amplification || *writes.write_amplification >= 1.0 || compresses_data(report)) {
        return std::nullopt;
    }
    char ratio[16];
    std::snprintf(ratio, sizeof ratio, "%.2f", *writes.write_amplification);
    return "NAND writes below host writes (their ratio would be " + std::string(ratio) +
           "): only a controller that compresses data (SandForce) can write less to flash than the computer sent, "
           "and this one does not, so the two counters do not mean on this drive what their names say (a model "
           "shipped with different controllers, such as the Kingston A400, counts differently on each)";
}

std::optional<std::string> nand_beyond_erase_cycles(const SmartReport& report, const WriteFacts& writes) {
    const auto cycles = average_erase_cycles(report);
    if (!writes.nand_bytes || !cycles || !report.capacity_bytes || *report.capacity_bytes == 0) return std::nullopt;
    const double possible = kEraseCycleMargin * static_cast<double>(*cycles + 1) * static_cast<double>(*report.capacity_bytes);
    if (static_cast<double>(*writes.nand_bytes) <= possible) return std::nullopt;
    return "NAND writes of " + gigabytes(*writes.nand_bytes) + " are more than " +
           std::to_string(static_cast<int>(kEraseCycleMargin)) + "× what " + std::to_string(*cycles) +
           " average erase cycles of a " + gigabytes(*report.capacity_bytes) +
           " drive can have written: the NAND counter's unit is not what its name says on this drive";
}

std::optional<std::string> host_writes_too_fast(const SmartReport& report, const WriteFacts& writes) {
    if (!writes.host_bytes || !report.capacity_bytes || *report.capacity_bytes == 0 || !report.power_on_hours ||
        *report.power_on_hours == 0) {
        return std::nullopt;
    }
    const double per_hour = static_cast<double>(*writes.host_bytes) / static_cast<double>(*report.capacity_bytes) /
                            static_cast<double>(*report.power_on_hours);
    if (per_hour <= kMaxDriveWritesPerHour) return std::nullopt;
    return "host writes of " + gigabytes(*writes.host_bytes) + " in " + std::to_string(*report.power_on_hours) +
           " power-on hours are over " + std::to_string(static_cast<int>(kMaxDriveWritesPerHour)) +
           " drive writes an hour, faster than any drive writes: the host counter's unit is not what its name "
           "says on this drive";
}

const Rule kRules[] = {
    {PlausibilityRule::NandBelowHost, nand_below_host},
    {PlausibilityRule::NandBeyondEraseCycles, nand_beyond_erase_cycles},
    {PlausibilityRule::HostWritesTooFast, host_writes_too_fast},
};

} // namespace

bool compresses_data(const SmartReport& report) {
    if (report.model_family && report.model_family->find("SandForce") != std::string::npos) return true;
    const AtaAttribute* nand = report.attribute(233);
    return nand != nullptr && nand->name == "SandForce_Internal";
}

void check_plausibility(const SmartReport& report, WriteFacts& writes) {
    std::vector<Implausibility> failed;
    for (const auto& rule : kRules) {
        if (auto reason = rule.test(report, writes)) failed.push_back({rule.id, std::move(*reason)});
    }
    if (failed.empty()) return;
    for (const auto& implausible : failed) {
        writes.write_amplification.reset();
        if (implausible.rule == PlausibilityRule::HostWritesTooFast) {
            writes.host_bytes.reset();
            writes.host_unit_bytes.reset();
        } else {
            writes.nand_bytes.reset();
            writes.nand_unit_bytes.reset();
        }
    }
    writes.gap = WriteGap::Implausible;
    writes.unavailable_reason = failed.front().reason;
    writes.implausible = std::move(failed);
}

} // namespace ssd
