#include "core/health/media_counters.h"

#include <charconv>
#include <utility>
#include <string_view>

#include "core/health/attribute_values.h"
#include "core/smart/attribute_catalogue.h"

namespace ssd {

namespace {

// The first attribute whose catalogue row has this meaning and whose raw
// value holds a count. The rows of these counters (5, 187, 197, 198, 199) are
// the same across vendors, so they are read even for drives that are not in
// smartctl's database (where smartctl prints exactly these default names).
std::optional<CounterReading> by_meaning(const SmartReport& report, AttributeMeaning meaning) {
    for (const auto& attribute : report.attributes) {
        const AttributeEntry* entry = catalogue_entry(attribute.name, attribute.id);
        if (entry == nullptr || entry->meaning != meaning) {
            continue;
        }
        if (const auto count = leading_count(attribute)) {
            return CounterReading{attribute_label(attribute), *count};
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
                                &nvme_media_errors, &scsi_grown_defects, &scsi_uncorrected}) {
        if (*reading && (*reading)->count > 0) {
            return true;
        }
    }
    return false;
}

// A SAS/SCSI drive's counters (SmartReport::scsi): the uncorrected errors of the three directions
// added up, the source naming each.
void read_scsi_counters(const ScsiHealth& scsi, MediaCounters& counters) {
    if (scsi.grown_defects) counters.scsi_grown_defects = CounterReading{"SCSI grown defect list", *scsi.grown_defects};
    std::uint64_t uncorrected = 0;
    std::string parts;
    for (const auto& [name, direction] : {std::pair{"read", &scsi.read}, std::pair{"write", &scsi.write},
                                          std::pair{"verify", &scsi.verify}}) {
        if (!*direction || !(*direction)->uncorrected) continue;
        uncorrected += *(*direction)->uncorrected;
        parts += (parts.empty() ? "" : ", ") + std::string(name) + " " + std::to_string(*(*direction)->uncorrected);
    }
    if (!parts.empty()) {
        counters.scsi_uncorrected = CounterReading{"SCSI error counter log, total uncorrected errors (" + parts + ")", uncorrected};
    }
    if (scsi.non_medium_errors) counters.scsi_non_medium = CounterReading{"SCSI non-medium error count", *scsi.non_medium_errors};
}

MediaCounters read_media_counters(const SmartReport& report) {
    MediaCounters counters;
    counters.reallocated = by_meaning(report, AttributeMeaning::Reallocated);
    counters.pending = by_meaning(report, AttributeMeaning::Pending);
    counters.offline_uncorrectable = by_meaning(report, AttributeMeaning::OfflineUncorrectable);
    counters.reported_uncorrectable = by_meaning(report, AttributeMeaning::ReportedUncorrectable);
    if (!counters.reported_uncorrectable) {
        counters.reported_uncorrectable = by_statistic(report, "Number of Reported Uncorrectable Errors");
    }
    counters.interface_crc = by_meaning(report, AttributeMeaning::InterfaceCrc);
    if (!counters.interface_crc) {
        counters.interface_crc = by_statistic(report, "Number of Interface CRC Errors");
    }
    if (report.nvme && report.nvme->media_errors) {
        counters.nvme_media_errors =
            CounterReading{"NVMe health log Media and Data Integrity Errors", *report.nvme->media_errors};
    }
    if (report.scsi) read_scsi_counters(*report.scsi, counters);
    return counters;
}

} // namespace ssd
