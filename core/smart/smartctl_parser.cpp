#include "core/smart/smartctl_parser.h"

#include <charconv>
#include <limits>

#include <nlohmann/json.hpp>

#include "core/selftest/ata_selftest_parser.h"
#include "core/selftest/nvme_selftest_parser.h"
#include "core/smart/drivedb_warning_text.h"
#include "core/smart/smartctl_argv.h"
#include "core/smart/smartctl_text_numbers.h"
#include "core/util/json_depth.h"
#include "core/util/json_util.h"
#include "core/util/plain_text.h"

namespace ssd {

namespace {

using nlohmann::json;

const json* child(const json& parent, const char* key) {
    if (!parent.is_object()) {
        return nullptr;
    }
    const auto found = parent.find(key);
    return found == parent.end() || found->is_null() ? nullptr : &*found;
}

std::optional<std::string> get_string(const json& parent, const char* key) {
    const json* node = child(parent, key);
    return node == nullptr ? std::nullopt : json_as<std::string>(*node);
}

std::optional<bool> get_bool(const json& parent, const char* key) {
    const json* node = child(parent, key);
    return node == nullptr ? std::nullopt : json_as<bool>(*node);
}

std::optional<std::uint64_t> parse_decimal(std::string_view digits) {
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (ec != std::errc{} || end != digits.data() + digits.size()) {
        return std::nullopt;
    }
    return value;
}

// smartctl prints counters wider than 53 bits as numbers that JSON readers may
// round, and adds "<key>_s" with the exact decimal string; prefer that string.
std::optional<std::uint64_t> get_counter(const json& parent, const char* key) {
    if (const auto exact = get_string(parent, (std::string(key) + "_s").c_str())) {
        if (auto value = parse_decimal(*exact)) {
            return value;
        }
    }
    const json* node = child(parent, key);
    if (node == nullptr) {
        return std::nullopt;
    }
    // A float here means the value overflowed 64 bits: unknown rather than wrong.
    return node->is_number_float() ? std::nullopt : json_as<std::uint64_t>(*node);
}

// smartctl's wwn object {naa, oui, id} in the form its text output uses:
// "5 002538 e40a1b2c3" (NAA digit, 6 hex digits of OUI, 9 of vendor id).
std::optional<std::string> world_wide_name(const json& doc) {
    const json* wwn = child(doc, "wwn");
    if (wwn == nullptr) return std::nullopt;
    const auto naa = get_counter(*wwn, "naa");
    const auto oui = get_counter(*wwn, "oui");
    const auto id = get_counter(*wwn, "id");
    if (!naa || !oui || !id) return std::nullopt;
    return world_wide_name_text(*naa, *oui, *id);
}

std::optional<int> get_int(const json& parent, const char* key) {
    const json* node = child(parent, key);
    if (node == nullptr || node->is_number_float()) {
        return std::nullopt;
    }
    return json_as<int>(*node);
}

std::vector<std::string> get_string_array(const json& parent, const char* key) {
    std::vector<std::string> values;
    const json* node = child(parent, key);
    if (node != nullptr && node->is_array()) {
        for (const auto& element : *node) {
            if (const auto text = json_string_view(element)) values.emplace_back(*text);
        }
    }
    return values;
}

std::vector<int> get_int_array(const json& parent, const char* key) {
    std::vector<int> values;
    const json* node = child(parent, key);
    if (node != nullptr && node->is_array()) {
        for (const auto& element : *node) {
            if (const auto value = element.is_number_float() ? std::nullopt : json_as<int>(element)) {
                values.push_back(*value);
            }
        }
    }
    return values;
}

// smartctl sometimes pads strings (model names of some USB bridges).
std::optional<std::string> trimmed(std::optional<std::string> text) {
    if (!text) {
        return text;
    }
    const auto first = text->find_first_not_of(" \t");
    if (first == std::string::npos) {
        return std::nullopt;
    }
    const auto last = text->find_last_not_of(" \t");
    return text->substr(first, last - first + 1);
}

void parse_smartctl_block(const json& doc, SmartReport& report) {
    const json* smartctl = child(doc, "smartctl");
    if (smartctl == nullptr) {
        return;
    }
    report.smartctl_version = get_int_array(*smartctl, "version");
    report.exit_status = get_int(*smartctl, "exit_status").value_or(0);
    report.device_type_given = device_type_in_argv(get_string_array(*smartctl, "argv"));
    if (const json* messages = child(*smartctl, "messages"); messages && messages->is_array()) {
        for (const auto& message : *messages) {
            report.messages.push_back({get_string(message, "string").value_or(""),
                                       get_string(message, "severity").value_or("information")});
        }
    }
    // --json=o: the text output, where alone smartctl prints the database's firmware warning.
    if (const json* output = child(*smartctl, "output"); output && output->is_array()) {
        std::vector<std::string_view> lines;
        for (const auto& line : *output) {
            if (const auto text = json_string_view(line)) lines.push_back(*text);
        }
        report.drivedb_warnings = drivedb_warnings_in(lines);
    }
}

void parse_identity(const json& doc, SmartReport& report) {
    if (const json* device = child(doc, "device")) {
        report.device_name = get_string(*device, "name").value_or("");
        report.device_type = get_string(*device, "type").value_or("");
        report.protocol =
            kSmartctlProtocols.parse(get_string(*device, "protocol").value_or("")).value_or(Protocol::Unknown);
    }
    report.model_family = trimmed(get_string(doc, "model_family"));
    report.model = trimmed(get_string(doc, "model_name"));
    if (!report.model) {
        // SAS/SCSI drives: smartctl 7.0-7.4 print only scsi_model_name.
        report.model = trimmed(get_string(doc, "scsi_model_name"));
    }
    report.serial = trimmed(get_string(doc, "serial_number"));
    report.wwn = world_wide_name(doc);
    if (const json* local_time = child(doc, "local_time")) {
        if (const auto seconds = get_counter(*local_time, "time_t")) report.read_time = static_cast<std::int64_t>(*seconds);
        report.local_time_text = get_string(*local_time, "asctime");
    }
    report.firmware = trimmed(get_string(doc, "firmware_version"));
    if (!report.firmware) {
        report.firmware = trimmed(get_string(doc, "scsi_revision"));
    }
    report.in_smartctl_database = get_bool(doc, "in_smartctl_database");
    if (const json* capacity = child(doc, "user_capacity")) {
        report.capacity_bytes = get_counter(*capacity, "bytes");
    }
    if (!report.capacity_bytes) {
        report.capacity_bytes = get_counter(doc, "nvme_total_capacity");
    }
    if (const auto lbs = get_int(doc, "logical_block_size"); lbs && *lbs > 0) {
        report.logical_block_size = static_cast<std::uint32_t>(*lbs);
    }
    if (const auto pbs = get_int(doc, "physical_block_size"); pbs && *pbs > 0) {
        report.physical_block_size = static_cast<std::uint32_t>(*pbs);
    }
    report.rotation_rate = get_int(doc, "rotation_rate");
    if (const json* form = child(doc, "form_factor")) {
        report.form_factor = get_string(*form, "name");
    }
    if (const json* trim = child(doc, "trim")) {
        report.trim_supported = get_bool(*trim, "supported");
    }
    if (const json* cache = child(doc, "write_cache")) {
        report.write_cache_enabled = get_bool(*cache, "enabled");
    }
    if (const json* speed = child(doc, "interface_speed")) {
        const auto read_speed = [](const json* node, std::optional<std::string>& text,
                                   std::optional<int>& units) {
            if (node == nullptr) {
                return;
            }
            text = get_string(*node, "string");
            const auto per_second = get_int(*node, "units_per_second");
            const auto bits = get_int(*node, "bits_per_unit");
            if (per_second && bits) {
                // in units of 100 Mb/s, small enough for an int
                units = static_cast<int>(static_cast<long long>(*per_second) * *bits / 100000000LL);
            }
        };
        read_speed(child(*speed, "max"), report.interface_speed.max, report.interface_speed.max_units);
        read_speed(child(*speed, "current"), report.interface_speed.current,
                   report.interface_speed.current_units);
    }
}

void parse_health(const json& doc, SmartReport& report) {
    if (const json* support = child(doc, "smart_support")) {
        report.smart_supported = get_bool(*support, "available");
        report.smart_enabled = get_bool(*support, "enabled");
    }
    if (const json* status = child(doc, "smart_status")) {
        report.smart_passed = get_bool(*status, "passed");
    }
    if (const json* temperature = child(doc, "temperature")) {
        report.temperature_c = reported_temperature(get_int(*temperature, "current"));
        report.temperature_limit_c = get_int(*temperature, "op_limit_max");
    }
    if (const json* power_on = child(doc, "power_on_time")) {
        report.power_on_hours = get_counter(*power_on, "hours");
    }
    report.power_cycles = get_counter(doc, "power_cycle_count");
}

Result<AtaAttribute> parse_attribute(const json& row) {
    AtaAttribute attribute;
    const auto id = get_int(row, "id");
    if (!id || *id < 1 || *id > 255) {
        return fail(ErrorCode::InputMalformed, "SMART attribute without a valid id");
    }
    attribute.id = *id;
    attribute.name = get_string(row, "name").value_or("Unknown_Attribute");
    attribute.value = get_int(row, "value").value_or(0);
    attribute.worst = get_int(row, "worst").value_or(0);
    attribute.thresh = get_int(row, "thresh").value_or(0);
    attribute.when_failed = get_string(row, "when_failed").value_or("");
    if (const json* flags = child(row, "flags")) {
        attribute.flags = get_int(*flags, "value").value_or(0);
        attribute.flags_string = trimmed(get_string(*flags, "string")).value_or("");
        attribute.prefailure = get_bool(*flags, "prefailure").value_or(false);
        attribute.updated_online = get_bool(*flags, "updated_online").value_or(false);
    }
    if (const json* raw = child(row, "raw")) {
        attribute.raw = get_counter(*raw, "value").value_or(0);
        attribute.raw_string = get_string(*raw, "string").value_or(std::to_string(attribute.raw));
    }
    return attribute;
}

Result<void> parse_attributes(const json& doc, SmartReport& report) {
    const json* attributes = child(doc, "ata_smart_attributes");
    if (attributes == nullptr) {
        return {};
    }
    const json* table = child(*attributes, "table");
    if (table == nullptr || !table->is_array()) {
        return fail(ErrorCode::InputMalformed, "ata_smart_attributes has no table");
    }
    for (const auto& row : *table) {
        auto attribute = parse_attribute(row);
        if (!attribute) {
            return tl::unexpected(attribute.error());
        }
        report.attributes.push_back(std::move(*attribute));
    }
    return {};
}

void parse_nvme_log(const json& doc, SmartReport& report) {
    const json* log = child(doc, "nvme_smart_health_information_log");
    if (log == nullptr) {
        return;
    }
    NvmeHealthLog nvme;
    nvme.critical_warning = get_int(*log, "critical_warning").value_or(0);
    nvme.temperature_c = get_int(*log, "temperature");
    nvme.available_spare = get_int(*log, "available_spare");
    nvme.available_spare_threshold = get_int(*log, "available_spare_threshold");
    nvme.percentage_used = get_int(*log, "percentage_used");
    nvme.data_units_read = get_counter(*log, "data_units_read");
    nvme.data_units_written = get_counter(*log, "data_units_written");
    nvme.host_reads = get_counter(*log, "host_reads");
    nvme.host_writes = get_counter(*log, "host_writes");
    nvme.power_cycles = get_counter(*log, "power_cycles");
    nvme.power_on_hours = get_counter(*log, "power_on_hours");
    nvme.unsafe_shutdowns = get_counter(*log, "unsafe_shutdowns");
    nvme.media_errors = get_counter(*log, "media_errors");
    nvme.error_log_entries = get_counter(*log, "num_err_log_entries");
    nvme.warning_temp_minutes = get_counter(*log, "warning_temp_time");
    nvme.critical_temp_minutes = get_counter(*log, "critical_comp_time");
    for (int level = 0; level < 2; ++level) {
        const std::string key = "thermal_mgmt_temperature_" + std::to_string(level + 1);
        nvme.thermal_transitions[level] = get_counter(*log, (key + "_transition_count").c_str());
        nvme.thermal_seconds[level] = get_counter(*log, (key + "_total_time").c_str());
    }
    report.nvme = nvme;
    if (const json* vendor = child(doc, "nvme_pci_vendor")) {
        if (const auto id = get_int(*vendor, "id"); id && *id >= 0 && *id <= 0xFFFF) {
            report.nvme_pci_vendor_id = static_cast<std::uint16_t>(*id);
        }
    }
    // Older smartctl versions put these only in the NVMe log.
    if (!report.temperature_c) report.temperature_c = reported_temperature(nvme.temperature_c);
    if (!report.power_on_hours) report.power_on_hours = nvme.power_on_hours;
    if (!report.power_cycles) report.power_cycles = nvme.power_cycles;
}

void parse_device_statistics(const json& doc, SmartReport& report) {
    const json* statistics = child(doc, "ata_device_statistics");
    const json* pages = statistics ? child(*statistics, "pages") : nullptr;
    if (pages == nullptr || !pages->is_array()) {
        return;
    }
    for (const auto& page : *pages) {
        const auto number = get_int(page, "number");
        const json* table = child(page, "table");
        if (!number || table == nullptr || !table->is_array()) {
            continue;
        }
        for (const auto& row : *table) {
            const json* flags = child(row, "flags");
            const auto value = get_counter(row, "value");
            const auto name = get_string(row, "name");
            if (flags == nullptr || get_bool(*flags, "valid") != true || !value || !name) {
                continue;
            }
            report.device_statistics.push_back(
                {*number, *name, *value, get_bool(*flags, "normalized").value_or(false)});
        }
    }
}

// smartctl >= 7.5: "endurance_used": {"current_percent": 5},
// "spare_available": {"current_percent": 100, "threshold_percent": 3}.
std::optional<ScsiErrorCounters> scsi_counters(const json& log, const char* direction) {
    const json* counters = child(log, direction);
    if (counters == nullptr) return std::nullopt;
    return ScsiErrorCounters{get_counter(*counters, "total_errors_corrected"),
                             get_counter(*counters, "total_uncorrected_errors")};
}

// "Non-medium error count:        12", printed only as text (smartctl.output with --json=o).
std::optional<std::uint64_t> non_medium_errors(const json& doc) {
    static constexpr std::string_view kLabel = "Non-medium error count:";
    const json* smartctl = child(doc, "smartctl");
    const json* output = smartctl ? child(*smartctl, "output") : nullptr;
    if (output == nullptr || !output->is_array()) return std::nullopt;
    for (const auto& line : *output) {
        const auto text = json_string_view(line);
        if (!text || !text->starts_with(kLabel)) continue;
        std::string_view digits = text->substr(kLabel.size());
        digits.remove_prefix(std::min(digits.find_first_not_of(' '), digits.size()));
        return parse_decimal(digits.substr(0, digits.find_first_not_of("0123456789")));
    }
    return std::nullopt;
}

void parse_scsi(const json& doc, SmartReport& report) {
    ScsiHealth scsi;
    scsi.grown_defects = get_counter(doc, "scsi_grown_defect_list");
    scsi.non_medium_errors = non_medium_errors(doc);
    if (const json* log = child(doc, "scsi_error_counter_log")) {
        scsi.read = scsi_counters(*log, "read");
        scsi.write = scsi_counters(*log, "write");
        scsi.verify = scsi_counters(*log, "verify");
    }
    if (const json* cycles = child(doc, "scsi_start_stop_cycle_counter")) {
        scsi.start_stop_cycles = get_counter(*cycles, "accumulated_start_stop_cycles");
        scsi.start_stop_cycles_specified = get_counter(*cycles, "specified_cycle_count_over_device_lifetime");
        scsi.load_unload_cycles = get_counter(*cycles, "accumulated_load_unload_cycles");
        scsi.load_unload_cycles_specified = get_counter(*cycles, "specified_load_unload_count_over_device_lifetime");
    }
    const bool any = scsi.grown_defects || scsi.non_medium_errors || scsi.read || scsi.write || scsi.verify ||
                     scsi.start_stop_cycles || scsi.load_unload_cycles;
    if (any) report.scsi = scsi;
    // smartctl 7.3/7.4 give the SSD's endurance indicator under this name; 7.5 as endurance_used.
    if (!report.endurance_used_percent) report.endurance_used_percent = get_int(doc, "scsi_percentage_used_endurance_indicator");
    // The drive's trip temperature is its limit.
    if (const json* temperature = child(doc, "temperature"); temperature && !report.temperature_limit_c) {
        report.temperature_limit_c = get_int(*temperature, "drive_trip");
    }
}

void parse_derived_percentages(const json& doc, SmartReport& report) {
    if (const json* endurance = child(doc, "endurance_used")) {
        report.endurance_used_percent = get_int(*endurance, "current_percent");
    }
    if (const json* spare = child(doc, "spare_available")) {
        report.spare_available_percent = get_int(*spare, "current_percent");
        report.spare_available_threshold_percent = get_int(*spare, "threshold_percent");
    }
    // smartctl 8 (smartmontools src/ataprint.cpp, nvmeprint.cpp): "host_writes":
    // {"units": N, "bytes_per_unit": B, "string": …, "commands": …}, from the ATA
    // Device Statistics (logical sectors) or the NVMe log (units of 512,000 bytes).
    if (const json* writes = child(doc, "host_writes")) {
        const auto units = get_counter(*writes, "units");
        const auto per_unit = get_counter(*writes, "bytes_per_unit");
        if (units && per_unit && *per_unit > 0) report.smartctl_host_writes = ByteCounter{*units, *per_unit};
    }
}

// NVMe first: an NVMe document never holds ATA self-test data, but a
// document with both would be NVMe (smartctl prints one protocol's logs).
void parse_self_tests(const json& doc, SmartReport& report) {
    if (selftest::has_nvme_selftest_data(doc)) {
        report.self_tests = selftest::nvme_selftests_from_smartctl(doc);
    } else if (selftest::has_ata_selftest_data(doc)) {
        report.self_tests = selftest::ata_selftests_from_smartctl(doc);
    }
}

} // namespace

Result<SmartReport> parse_smartctl_json(std::string_view text) {
    if (trim_blanks(text).empty()) {
        return fail(ErrorCode::InputEmpty, "the input is empty");
    }
    const json doc = parse_outside_json(text);
    if (doc.is_discarded()) {
        return fail(ErrorCode::InputMalformed,
                    "the input is not valid JSON (truncated or not smartctl --json output)");
    }
    return parse_smartctl_document(doc);
}

Result<SmartReport> parse_smartctl_document(const json& doc) {
    if (!doc.is_object()) {
        return fail(ErrorCode::InputNotSmartctl, "the JSON is not a smartctl --json document");
    }
    const json* format = child(doc, "json_format_version");
    if (format == nullptr || child(doc, "smartctl") == nullptr) {
        return fail(ErrorCode::InputNotSmartctl,
                    "the JSON has no json_format_version/smartctl keys: it is not smartctl --json output");
    }
    SmartReport report;
    report.json_format_version = get_int_array(doc, "json_format_version");
    if (report.json_format_version.empty() || report.json_format_version.front() != 1) {
        return fail(ErrorCode::UnsupportedFormat,
                    "smartctl JSON format version is not 1.x; this build understands 1.x");
    }
    try {
        parse_smartctl_block(doc, report);
        parse_identity(doc, report);
        parse_health(doc, report);
        if (auto attributes = parse_attributes(doc, report); !attributes) {
            return tl::unexpected(attributes.error());
        }
        parse_nvme_log(doc, report);
        parse_device_statistics(doc, report);
        parse_derived_percentages(doc, report);
        parse_scsi(doc, report);
        parse_self_tests(doc, report);
    } catch (const json::exception& error) {
        // Only reachable through a value of an unexpected type deep inside.
        return fail(ErrorCode::InputMalformed, std::string("unexpected smartctl JSON: ") + error.what());
    }
    return report;
}

} // namespace ssd
