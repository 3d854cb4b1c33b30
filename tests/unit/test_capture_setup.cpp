// A support capture keeps the setup checks as the machine saw them (issue 35): each drive's
// setup and its findings, and the system's, in `check`'s shape; `check --capture` reports them
// as recorded beside the health judged anew. The machine is a fake inspector (a write cache
// switched off, an Intel controller hiding a drive); the drive's smartctl document is a real one.
#include <gtest/gtest.h>

#include "core/capture/support_capture.h"
#include "core/diagnosis/drive_checks.h"
#include "core/process/replay_runner.h"
#include "core/report/check_json.h"
#include "core/requests/handlers.h"
#include "fixture_paths.h"
#include "listed_drive.h"
#include "one_drive_inventory.h"
#include "temp_dir.h"

#include <fstream>

namespace ssd {
namespace {

class CacheOffMachine final : public SetupInspector {
public:
    Result<DriveSetup> inspect_drive(const DriveInfo&) override {
        DriveSetup s;
        s.media = MediaObservation{MediaKind::SolidState, false, "queue/rotational=0"};
        s.controller = ControllerObservation{"ahci", "0000:00:17.0", 0x010601};
        s.partitions = std::vector<PartitionObservation>{};
        s.write_cache = WriteCacheObservation{false, "write through", "scsi_disk/0:0:0:0/cache_type"};
        return s;
    }
    Result<SystemSetup> inspect_system() override {
        SystemSetup s;
        s.filesystems = std::vector<FilesystemObservation>{};
        s.swaps = std::vector<SwapObservation>{};
        s.hibernation = HibernationObservation{};
        s.periodic_trim = PeriodicTrimObservation{true, "systemd fstrim.timer", "enabled"};
        s.intel_storage_controllers =
            std::vector<IntelStorageControllerObservation>{{"0000:00:17.0", 0x010601, 0x282a, "ahci", 1u}};
        return s;
    }
};

const Finding* finding(const std::vector<Finding>& all, const std::string& id) {
    for (const auto& f : all) {
        if (f.id == id) return &f;
    }
    return nullptr;
}

TEST(CaptureSetup, TheMachinesSetupChecksTravelWithTheCaptureAndCheckReportsThem) {
    SSD_REQUIRE_SHARED_FIXTURES();
    test::OneDriveInventory inventory(test::listed_drive("/dev/sda", "sda", Protocol::Ata, Transport::Sata, 240057409536));
    ReplayRunner runner;
    ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", "/dev/sda"},
                                          test::smart_fixture("kingston_SV300S37A240G-SandForce_smartmontools-go.json"), 0));
    CacheOffMachine machine;
    requests::HandlerServices services{inventory, runner};
    services.setup_inspector = &machine;

    const auto capture = requests::handle_capture(services, requests::CaptureRequest{});
    ASSERT_TRUE(capture) << capture.error().message;
    ASSERT_EQ(capture->drives.size(), 1u);
    const auto& setup = capture->drives[0].setup;
    ASSERT_TRUE(setup.is_object());
    EXPECT_EQ(setup["setup"]["write_cache"]["state"], "write through");
    EXPECT_EQ(setup["findings"][0]["id"], "write-cache-disabled");
    ASSERT_TRUE(capture->system.is_object());
    EXPECT_EQ(capture->system["findings"][0]["id"], "drives-hidden-by-raid-mode");
    EXPECT_EQ(capture->system["setup"]["intel_storage_controllers"][0]["remapped_nvme"], 1);

    // Read back by `check --capture`: the recorded setup findings, the health judged from smartctl's document.
    test::TempDir dir("capture-setup");
    const auto file = dir.path() / "capture.json";
    std::ofstream(file) << support_capture_to_json(*capture).dump();
    const auto report = checks_of_saved_reports({file.string()}, DriveKnowledge{}, CaptureNameResolution{});
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_EQ(report->drives.size(), 1u);
    const auto& drive = report->drives[0];
    EXPECT_NE(finding(drive.outcome.findings, "write-cache-disabled"), nullptr);
    EXPECT_TRUE(drive.health.smart_available);
    EXPECT_NE(finding(report->system.outcome.findings, "drives-hidden-by-raid-mode"), nullptr);
    const auto doc = check_report_to_json(*report);
    EXPECT_EQ(doc["drives"][0]["setup"], setup["setup"]) << "the setup as recorded, not 'unknown'";
    EXPECT_EQ(doc["system"]["setup"], capture->system["setup"]);

    // A capture without setup (an older one, or no inspector) says the setup is not known, as before.
    services.setup_inspector = nullptr;
    const auto bare = requests::handle_capture(services, requests::CaptureRequest{});
    ASSERT_TRUE(bare);
    EXPECT_TRUE(bare->drives[0].setup.is_null());
    EXPECT_TRUE(bare->system.is_null());
    const auto bare_file = dir.path() / "bare.json";
    std::ofstream(bare_file) << support_capture_to_json(*bare).dump();
    const auto bare_report = checks_of_saved_reports({bare_file.string()}, DriveKnowledge{}, CaptureNameResolution{});
    ASSERT_TRUE(bare_report);
    bool skipped = false;
    for (const auto& n : bare_report->drives[0].outcome.not_evaluated) skipped = skipped || n.check == "write-cache-disabled";
    EXPECT_TRUE(skipped);
}

} // namespace
} // namespace ssd
