// Everything we take from one `smartctl --json` document, as plain model types.
// Values the drive does not report stay std::nullopt: unknown is never zero.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/drive/drive_interface.h"
#include "core/selftest/selftest.h"
#include "core/smart/nvme_media_evidence.h"

namespace ssd {

struct AtaAttribute {
    int id = 0;
    std::string name;            // from smartctl's drive database
    int value = 0;               // normalized current
    int worst = 0;
    int thresh = 0;
    std::uint64_t raw = 0;       // raw counter (48 bits on the wire)
    std::string raw_string;      // as smartctl prints it, e.g. "36 (Min/Max 20/45)"
    std::string when_failed;     // "", "now", "past"
    int flags = 0;               // the ATA flag word
    std::string flags_string;    // "POSR-K"
    bool prefailure = false;
    bool updated_online = false;

    bool failing_now() const { return when_failed == "now"; }
};

struct NvmeHealthLog {
    int critical_warning = 0;
    std::optional<int> temperature_c;
    std::optional<int> available_spare;
    std::optional<int> available_spare_threshold;
    std::optional<int> percentage_used;
    std::optional<std::uint64_t> data_units_read;    // 1 unit = 1000 × 512 bytes
    std::optional<std::uint64_t> data_units_written;
    std::optional<std::uint64_t> host_reads;         // commands
    std::optional<std::uint64_t> host_writes;
    std::optional<std::uint64_t> power_cycles;
    std::optional<std::uint64_t> power_on_hours;
    std::optional<std::uint64_t> unsafe_shutdowns;
    std::optional<std::uint64_t> media_errors;
    std::optional<std::uint64_t> error_log_entries;
    // Minutes at or above the warning (WCTEMP) and critical (CCTEMP) composite
    // temperatures, where a drive throttles; smartctl's JSON has these only when
    // the drive sets the threshold.
    std::optional<std::uint64_t> warning_temp_minutes;
    std::optional<std::uint64_t> critical_temp_minutes;
    // Host-controlled thermal management (NVMe 1.3, optional): how often the drive
    // entered its light (TMT1) and heavy (TMT2) throttling, and the seconds it spent
    // there. smartctl 7.3 prints them in text only ("Thermal Temp. 1 Transition
    // Count"); its JSON has them since 2026 (thermal_mgmt_temperature_1_*).
    std::optional<std::uint64_t> thermal_transitions[2];
    std::optional<std::uint64_t> thermal_seconds[2];
};

// One value of the ATA Device Statistics log (smartctl -x / -l devstat), e.g.
// page 1 "Logical Sectors Written", page 7 "Percentage Used Endurance Indicator".
// Only entries the drive flags valid and that carry a value are kept.
struct DeviceStatistic {
    int page = 0;
    std::string name;
    std::uint64_t value = 0;
    bool normalized = false; // the ACS "normalized" flag (e.g. a percentage)
};

// A count with its unit in bytes, as smartctl states it.
struct ByteCounter {
    std::uint64_t units = 0;
    std::uint64_t bytes_per_unit = 0;
};

struct SmartctlMessage {
    std::string text;
    std::string severity; // "information", "warning", "error"
};

struct InterfaceSpeed {
    std::optional<std::string> max;      // "6.0 Gb/s"
    std::optional<std::string> current;
    std::optional<int> max_units;        // units_per_second × bits_per_unit, comparable
    std::optional<int> current_units;
};

// One direction of a SCSI drive's Error Counter log page (read, write or verify).
struct ScsiErrorCounters {
    std::optional<std::uint64_t> corrected;   // total errors corrected
    std::optional<std::uint64_t> uncorrected; // total uncorrected errors
};

// What a SAS/SCSI drive reports instead of ATA attributes or the NVMe log (smartctl's
// scsiprint.cpp: scsi_grown_defect_list, scsi_error_counter_log, scsi_start_stop_cycle_counter,
// scsi_percentage_used_endurance_indicator; the non-medium error count only in its text).
struct ScsiHealth {
    std::optional<std::uint64_t> grown_defects;      // elements in the grown defect list
    std::optional<std::uint64_t> non_medium_errors;  // errors not of the medium (transport, hardware)
    std::optional<ScsiErrorCounters> read, write, verify;
    std::optional<std::uint64_t> start_stop_cycles;
    std::optional<std::uint64_t> start_stop_cycles_specified; // over the device's lifetime
    std::optional<std::uint64_t> load_unload_cycles;
    std::optional<std::uint64_t> load_unload_cycles_specified;
};

struct SmartReport {
    // Who read it: "smartctl", or an in-process reader such as "libatasmart"
    // (no drive database: attribute names are generic, see InProcessSmartReader).
    std::string reader = "smartctl";

    // smartctl itself
    std::vector<int> json_format_version;
    std::vector<int> smartctl_version;
    int exit_status = 0;
    std::vector<SmartctlMessage> messages;

