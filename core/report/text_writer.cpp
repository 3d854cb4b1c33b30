#include "core/report/text_writer.h"

#include <cstdio>
#include <sstream>

#include "core/report/evidence_catalog.h"
#include "core/selftest/selftest_text.h"
#include "core/smart/attribute_catalogue.h"
#include "core/smart/raid_member.h"
#include "core/smart/usb_bridge.h"
#include "core/util/text_columns.h"
#include "core/util/units.h"

namespace ssd {

namespace {

std::string or_unknown(const std::optional<std::string>& value) {
    return value ? *value : "unknown";
}

std::string drive_kind(const DriveInfo& d) {
    std::string kind = wire_name(d.protocol) + "/" + wire_name(d.transport);
    kind += d.rotational ? ", rotating disk" : ", solid state";
    if (d.removable) kind += ", removable";
    return kind;
}

// "Read with: smartctl -d sntjmicron (a USB bridge)": how a drive smartctl could not open by
// itself was reached. `sat` alone says nothing more: SATA disks and most USB bridges both use it.
std::string device_type_line(const std::string& type) {
    std::string line = "  Read with: smartctl -d " + type;
    if (type != "sat" && is_usb_bridge_type(type)) line += " (through a USB bridge)";
    if (is_raid_member_type(type)) line += " (a disk behind a RAID controller)";
    return line + "\n";
}

} // namespace

std::string list_to_text(const std::vector<DriveInfo>& drives) {
    std::ostringstream out;
    if (drives.empty()) {
        out << "No drives found.\n";
        return out.str();
    }
    for (const auto& d : drives) {
        if (d.smartctl_device_type) {
            // Only smartctl knows it: no capacity, sectors or TRIM from the OS.
            out << drive_name(d) << "  " << wire_name(d.protocol) << " disk behind a RAID controller (health: ssdtool "
                << "health " << d.device << " --device-type " << *d.smartctl_device_type << ")\n";
            continue;
        }
        out << d.device << "  " << or_unknown(d.model) << "\n"
            << "    capacity   " << format_bytes(d.capacity_bytes) << "\n"
            << "    kind       " << drive_kind(d) << "\n"
            << "    serial     " << or_unknown(d.serial) << "   firmware " << or_unknown(d.firmware) << "\n"
            << "    sectors    " << d.logical_sector_bytes << " B logical, " << d.physical_sector_bytes
            << " B physical; TRIM/discard " << (d.discard_supported ? "supported" : "not supported")
            << "\n";
    }
    return out.str();
}

std::string health_to_text(const HealthResult& h) {
    std::ostringstream out;
    const auto& d = h.drive;
    out << d.device << "  " << or_unknown(d.model) << "\n"
        << "  Serial " << or_unknown(d.serial) << ", firmware " << or_unknown(d.firmware) << ", "
        << format_bytes(d.capacity_bytes) << ", " << drive_kind(d) << "\n";
    if (!h.smart_available) {
        out << "  SMART: not available: " << h.smart_unavailable_reason << "\n";
        return out.str();
    }
    const SmartReport& s = *h.smart;
    const auto& facts = h.facts;
    if (s.device_type_given) out << device_type_line(*s.device_type_given);
    out << "  Health: " << facts.verdict.level << "\n";
    for (const auto& reason : facts.verdict.reasons) {
        out << "    - " << reason << "\n";
    }
    if (s.temperature_c) {
        out << "  Temperature: " << *s.temperature_c << " °C (now)\n";
    }
    if (s.power_on_hours) {
        out << "  Powered on: " << *s.power_on_hours << " hours (about "
            << fixed(static_cast<double>(*s.power_on_hours) / 24.0 / 365.25, 2)
            << " years of running time)\n";
    }
    if (s.power_cycles) {
        out << "  Power cycles: " << *s.power_cycles << " (times the drive was switched on)\n";
    }
    if (h.drive_database) {
        out << "  Attribute names: " << h.drive_database->reason << "\n";
    }
    const auto& w = facts.writes;
    if (w.host_bytes) {
        out << "  Written by the computer: " << format_bytes(*w.host_bytes) << "\n";
    }
    if (w.nand_bytes) {
        out << "  Written to flash by the drive: " << format_bytes(*w.nand_bytes) << "\n";
    }
    if (w.write_amplification) {
        out << "  Write amplification: " << fixed(*w.write_amplification, 2)
            << " (flash writes per byte the computer wrote; 1.0 is ideal)\n";
    } else if (w.unavailable_reason) {
        out << "  Write amplification: not available: " << *w.unavailable_reason << "\n";
    }
    if (!w.method.empty()) {
        out << "    how: " << w.method << "\n";
    }
    if (facts.wear.percent_used) {
        out << "  Wear: " << *facts.wear.percent_used << " % of rated life used (" << facts.wear.source
            << ")\n";
    }
    if (const auto& e = facts.endurance; e.used_percent && e.rating) {
        out << "  Rated endurance: " << fixed(*e.used_percent, 1) << " % used: " << format_bytes(*e.host_bytes)
            << " written of " << describe_rating(*e.rating) << "\n";
    } else if (e.rating) {
        out << "  Rated endurance: " << describe_rating(*e.rating) << "; " << e.reason << "\n";
    } else if (!e.reason.empty()) {
        out << "  Rated endurance: " << e.reason << "\n";
    }
    if (facts.wear.available_spare_percent) {
        out << "  Spare blocks left: " << *facts.wear.available_spare_percent << " %\n";
    }
    if (!s.attributes.empty()) {
        out << "  SMART attributes:\n";
        char line[160];
        std::snprintf(line, sizeof line, "    %3s %-28s %5s %5s %6s  %s\n", "ID", "NAME", "VALUE", "WORST",
                      "THRESH", "RAW");
        out << line;
        for (const auto& a : s.attributes) {
            std::snprintf(line, sizeof line, "    %3d %-28s %5d %5d %6d  %s%s\n", a.id, a.name.c_str(), a.value,
                          a.worst, a.thresh, a.raw_string.c_str(), a.failing_now() ? "  FAILING NOW" : "");
            out << line;
            // What it means, under its name, where the attribute catalogue knows.
            if (const auto meaning = attribute_description(a.id, a.name)) {
                out << "        " << *meaning << "\n";
            }
        }
    }
    if (s.nvme) {
        const auto& n = *s.nvme;
        out << "  NVMe health log: critical warning " << n.critical_warning;
        if (n.media_errors) out << ", media errors " << *n.media_errors;
        if (n.unsafe_shutdowns) out << ", unsafe shutdowns " << *n.unsafe_shutdowns;
        out << "\n";
    }
    if (s.scsi) {
        const auto& c = *s.scsi;
        const auto uncorrected = [](const std::optional<ScsiErrorCounters>& direction) {
            return direction && direction->uncorrected ? std::to_string(*direction->uncorrected) : std::string("-");
        };
        out << "  SCSI health: grown defects " << (c.grown_defects ? std::to_string(*c.grown_defects) : "-")
            << ", non-medium errors " << (c.non_medium_errors ? std::to_string(*c.non_medium_errors) : "-")
            << ", uncorrected errors read/write/verify " << uncorrected(c.read) << "/" << uncorrected(c.write) << "/"
            << uncorrected(c.verify);
        if (c.start_stop_cycles) out << ", start-stop cycles " << *c.start_stop_cycles;
        if (c.load_unload_cycles) out << ", load-unload cycles " << *c.load_unload_cycles;
        out << "\n";
    }
    if (s.self_tests) {
        out << "  Self-tests:\n" << selftest::selftest_summary_to_text(*s.self_tests, "    ");
    }
    if (!facts.findings.empty()) {
        out << "  Findings:\n";
        for (const auto& f : facts.findings) {
            out << "    [" << severity_name(f.severity) << "] " << f.id << ": " << f.title << "\n"
                << evidence_to_text(f, "      ") << "      fix: " << f.fix << "\n";
        }
    }
    return out.str();
}

std::string evidence_to_text(const Finding& finding, const std::string& indent) {
    const auto lines = describe_evidence(finding);
    if (lines.empty()) return {};
    std::string text = indent + "evidence:\n";
    for (const auto& line : lines) text += indent + "  " + line.sentence() + "\n";
    return text;
}

} // namespace ssd
