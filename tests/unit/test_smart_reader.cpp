// The SMART reader against recorded smartctl output (ReplayRunner): the
// negotiation and error mapping, without a drive or root.
#include <gtest/gtest.h>

#include <fstream>

#include "core/process/install_hints.h"
#include "core/process/replay_runner.h"
#include "core/smart/smart_reader.h"
#include "core/smart/usb_bridge.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "result_assertions.h"
#include "temp_dir.h"
#include "text_parts.h"

namespace ssd {
namespace {

const std::vector<std::string> kScan{"smartctl", "--scan-open", "--json"};

std::vector<std::string> smartctl_x(const std::string& device) { return {"smartctl", "--json=o", "-x", device}; }

// read_smart of DEVICE when `smartctl -x` prints the real capture CAPTURE and
// exits with EXIT_STATUS.
Result<SmartReading> reading_of_capture(ReplayRunner& runner, const std::string& device, const std::string& capture,
                                        int exit_status) {
    EXPECT_TRUE(runner.record_stdout_file(smartctl_x(device), test::smart_fixture(capture), exit_status));
    return read_smart(runner, {device, std::nullopt});
}

// Each case replays smartctl through its own runner.
class SmartReader : public ::testing::Test {
protected:
    ReplayRunner runner;
};

TEST_F(SmartReader, ReadsAnAtaDrive) {
    SSD_REQUIRE_SHARED_FIXTURES();
    auto reading = reading_of_capture(runner, "/dev/sdd", "crucial_m4-MTFDDAK128MAM_scrutiny-starosdev.json", 0);
    ASSERT_TRUE(reading) << reading.error().message;
    EXPECT_TRUE(reading->available);
    ASSERT_TRUE(reading->report);
    EXPECT_EQ(reading->report->model, "MTFDDAK128MAM-1J1");
    EXPECT_EQ(runner.calls().size(), 1U); // no negotiation needed
}

TEST_F(SmartReader, VirtioDiskHasNoSmartAfterAskingScanOpen) {
    // Real captures from a virtio disk: smartctl cannot detect a type, and
    // --scan-open lists nothing, so SMART is unavailable (not an error).
    ASSERT_TRUE(runner.record_stdout_file(smartctl_x("/dev/vda"),
                                          test::project_fixture("smartctl/host-virtio-vda.json"), 1));
    ASSERT_TRUE(runner.record_stdout_file(kScan, test::project_fixture("smartctl/host-scan-open.json"), 0));
    auto reading = read_smart(runner, {"/dev/vda", std::nullopt});
    ASSERT_TRUE(reading) << reading.error().message;
    EXPECT_FALSE(reading->available);
    EXPECT_TRUE(reading->device_type_unknown);
    EXPECT_NE(reading->unavailable_reason.find("Unable to detect device type"), std::string::npos);
    ASSERT_EQ(runner.calls().size(), 2U);
    EXPECT_EQ(runner.calls()[1], kScan);
}

TEST_F(SmartReader, ExplicitDeviceTypeIsPassedAndNotNegotiated) {
    ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", "-d", "sat", "/dev/vda"},
                                          test::project_fixture("smartctl/host-vda-d-sat-as-nobody.json"), 2));
    auto reading = read_smart(runner, {"/dev/vda", std::string("sat")});
    EXPECT_TRUE(test::fails_with(reading, ErrorCode::PermissionDenied, "root"));
    EXPECT_EQ(runner.calls().size(), 1U);
}

TEST_F(SmartReader, MissingSmartctlSaysHowToInstallIt) {
    runner.mark_missing("smartctl");
    auto reading = read_smart(runner, {"/dev/sda", std::nullopt});
    EXPECT_TRUE(test::fails_with(reading, ErrorCode::ToolMissing, "smartmontools"));
}

// A runner of some OS: smartctl is missing, and it knows how to get it there.
class MissingSmartctlOn final : public CommandRunner {
public:
    explicit MissingSmartctlOn(HostOs os) : os_(os) {}
    Result<CommandOutput> run(const Command& command) override {
        return fail(ErrorCode::ToolMissing, command.argv.front() + " was not found");
    }
    std::string install_hint(std::string_view tool) const override { return ssd::install_hint(tool, os_); }

private:
    HostOs os_;
};