    // When smartctl read the drive (local_time.time_t, Unix seconds): what a
    // saved capture's history sample is dated by.
    std::optional<std::int64_t> read_time;
    // The same as smartctl printed it ("Mon Mar 27 12:52:23 2023 CEST"): a text
    // capture whose zone abbreviation is ambiguous has this but no read_time,
    // and the importer can show it when asking for the time.
    std::optional<std::string> local_time_text;

    // device
    std::string device_name;   // "/dev/sda"
    std::string device_type;   // "sat", "nvme", "sat+megaraid,0", …
    // The -d TYPE smartctl was given (its argv): a USB bridge's or a RAID member's type, or the
    // user's; nullopt when smartctl chose the type itself.
    std::optional<std::string> device_type_given;
    Protocol protocol = Protocol::Unknown; // smartctl's "ATA", "NVMe", "SCSI"

    // identity
    std::optional<std::string> model_family;
    std::optional<std::string> model;
    std::optional<std::string> serial;
    std::optional<std::string> wwn;    // "5 002538 e40a1b2c3", as smartctl prints it
    std::optional<std::string> firmware;
    std::optional<bool> in_smartctl_database;
    // Set when the attribute names were re-resolved with another drive database
    // than the capture's (core/smart/drivedb_resolution.h): which one.
    std::optional<std::string> names_database;
    // The drive database's firmware warnings for this drive: from smartctl's
    // text output (a text capture, or --json=o's smartctl.output) or from a
    // re-resolution; one string per warning, its lines joined with '\n'.
    std::vector<std::string> drivedb_warnings;
    std::optional<std::uint64_t> capacity_bytes;
    std::optional<std::uint32_t> logical_block_size;
    std::optional<std::uint32_t> physical_block_size;
    std::optional<int> rotation_rate;  // 0 = "Solid State Device"
    std::optional<std::string> form_factor;
    std::optional<bool> trim_supported;
    std::optional<bool> write_cache_enabled;
    InterfaceSpeed interface_speed;

    // SMART
    std::optional<bool> smart_supported;
    std::optional<bool> smart_enabled;
    std::optional<bool> smart_passed;  // overall assessment
    // Current temperature. A reading of exactly 0 °C is treated as "not
    // reported": drives without a working sensor report 0 (e.g. a Crucial m4
    // reports 0 in the attribute, the SCT status and the device statistics, with
    // a lifetime maximum of 0 as well), and a running drive is never that cold
    // in the machines this tool diagnoses.
    std::optional<int> temperature_c;
    // The drive's own upper operating limit, when it reports one (smartctl's
    // temperature.op_limit_max: ATA SCT status or NVMe WCTEMP).
    std::optional<int> temperature_limit_c;
    std::optional<std::uint64_t> power_on_hours;
    std::optional<std::uint64_t> power_cycles;
    std::vector<AtaAttribute> attributes;
    std::optional<NvmeHealthLog> nvme;
    // The controller's PCI vendor id (smartctl's nvme_pci_vendor.id): which vendor log counts
    // media writes (smart/nvme_media_log_choice.h).
    std::optional<std::uint16_t> nvme_pci_vendor_id;
    // The media-write log pages read beside smartctl (smart/nvme_log_reader.h) or carried by a
    // capture, decoded; absent when none were read (a smartctl document alone).
    std::optional<NvmeMediaEvidence> nvme_media;
    std::vector<DeviceStatistic> device_statistics;
    std::optional<ScsiHealth> scsi;  // SAS/SCSI drives
    // Values smartctl >= 7.5 derives itself (JSON endurance_used, spare_available).
    std::optional<int> endurance_used_percent;
    std::optional<int> spare_available_percent;
    std::optional<int> spare_available_threshold_percent;
    // smartctl 8's unit-safe host writes (JSON host_writes {units, bytes_per_unit}).
    std::optional<ByteCounter> smartctl_host_writes;
    // The drive's self-tests (ATA SMART self-tests or NVMe Device Self-test):
    // what it offers, what runs and its log, when the document holds any of it.
    std::optional<selftest::SelfTests> self_tests;

    bool is_nvme() const { return protocol == Protocol::Nvme; }
    bool is_ata() const { return protocol == Protocol::Ata; }
    const AtaAttribute* attribute(int id) const;
    const DeviceStatistic* device_statistic(std::string_view name) const;
};

// A world wide name in the form smartctl prints it: NAA digit, 6 hex digits
// of OUI, 9 of vendor id ("5 002538 e40a1b2c3").
std::string world_wide_name_text(std::uint64_t naa, std::uint64_t oui, std::uint64_t id);

// A temperature as a drive reports it: 0 °C means "no sensor" (see SmartReport::temperature_c).
std::optional<int> reported_temperature(std::optional<int> celsius);

} // namespace ssd
