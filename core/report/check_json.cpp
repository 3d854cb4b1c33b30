#include "core/report/check_json.h"

#include <cstdio>

#include "core/checks/observed_json.h"
#include "core/checks/setup_checks.h"
#include "core/report/json_writer.h"
#include "core/util/json_util.h"

namespace ssd {

namespace {

using nlohmann::json;

std::string media_kind_name(MediaKind kind) {
    switch (kind) {
    case MediaKind::SolidState: return "solid_state";
    case MediaKind::Rotating: return "rotating";
    case MediaKind::Virtual: return "virtual";
    }
    return "unknown";
}

// "0x010601": a PCI class code as lspci prints it.
std::string pci_class_text(std::uint32_t pci_class) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "0x%06x", pci_class);
    return buffer;
}

json layer_json(const BlockLayer& l) {
    return {{"device", l.name}, {"kind", l.kind}, {"name", text_or_null(l.label)},
            {"discard_max_bytes", optional_json(l.discard_max_bytes)}};
}

} // namespace

json not_evaluated_to_json(const std::vector<NotEvaluated>& entries) {
    json list = json::array();
    for (const auto& e : entries) list.push_back({{"check", e.check}, {"reason", e.reason}});
    return list;
}

json findings_to_json(const std::vector<Finding>& findings) {
    json list = json::array();
    for (const auto& f : findings) list.push_back(finding_to_json(f));
    return list;
}

json drive_setup_to_json(const Observed<DriveSetup>& observed) {
    if (!observed) return {{"unknown", {{"setup", observed.reason()}}}};
    const DriveSetup& s = *observed;
    json doc = json::object();
    doc["unknown"] = json::object();
    put_observed(doc, "media", s.media, [](const MediaObservation& m) {
        return json{{"kind", media_kind_name(m.kind)}, {"confirmed_by_drive", m.confirmed_by_drive}, {"source", m.source}};
    });
    put_observed(doc, "controller", s.controller, [](const ControllerObservation& c) {
        const json cls = c.pci_class ? json(pci_class_text(*c.pci_class)) : json(nullptr);
        return json{{"driver", text_or_null(c.driver)}, {"pci_address", text_or_null(c.pci_address)}, {"pci_class", cls}};
    });
    put_observed(doc, "sata_link", s.sata_link, [](const SataLinkObservation& l) {
        return json{{"link", l.link},
                    {"current_mbps", optional_json(l.current_mbps)},
                    {"host_max_mbps", optional_json(l.host_max_mbps)},
                    {"host_max_source", text_or_null(l.host_max_source)},
                    {"host_max_unknown_reason", text_or_null(l.unknown_host_max_reason)},
                    {"drive_max_mbps", optional_json(l.drive_max_mbps)},
                    {"drive_max_source", text_or_null(l.drive_max_source)},
                    {"drive_max_unknown_reason", text_or_null(l.unknown_drive_max_reason)},
                    {"kernel_limit_mbps", optional_json(l.kernel_limit_mbps)}};
    });
    put_observed(doc, "pcie_link", s.pcie_link, [](const PcieLinkObservation& l) {
        return json{{"pci_address", l.pci_address},
                    {"current_speed_mts", optional_json(l.current_speed_mts)},
                    {"current_width", optional_json(l.current_width)},
                    {"max_speed_mts", optional_json(l.max_speed_mts)},
                    {"max_width", optional_json(l.max_width)},
                    {"slot_pci_address", text_or_null(l.upstream_pci_address)},
                    {"slot_max_speed_mts", optional_json(l.upstream_max_speed_mts)},
                    {"slot_max_width", optional_json(l.upstream_max_width)}};
    });
    put_observed(doc, "partitions", s.partitions, [](const std::vector<PartitionObservation>& parts) {
        json list = json::array();
        for (const auto& p : parts) {
            list.push_back({{"device", p.device},
                            {"number", optional_json(p.number)},
                            {"start_bytes", p.start_bytes},
                            {"size_bytes", p.size_bytes}});
        }
        return list;
    });
    put_observed(doc, "discard", s.discard, [](const DiscardObservation& d) {
        return json{{"supported", d.max_bytes > 0},
                    {"max_bytes", d.max_bytes},
                    {"granularity_bytes", d.granularity_bytes},
                    {"source", d.source},
                    {"ata_trim", optional_json(d.ata_trim)},
                    {"drive_reports_trim", optional_json(d.drive_reports_trim)}};
    });
    put_observed(doc, "write_cache", s.write_cache, [](const WriteCacheObservation& w) {
        return json{{"enabled", w.enabled}, {"state", w.raw}, {"source", w.source}};
    });
    return doc;
}