TEST_F(SmartReader, TheInstallHintIsThePlatformsOwn) {
    auto windows = MissingSmartctlOn(HostOs::Windows);
    auto reading = read_smart(windows, {"/dev/pd0", std::nullopt});
    ASSERT_FALSE(reading);
    EXPECT_EQ(reading.error().code, ErrorCode::ToolMissing);
    const std::string& on_windows = reading.error().message;
    EXPECT_TRUE(test::contains_all(on_windows, {"smartmontools for Windows",
            "smartctl.exe on PATH",
            "C:\\Program Files\\smartmontools\\bin"}));
    EXPECT_EQ(on_windows.find("apt-get"), std::string::npos) << on_windows;

    auto mac = MissingSmartctlOn(HostOs::MacOS);
    const std::string on_mac = read_smart(mac, {"/dev/disk0", std::nullopt}).error().message;
    EXPECT_NE(on_mac.find("brew install smartmontools"), std::string::npos) << on_mac;
    EXPECT_EQ(on_mac.find("apt-get"), std::string::npos) << on_mac;

    // Linux keeps the words it always had.
    auto linux_runner = MissingSmartctlOn(HostOs::Linux);
    EXPECT_EQ(read_smart(linux_runner, {"/dev/sda", std::nullopt}).error().message,
              "smartctl is not installed; install smartmontools (Debian/Ubuntu: apt-get install smartmontools)");
    // smartctl and nvme-cli have advice; other tools keep the runner's own message. nvme-cli is
    // Linux's: elsewhere the advice says what is not read instead of naming a package.
    EXPECT_TRUE(install_hint("hdparm", HostOs::Windows).empty());
    EXPECT_NE(install_hint("nvme", HostOs::Linux).find("apt-get install nvme-cli"), std::string::npos);
    EXPECT_NE(install_hint("nvme", HostOs::Windows).find("not read yet"), std::string::npos);
}

TEST_F(SmartReader, NonJsonOutputIsAToolFailure) {
    CommandOutput garbage;
    garbage.exit_status = 1;
    garbage.err = "smartctl: unrecognized option '--json'";
    runner.record(smartctl_x("/dev/sda"), garbage);
    auto reading = read_smart(runner, {"/dev/sda", std::nullopt});
    EXPECT_TRUE(test::fails_with(reading, ErrorCode::ToolFailed, "unrecognized option"));
}

TEST_F(SmartReader, TimeoutIsAToolFailure) {
    CommandOutput hung;
    hung.timed_out = true;
    runner.record(smartctl_x("/dev/sda"), hung);
    auto reading = read_smart(runner, {"/dev/sda", std::nullopt});
    EXPECT_TRUE(test::fails_with(reading, ErrorCode::ToolFailed));
}

TEST_F(SmartReader, FailingDiskBitIsDataNotAnError) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Exit status 8 (bit 3, "DISK FAILING") still yields a reading.
    auto reading = reading_of_capture(runner, "/dev/sda", "samsung_840-500GB_scrutiny.json", 8);
    ASSERT_TRUE(reading) << reading.error().message;
    EXPECT_TRUE(reading->available);
    EXPECT_EQ(reading->report->exit_status, 8);
}

// Synthetic: smartctl's refusal of a drive behind a bridge it does not know, in the words and
// exit status of smartctl 7.x's JSON (as users have published it, e.g. "/dev/sdc: Unknown USB
// bridge [0x0bda:0x9201 (0xf200)]" with exit status 1), and of a -d type the bridge does not speak.
CommandOutput bridge_refusal(const std::string& text) {
    return {1, false, false,
            R"({"json_format_version":[1,0],"smartctl":{"version":[7,3],"exit_status":1,"messages":[{"string":")" + text +
                R"(","severity":"error"}]},"device":{"name":"/dev/sdc","type":"scsi","protocol":"SCSI"}})",
            ""};
}

TEST_F(SmartReader, AnUnknownUsbBridgeIsReadWithTheFirstBridgeTypeThatWorks) {
    SSD_REQUIRE_SHARED_FIXTURES();
    runner.record(smartctl_x("/dev/sdc"), bridge_refusal("/dev/sdc: Unknown USB bridge [0x0bda:0x9210 (0xf01)]"));
    ASSERT_TRUE(runner.record_stdout_file(kScan, test::project_fixture("smartctl/host-scan-open.json"), 0));
    runner.record({"smartctl", "--json=o", "-x", "-d", "sat", "/dev/sdc"},
                  bridge_refusal("/dev/sdc: Read Device Identity failed: scsi error unsupported field in scsi command"));
    // Synthetic pairing: a real NVMe document stands for what smartctl reads through the bridge.
    ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", "-d", "sntjmicron", "/dev/sdc"},
                                          test::smart_fixture("sabrent_Rocket4-1TB_telegraf.json"), 0));
    const auto reading = read_smart(runner, {"/dev/sdc", std::nullopt});
    ASSERT_TRUE(reading) << reading.error().message;
    EXPECT_TRUE(reading->available) << reading->unavailable_reason;
    EXPECT_EQ(reading->device_type_given, "sntjmicron");
    ASSERT_EQ(runner.calls().size(), 4U); // auto, --scan-open, -d sat, -d sntjmicron: no further type tried
    EXPECT_EQ(runner.calls()[2][4], "sat");
}

