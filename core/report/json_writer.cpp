#include "core/util/json_util.h"
#include "core/report/json_writer.h"
#include "core/selftest/selftest_json.h"

#include <cmath>

namespace ssd {

namespace {

using nlohmann::json;

json attributes_to_json(const std::vector<AtaAttribute>& attributes) {
    json rows = json::array();
    for (const auto& a : attributes) {
        rows.push_back({{"id", a.id},
                        {"name", a.name},
                        {"value", a.value},
                        {"worst", a.worst},
                        {"thresh", a.thresh},
                        {"raw", a.raw},
                        {"raw_string", a.raw_string},
                        {"flags", a.flags_string},
                        {"prefailure", a.prefailure},
                        {"when_failed", a.when_failed},
                        {"failing_now", a.failing_now()}});
    }
    return rows;
}

json nvme_to_json(const NvmeHealthLog& log) {
    return {{"critical_warning", log.critical_warning},
            {"temperature_c", optional_json(log.temperature_c)},
            {"available_spare", optional_json(log.available_spare)},
            {"available_spare_threshold", optional_json(log.available_spare_threshold)},
            {"percentage_used", optional_json(log.percentage_used)},
            {"data_units_read", optional_json(log.data_units_read)},
            {"data_units_written", optional_json(log.data_units_written)},
            {"host_read_commands", optional_json(log.host_reads)},
            {"host_write_commands", optional_json(log.host_writes)},
            {"power_cycles", optional_json(log.power_cycles)},
            {"power_on_hours", optional_json(log.power_on_hours)},
            {"unsafe_shutdowns", optional_json(log.unsafe_shutdowns)},
            {"media_errors", optional_json(log.media_errors)},
            {"error_log_entries", optional_json(log.error_log_entries)}};
}

json scsi_counters_to_json(const std::optional<ScsiErrorCounters>& counters) {
    if (!counters) return nullptr;
    return {{"corrected", optional_json(counters->corrected)}, {"uncorrected", optional_json(counters->uncorrected)}};
}

json scsi_to_json(const ScsiHealth& scsi) {
    return {{"grown_defects", optional_json(scsi.grown_defects)},
            {"non_medium_errors", optional_json(scsi.non_medium_errors)},
            {"read_errors", scsi_counters_to_json(scsi.read)},
            {"write_errors", scsi_counters_to_json(scsi.write)},
            {"verify_errors", scsi_counters_to_json(scsi.verify)},
            {"start_stop_cycles", optional_json(scsi.start_stop_cycles)},
            {"start_stop_cycles_specified", optional_json(scsi.start_stop_cycles_specified)},
            {"load_unload_cycles", optional_json(scsi.load_unload_cycles)},
            {"load_unload_cycles_specified", optional_json(scsi.load_unload_cycles_specified)}};
}

json renames_to_json(const std::vector<DrivedbRename>& renames) {
    json rows = json::array();
    for (const auto& rename : renames) rows.push_back({{"id", rename.id}, {"from", rename.from}, {"to", rename.to}});
    return rows;
}

json implausible_to_json(const std::vector<Implausibility>& failed) {
    json rows = json::array();
    for (const auto& item : failed) rows.push_back({{"rule", kPlausibilityRules.wire(item.rule)}, {"reason", item.reason}});
    return rows;
}

// TB written and the part of the rated endurance used; the rating with where it was read.
json endurance_to_json(const RatedEnduranceFacts& endurance) {
    json rating = nullptr;
    if (const auto& r = endurance.rating) {
        rating = {{"id", r->id.empty() ? json(nullptr) : json(r->id)},
                  {"rated_tbw", optional_json(r->rated_tbw)},
                  {"dwpd", optional_json(r->dwpd)},
                  {"warranty_years", optional_json(r->warranty_years)},
                  {"source_kind", kRatingSourceKinds.wire(r->source_kind)},
                  {"sources", r->sources}};
    }
    const auto terabytes = [](std::optional<std::uint64_t> bytes) {
        return bytes ? json(std::round(static_cast<double>(*bytes) / 1e10) / 100.0) : json(nullptr);
    };
    return {{"tb_written", terabytes(endurance.host_bytes)},
            {"rated_tb", terabytes(endurance.rated_bytes)},
            {"rated_used_percent", optional_json(endurance.used_percent)},
            {"rating", rating},
            {"unavailable_reason", endurance.reason.empty() ? json(nullptr) : json(endurance.reason)}};
}

json drive_database_to_json(const std::optional<DrivedbResolution>& resolution) {
    if (!resolution) return nullptr;
    return {{"outcome", kDrivedbOutcomes.wire(resolution->outcome)},
            {"database", resolution->database},
            {"family", resolution->family.empty() ? json(nullptr) : json(resolution->family)},
            {"renamed", renames_to_json(resolution->renamed)},
            {"not_applied", renames_to_json(resolution->not_applied)},
            {"reason", resolution->reason}};
}

} // namespace

json drive_to_json(const DriveInfo& d) {
    return {{"device", d.device},
            {"kernel_name", d.kernel_name},
            {"model", optional_json(d.model)},
            {"serial", optional_json(d.serial)},
            {"firmware", optional_json(d.firmware)},
            {"protocol", d.protocol},
            {"transport", d.transport},
            {"capacity_bytes", d.capacity_bytes},
            {"rotational", d.rotational},
            {"removable", d.removable},
            {"logical_sector_bytes", d.logical_sector_bytes},
            {"physical_sector_bytes", d.physical_sector_bytes},
            {"discard_supported", d.discard_supported},
            {"smartctl_device_type", optional_json(d.smartctl_device_type)}};
}

json list_to_json(const std::vector<DriveInfo>& drives) {
    json list = json::array();
    for (const auto& drive : drives) {
        list.push_back(drive_to_json(drive));
    }
    return {{"drives", list}};
}

json finding_to_json(const Finding& f) {
    json out{{"id", f.id},
             {"severity", severity_name(f.severity)},
             {"title", f.title},
             {"evidence", f.evidence},
             {"fix", f.fix}};
    if (f.action) {
        out["action"] = {{"command", *f.action}};
    }
    return out;
}

json health_to_json(const HealthResult& h) {
    const SmartReport* smart = h.smart ? &*h.smart : nullptr;
    const auto& facts = h.facts;
    json findings = json::array();
    for (const auto& finding : facts.findings) {
        findings.push_back(finding_to_json(finding));
    }
    json wa = nullptr;
    if (facts.writes.write_amplification) {
        wa = std::round(*facts.writes.write_amplification * 100.0) / 100.0;
    }
    json doc{
        {"device", h.drive.device},
        {"model", optional_json(h.drive.model)},
        {"serial", optional_json(h.drive.serial)},
        {"firmware", optional_json(h.drive.firmware)},
        {"model_family", smart ? optional_json(smart->model_family) : json(nullptr)},
        {"protocol", h.drive.protocol},
        {"transport", h.drive.transport},
        {"rotational", h.drive.rotational},
        {"capacity_bytes", h.drive.capacity_bytes},
        {"logical_sector_bytes", h.drive.logical_sector_bytes},
        {"smart_available", h.smart_available},
        {"smart_reader", smart ? json(smart->reader) : json(nullptr)},
        {"smart_unavailable_reason",
         h.smart_available ? json(nullptr) : json(h.smart_unavailable_reason)},
        {"temperature_c", smart ? optional_json(smart->temperature_c) : json(nullptr)},
        {"power_on_hours", smart ? optional_json(smart->power_on_hours) : json(nullptr)},
        {"power_cycles", smart ? optional_json(smart->power_cycles) : json(nullptr)},
        {"health", {{"verdict", facts.verdict.level}, {"reasons", facts.verdict.reasons}}},
        {"writes",
         {{"host_bytes", optional_json(facts.writes.host_bytes)},
          {"nand_bytes", optional_json(facts.writes.nand_bytes)},
          {"write_amplification", wa},
          {"method", facts.writes.method.empty() ? json(nullptr) : json(facts.writes.method)},
          {"unavailable_reason", optional_json(facts.writes.unavailable_reason)},
          {"implausible", implausible_to_json(facts.writes.implausible)},
          {"rejected", facts.writes.rejected}}},
        {"wear",
         {{"percent_used", optional_json(facts.wear.percent_used)},
          {"available_spare_percent", optional_json(facts.wear.available_spare_percent)},
          {"source", facts.wear.source}}},
        {"endurance", endurance_to_json(facts.endurance)},
        {"attributes", smart ? attributes_to_json(smart->attributes) : json::array()},
        {"nvme_health_log", smart && smart->nvme ? nvme_to_json(*smart->nvme) : json(nullptr)},
        {"scsi_health", smart && smart->scsi ? scsi_to_json(*smart->scsi) : json(nullptr)},
        {"smartctl",
         smart ? json{{"exit_status", smart->exit_status},
                      {"device_type", smart->device_type},
                      {"device_type_given", optional_json(smart->device_type_given)},
                      {"in_drive_database", optional_json(smart->in_smartctl_database)}}
               : json(nullptr)},
        // A saved capture's names re-resolved with another drive database; null when not asked.
        {"drive_database", drive_database_to_json(h.drive_database)},
        {"findings", findings},
        // null when the capture holds no self-test data (a USB bridge, a virtio disk, smartctl < 7.4 on NVMe).
        {"self_tests", smart && smart->self_tests ? selftest::selftests_to_json(*smart->self_tests) : json(nullptr)},
    };
    return doc;
}

json error_to_json(const Error& error) {
    return {{"error", {{"code", error_code_name(error.code)}, {"message", error.message}}}};
}

} // namespace ssd
