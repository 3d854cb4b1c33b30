// Which -d type smartctl was run with, read from the argv its JSON echoes: how a capture of a
// USB-bridged drive or a RAID member says how it was reached (issue 35). The argv of real
// captures first, then the spellings smartctl's getopt also accepts.
#include <gtest/gtest.h>

#include "core/diagnosis/drive_health.h"
#include "core/report/json_writer.h"
#include "core/report/text_writer.h"
#include "core/smart/smartctl_argv.h"
#include "core/smart/smartctl_parser.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"

namespace ssd {
namespace {

HealthResult health_of_shared_capture(const std::string& name) {
    const auto text = read_text_file(test::smart_fixture(name));
    EXPECT_TRUE(text) << name;
    auto report = parse_smartctl_json(text ? *text : "");
    EXPECT_TRUE(report) << name << ": " << (report ? "" : report.error().message);
    return health_from_report(report ? std::move(*report) : SmartReport{}, std::nullopt);
}

TEST(SmartctlArgv, AUsbBridgedCaptureSaysItWasReadWithDashDSat) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // telegraf's USB test case: argv ["smartctl", "-a", "-d", "sat", "/dev/sda", "--json"].
    const HealthResult health = health_of_shared_capture("sandisk_pSSD-USB_telegraf.json");
    ASSERT_TRUE(health.smart);
    EXPECT_EQ(health.smart->device_type_given, "sat");
    EXPECT_EQ(health_to_json(health)["smartctl"]["device_type_given"], "sat");
    const std::string text = health_to_text(health);
    EXPECT_NE(text.find("  Read with: smartctl -d sat\n"), std::string::npos) << text;
}

TEST(SmartctlArgv, ARaidMemberCaptureNamesItsControllerType) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // telegraf's MegaRAID case: argv [..., "/dev/bus/6", "--device", "megaraid,14", ...];
    // scrutiny's: [..., "-d", "megaraid,0", "-i", "/dev/sda"].
    const HealthResult telegraf = health_of_shared_capture("HDD_seagate_ST6000NM0115-megaraid_telegraf.json");
    ASSERT_TRUE(telegraf.smart);
    EXPECT_EQ(telegraf.smart->device_type_given, "megaraid,14");
    EXPECT_NE(health_to_text(telegraf).find("Read with: smartctl -d megaraid,14 (a disk behind a RAID controller)"),
              std::string::npos);
    const HealthResult scrutiny = health_of_shared_capture("HDD_wdc_WD4000FYYX-megaraid0_scrutiny.json");
    ASSERT_TRUE(scrutiny.smart);
    EXPECT_EQ(scrutiny.smart->device_type_given, "megaraid,0");
}

TEST(SmartctlArgv, AnAutoDetectedCaptureHasNoTypeGivenAndNoLine) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // smartctl_exporter's Exos X16: no -d in its argv, though smartctl chose "sat" itself.
    const HealthResult health = health_of_shared_capture("HDD_seagate_ST16000NM001G-ExosX16_promexp.json");
    ASSERT_TRUE(health.smart);
    EXPECT_EQ(health.smart->device_type, "sat");
    EXPECT_FALSE(health.smart->device_type_given);
    EXPECT_TRUE(health_to_json(health)["smartctl"]["device_type_given"].is_null());
    EXPECT_EQ(health_to_text(health).find("Read with:"), std::string::npos);
}

TEST(SmartctlArgv, EverySpellingOfTheOptionIsRead) {
    EXPECT_EQ(device_type_in_argv({"smartctl", "--json=o", "-x", "-d", "sntjmicron", "/dev/sdb"}), "sntjmicron");
    EXPECT_EQ(device_type_in_argv({"smartctl", "-dsntasmedia", "/dev/sdb"}), "sntasmedia");
    EXPECT_EQ(device_type_in_argv({"smartctl", "--device=cciss,3", "/dev/sg0"}), "cciss,3");
    EXPECT_EQ(device_type_in_argv({"smartctl", "-d", "sat", "-d", "usbjmicron", "/dev/sdb"}), "usbjmicron")
        << "the last one counts, as in smartctl";
    EXPECT_FALSE(device_type_in_argv({"smartctl", "-d", "auto", "/dev/sda"}));
    EXPECT_FALSE(device_type_in_argv({"smartctl", "-x", "/dev/sda", "-d"})) << "a -d with nothing after it";
    EXPECT_FALSE(device_type_in_argv({"smartctl", "--json", "/dev/sda"}));
    EXPECT_FALSE(device_type_in_argv({}));
}

TEST(SmartctlArgv, AUsbNvmeBridgeTypeIsNamedAsOne) {
    // SYNTHETIC: a minimal document as smartctl 7.3 prints one read through a JMicron USB-NVMe
    // bridge (device.type "sntjmicron"); only its argv matters here.
    auto report = parse_smartctl_json(R"({"json_format_version": [1, 0],
        "smartctl": {"version": [7, 3], "argv": ["smartctl", "--json=o", "-x", "-d", "sntjmicron", "/dev/sdb"],
                     "exit_status": 0},
        "device": {"name": "/dev/sdb", "info_name": "/dev/sdb", "type": "sntjmicron", "protocol": "NVMe"},
        "model_name": "SYNTHETIC NVMe", "smart_status": {"passed": true}})");
    ASSERT_TRUE(report) << report.error().message;
    const std::string text = health_to_text(health_from_report(std::move(*report), std::nullopt));
    EXPECT_NE(text.find("Read with: smartctl -d sntjmicron (through a USB bridge)"), std::string::npos) << text;
}

} // namespace
} // namespace ssd
