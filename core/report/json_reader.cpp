#include "core/report/json_reader.h"

#include "core/util/json_util.h"

namespace ssd {

namespace {

using nlohmann::json;

AtaAttribute attribute_from_json(const json& row) {
    AtaAttribute a;
    a.id = json_or(row, "id", 0);
    a.name = json_or<std::string>(row, "name", {});
    a.value = json_or(row, "value", 0);
    a.worst = json_or(row, "worst", 0);
    a.thresh = json_or(row, "thresh", 0);
    a.raw = json_or<std::uint64_t>(row, "raw", 0);
    a.raw_string = json_or<std::string>(row, "raw_string", {});
    a.flags_string = json_or<std::string>(row, "flags", {});
    a.prefailure = json_or(row, "prefailure", false);
    // failing_now is when_failed == "now": derived, not read twice.
    a.when_failed = json_or<std::string>(row, "when_failed", {});
    return a;
}

} // namespace

DriveInfo drive_from_json(const json& d) {
    DriveInfo drive;
    drive.device = json_or<std::string>(d, "device", {});
    drive.kernel_name = json_or<std::string>(d, "kernel_name", {});
    drive.model = json_optional<std::string>(d, "model");
    drive.serial = json_optional<std::string>(d, "serial");
    drive.firmware = json_optional<std::string>(d, "firmware");
    drive.protocol = protocol_from_wire(json_or<std::string>(d, "protocol", {}));
    drive.transport = transport_from_wire(json_or<std::string>(d, "transport", {}));
    drive.capacity_bytes = json_or<std::uint64_t>(d, "capacity_bytes", 0);
    drive.rotational = json_or(d, "rotational", false);
    drive.removable = json_or(d, "removable", false);
    drive.logical_sector_bytes = json_or<std::uint32_t>(d, "logical_sector_bytes", drive.logical_sector_bytes);
    drive.physical_sector_bytes = json_or<std::uint32_t>(d, "physical_sector_bytes", drive.physical_sector_bytes);
    drive.discard_supported = json_or(d, "discard_supported", false);
    drive.smartctl_device_type = json_optional<std::string>(d, "smartctl_device_type");
    return drive;
}

std::vector<DriveInfo> list_from_json(const json& list) {
    std::vector<DriveInfo> drives;
    for (const auto& drive : json_array(list, "drives")) drives.push_back(drive_from_json(drive));
    return drives;
}

HealthDocument health_from_json(const json& h) {
    HealthDocument doc;
    doc.drive = drive_from_json(h);
    doc.model_family = json_optional<std::string>(h, "model_family");
    doc.smart_available = json_or(h, "smart_available", false);
    doc.smart_unavailable_reason = json_or<std::string>(h, "smart_unavailable_reason", {});
    doc.temperature_c = json_optional<int>(h, "temperature_c");
    doc.power_on_hours = json_optional<std::uint64_t>(h, "power_on_hours");
    doc.power_cycles = json_optional<std::uint64_t>(h, "power_cycles");
    const json& verdict = json_object(h, "health");
    doc.verdict.level = json_or<std::string>(verdict, "verdict", doc.verdict.level);
    doc.verdict.reasons = json_or<std::vector<std::string>>(verdict, "reasons", {});
    const json& writes = json_object(h, "writes");
    doc.writes.host_bytes = json_optional<std::uint64_t>(writes, "host_bytes");
    doc.writes.nand_bytes = json_optional<std::uint64_t>(writes, "nand_bytes");
    doc.writes.write_amplification = json_optional<double>(writes, "write_amplification");
    doc.writes.method = json_or<std::string>(writes, "method", {});
    doc.writes.unavailable_reason = json_optional<std::string>(writes, "unavailable_reason");
    const json& wear = json_object(h, "wear");
    doc.wear.percent_used = json_optional<int>(wear, "percent_used");
    doc.wear.available_spare_percent = json_optional<int>(wear, "available_spare_percent");
    doc.wear.source = json_or<std::string>(wear, "source", {});
    const json& endurance = json_object(h, "endurance");
    doc.endurance.tb_written = json_optional<double>(endurance, "tb_written");
    doc.endurance.rated_tb = json_optional<double>(endurance, "rated_tb");
    doc.endurance.rated_used_percent = json_optional<double>(endurance, "rated_used_percent");
    doc.endurance.unavailable_reason = json_optional<std::string>(endurance, "unavailable_reason");
    const json& rating = json_object(endurance, "rating");
    doc.endurance.rating_id = json_optional<std::string>(rating, "id");
    doc.endurance.source_kind = json_or<std::string>(rating, "source_kind", {});
    doc.endurance.sources = json_or<std::vector<std::string>>(rating, "sources", {});
    doc.endurance.warranty_years = json_optional<int>(rating, "warranty_years");
    for (const auto& row : json_array(h, "attributes")) doc.attributes.push_back(attribute_from_json(row));
    doc.nvme_health_log = json_object(h, "nvme_health_log");
    if (doc.nvme_health_log.empty()) doc.nvme_health_log = nullptr;
    doc.findings = findings_from_json(json_array(h, "findings"));
    return doc;
}

std::optional<ErrorDocument> error_from_json(const json& document) {
    if (!document.is_object() || !document.contains("error")) return std::nullopt;
    const json& error = json_object(document, "error");
    return ErrorDocument{json_or<std::string>(error, "code", {}), json_or<std::string>(error, "message", {})};
}

} // namespace ssd
