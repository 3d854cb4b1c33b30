#include "core/health/media_counters.h"

#include <array>
#include <charconv>
#include <string_view>

#include "core/health/attribute_values.h"

namespace ssd {

namespace {

// Attribute names per counter. These ids (5, 187, 197, 198, 199) are the same
// across vendors, so the names are used even for drives that are not in
// smartctl's database (where smartctl prints exactly these default names).
constexpr std::array<std::string_view, 3> kReallocated{"Reallocated_Sector_Ct", "Retired_Block_Count",
                                                       "Reallocate_NAND_Blk_Cnt"};
constexpr std::array<std::string_view, 2> kPending{"Current_Pending_Sector", "Pending_Sector_Count"};
constexpr std::array<std::string_view, 1> kOfflineUncorrectable{"Offline_Uncorrectable"};
constexpr std::array<std::string_view, 2> kReportedUncorrectable{"Reported_Uncorrect", "Uncorrectable_Error_Cnt"};
// Interface CRC errors: attribute 199 under any of its database names. Keyed on
// (id, name): Phison drives also have a 218 CRC_Error_Count of another meaning.
constexpr int kCrcId = 199;
constexpr std::array<std::string_view, 3> kInterfaceCrc{"UDMA_CRC_Error_Count", "CRC_Error_Count",
                                                        "SATA_CRC_Error_Count"};

template <std::size_t N>
std::optional<CounterReading> by_names(const SmartReport& report, const std::array<std::string_view, N>& names,
                                       std::optional<int> id = std::nullopt) {
    for (const auto& attribute : report.attributes) {
        if (id && attribute.id != *id) {
            continue;
        }
        for (const auto name : names) {
            if (attribute.name == name) {
                if (const auto count = leading_count(attribute)) {
                    return CounterReading{attribute_label(attribute), *count};
                }
            }
        }
    }
    return std::nullopt;
}

std::optional<CounterReading> by_statistic(const SmartReport& report, std::string_view name) {
    if (const DeviceStatistic* statistic = report.device_statistic(name)) {
        return CounterReading{"ATA Device Statistics '" + std::string(name) + "'", statistic->value};
    }
    return std::nullopt;
}

} // namespace

std::optional<std::uint64_t> leading_count(const AtaAttribute& attribute) {
    if (const auto plain = plain_counter(attribute)) {
        return plain;
    }
    const std::string& text = attribute.raw_string;
    const auto space = text.find(' ');
    if (space == std::string::npos || space == 0 || text.compare(space, 2, " (") != 0 || text.back() != ')') {
        return std::nullopt;
    }
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + space, value);
    if (ec != std::errc{} || end != text.data() + space) {
        return std::nullopt;
    }
    return value;
}

bool MediaCounters::any_media_problem() const {
    for (const auto* reading : {&reallocated, &pending, &offline_uncorrectable, &reported_uncorrectable,
                                &nvme_media_errors}) {
        if (*reading && (*reading)->count > 0) {
            return true;
        }
    }
    return false;
}

MediaCounters read_media_counters(const SmartReport& report) {
    MediaCounters counters;
    counters.reallocated = by_names(report, kReallocated);
    counters.pending = by_names(report, kPending);
    counters.offline_uncorrectable = by_names(report, kOfflineUncorrectable);
    counters.reported_uncorrectable = by_names(report, kReportedUncorrectable);
    if (!counters.reported_uncorrectable) {
        counters.reported_uncorrectable = by_statistic(report, "Number of Reported Uncorrectable Errors");
    }
    counters.interface_crc = by_names(report, kInterfaceCrc, kCrcId);
    if (!counters.interface_crc) {
        counters.interface_crc = by_statistic(report, "Number of Interface CRC Errors");
    }
    if (report.nvme && report.nvme->media_errors) {
        counters.nvme_media_errors =
            CounterReading{"NVMe health log Media and Data Integrity Errors", *report.nvme->media_errors};
    }
    return counters;
}

} // namespace ssd
