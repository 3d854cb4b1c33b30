#include "core/smart/smartctl_text_parser.h"

#include <array>
#include <cctype>
#include <cstdint>
#include <string>
#include <vector>

#include "core/smart/drivedb_warning_text.h"
#include "core/smart/smartctl_local_time.h"
#include "core/smart/smartctl_text_numbers.h"
#include "core/util/utf8.h"
#include "core/util/plain_text.h"

namespace ssd {

namespace {

// ---------------------------------------------------------------- text shape

// A capture saved by PowerShell's ">" is UTF-16LE; smartctl's output is ASCII
// apart from names, so decoding it makes such a file read like any other. A
// UTF-8 byte order mark is dropped.
std::string decoded(std::string_view input) {
    std::string text = utf8_from_console_bytes(input);
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.erase(0, 3);
    return text;
}

// The text after the first `count` words (inner blanks kept): the raw value
// column, which may hold spaces ("36 (Min/Max 20/45)").
std::string_view after_words(std::string_view text, std::size_t count) {
    std::size_t at = 0;
    for (std::size_t word = 0; word < count; ++word) {
        at = text.find_first_not_of(" \t", at);
        if (at == std::string_view::npos) return {};
        at = text.find_first_of(" \t", at);
        if (at == std::string_view::npos) return {};
    }
    return trim_blanks(text.substr(at));
}

bool all_digits(std::string_view text) {
    if (text.empty()) return false;
    for (const char c : text) {
        if (c < '0' || c > '9') return false;
    }
    return true;
}

// "smartctl 7.4 2023-08-01 r5530 [...]" or "smartctl pre-7.4 …"; lines before
// it (a pasted shell prompt) are ignored.
bool is_banner(std::string_view line) {
    const auto parts = split_words(line);
    if (parts.size() < 2 || parts[0] != "smartctl") return false;
    std::string_view version = parts[1];
    if (version.starts_with("pre-")) version.remove_prefix(4);
    return !version.empty() && std::isdigit(static_cast<unsigned char>(version[0])) != 0;
}

// "pre-7.4" is a development build of 7.4: its JSON reports [7, 4] as well.
std::vector<int> banner_version(std::string_view line) {
    std::string_view version = split_words(line)[1];
    if (version.starts_with("pre-")) version.remove_prefix(4);
    std::vector<int> numbers;
    std::size_t at = 0;
    while (at < version.size()) {
        auto end = version.find('.', at);
        if (end == std::string_view::npos) end = version.size();
        const auto part = version.substr(at, end - at);
        if (!all_digits(part)) break;
        numbers.push_back(static_cast<int>(*leading_count(part)));
        at = end + 1;
    }
    return numbers;
}

struct KeyValue {
    std::string key; // inner runs of blanks made one space: "Warning Comp. Temp. Threshold"
    std::string_view value;
};

// "Serial Number:    68APC048P12P" → {"Serial Number", "68APC048P12P"}.
std::optional<KeyValue> key_value(std::string_view line) {
    const auto colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0 || line[0] == ' ') return std::nullopt;
    KeyValue pair;
    for (const auto word : split_words(line.substr(0, colon))) {
        if (!pair.key.empty()) pair.key += ' ';
        pair.key.append(word);
    }
    pair.value = trim_blanks(line.substr(colon + 1));
    return pair;
}

std::optional<int> small_int(std::string_view text) {
    const auto value = leading_count(text);
    if (!value || *value > 1000000) return std::nullopt;
    return static_cast<int>(*value);
}

// ---------------------------------------------------------------- information section

// "512 bytes logical, 4096 bytes physical" or "512 bytes logical/physical".
void sector_sizes(std::string_view value, SmartReport& report) {
    const auto parts = split_words(value);
    for (std::size_t index = 0; index + 2 < parts.size(); ++index) {
        if (parts[index + 1] != "bytes") continue;
        const auto size = leading_count(parts[index]);
        if (!size || *size == 0 || *size > 0xFFFFFFFFULL) continue;
        const auto which = parts[index + 2];
        if (which.starts_with("logical")) report.logical_block_size = static_cast<std::uint32_t>(*size);
        if (which.find("physical") != std::string_view::npos) {
            report.physical_block_size = static_cast<std::uint32_t>(*size);
        }
    }
}

// "SATA 3.2, 6.0 Gb/s (current: 6.0 Gb/s)": the maximum and the current link
// speed, with units comparable the way the JSON parser makes them (100 Mb/s).
void interface_speed(std::string_view value, SmartReport& report) {
    const auto speed_before = [&](std::size_t unit_at, std::optional<std::string>& text, std::optional<int>& units) {
        const auto start = value.find_last_of(" ,(", unit_at - 1);
        const auto number = value.substr(start + 1, unit_at - start - 1);
        const auto dot = number.find('.');
        const auto whole = leading_count(number.substr(0, dot));
        if (!whole) return;
        int tenths = 0;
        if (dot != std::string_view::npos && dot + 1 < number.size()) tenths = number[dot + 1] - '0';
        text = std::string(number) + " Gb/s";
        units = static_cast<int>(*whole) * 10 + tenths;
    };
    const auto first = value.find(" Gb/s");
    if (first == std::string_view::npos || first == 0) return;
    speed_before(first, report.interface_speed.max, report.interface_speed.max_units);
    const auto current = value.find("current:");
    const auto second = current == std::string_view::npos ? std::string_view::npos : value.find(" Gb/s", current);
    if (second != std::string_view::npos) {
        speed_before(second, report.interface_speed.current, report.interface_speed.current_units);
    }
}

// "5 0026b7 7560145cf" → the JSON parser's form of the same three numbers.
std::optional<std::string> world_wide_name(std::string_view value) {
    const auto parts = split_words(value);
    if (parts.size() != 3) return std::nullopt;
    std::array<std::uint64_t, 3> numbers{};
    for (std::size_t index = 0; index < 3; ++index) {
        const auto number = leading_count("0x" + std::string(parts[index]));
        if (!number || parts[index].size() > 16) return std::nullopt;
        numbers[index] = *number;
    }
    return world_wide_name_text(numbers[0], numbers[1], numbers[2]);
}

std::optional<std::string> text_value(std::string_view value) {
    if (value.empty()) return std::nullopt;
    return std::string(value);
}

// What the parse has seen besides the report itself.
struct TextState {
    SmartReport report;
    std::optional<std::uint64_t> total_nvm_capacity;
    bool ata_markers = false;  // "ATA Version is", "Device Model", an attribute table
    bool nvme_markers = false; // "NVMe Version", "Model Number", the NVMe health log
    bool scsi_markers = false; // "Transport protocol", "Product"
};

// One "Key: value" line outside the NVMe health log.
void identity_line(const KeyValue& line, TextState& state) {
    SmartReport& report = state.report;
    const std::string& key = line.key;
    const std::string_view value = line.value;
    if (key == "Model Family") {
        report.model_family = text_value(value);
    } else if (key == "Device Model" || key == "Model Number") {
        report.model = text_value(value);
        (key == "Device Model" ? state.ata_markers : state.nvme_markers) = true;
    } else if (key == "Product") { // SCSI
        if (!report.model) report.model = text_value(value);
        state.scsi_markers = true;
    } else if (key == "Serial Number" || key == "Serial number") {
        report.serial = text_value(value);
    } else if (key == "LU WWN Device Id") {
        report.wwn = world_wide_name(value);
    } else if (key == "Firmware Version") {
        report.firmware = text_value(value);
    } else if (key == "Revision") { // SCSI
        if (!report.firmware) report.firmware = text_value(value);
    } else if (key == "User Capacity" || key == "Namespace 1 Size/Capacity") {
        // The JSON parser's user_capacity: for NVMe smartctl fills it from namespace 1.
        if (!report.capacity_bytes) report.capacity_bytes = leading_count(value);
    } else if (key == "Total NVM Capacity") {
        // Its fallback: nvme_total_capacity, only when no namespace size was given.
        state.total_nvm_capacity = leading_count(value);
    } else if (key == "Sector Size" || key == "Sector Sizes") {
        sector_sizes(value, report);
    } else if (key == "Namespace 1 Formatted LBA Size") {
        if (const auto size = leading_count(value); size && *size > 0 && *size <= 0xFFFFFFFFULL) {
            report.logical_block_size = static_cast<std::uint32_t>(*size);
        }
    } else if (key == "Rotation Rate") {
        report.rotation_rate = value.starts_with("Solid State") ? std::optional<int>(0) : small_int(value);
    } else if (key == "Form Factor") {
        report.form_factor = text_value(value);
    } else if (key == "TRIM Command") {
        report.trim_supported = value.starts_with("Available");
    } else if (key == "Device is") {
        if (value.starts_with("In smartctl database")) report.in_smartctl_database = true;
        if (value.starts_with("Not in smartctl database")) report.in_smartctl_database = false;
    } else if (key == "SATA Version is") {
        interface_speed(value, report);
    } else if (key == "Local Time is") {
        report.local_time_text = text_value(value);
        report.read_time = parse_smartctl_local_time(value);
    } else if (key == "SMART support is") {
        // Printed twice: "Available - device has SMART capability." then "Enabled".
        if (value.starts_with("Available")) report.smart_supported = true;
        if (value.starts_with("Unavailable")) report.smart_supported = false;
        if (value.starts_with("Enabled")) report.smart_enabled = true;
        if (value.starts_with("Disabled")) report.smart_enabled = false;
    } else if (key == "Write cache is") {
        if (value.starts_with("Enabled")) report.write_cache_enabled = true;
        if (value.starts_with("Disabled")) report.write_cache_enabled = false;
    } else if (key == "Warning Comp. Temp. Threshold") { // NVMe WCTEMP
        report.temperature_limit_c = small_int(value);
    } else if (key == "Min/Max recommended Temperature") { // ATA SCT status: "0/70 Celsius"
        if (const auto slash = value.find('/'); slash != std::string_view::npos) {
            report.temperature_limit_c = small_int(value.substr(slash + 1));
        }
    } else if (key == "Current Temperature") { // ATA SCT status
        if (const auto celsius = small_int(value)) report.temperature_c = reported_temperature(celsius);
    } else if (key == "SMART overall-health self-assessment test result") {
        if (value.starts_with("PASSED")) report.smart_passed = true;
        if (value.starts_with("FAILED")) report.smart_passed = false;
    } else if (key == "SMART Health Status") { // SCSI
        report.smart_passed = value.starts_with("OK");
    } else if (key == "ATA Version is") {
        state.ata_markers = true;
    } else if (key == "NVMe Version") {
        state.nvme_markers = true;
    } else if (key == "Transport protocol") {
        state.scsi_markers = true;
    }
}

// ---------------------------------------------------------------- ATA attributes

enum class AttributeTableFormat {
    Old,   // ID# ATTRIBUTE_NAME FLAG VALUE WORST THRESH TYPE UPDATED WHEN_FAILED RAW_VALUE
    Brief, // ID# ATTRIBUTE_NAME FLAGS VALUE WORST THRESH FAIL RAW_VALUE (-x, -f brief)
};

// The six flag bits smartctl names, in the order of its brief column "POSRCK".
constexpr std::string_view kFlagLetters = "POSRCK";

std::string flags_text(int flags) {
    std::string text;
    for (std::size_t bit = 0; bit < kFlagLetters.size(); ++bit) {
        text += (flags & (1 << bit)) != 0 ? kFlagLetters[bit] : '-';
    }
    if ((flags & ~0x3F) != 0) text += '+'; // vendor bits, as smartctl marks them
    return text;
}

std::optional<int> flags_from_letters(std::string_view letters) {
    if (letters.size() < kFlagLetters.size()) return std::nullopt;
    int flags = 0;
    for (std::size_t bit = 0; bit < kFlagLetters.size(); ++bit) {
        if (letters[bit] == kFlagLetters[bit]) {
            flags |= 1 << bit;
        } else if (letters[bit] != '-') {
            return std::nullopt;
        }
    }
    return flags;
}

// "-" → "", "FAILING_NOW"/"NOW" → "now", "In_the_past"/"Past" → "past" (JSON's words).
std::string when_failed(std::string_view column) {
    if (column == "FAILING_NOW" || column == "NOW") return "now";
    if (column == "In_the_past" || column == "Past") return "past";
    return "";
}

// The raw word where the text shows it: a plain decimal or hex number; else the
// leading number of a formatted value ("36 (Min/Max 20/45)" → 36, "8737h+12m" → 8737).
std::uint64_t raw_number(std::string_view raw) {
    if (const auto value = leading_count(raw.substr(0, raw.find_first_of(" (/h")))) return *value;
    return 0;
}

std::optional<AtaAttribute> attribute_row(std::string_view line, AttributeTableFormat format) {
    const auto parts = split_words(line);
    const std::size_t before_raw = format == AttributeTableFormat::Old ? 9 : 7;
    if (parts.size() <= before_raw || !all_digits(parts[0])) return std::nullopt;
    AtaAttribute attribute;
    attribute.id = static_cast<int>(*leading_count(parts[0]));
    if (attribute.id < 1 || attribute.id > 255) return std::nullopt;
    attribute.name = std::string(parts[1]);
    std::optional<int> flags;
    if (format == AttributeTableFormat::Old) {
        const auto word = parts[2].starts_with("0x") ? leading_count(parts[2]) : std::nullopt;
        if (word && *word <= 0xFFFF) flags = static_cast<int>(*word);
        attribute.when_failed = when_failed(parts[8]);
    } else {
        flags = flags_from_letters(parts[2]);
        attribute.when_failed = when_failed(parts[6]);
    }
    if (!flags) return std::nullopt;
    attribute.flags = *flags;
    attribute.flags_string = flags_text(*flags);
    attribute.prefailure = (*flags & 0x01) != 0;
    attribute.updated_online = (*flags & 0x02) != 0;
    // "---" where the drive gives no threshold or value: 0, as JSON leaves them.
    attribute.value = small_int(parts[3]).value_or(0);
    attribute.worst = small_int(parts[4]).value_or(0);
    attribute.thresh = small_int(parts[5]).value_or(0);
    attribute.raw_string = std::string(after_words(line, before_raw));
    attribute.raw = raw_number(attribute.raw_string);
    return attribute;
}

// ---------------------------------------------------------------- ATA device statistics

// smartctl 7.x: "0x01  0x018  6      2043498859  ---  Logical Sectors Written"
// (flags column N = normalized); 6.x: "  1  0x018  6      2043498859  Logical …",
// a normalized value marked by a "~" after it. "-" is a value the drive marks invalid.
std::optional<DeviceStatistic> statistic_row(std::string_view line, bool flags_column) {
    const auto parts = split_words(line);
    const std::size_t before_name = flags_column ? 5 : 4;
    if (parts.size() <= before_name || !parts[1].starts_with("0x") || parts[1] == "=====") return std::nullopt;
    const auto page = leading_count(parts[0]);
    std::string_view value_text = parts[3];
    bool normalized = false;
    if (!value_text.empty() && value_text.back() == '~') {
        normalized = true;
        value_text.remove_suffix(1);
    }
    if (flags_column) normalized = normalized || parts[4].starts_with("N");
    if (!page || !all_digits(value_text)) return std::nullopt;
    return DeviceStatistic{static_cast<int>(*page), std::string(after_words(line, before_name)),
                           *leading_count(value_text), normalized};
}

// ---------------------------------------------------------------- NVMe health log

void nvme_line(const KeyValue& line, NvmeHealthLog& log) {
    const std::string& key = line.key;
    const auto count = leading_count(line.value);
    const auto percent = small_int(line.value);
    if (key == "Critical Warning") {
        log.critical_warning = percent.value_or(0);
    } else if (key == "Temperature") {
        log.temperature_c = percent;
    } else if (key == "Available Spare") {
        log.available_spare = percent;
    } else if (key == "Available Spare Threshold") {
        log.available_spare_threshold = percent;
    } else if (key == "Percentage Used") {
        log.percentage_used = percent;
    } else if (key == "Data Units Read") {
        log.data_units_read = count;
    } else if (key == "Data Units Written") {
        log.data_units_written = count;
    } else if (key == "Host Read Commands") {
        log.host_reads = count;
    } else if (key == "Host Write Commands") {
        log.host_writes = count;
    } else if (key == "Power Cycles") {
        log.power_cycles = count;
    } else if (key == "Power On Hours") {
        log.power_on_hours = count;
    } else if (key == "Unsafe Shutdowns") {
        log.unsafe_shutdowns = count;
    } else if (key == "Media and Data Integrity Errors") {
        log.media_errors = count;
    } else if (key == "Error Information Log Entries") {
        log.error_log_entries = count;
    } else if (key == "Warning Comp. Temperature Time") {
        log.warning_temp_minutes = count;
    } else if (key == "Critical Comp. Temperature Time") {
        log.critical_temp_minutes = count;
    } else if (key.starts_with("Thermal Temp. ") && key.size() > 15 && (key[14] == '1' || key[14] == '2')) {
        const auto level = static_cast<std::size_t>(key[14] - '1');
        if (key.ends_with(" Transition Count")) log.thermal_transitions[level] = count;
        if (key.ends_with(" Total Time")) log.thermal_seconds[level] = count;
    }
}

// ---------------------------------------------------------------- the whole capture

enum class Block { None, Attributes, DeviceStatistics, NvmeLog };

// What JSON's top-level fields take from the tables when no other line gave them.
void derive_summary(TextState& state) {
    SmartReport& report = state.report;
    if (!report.capacity_bytes) report.capacity_bytes = state.total_nvm_capacity;
    if (report.nvme) {
        state.nvme_markers = true;
        if (!report.temperature_c) report.temperature_c = reported_temperature(report.nvme->temperature_c);
        report.power_on_hours = report.nvme->power_on_hours;
        report.power_cycles = report.nvme->power_cycles;
    }
    if (!report.attributes.empty()) state.ata_markers = true;
    // smartctl decodes attribute 9 to hours whatever the drive counts in
    // ("1234h+56m" for minutes): its leading number is hours.
    if (const AtaAttribute* hours = report.attribute(9); hours != nullptr && !report.power_on_hours) {
        report.power_on_hours = hours->raw;
    }
    if (const AtaAttribute* cycles = report.attribute(12); cycles != nullptr && !report.power_cycles) {
        report.power_cycles = cycles->raw;
    }
    if (!report.temperature_c && !report.nvme) {
        for (const int id : {194, 190}) {
            const AtaAttribute* temperature = report.attribute(id);
            if (temperature != nullptr && temperature->raw <= 200) {
                report.temperature_c = reported_temperature(static_cast<int>(temperature->raw));
                break;
            }
        }
    }
    if (state.nvme_markers) {
        report.protocol = Protocol::Nvme;
    } else if (state.ata_markers) {
        report.protocol = Protocol::Ata;
    } else if (state.scsi_markers) {
        report.protocol = Protocol::Scsi;
    }
}

} // namespace

