#include <gtest/gtest.h>

#include <filesystem>

#include "core/smart/smartctl_exit_status.h"
#include "core/smart/smartctl_parser.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"

namespace ssd {
namespace {

SmartReport parse_fixture(const std::string& name) {
    auto text = read_text_file(test::smart_fixture(name));
    EXPECT_TRUE(text.has_value()) << name;
    auto report = parse_smartctl_json(text.value_or(""));
    EXPECT_TRUE(report.has_value()) << name << ": " << (report ? "" : report.error().message);
    return report.value_or(SmartReport{});
}

TEST(SmartctlParser, EveryRealCaptureParses) {
    SSD_REQUIRE_SHARED_FIXTURES();
    int parsed = 0;
    for (const auto& entry : std::filesystem::directory_iterator(test::shared_fixtures_dir() / "smart")) {
        if (entry.path().extension() != ".json") continue;
        auto text = read_text_file(entry.path());
        ASSERT_TRUE(text) << entry.path();
        auto report = parse_smartctl_json(*text);
        ASSERT_TRUE(report) << entry.path() << ": " << report.error().message;
        EXPECT_TRUE(report->model.has_value()) << entry.path();
        EXPECT_TRUE(report->is_ata() || report->is_nvme()) << entry.path();
        ++parsed;
    }
    EXPECT_EQ(parsed, 47);
}

TEST(SmartctlParser, AtaCaptureWithExtendedOutput) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // smartctl --xall --json of a Crucial m4 (values read from the file).
    const auto r = parse_fixture("crucial_m4-MTFDDAK128MAM_scrutiny-starosdev.json");
    EXPECT_EQ(r.model, "MTFDDAK128MAM-1J1");
    EXPECT_EQ(r.serial, "123009116906");
    EXPECT_EQ(r.firmware, "0809");
    EXPECT_EQ(r.capacity_bytes, 128035676160U);
    EXPECT_EQ(r.rotation_rate, 0);
    EXPECT_EQ(r.trim_supported, true);
    EXPECT_EQ(r.smart_passed, true);
    EXPECT_EQ(r.power_on_hours, 4179U);
    EXPECT_EQ(r.power_cycles, 1931U);
    EXPECT_EQ(r.device_type, "sat");
    ASSERT_EQ(r.attributes.size(), 23U);
    const AtaAttribute* wear = r.attribute(173);
    ASSERT_NE(wear, nullptr);
    EXPECT_EQ(wear->name, "Wear_Leveling_Count");
    EXPECT_EQ(wear->value, 98);
    EXPECT_EQ(wear->worst, 98);
    EXPECT_EQ(wear->thresh, 10);
    EXPECT_EQ(wear->raw, 68U);
    // raw48 with several fields: the string keeps smartctl's rendering.
    const AtaAttribute* non4k = r.attribute(181);
    ASSERT_NE(non4k, nullptr);
    EXPECT_EQ(non4k->raw, 8306523505707U);
    EXPECT_EQ(non4k->raw_string, "1934 866 1067");
    EXPECT_EQ(r.interface_speed.max, "6.0 Gb/s");
    EXPECT_EQ(r.interface_speed.max_units, 60);
}

TEST(SmartctlParser, SandForceAttributesKeepDriveDatabaseNames) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto r = parse_fixture("kingston_SV300S37A240G-SandForce_smartmontools-go.json");
    ASSERT_NE(r.attribute(233), nullptr);
    EXPECT_EQ(r.attribute(233)->name, "SandForce_Internal");
    EXPECT_EQ(r.attribute(233)->raw, 51384U);
    EXPECT_EQ(r.attribute(241)->name, "Lifetime_Writes_GiB");
    EXPECT_EQ(r.attribute(241)->raw, 20878U);
    EXPECT_EQ(r.attribute(194)->raw_string, "29 (Min/Max 18/56)");
    EXPECT_EQ(r.temperature_c, 29);
    EXPECT_EQ(r.power_on_hours, 35825U);
}

TEST(SmartctlParser, NvmeHealthLog) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto r = parse_fixture("samsung_970EVO-500GB_scrutiny.json");
    EXPECT_TRUE(r.is_nvme());
    EXPECT_EQ(r.model, "Samsung SSD 970 EVO 500GB");
    EXPECT_EQ(r.capacity_bytes, 500107862016U);
    ASSERT_TRUE(r.nvme.has_value());
    EXPECT_EQ(r.nvme->percentage_used, 3);
    EXPECT_EQ(r.nvme->available_spare, 99);
    EXPECT_EQ(r.nvme->available_spare_threshold, 10);
    EXPECT_EQ(r.nvme->data_units_written, 65602088U);
    EXPECT_EQ(r.nvme->media_errors, 7U);
    EXPECT_EQ(r.nvme->critical_warning, 0);
    EXPECT_EQ(r.temperature_c, 35);
    EXPECT_EQ(r.power_on_hours, 12798U);
    EXPECT_EQ(r.power_cycles, 25U);
    EXPECT_TRUE(r.attributes.empty());
}

