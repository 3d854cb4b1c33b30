// The plain-text smartctl parser on every real text capture the project has:
// the Toshiba NVMe pair (tests/fixtures/smart-history, 203 days apart) and two
// ATA SSDs (tests/fixtures/smartctl-text). Expected numbers are those written in
// each folder's PROVENANCE.md, worked out by hand from the files.
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "core/diagnosis/drive_health.h"
#include "core/smart/smartctl_capture.h"
#include "core/smart/smartctl_local_time.h"
#include "core/smart/smartctl_parser.h"
#include "core/smart/smartctl_text_numbers.h"
#include "core/smart/smartctl_text_parser.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"

namespace ssd {
namespace {

const std::string kToshibaMarch = "smart-history/toshiba_KBG30ZMV256G_nvme_pysmart_2023-03-27.txt";
const std::string kToshibaOctober = "smart-history/toshiba_KBG30ZMV256G_nvme_pysmart_2023-10-17.txt";
const std::string kIntelS4510 = "smartctl-text/intel_SSDSC2KB480G8-S4510_pysmart_2022-12-19.txt";
const std::string kApacer = "smartctl-text/apacer_AS340-240GB_pysmart_2023-05-26.txt";

std::string capture_text(const std::string& relative) {
    auto text = read_text_file(test::project_fixture(relative));
    EXPECT_TRUE(text.has_value()) << relative;
    return text.value_or("");
}

SmartReport parse_text_fixture(const std::string& relative) {
    auto report = parse_smartctl_text(capture_text(relative));
    EXPECT_TRUE(report.has_value()) << relative << ": " << (report ? "" : report.error().message);
    return report.value_or(SmartReport{});
}

// What the information section of a capture says, compared field by field.
struct Identity {
    Protocol protocol;
    std::vector<int> smartctl_version;
    std::string model;
    std::string serial;
    std::optional<std::string> wwn;
    std::string firmware;
    std::uint64_t capacity_bytes;
    std::uint32_t logical_block_size;
    std::optional<std::uint32_t> physical_block_size;
};

void expect_identity(const SmartReport& r, const Identity& expected) {
    EXPECT_EQ(r.protocol, expected.protocol);
    EXPECT_EQ(r.smartctl_version, expected.smartctl_version);
    EXPECT_EQ(r.model, expected.model);
    EXPECT_EQ(r.serial, expected.serial);
    EXPECT_EQ(r.wwn, expected.wwn);
    EXPECT_EQ(r.firmware, expected.firmware);
    EXPECT_EQ(r.capacity_bytes, expected.capacity_bytes);
    EXPECT_EQ(r.logical_block_size, expected.logical_block_size);
    EXPECT_EQ(r.physical_block_size, expected.physical_block_size);
}

TEST(SmartctlTextParser, ToshibaNvmeMarchCapture) {
    // smartctl pre-7.4, LF, dots as thousands separators.
    const auto r = parse_text_fixture(kToshibaMarch);
    // No WWN: NVMe gives an EUI-64, which the JSON parser does not keep either.
    expect_identity(r, {Protocol::Nvme, {7, 4}, "KBG30ZMV256G TOSHIBA", "68APC048P12P", std::nullopt, "ADHA0101",
                        256060514304U, 512U, std::nullopt});
    EXPECT_EQ(r.read_time, 1679914343); // Mon Mar 27 12:52:23 2023 CEST = 10:52:23 UTC
    EXPECT_EQ(r.local_time_text, "Mon Mar 27 12:52:23 2023 CEST");
    EXPECT_EQ(r.smart_passed, true);
    EXPECT_EQ(r.temperature_c, 59);
    EXPECT_EQ(r.temperature_limit_c, 82);
    EXPECT_EQ(r.power_on_hours, 8737U);
    EXPECT_EQ(r.power_cycles, 1545U);
    EXPECT_TRUE(r.attributes.empty());
    ASSERT_TRUE(r.nvme.has_value());
    EXPECT_EQ(r.nvme->critical_warning, 0);
    EXPECT_EQ(r.nvme->temperature_c, 59);
    EXPECT_EQ(r.nvme->available_spare, 100);
    EXPECT_EQ(r.nvme->available_spare_threshold, 10);
    EXPECT_EQ(r.nvme->percentage_used, 32);
    EXPECT_EQ(r.nvme->data_units_read, 33835011U);
    EXPECT_EQ(r.nvme->data_units_written, 36580058U); // "36.580.058 [18,7 TB]"
    EXPECT_EQ(r.nvme->host_reads, 661971168U);
    EXPECT_EQ(r.nvme->host_writes, 1017975532U);
    EXPECT_EQ(r.nvme->power_cycles, 1545U);
    EXPECT_EQ(r.nvme->power_on_hours, 8737U);
    EXPECT_EQ(r.nvme->unsafe_shutdowns, 102U);
    EXPECT_EQ(r.nvme->media_errors, 0U);
    EXPECT_EQ(r.nvme->error_log_entries, 2597U);
    // The thermal side: no minute at the warning or critical temperature, but the drive
    // throttled itself often (host-controlled thermal management, light and heavy).
    EXPECT_EQ(r.nvme->warning_temp_minutes, 0U);
    EXPECT_EQ(r.nvme->critical_temp_minutes, 0U);
    EXPECT_EQ(r.nvme->thermal_transitions[0], 5939U);
    EXPECT_EQ(r.nvme->thermal_transitions[1], 3423U);
    EXPECT_EQ(r.nvme->thermal_seconds[0], 70406U);
    EXPECT_EQ(r.nvme->thermal_seconds[1], 7129U);
}

TEST(SmartctlTextParser, ToshibaNvmeOctoberCaptureWithCrlf) {
    // smartctl 7.4, CRLF line ends.
    const auto r = parse_text_fixture(kToshibaOctober);
    EXPECT_EQ(r.protocol, Protocol::Nvme);
    EXPECT_EQ(r.smartctl_version, (std::vector<int>{7, 4}));
    EXPECT_EQ(r.model, "KBG30ZMV256G TOSHIBA"); // no trailing CR
    EXPECT_EQ(r.serial, "68APC048P12P");
    EXPECT_EQ(r.read_time, 1697530293); // Tue Oct 17 10:11:33 2023 CEST
    EXPECT_EQ(r.power_on_hours, 10188U);
    ASSERT_TRUE(r.nvme.has_value());
    EXPECT_EQ(r.nvme->percentage_used, 33);
    EXPECT_EQ(r.nvme->data_units_written, 41930020U);
    EXPECT_EQ(r.nvme->data_units_read, 35495552U);
    EXPECT_EQ(r.nvme->host_writes, 1134862706U);
    EXPECT_EQ(r.nvme->unsafe_shutdowns, 106U);
    EXPECT_EQ(r.nvme->error_log_entries, 2888U);
    EXPECT_EQ(r.temperature_c, 48);
    EXPECT_EQ(r.nvme->thermal_transitions[0], 6122U); // 183 more light-throttling episodes since March
    EXPECT_EQ(r.nvme->thermal_seconds[1], 7241U);
}

TEST(SmartctlTextParser, ToshibaPairGivesTheHandWorkedHostBytes) {
    // PROVENANCE.md: Δ 5,349,962 data units × 512,000 bytes = 2,739,180,544,000 bytes
    // over 17,615,950 s; no NAND counter, so no write amplification.
    const auto march = health_from_report(parse_text_fixture(kToshibaMarch), std::nullopt);
    const auto october = health_from_report(parse_text_fixture(kToshibaOctober), std::nullopt);
    ASSERT_TRUE(march.facts.writes.host_bytes && october.facts.writes.host_bytes);
    EXPECT_EQ(*march.facts.writes.host_bytes, 36580058ULL * 512000ULL);
    EXPECT_EQ(*october.facts.writes.host_bytes - *march.facts.writes.host_bytes, 2739180544000ULL);
    EXPECT_EQ(october.facts.writes.host_unit_bytes, 512000U);
    EXPECT_FALSE(october.facts.writes.nand_bytes.has_value());
    EXPECT_FALSE(october.facts.writes.write_amplification.has_value());
    ASSERT_TRUE(march.smart && october.smart && march.smart->read_time && october.smart->read_time);
    EXPECT_EQ(*october.smart->read_time - *march.smart->read_time, 17615950);
    EXPECT_EQ(march.facts.wear.percent_used, 32);
    EXPECT_EQ(october.facts.wear.percent_used, 33);
}

TEST(SmartctlTextParser, IntelS4510AttributesAndWriteAmplification) {
    const auto r = parse_text_fixture(kIntelS4510);
    expect_identity(r, {Protocol::Ata, {7, 1}, "INTEL SSDSC2KB480G8", "PHYF110005YA480BGN", "5 5cd2e4 153391876",
                        "XCV10132", 480103981056U, 512U, 4096U});
    EXPECT_EQ(r.model_family, "Intel S4510/S4610/S4500/S4600 Series SSDs");
    EXPECT_EQ(r.rotation_rate, 0);
    EXPECT_EQ(r.form_factor, "2.5 inches");
    EXPECT_EQ(r.in_smartctl_database, true);
    EXPECT_EQ(r.interface_speed.max, "6.0 Gb/s");
    EXPECT_EQ(r.interface_speed.max_units, 60);
    EXPECT_EQ(r.interface_speed.current_units, 60);
    EXPECT_EQ(r.read_time, 1671445927); // Mon Dec 19 13:32:07 2022 MSK (UTC+3)
    EXPECT_EQ(r.smart_supported, true);
    EXPECT_EQ(r.smart_enabled, true);
    EXPECT_EQ(r.smart_passed, true);
    EXPECT_EQ(r.power_on_hours, 4742U);
    EXPECT_EQ(r.power_cycles, 861U);
    EXPECT_EQ(r.temperature_c, 19); // 194 Temperature_Celsius
    EXPECT_FALSE(r.nvme.has_value());
    ASSERT_EQ(r.attributes.size(), 27U);
    const AtaAttribute* reserve = r.attribute(170);
    ASSERT_NE(reserve, nullptr);
    EXPECT_EQ(reserve->name, "Available_Reservd_Space");
    EXPECT_EQ(reserve->flags, 0x33);
    EXPECT_EQ(reserve->flags_string, "PO--CK");
    EXPECT_TRUE(reserve->prefailure);
    EXPECT_TRUE(reserve->updated_online);
    EXPECT_EQ(reserve->value, 100);
    EXPECT_EQ(reserve->thresh, 10);
    EXPECT_EQ(reserve->when_failed, "");
    const AtaAttribute* drive_temperature = r.attribute(190);
    ASSERT_NE(drive_temperature, nullptr);
    EXPECT_EQ(drive_temperature->raw_string, "19 (Min/Max 13/19)");
    EXPECT_EQ(drive_temperature->value, 81);
    EXPECT_EQ(r.attribute(234)->raw_string, "0/0");
    EXPECT_EQ(r.attribute(243)->name, "NAND_Writes_32MiB");
    EXPECT_EQ(r.attribute(243)->raw, 57989U);

    // PROVENANCE.md: 7,154 and 57,989 units of 32 MiB; WA 57,989 / 7,154 = 8.11.
    const auto health = health_from_report(r, std::nullopt);
    EXPECT_EQ(health.facts.writes.host_bytes, 240048406528ULL);
    EXPECT_EQ(health.facts.writes.nand_bytes, 1945787957248ULL);
    ASSERT_TRUE(health.facts.writes.write_amplification.has_value()) << health.facts.writes.unavailable_reason.value_or("");
    EXPECT_DOUBLE_EQ(*health.facts.writes.write_amplification, 8.11);
}

TEST(SmartctlTextParser, WindowsCaptureInARussianLocale) {
    // CRLF, CP1251 no-break space (0xA0) as thousands separator, Windows zone "RTZ".
    const auto r = parse_text_fixture(kApacer);
    // "240 057 409 536 bytes" with 0xA0 between the groups.
    expect_identity(r, {Protocol::Ata, {7, 3}, "Apacer AS340 240GB", "LKC125R001176", "5 02b2a2 01d1c1b1a", "V4.25.0",
                        240057409536U, 512U, 512U});
    EXPECT_EQ(r.trim_supported, true);
    EXPECT_FALSE(r.read_time.has_value());
    EXPECT_EQ(r.local_time_text, "Fri May 26 13:33:02 2023 RTZ");
    EXPECT_EQ(r.power_on_hours, 3519U);
    EXPECT_EQ(r.power_cycles, 7U);
    EXPECT_EQ(r.temperature_c, 47);
    ASSERT_EQ(r.attributes.size(), 29U);
    EXPECT_EQ(r.attribute(241)->raw, 3851U);
    EXPECT_EQ(r.attribute(254)->name, "Unknown_SSD_Attribute");
}

// Synthetic: the real Intel table rewritten in the brief format of `smartctl -x`
// ("PO--CK" letters and a FAIL column), as no licensed real -x capture of an
// SSD was found. Both formats must give the same attributes.
std::string brief_format_of(const std::string& text) {
    std::string out;
    bool table = false;
    std::size_t start = 0;
    while (start < text.size()) {
        const auto end = text.find('\n', start);
        std::string line = text.substr(start, end - start);
        start = end == std::string::npos ? text.size() : end + 1;
        if (line.rfind("ID# ATTRIBUTE_NAME", 0) == 0) {
            table = true;
            out += "ID# ATTRIBUTE_NAME          FLAGS    VALUE WORST THRESH FAIL RAW_VALUE\n";
            continue;
        }
        if (table && line.empty()) table = false;
        if (table) {
            std::istringstream fields(line);
            std::string id, name, flag, value, worst, thresh, type, updated, failed;
            fields >> id >> name >> flag >> value >> worst >> thresh >> type >> updated >> failed;
            std::string raw;
            std::getline(fields, raw);
            const int word = std::stoi(flag, nullptr, 16);
            std::string letters;
            for (int bit = 0; bit < 6; ++bit) letters += (word & (1 << bit)) != 0 ? "POSRCK"[bit] : '-';
            line = id + " " + name + " " + letters + " " + value + " " + worst + " " + thresh + " " +
                   (failed == "-" ? "-" : failed == "FAILING_NOW" ? "NOW" : "Past") + " " + raw;
        }
        out += line + "\n";
    }
    return out;
}

TEST(SmartctlTextParser, BriefFlagFormatGivesTheSameAttributes) {
    const auto old_format = parse_text_fixture(kIntelS4510);
    auto brief = parse_smartctl_text(brief_format_of(capture_text(kIntelS4510)));
    ASSERT_TRUE(brief) << brief.error().message;
    ASSERT_EQ(brief->attributes.size(), old_format.attributes.size());
    for (std::size_t index = 0; index < brief->attributes.size(); ++index) {
        const auto& a = brief->attributes[index];
        const auto& b = old_format.attributes[index];
        EXPECT_EQ(a.id, b.id);
        EXPECT_EQ(a.name, b.name);
        EXPECT_EQ(a.flags, b.flags) << a.id;
        EXPECT_EQ(a.flags_string, b.flags_string) << a.id;
        EXPECT_EQ(a.prefailure, b.prefailure) << a.id;
        EXPECT_EQ(a.value, b.value) << a.id;
        EXPECT_EQ(a.worst, b.worst) << a.id;
        EXPECT_EQ(a.thresh, b.thresh) << a.id;
        EXPECT_EQ(a.raw, b.raw) << a.id;
        EXPECT_EQ(a.raw_string, b.raw_string) << a.id;
        EXPECT_EQ(a.when_failed, b.when_failed) << a.id;
    }
}

TEST(SmartctlTextParser, DeviceStatisticsOfBothSmartctlGenerations) {
    // Synthetic lines in the layouts of smartctl 7.x (a Flags column, N =
    // normalized) and 6.x (a "~" after a normalized value); "-" is a value the
    // drive marks invalid and is left out, as the JSON parser leaves it out.
    const std::string banner = "smartctl 7.4 2023-08-01 r5530 [x86_64-linux] (local build)\n\n"
                               "=== START OF READ SMART DATA SECTION ===\n";
    auto modern = parse_smartctl_text(banner +
                                      "Device Statistics (GP Log 0x04)\n"
                                      "Page  Offset Size        Value Flags Description\n"
                                      "0x01  =====  =               =  ===  == General Statistics (rev 1) ==\n"
                                      "0x01  0x018  6      2043498859  ---  Logical Sectors Written\n"
                                      "0x05  0x010  1               -  ---  Average Short Term Temperature\n"
                                      "0x07  0x008  1               3  N--  Percentage Used Endurance Indicator\n"
                                      "                                |||_ C monitored condition met\n");
    ASSERT_TRUE(modern) << modern.error().message;
    ASSERT_EQ(modern->device_statistics.size(), 2U);
    EXPECT_EQ(modern->device_statistics[0].page, 1);
    EXPECT_EQ(modern->device_statistics[0].name, "Logical Sectors Written");
    EXPECT_EQ(modern->device_statistics[0].value, 2043498859U);
    EXPECT_FALSE(modern->device_statistics[0].normalized);
    const DeviceStatistic* used = modern->device_statistic("Percentage Used Endurance Indicator");
    ASSERT_NE(used, nullptr);
    EXPECT_EQ(used->page, 7);
    EXPECT_EQ(used->value, 3U);
    EXPECT_TRUE(used->normalized);

    auto older = parse_smartctl_text(banner +
                                     "Device Statistics (GP Log 0x04)\n"
                                     "Page Offset Size         Value  Description\n"
                                     "  1  0x010  4            4684  Power-on Hours\n"
                                     "  7  0x008  1               3~ Percentage Used Endurance Indicator\n");
    ASSERT_TRUE(older) << older.error().message;
    ASSERT_EQ(older->device_statistics.size(), 2U);
    EXPECT_EQ(older->device_statistics[0].name, "Power-on Hours");
    EXPECT_EQ(older->device_statistics[0].value, 4684U);
    EXPECT_TRUE(older->device_statistics[1].normalized);
    EXPECT_EQ(older->device_statistics[1].value, 3U);
}

TEST(SmartctlTextParser, CaptureFormatIsPickedByTheFirstCharacter) {
    const auto text = capture_text(kToshibaMarch);
    EXPECT_EQ(capture_format(text), CaptureFormat::Text);
    auto from_text = parse_smartctl_capture(text);
    ASSERT_TRUE(from_text) << from_text.error().message;
    EXPECT_EQ(from_text->serial, "68APC048P12P");

    SSD_REQUIRE_SHARED_FIXTURES();
    const auto json_capture = read_text_file(test::smart_fixture("samsung_970EVO-500GB_scrutiny.json"));
    ASSERT_TRUE(json_capture);
    EXPECT_EQ(capture_format(*json_capture), CaptureFormat::Json);
    auto from_capture = parse_smartctl_capture(*json_capture);
    auto from_json = parse_smartctl_json(*json_capture);
    ASSERT_TRUE(from_capture && from_json);
    EXPECT_EQ(from_capture->serial, from_json->serial);
    EXPECT_EQ(from_capture->read_time, from_json->read_time);
    EXPECT_EQ(from_capture->nvme->data_units_written, from_json->nvme->data_units_written);
}

TEST(SmartctlTextParser, Utf16CaptureFromPowerShellReadsLikeTheOriginal) {
    // Synthetic: a real capture re-encoded as UTF-16LE with a BOM, the bytes
    // PowerShell 5's ">" writes; no real UTF-16 capture is at hand.
    const auto text = capture_text(kToshibaOctober);
    std::string utf16 = "\xFF\xFE";
    for (const char c : text) {
        utf16 += c;
        utf16 += '\0';
    }
    auto report = parse_smartctl_capture(utf16);
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_EQ(report->serial, "68APC048P12P");
    EXPECT_EQ(report->nvme->data_units_written, 41930020U);
}

TEST(SmartctlTextParser, NotSmartctlText) {
    EXPECT_EQ(parse_smartctl_text("").error().code, ErrorCode::InputEmpty);
    EXPECT_EQ(parse_smartctl_text(" \r\n\t\n").error().code, ErrorCode::InputEmpty);
    EXPECT_EQ(parse_smartctl_capture("\n  ").error().code, ErrorCode::InputEmpty);
    // A real capture from its data section on (neither banner nor information
    // section), and the banner alone.
    const auto text = capture_text(kIntelS4510);
    const auto data = text.substr(text.find("=== START OF READ SMART DATA SECTION ==="));
    EXPECT_EQ(parse_smartctl_text(data).error().code, ErrorCode::InputNotSmartctl);
    const auto banner = text.substr(0, text.find('\n') + 1);
    EXPECT_EQ(parse_smartctl_text(banner).error().code, ErrorCode::InputNotSmartctl);
    EXPECT_EQ(parse_smartctl_text("smartctl: command not found\n").error().code, ErrorCode::InputNotSmartctl);
}

TEST(SmartctlTextParser, ReportWithoutItsBannerAsHwProbePublishesIt) {
    // hw-probe's uploads (linux-hardware.org) start at the information section.
    const auto text = capture_text(kIntelS4510);
    const auto report = parse_smartctl_text(text.substr(text.find("=== START OF INFORMATION SECTION ===")));
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_EQ(report->serial, parse_smartctl_text(text)->serial);
    EXPECT_TRUE(report->smartctl_version.empty());  // only the banner says it
}

TEST(SmartctlTextParser, PastedShellPromptBeforeTheBannerIsIgnored) {
    const auto report = parse_smartctl_text("$ sudo smartctl -a /dev/nvme0\n" + capture_text(kToshibaMarch));
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_EQ(report->serial, "68APC048P12P");
}

TEST(SmartctlTextNumbers, LocaleSeparators) {
    EXPECT_EQ(leading_count("36.580.058 [18,7 TB]"), 36580058U);
    EXPECT_EQ(leading_count("36,580,058 [18.7 TB]"), 36580058U);
    EXPECT_EQ(leading_count("36'580'058"), 36580058U);
    EXPECT_EQ(leading_count("36\xE2\x80\xAF" "580\xE2\x80\xAF" "058 [18,7 TB]"), 36580058U); // U+202F
    EXPECT_EQ(leading_count("36\xC2\xA0" "580\xC2\xA0" "058"), 36580058U);                   // U+00A0
    EXPECT_EQ(leading_count("240 057 409 536 bytes [240 GB]"), 240057409536U);
    EXPECT_EQ(leading_count("3,65,80,058"), 36580058U); // Indian grouping
    EXPECT_EQ(leading_count("48 Celsius"), 48U);
    EXPECT_EQ(leading_count("100%"), 100U);
    EXPECT_EQ(leading_count("0x00"), 0U);
    EXPECT_EQ(leading_count("0x1f"), 31U);
    EXPECT_EQ(leading_count("  8737"), 8737U);
    EXPECT_FALSE(leading_count("1.5").has_value());          // a decimal, not a count
    EXPECT_FALSE(leading_count("1,234.567").has_value());    // mixed separators
    EXPECT_FALSE(leading_count("1234.567").has_value());     // a first group of 4 digits
    EXPECT_FALSE(leading_count("12.34").has_value());
    EXPECT_FALSE(leading_count("-").has_value());
    EXPECT_FALSE(leading_count("99999999999999999999").has_value()); // beyond 64 bits
}

TEST(SmartctlLocalTime, UnambiguousZonesOnly) {
    EXPECT_EQ(parse_smartctl_local_time("Mon Mar 27 12:52:23 2023 CEST"), 1679914343);
    EXPECT_EQ(parse_smartctl_local_time("Mon Mar 27 10:52:23 2023 UTC"), 1679914343);
    EXPECT_EQ(parse_smartctl_local_time("Mon Mar 27 06:52:23 2023 EDT"), 1679914343);
    EXPECT_EQ(parse_smartctl_local_time("Wed Mar  7 16:40:33 2018 CET"), 1520437233); // day padded with a space
    EXPECT_EQ(parse_smartctl_local_time("Tue Oct 17 10:11:33 2023 CEST\r"), 1697530293);
    // Ambiguous in the time zone database: left unknown rather than guessed.
    for (const char* zone : {"CST", "CDT", "IST", "PST", "KST"}) {
        EXPECT_FALSE(parse_smartctl_local_time(std::string("Mon Mar 27 12:52:23 2023 ") + zone).has_value()) << zone;
    }
    EXPECT_FALSE(parse_smartctl_local_time("Mon Dec 19 13:32:07 2011 MSK").has_value()); // MSK was UTC+4 then
    EXPECT_FALSE(parse_smartctl_local_time("Fri May 26 13:33:02 2023 RTZ").has_value());
    EXPECT_FALSE(parse_smartctl_local_time("Fri May 26 13:33:02 2023 W. Europe Daylight Time").has_value());
    EXPECT_FALSE(parse_smartctl_local_time("Fri Feb 30 13:33:02 2023 UTC").has_value());
    EXPECT_FALSE(parse_smartctl_local_time("Fri Mai 26 13:33:02 2023 UTC").has_value());
}

// Issue 39: zones tzdata names by their offset ("-03" for Sao Paulo, "+08" for Irkutsk) are
// unambiguous; so are the Russian abbreviations older tzdata printed.
TEST(SmartctlLocalTime, NumericOffsetsAreRead) {
    // 08:48:35 at UTC-3 is 11:48:35 UTC.
    EXPECT_EQ(parse_smartctl_local_time("Wed Oct 22 08:48:35 2025 -03"), 1761133715);
    EXPECT_EQ(parse_smartctl_local_time("Wed Oct 22 19:48:35 2025 +08"), 1761133715);
    EXPECT_EQ(parse_smartctl_local_time("Wed Oct 22 17:48:35 2025 +06"), 1761133715);
    EXPECT_EQ(parse_smartctl_local_time("Wed Oct 22 17:18:35 2025 +0530"), 1761133715);
    EXPECT_EQ(parse_smartctl_local_time("Wed Oct 22 16:48:35 2025 YEKT"), 1761133715);
    EXPECT_EQ(numeric_zone_offset("+05:45"), 5 * 3600 + 45 * 60);
    EXPECT_EQ(numeric_zone_offset("UTC+8"), 8 * 3600);
    EXPECT_EQ(numeric_zone_offset("UTC-03:30"), -(3 * 3600 + 30 * 60));
    EXPECT_EQ(numeric_zone_offset("UTC"), 0);
    for (const char* bad : {"08", "+8:0", "+15", "+0560", "GMT+1", "+", "+abc", "-03x"}) {
        EXPECT_FALSE(numeric_zone_offset(bad).has_value()) << bad;
    }
}

TEST(SmartctlLocalTime, AnAmbiguousZoneIsDatedByTheOffsetTheUserGives) {
    const char* cst = "Wed Oct 22 08:48:35 2025 CST";
    EXPECT_FALSE(parse_smartctl_local_time(cst).has_value());
    EXPECT_EQ(parse_smartctl_local_time(cst, -6 * 3600), 1761144515);   // US Central
    EXPECT_EQ(parse_smartctl_local_time(cst, 8 * 3600), 1761094115);    // China
    // A zone the report settles is not overridden by the user's offset.
    EXPECT_EQ(parse_smartctl_local_time("Wed Oct 22 08:48:35 2025 -03", 8 * 3600), 1761133715);
}

TEST(SmartctlLocalTime, TheProblemNamesTheZoneAndWhatItCanMean) {
    EXPECT_EQ(local_time_problem("Wed Oct 22 08:48:35 2025 CST"),
              "its time zone CST stands for several offsets (US Central -06:00, Cuba -05:00, China +08:00)");
    EXPECT_EQ(local_time_problem("Fri May 26 13:33:02 2023 RTZ"), "its time zone RTZ is not one this tool knows");
    EXPECT_EQ(local_time_problem("Mon Dec 19 13:32:07 2011 MSK"), "its time zone MSK had another offset in 2011");
    EXPECT_EQ(local_time_problem("Wed Oct 22 08:48:35 2025 -03"), "");
}

} // namespace
} // namespace ssd