json system_setup_to_json(const Observed<SystemSetup>& observed) {
    if (!observed) return {{"unknown", {{"setup", observed.reason()}}}};
    const SystemSetup& s = *observed;
    json doc = json::object();
    doc["unknown"] = json::object();
    put_observed(doc, "filesystems", s.filesystems, [](const std::vector<FilesystemObservation>& list) {
        json out = json::array();
        for (const auto& f : list) {
            json layers = json::array();
            for (const auto& l : f.layers) layers.push_back(layer_json(l));
            json space = nullptr;
            if (f.space) {
                space = {{"size_bytes", f.space->size_bytes},
                         {"free_bytes", f.space->free_bytes},
                         {"available_bytes", f.space->available_bytes}};
            }
            out.push_back({{"mountpoint", f.mountpoint},
                           {"source", f.source},
                           {"fstype", f.fstype},
                           {"options", f.options},
                           {"device", f.block_device},
                           {"layers", layers},
                           {"partitions", f.partitions},
                           {"drives", f.drives},
                           {"space", space},
                           {"space_unknown_reason", f.space ? json(nullptr) : json(f.space.reason())}});
        }
        return out;
    });
    put_observed(doc, "swaps", s.swaps, [](const std::vector<SwapObservation>& list) {
        json out = json::array();
        for (const auto& w : list) {
            out.push_back({{"path", w.path},
                           {"type", w.type},
                           {"size_bytes", w.size_bytes},
                           {"used_bytes", w.used_bytes},
                           {"priority", w.priority},
                           {"device", text_or_null(w.block_device)},
                           {"drives", w.drives}});
        }
        return out;
    });
    put_observed(doc, "hibernation", s.hibernation, [](const HibernationObservation& h) {
        return json{{"supported", h.supported},
                    {"mode", text_or_null(h.mode)},
                    {"modes", h.modes},
                    {"resume_device", optional_json(h.resume_device)},
                    {"resume_source", text_or_null(h.resume_source)},
                    {"resume_parameter", optional_json(h.resume_parameter)},
                    {"resume_offset", optional_json(h.resume_offset)},
                    {"image_size_bytes", optional_json(h.image_size_bytes)},
                    {"memory_bytes", optional_json(h.memory_bytes)},
                    {"drives", h.drives}};
    });
    put_observed(doc, "periodic_trim", s.periodic_trim, [](const PeriodicTrimObservation& p) {
        return json{{"enabled", p.enabled}, {"mechanism", p.mechanism}, {"evidence", p.evidence}};
    });
    // Not looked for on every OS: present only where it was (Linux).
    if (s.intel_storage_controllers) {
        json controllers = json::array();
        for (const auto& c : *s.intel_storage_controllers) {
            controllers.push_back({{"pci_address", c.pci_address},
                                   {"pci_class", pci_class_text(c.pci_class)},
                                   {"device_id", c.device_id},
                                   {"driver", text_or_null(c.driver)},
                                   {"remapped_nvme", optional_json(c.remapped_nvme)},
                                   {"hides_drives", hides_drives(c)}});
        }
        doc["intel_storage_controllers"] = std::move(controllers);
    }
    return doc;
}

json system_check_to_json(const SystemCheck& system) {
    json setup = system.recorded_setup.is_null() ? system_setup_to_json(system.setup) : system.recorded_setup;
    // Only an OS with checks of its own adds this block (Windows); Linux documents stay as they were.
    if (!system.platform_observations.is_null()) setup["platform"] = system.platform_observations;
    return {{"findings", findings_to_json(system.outcome.findings)},
            {"not_evaluated", not_evaluated_to_json(system.outcome.not_evaluated)},
            {"setup", std::move(setup)}};
}

json check_report_to_json(const CheckReport& report) {
    json drives = json::array();
    for (const auto& d : report.drives) {
        drives.push_back({{"device", d.drive.device},
                          {"kernel_name", d.drive.kernel_name},
                          {"model", optional_json(d.drive.model)},
                          {"serial", optional_json(d.drive.serial)},
                          {"firmware", optional_json(d.drive.firmware)},
                          {"protocol", d.drive.protocol},
                          {"transport", d.drive.transport},
                          {"capacity_bytes", d.drive.capacity_bytes},
                          {"verdict", d.health.facts.verdict.level},
                          {"smart_available", d.health.smart_available},
                          {"smart_unavailable_reason",
                           d.health.smart_available ? json(nullptr) : json(d.health.smart_unavailable_reason)},
                          {"findings", findings_to_json(d.outcome.findings)},
                          {"not_evaluated", not_evaluated_to_json(d.outcome.not_evaluated)},
                          {"setup", d.recorded_setup.is_null() ? drive_setup_to_json(d.setup) : d.recorded_setup}});
    }
    return {{"drives", drives}, {"system", system_check_to_json(report.system)}};
}

json full_report_to_json(const CheckReport& report) {
    json drives = json::array();
    for (const auto& d : report.drives) {
        json doc = health_to_json(d.health);
        doc["checks"] = {{"findings", findings_to_json(d.outcome.findings)},
                         {"not_evaluated", not_evaluated_to_json(d.outcome.not_evaluated)},
                         {"setup", drive_setup_to_json(d.setup)}};
        drives.push_back(std::move(doc));
    }
    return {{"drives", drives}, {"system", system_check_to_json(report.system)}};
}

} // namespace ssd