TEST(SmartctlParser, ExitStatusTravelsWithTheDocument) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // A megaraid HDD whose smartctl exit status 4 = bit 2 (a SMART command failed).
    const auto r = parse_fixture("HDD_seagate_ST6000NM0115-megaraid_telegraf.json");
    EXPECT_EQ(r.exit_status, 4);
    EXPECT_EQ(r.device_type, "sat+megaraid,14");
    EXPECT_EQ(r.rotation_rate, 7200);
    const auto bits = SmartctlExitStatus::decode(r.exit_status);
    EXPECT_TRUE(bits.smart_command_failed);
    EXPECT_FALSE(bits.device_unreadable());
    EXPECT_FALSE(bits.disk_failing);
}

TEST(SmartctlExitStatus, DecodesEveryBit) {
    const auto all = SmartctlExitStatus::decode(0xFF);
    EXPECT_TRUE(all.command_line_error && all.device_open_failed && all.smart_command_failed &&
                all.disk_failing && all.prefail_at_threshold && all.attributes_failed_in_past &&
                all.error_log_has_errors && all.self_test_log_has_errors);
    EXPECT_EQ(all.describe().size(), 8U);
    const auto logged = SmartctlExitStatus::decode(64);
    EXPECT_TRUE(logged.error_log_has_errors);
    EXPECT_FALSE(logged.device_unreadable());
    EXPECT_EQ(logged.describe().size(), 1U);
    EXPECT_TRUE(SmartctlExitStatus::decode(2).device_unreadable());
}

TEST(SmartctlParser, RejectsEmptyInput) {
    EXPECT_EQ(parse_smartctl_json("").error().code, ErrorCode::InputEmpty);
    EXPECT_EQ(parse_smartctl_json(" \n\t").error().code, ErrorCode::InputEmpty);
}

TEST(SmartctlParser, RejectsTruncatedJson) {
    SSD_REQUIRE_SHARED_FIXTURES();
    auto text = read_text_file(test::smart_fixture("samsung_860EVO-500GB_scrutiny.json"));
    ASSERT_TRUE(text);
    const auto truncated = text->substr(0, text->size() / 2);
    EXPECT_EQ(parse_smartctl_json(truncated).error().code, ErrorCode::InputMalformed);
}

TEST(SmartctlParser, RejectsTextAndOtherToolsJson) {
    EXPECT_EQ(parse_smartctl_json("smartctl 7.3 2022-02-28 r5338").error().code, ErrorCode::InputMalformed);
    // lsblk --json output: valid JSON, wrong tool.
    EXPECT_EQ(parse_smartctl_json(R"({"blockdevices": [{"name": "vda"}]})").error().code,
              ErrorCode::InputNotSmartctl);
    EXPECT_EQ(parse_smartctl_json("[1, 2, 3]").error().code, ErrorCode::InputNotSmartctl);
}

TEST(SmartctlParser, RejectsUnknownFormatVersion) {
    EXPECT_EQ(parse_smartctl_json(R"({"json_format_version": [2, 0], "smartctl": {}})").error().code,
              ErrorCode::UnsupportedFormat);
}

// Synthetic: the thermal-management keys smartctl's JSON has had since smartmontools commit
// 8d6517314 (2026-05-18, "NVMe: add missing JSON values 'thermal_mgmt_temperature_*'",
// src/nvmeprint.cpp); Debian 12's smartctl 7.3 prints them in text only (the text parser
// reads them there, tested on a real capture in test_smartctl_text_parser.cpp). The values
// are the Toshiba KBG30's of that capture.
TEST(SmartctlParser, NvmeThermalManagementCountersFromNewerSmartctl) {
    const auto report = parse_smartctl_json(R"({"json_format_version": [1, 0], "smartctl": {"version": [7, 5]},
        "device": {"protocol": "NVMe"},
        "nvme_smart_health_information_log": {"temperature": 48, "warning_temp_time": 0, "critical_comp_time": 0,
            "thermal_mgmt_temperature_1_transition_count": 6122, "thermal_mgmt_temperature_1_total_time": 74418,
            "thermal_mgmt_temperature_2_transition_count": 3522, "thermal_mgmt_temperature_2_total_time": 7241}})");
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_TRUE(report->nvme);
    EXPECT_EQ(report->nvme->thermal_transitions[0], 6122U);
    EXPECT_EQ(report->nvme->thermal_transitions[1], 3522U);
    EXPECT_EQ(report->nvme->thermal_seconds[0], 74418U);
    EXPECT_EQ(report->nvme->thermal_seconds[1], 7241U);
}

TEST(SmartctlParser, WrongTypesInsideAreMalformedNotACrash) {
    EXPECT_EQ(parse_smartctl_json(
                  R"({"json_format_version": [1, 0], "smartctl": {}, "ata_smart_attributes": {"table": 5}})")
                  .error()
                  .code,
              ErrorCode::InputMalformed);
    EXPECT_EQ(parse_smartctl_json(
                  R"({"json_format_version": [1, 0], "smartctl": {}, "ata_smart_attributes": {"table": [{"id": "x"}]}})")
                  .error()
                  .code,
              ErrorCode::InputMalformed);
}

} // namespace
} // namespace ssd
