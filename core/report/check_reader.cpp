#include "core/report/check_reader.h"

#include "core/report/json_reader.h"
#include "core/util/json_util.h"

namespace ssd {

namespace {

using nlohmann::json;

std::optional<std::vector<PartitionObservation>> partitions_from_json(const json& setup) {
    const auto it = setup.find("partitions");
    if (it == setup.end() || !it->is_array()) return std::nullopt;
    std::vector<PartitionObservation> partitions;
    for (const auto& p : *it) {
        PartitionObservation partition;
        partition.device = json_or<std::string>(p, "device", {});
        // name stays empty: the document carries the device path only.
        partition.number = json_optional<std::uint32_t>(p, "number");
        partition.start_bytes = json_or<std::uint64_t>(p, "start_bytes", 0);
        partition.size_bytes = json_or<std::uint64_t>(p, "size_bytes", 0);
        partitions.push_back(std::move(partition));
    }
    return partitions;
}

} // namespace

const CheckedDrive* CheckDocument::drive(const std::string& device) const {
    for (const auto& entry : drives) {
        if (entry.drive.device == device) return &entry;
    }
    return nullptr;
}

CheckDocument check_report_from_json(const json& report) {
    CheckDocument doc;
    for (const auto& d : json_array(report, "drives")) {
        CheckedDrive drive;
        drive.drive = drive_from_json(d);
        drive.verdict = json_or<std::string>(d, "verdict", {});
        drive.smart_available = json_or(d, "smart_available", false);
        drive.smart_unavailable_reason = json_or<std::string>(d, "smart_unavailable_reason", {});
        drive.outcome = check_outcome_from_json(d);
        drive.setup = json_object(d, "setup");
        drive.partitions = partitions_from_json(drive.setup);
        doc.drives.push_back(std::move(drive));
    }
    const json& system = json_object(report, "system");
    doc.system.outcome = check_outcome_from_json(system);
    doc.system.setup = json_object(system, "setup");
    return doc;
}

CheckDocument full_report_from_json(const json& report) {
    CheckDocument doc = check_report_from_json({{"system", json_object(report, "system")}});
    for (const auto& d : json_array(report, "drives")) {
        CheckedDrive drive;
        drive.drive = drive_from_json(d);
        drive.outcome = check_outcome_from_json(json_object(d, "checks"));
        doc.drives.push_back(std::move(drive));
    }
    return doc;
}

} // namespace ssd