Result<SmartReport> parse_smartctl_text(std::string_view input) {
    const std::string text = decoded(input);
    if (trim_blanks(text).empty()) {
        return fail(ErrorCode::InputEmpty, "the input is empty");
    }
    const auto lines = split_lines(text);
    std::size_t first = 0;
    while (first < lines.size() && !is_banner(lines[first])) ++first;
    TextState state;
    std::size_t body = first + 1;
    if (first == lines.size()) {
        // hw-probe (linux-hardware.org's uploads) keeps smartctl's report without
        // its banner: the first line is then the information section's.
        body = 0;
        while (body < lines.size() && trim_blanks(lines[body]).empty()) ++body;
        if (body == lines.size() || !lines[body].starts_with("=== START OF INFORMATION SECTION ===")) {
            return fail(ErrorCode::InputNotSmartctl,
                        "no 'smartctl X.Y …' banner line: the text is not smartctl output");
        }
    } else {
        state.report.smartctl_version = banner_version(lines[first]);
    }
    bool any_section = false;
    Block block = Block::None;
    AttributeTableFormat format = AttributeTableFormat::Old;
    bool statistic_flags = false;
    for (std::size_t index = body; index < lines.size(); ++index) {
        const std::string_view line = lines[index];
        if (line.starts_with("=== START OF ")) {
            any_section = true;
            block = Block::None;
            continue;
        }
        if (line.starts_with("ID# ATTRIBUTE_NAME")) {
            block = Block::Attributes;
            format = line.find("WHEN_FAILED") != std::string_view::npos ? AttributeTableFormat::Old
                                                                         : AttributeTableFormat::Brief;
            continue;
        }
        if (line == "Device Statistics (GP Log 0x04)") {
            block = Block::DeviceStatistics;
            continue;
        }
        if (line.starts_with("SMART/Health Information (NVMe Log 0x02")) {
            block = Block::NvmeLog;
            state.report.nvme = NvmeHealthLog{};
            continue;
        }
        if (trim_blanks(line).empty()) {
            block = Block::None;
            continue;
        }
        switch (block) {
        case Block::Attributes:
            if (auto attribute = attribute_row(line, format)) {
                state.report.attributes.push_back(std::move(*attribute));
            } else {
                block = Block::None; // the flag legend of -x, or the end of the table
            }
            break;
        case Block::DeviceStatistics:
            if (line.starts_with("Page")) {
                statistic_flags = line.find("Flags") != std::string_view::npos;
            } else if (auto statistic = statistic_row(line, statistic_flags)) {
                state.report.device_statistics.push_back(std::move(*statistic));
            }
            break;
        case Block::NvmeLog:
            if (const auto pair = key_value(line)) nvme_line(*pair, *state.report.nvme);
            break;
        case Block::None:
            if (const auto pair = key_value(line)) identity_line(*pair, state);
            break;
        }
    }
    if (!any_section) {
        return fail(ErrorCode::InputNotSmartctl,
                    "no '=== START OF … SECTION ===' line after the smartctl banner: not a smartctl report");
    }
    derive_summary(state);
    state.report.drivedb_warnings = drivedb_warnings_in(lines);
    return std::move(state.report);
}

} // namespace ssd
