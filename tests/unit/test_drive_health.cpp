// health_from_device's choice of SMART reader, with fakes for the seams.
#include <gtest/gtest.h>

#include "core/diagnosis/drive_health.h"
#include "core/process/replay_runner.h"
#include "core/smart/smartctl_parser.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "listed_drive.h"
#include "one_drive_inventory.h"

namespace ssd {
namespace {

using test::OneDriveInventory;

// Answers with a real capture, relabelled as read in-process.
class CapturedInProcessReader final : public InProcessSmartReader {
public:
    explicit CapturedInProcessReader(std::string fixture) : fixture_(std::move(fixture)) {}
    std::string name() const override { return "libatasmart"; }
    Result<SmartReport> read(const std::string& device) override {
        devices_read.push_back(device);
        auto text = read_text_file(test::smart_fixture(fixture_));
        if (!text) return tl::unexpected(text.error());
        auto report = parse_smartctl_json(*text);
        if (report) report->reader = "libatasmart";
        return report;
    }
    std::vector<std::string> devices_read;

private:
    std::string fixture_;
};

DriveInfo ata_drive() { return test::listed_drive("/dev/sda", "sda", Protocol::Ata, Transport::Sata); }

TEST(HealthService, FallsBackToInProcessReaderWhenSmartctlIsMissing) {
    SSD_REQUIRE_SHARED_FIXTURES();
    OneDriveInventory inventory(ata_drive());
    ReplayRunner runner;
    runner.mark_missing("smartctl");
    CapturedInProcessReader in_process("kingston_SV300S37A240G-SandForce_smartmontools-go.json");
    auto result = health_from_device(inventory, runner, &in_process, {"/dev/sda", std::nullopt, SmartReaderChoice::Auto});
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_EQ(in_process.devices_read, std::vector<std::string>{"/dev/sda"});
    EXPECT_TRUE(result->smart_available);
    EXPECT_EQ(result->smart->reader, "libatasmart");
    // Without smartctl's drive database no write amplification is claimed.
    EXPECT_FALSE(result->facts.writes.write_amplification);
    ASSERT_TRUE(result->facts.writes.unavailable_reason);
    EXPECT_NE(result->facts.writes.unavailable_reason->find("drive database"), std::string::npos);
}

TEST(HealthService, NoFallbackForNvmeOrWhenSmartctlWasAskedFor) {
    ReplayRunner runner;
    runner.mark_missing("smartctl");
    CapturedInProcessReader in_process("kingston_SV300S37A240G-SandForce_smartmontools-go.json");

    DriveInfo nvme = ata_drive();
    nvme.device = "/dev/nvme0n1";
    nvme.protocol = Protocol::Nvme;
    OneDriveInventory nvme_inventory(nvme);
    auto result = health_from_device(nvme_inventory, runner, &in_process, {"/dev/nvme0n1", std::nullopt, SmartReaderChoice::Auto});
    ASSERT_FALSE(result);
    EXPECT_EQ(result.error().code, ErrorCode::ToolMissing);

    OneDriveInventory ata_inventory(ata_drive());
    result = health_from_device(ata_inventory, runner, &in_process, {"/dev/sda", std::nullopt, SmartReaderChoice::Smartctl});
    ASSERT_FALSE(result);
    EXPECT_EQ(result.error().code, ErrorCode::ToolMissing);
    EXPECT_TRUE(in_process.devices_read.empty());
}

TEST(HealthService, SmartctlPreferredWhenInstalled) {
    SSD_REQUIRE_SHARED_FIXTURES();
    OneDriveInventory inventory(ata_drive());
    ReplayRunner runner;
    ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", "/dev/sda"},
                                          test::smart_fixture("crucial_m4-MTFDDAK128MAM_scrutiny-starosdev.json"), 0));
    CapturedInProcessReader in_process("kingston_SV300S37A240G-SandForce_smartmontools-go.json");
    auto result = health_from_device(inventory, runner, &in_process, {"/dev/sda", std::nullopt, SmartReaderChoice::Auto});
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_TRUE(in_process.devices_read.empty());
    EXPECT_EQ(result->smart->reader, "smartctl");
    EXPECT_EQ(result->drive.model, "MTFDDAK128MAM-1J1");
    EXPECT_EQ(result->drive.device, "/dev/sda"); // discovery's name, smartctl's identity
}

// A disk behind a MegaRAID controller, as telegraf's test recorded smartctl reading it
// (`smartctl --json --all /dev/bus/6 --device megaraid,14`): not in the OS's drive list, read by
// the name and type smartctl takes.
TEST(HealthService, ARaidMemberIsReadByItsSmartctlNameAndType) {
    SSD_REQUIRE_SHARED_FIXTURES();
    OneDriveInventory inventory(ata_drive());
    ReplayRunner runner;
    ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", "-d", "megaraid,14", "/dev/bus/6"},
                                          test::smart_fixture("HDD_seagate_ST6000NM0115-megaraid_telegraf.json"), 0));
    const auto member = health_from_device(inventory, runner, nullptr, {"/dev/bus/6", "megaraid,14", SmartReaderChoice::Smartctl});
    ASSERT_TRUE(member) << member.error().message;
    EXPECT_TRUE(member->smart_available);
    EXPECT_EQ(member->drive.model, "ST6000NM0115-1YZ110");
    EXPECT_EQ(member->smart->device_type, "sat+megaraid,14");
    // Another type does not make an unknown name a drive.
    const auto unknown = health_from_device(inventory, runner, nullptr, {"/dev/bus/6", "sat", SmartReaderChoice::Smartctl});
    ASSERT_FALSE(unknown);
    EXPECT_EQ(unknown.error().code, ErrorCode::NoSuchDevice);
}

TEST(HealthService, UnknownDeviceIsNoSuchDevice) {
    OneDriveInventory inventory(ata_drive());
    ReplayRunner runner;
    auto result = health_from_device(inventory, runner, nullptr, {"/dev/sdz", std::nullopt, SmartReaderChoice::Auto});
    ASSERT_FALSE(result);
    EXPECT_EQ(result.error().code, ErrorCode::NoSuchDevice);
    EXPECT_TRUE(runner.calls().empty());
}

} // namespace
} // namespace ssd