TEST_F(SmartReader, TheTypeThatWorkedBehindABridgeIsKeptAndTriedFirstNextTime) {
    SSD_REQUIRE_SHARED_FIXTURES();
    test::TempDir dir("bridges");
    UsbBridgeFile memory(dir.path() / kUsbBridgesFileName);
    const auto record_bridge = [](ReplayRunner& replay) {
        replay.record(smartctl_x("/dev/sdc"), bridge_refusal("/dev/sdc: Unknown USB bridge [0x0bda:0x9210 (0xf01)]"));
        replay.record(kScan, {0, false, false, R"({"json_format_version":[1,0],"devices":[]})", ""});
        replay.record({"smartctl", "--json=o", "-x", "-d", "sat", "/dev/sdc"}, bridge_refusal("/dev/sdc: INQUIRY failed"));
        // Synthetic pairing: a real NVMe document stands for what smartctl reads through the bridge.
        return replay.record_stdout_file({"smartctl", "--json=o", "-x", "-d", "sntjmicron", "/dev/sdc"},
                                         test::smart_fixture("sabrent_Rocket4-1TB_telegraf.json"), 0);
    };
    ASSERT_TRUE(record_bridge(runner));
    SmartReadRequest request{"/dev/sdc", std::nullopt, false, &memory};
    const auto first = read_smart(runner, request);
    ASSERT_TRUE(first && first->available);
    EXPECT_EQ(runner.calls().size(), 4U); // auto, --scan-open, sat, sntjmicron
    const auto kept = read_text_file(dir.path() / kUsbBridgesFileName);
    ASSERT_TRUE(kept);
    EXPECT_NE(kept->find(R"("0x0bda:0x9210": "sntjmicron")"), std::string::npos) << *kept;

    ReplayRunner again;
    ASSERT_TRUE(record_bridge(again));
    const auto second = read_smart(again, request);
    ASSERT_TRUE(second && second->available);
    EXPECT_EQ(second->device_type_given, "sntjmicron");
    ASSERT_EQ(again.calls().size(), 3U) << "sat is not tried again";
    EXPECT_EQ(again.calls()[2][4], "sntjmicron");
}

TEST_F(SmartReader, ABridgeMemoryThatCannotBeWrittenOrNamesAnotherTypeChangesNothing) {
    SSD_REQUIRE_SHARED_FIXTURES();
    test::TempDir dir("bridges");
    // A hand-written entry of a type that is no USB bridge's is not used (a RAID member's type,
    // here), and a folder that does not exist cannot be written: the reading works all the same.
    const auto path = dir.path() / kUsbBridgesFileName;
    {
        std::ofstream(path) << R"({"usb_bridges": {"0x0bda:0x9210": "megaraid,0", "0x152d:0x0583": "sntasmedia"}})";
    }
    UsbBridgeFile hand_written(path);
    EXPECT_FALSE(hand_written.type_for("0x0bda:0x9210"));
    EXPECT_EQ(hand_written.type_for("0x152d:0x0583"), "sntasmedia");
    UsbBridgeFile unwritable(dir.path() / "no-such-folder" / kUsbBridgesFileName);
    EXPECT_FALSE(unwritable.remember("0x0bda:0x9210", "sntjmicron"));

    runner.record(smartctl_x("/dev/sdc"), bridge_refusal("/dev/sdc: Unknown USB bridge [0x0bda:0x9210 (0xf01)]"));
    runner.record(kScan, {0, false, false, R"({"json_format_version":[1,0],"devices":[]})", ""});
    ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", "-d", "sat", "/dev/sdc"},
                                          test::smart_fixture("sandisk_pSSD-USB_telegraf.json"), 0));
    const auto reading = read_smart(runner, {"/dev/sdc", std::nullopt, false, &unwritable});
    ASSERT_TRUE(reading) << reading.error().message;
    EXPECT_TRUE(reading->available);
    EXPECT_EQ(reading->device_type_given, "sat");
}

TEST_F(SmartReader, ABridgeNoTypeReadsThroughIsNamedWithTheTypesTried) {
    runner.record(smartctl_x("/dev/sdc"), bridge_refusal("/dev/sdc: Unknown USB bridge [0x048d:0x1234 (0x200)]"));
    runner.record(kScan, {0, false, false, R"({"json_format_version":[1,0],"devices":[]})", ""});
    for (const auto type : kUsbBridgeTypes) {
        runner.record({"smartctl", "--json=o", "-x", "-d", std::string(type), "/dev/sdc"},
                      bridge_refusal("/dev/sdc: INQUIRY failed"));
    }
    const auto reading = read_smart(runner, {"/dev/sdc", std::nullopt});
    ASSERT_TRUE(reading) << reading.error().message;
    EXPECT_FALSE(reading->available);
    EXPECT_TRUE(test::contains_all(reading->unavailable_reason,
                                   {"Unknown USB bridge [0x048d:0x1234", "the USB bridge 0x048d:0x1234 passed no SMART through",
                                    "-d sat, sntjmicron, sntasmedia, sntrealtek, usbjmicron, usbcypress, usbprolific, usbsunplus"}));
    EXPECT_FALSE(reading->device_type_given);
    // What a capture keeps is the plain run's answer, which the reading describes.
    EXPECT_NE(reading->smartctl_json.find("Unknown USB bridge [0x048d:0x1234"), std::string::npos);
}

TEST_F(SmartReader, AnNvmeDriveBehindIntelRstOnWindowsIsExplainedNotBlamed) {
    // The refusal in the words users published in smartmontools issue #212 (smartctl 7.x on Windows,
    // driver iaStorVD); the surrounding document is SYNTHETIC, with the exit status nvmeprint.cpp
    // returns after that message (FAILID, bit 1).
    runner.record(smartctl_x("/dev/sda"),
                  {2, false, false,
                   R"({"json_format_version":[1,0],"smartctl":{"version":[7,4],"exit_status":2,"messages":[{"string":)"
                   R"("Read NVMe Identify Controller failed: IOCTL_STORAGE_QUERY_PROPERTY(NVMe) failed, Error=1",)"
                   R"("severity":"error"}]},"device":{"name":"/dev/sda","type":"nvme","protocol":"NVMe"}})",
                   ""});
    const auto reading = read_smart(runner, {"/dev/sda", std::nullopt});
    ASSERT_TRUE(reading) << reading.error().message;
    EXPECT_FALSE(reading->available);
    EXPECT_TRUE(test::contains_all(reading->unavailable_reason,
                                   {"IOCTL_STORAGE_QUERY_PROPERTY(NVMe) failed, Error=1", "Intel Rapid Storage Technology",
                                    "iaStorVD", "The drive is not at fault", "to AHCI", "safeboot"}))
        << reading->unavailable_reason;
}

TEST(SmartReaderHints, DeviceTypeFromScanOpen) {
    // Shape of `smartctl --scan-open --json` (see tests/fixtures/smartctl/host-scan-open.json
    // for a real, empty one); the entries here are synthetic.
    const std::string scan = R"({"json_format_version":[1,0],"smartctl":{"exit_status":0},
        "devices":[{"name":"/dev/sda","info_name":"/dev/sda [SAT]","type":"sat","protocol":"ATA"},
                   {"name":"/dev/nvme0","info_name":"/dev/nvme0","type":"nvme","protocol":"NVMe"}]})";
    EXPECT_EQ(device_type_from_scan(scan, "/dev/sda"), "sat");
    EXPECT_EQ(device_type_from_scan(scan, "/dev/nvme0"), "nvme");
    EXPECT_FALSE(device_type_from_scan(scan, "/dev/sdb"));
    EXPECT_FALSE(device_type_from_scan("not json", "/dev/sda"));
}

TEST(SmartReaderHints, DeviceTypeFromSmartctlMessages) {
    // Real smartctl text for an unknown USB bridge (as published by users):
    // it names no type, so there is nothing to retry with.
    EXPECT_EQ(device_type_from_hint({{"/dev/sdb: Unknown USB bridge [0x152d:0x0578 (0x214)]", "error"},
                                     {"Please specify device type with the -d option.", "error"}}),
              std::nullopt);
    // Synthetic: a quoted suggestion is taken; a placeholder ",N" is not.
    EXPECT_EQ(device_type_from_hint({{"try '-d sntjmicron'", "error"}}), "sntjmicron");
    EXPECT_EQ(device_type_from_hint({{"requires option '-d cciss,N'", "error"}}), std::nullopt);
}

} // namespace
} // namespace ssd
