// `ssdtool firmware` end to end in-process against replayed tool output: the
// pre-checks (file, size granularity, power, in use / system drive), the rig's
// drives that support no firmware download (refused before anything is sent),
// the ATA DOWNLOAD MICROCODE sequence with hdparm's transfer-mode report, and the
// NVMe download + commit with the slot and action from the controller's FRMW.
#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <string_view>

#include "cli_actions_support.h"
#include "core/actions/firmware.h"
#include "test_constants.h"
#include "text_parts.h"

namespace ssd {
namespace {

using test::CliResult;

// A controller advertising sanitize (block, crypto), crypto format and firmware commands.
using test::kSanitizeCryptoFwIdentify;

// `ssdtool firmware` on the rig guest; the ATA drive is sdb (RIGIDE0001), the NVMe one nvme0 (RIGNVME0001).
class FirmwareTest : public test::RigSequenceTest {
protected:
    // A firmware image of BYTES bytes in the world's root.
    std::string image(std::size_t bytes, const std::string& name = "fw.bin") const {
        std::ofstream out(world.root.path() / name, std::ios::binary);
        out << std::string(bytes, '\x5a');
        return world.root.str(name);
    }
    std::vector<std::string> hdparm_i() const { return {"hdparm", "-I", world.dev.str("sdb")}; }
    // `ssdtool firmware` of FILE onto sdb, confirmed with its serial.
    CliResult flash_sdb(const std::string& file) {
        return run({"firmware", world.dev.str("sdb"), file, "--confirm", "RIGIDE0001"});
    }
    // sdb answers IDENTIFY (an hdparm -I capture); an image of IMAGE_BYTES is
    // refused with MESSAGE before anything is downloaded.
    void expect_refused_before_download(const std::string& identify, std::size_t image_bytes,
                                        std::string_view message) {
        runner.add_stdout(hdparm_i(), identify);
        EXPECT_TRUE(test::refused_saying(flash_sdb(image(image_bytes)), message));
        EXPECT_FALSE(runner.called_with("--fwdownload"));
    }
    std::vector<std::string> fwdownload(const std::string& file) const {
        return {"hdparm", "--fwdownload", file, "--yes-i-know-what-i-am-doing", "--please-destroy-my-drive",
                world.dev.str("sdb")};
    }
};

using CliFirmwareAta = FirmwareTest;
using CliFirmwarePrechecks = FirmwareTest;

// The NVMe tests run with the namespaces idle (the /proc without the mount and the swap).
class CliFirmwareNvme : public FirmwareTest {
protected:
    CliFirmwareNvme() { world.drives_idle = true; }
    std::vector<std::string> id_ctrl() const { return {"nvme", "id-ctrl", world.dev.str("nvme0"), "-o", "json"}; }
    std::vector<std::string> fw_log() const { return {"nvme", "fw-log", world.dev.str("nvme0"), "-o", "json"}; }
    std::vector<std::string> fw_download(const std::string& file) const {
        return {"nvme", "fw-download", world.dev.str("nvme0"), "--fw=" + file, "--xfer=4096"};
    }
    // Steps 1-2 on the synthetic controller with three firmware slots: its
    // identify page and its firmware log.
    void add_three_slot_controller(test::SequenceRunner& tools) const {
        tools.add_stdout(id_ctrl(), kSanitizeCryptoFwIdentify);
        tools.add_stdout(fw_log(), "nvme/synthetic-fw-log-3-slots.json");
    }
    // A whole update of that controller: the download accepted, the commit to
    // slot 3 with action 3 answered by COMMIT_ANSWER and COMMIT_STATUS, then
    // the firmware log and the identify page read again.
    void add_download_and_commit(const std::string& file, const std::string& commit_answer, int commit_status) {
        add_three_slot_controller(runner);
        runner.add_stdout(fw_download(file), "nvme/synthetic-fw-download-success.out");
        runner.add_stdout({"nvme", "fw-commit", world.dev.str("nvme0"), "--slot=3", "--action=3"}, commit_answer,
                          commit_status);
        runner.add_stdout(fw_log(), "nvme/synthetic-fw-log-3-slots-after-commit.json");
        runner.add_stdout(id_ctrl(), kSanitizeCryptoFwIdentify);
    }
};

TEST_F(CliFirmwareAta, RigDriveWithoutDownloadMicrocodeIsRefused) {
    expect_refused_before_download("hdparm/rig-ide-I.out", 4096, "DOWNLOAD MICROCODE is not supported by the drive");
}

TEST_F(CliFirmwareAta, DownloadReportsTheModeAndTheNewRevision) {
    const auto file = image(4096);
    runner.add_stdout(hdparm_i(), "hdparm/synthetic-I-download-microcode.txt");
    runner.add_stdout(fwdownload(file), "hdparm/synthetic-fwdownload-mode3-success.out", 0,
                      "hdparm/synthetic-fwdownload-mode3-success.err");
    runner.add_stdout(hdparm_i(), "hdparm/synthetic-I-download-microcode-after.txt");
    const auto result = run({"firmware", world.dev.str("sdb"), file, "--confirm", "RIGIDE0001", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["firmware_before"], "2.5+");
    EXPECT_EQ(doc["firmware_after"], "2.6");
    EXPECT_EQ(doc["transfer_mode"], "mode 3 (segmented, 512-byte segments)");
    EXPECT_EQ(doc["granularity_bytes"], 512);
    EXPECT_EQ(doc["flashed"], true);
    EXPECT_EQ(runner.commands[1].timeout, std::chrono::minutes(20));
}

TEST_F(CliFirmwareAta, DriveRejectingTheDownloadIsExitFive) {
    const auto file = image(4096);
    runner.add_stdout(hdparm_i(), "hdparm/synthetic-I-download-microcode.txt");
    runner.add_stdout(fwdownload(file), "hdparm/synthetic-fwdownload-io-error.out", 5,
                      "hdparm/synthetic-fwdownload-io-error.err");
    const auto result = flash_sdb(file);
    EXPECT_EQ(result.status, 5) << result.err;
    EXPECT_TRUE(test::contains_all(result.err, {"FAILED: Input/output error", "keeps its current firmware 2.5+"}));
}

TEST_F(CliFirmwareAta, ImageNotAMultipleOf512IsRefused) {
    expect_refused_before_download("hdparm/synthetic-I-download-microcode.txt", 1000, "not a multiple of 512");
}

TEST_F(CliFirmwarePrechecks, EmptyMissingAndDirectoryImagesAreRefusedBeforeAnyTool) {
    const auto empty = flash_sdb(image(0));
    EXPECT_TRUE(test::refused_saying(empty, "is empty"));
    const auto missing = run({"firmware", world.dev.str("sdb"), world.root.str("nope.bin"), "--dry-run"});
    EXPECT_TRUE(test::refused_saying(missing, "does not exist"));
    const auto directory = run({"firmware", world.dev.str("sdb"), world.root.str(""), "--dry-run"});
    EXPECT_TRUE(test::refused_saying(directory, "not a regular file"));
    EXPECT_TRUE(runner.commands.empty());
}

TEST_F(CliFirmwarePrechecks, OnBatteryIsRefused) {
    test::TempDir supplies("power");
    std::filesystem::create_directories(supplies.path() / "BAT0");
    std::filesystem::create_directories(supplies.path() / "AC");
    std::ofstream(supplies.path() / "BAT0" / "type") << "Battery\n";
    std::ofstream(supplies.path() / "AC" / "type") << "Mains\n";
    std::ofstream(supplies.path() / "AC" / "online") << "0\n";
    auto options = world.options();
    options.power_supply = supplies.path();
    const auto result = test::run_on_rig(world, runner, options,
                                         {"firmware", world.dev.str("sdb"), image(4096), "--confirm", "RIGIDE0001"});
    EXPECT_TRUE(test::refused_saying(result, "runs on battery"));
    EXPECT_TRUE(runner.commands.empty());
    // With the charger connected the pre-check passes (and hdparm is asked).
    std::ofstream(supplies.path() / "AC" / "online") << "1\n";
    runner.add_stdout(hdparm_i(), "hdparm/synthetic-I-download-microcode.txt");
    const auto plugged = test::run_on_rig(world, runner, options,
                                          {"firmware", world.dev.str("sdb"), image(4096), "--dry-run", "--json"});
    ASSERT_EQ(plugged.status, 0) << plugged.err;
    EXPECT_EQ(plugged.json()["power"]["on_ac"], true);
}

TEST_F(CliFirmwarePrechecks, DriveInUseIsRefused) {
    const auto result = run({"firmware", world.dev.str("nvme0"), image(4096), "--confirm", "RIGNVME0001"});
    EXPECT_TRUE(test::refused_saying(result, "flash firmware onto"));
    EXPECT_TRUE(runner.commands.empty());
}

TEST_F(CliFirmwarePrechecks, TheRunningSystemsDriveIsAlwaysRefused) {
    test::TempDir dev("fw-dev");
    dev.touch("vda");
    test::SequenceRunner tools;
    linux_platform::LinuxActionOptions options;
    options.paths.sys = test::project_fixture("sysfs/host-virtio");
    options.paths.proc = test::project_fixture("proc/host-vm");
    options.paths.dev = dev.path();
    options.paths.root = dev.path();
    options.exclusive_probe = [](const std::string&) { return linux_platform::ExclusiveProbe::Free; };
    linux_platform::LinuxActionPlatform platform(tools, options);
    dev.touch("fw.bin");
    const auto result = test::run_action_cli({"firmware", dev.str("vda"), dev.str("fw.bin"), "--confirm", "overlayblk"},
                                             platform, tools, options.paths.sys, dev.path());
    EXPECT_TRUE(test::refused_saying(result, "running system's drive"));
    EXPECT_TRUE(tools.commands.empty());
}

// ---- NVMe -----------------------------------------------------------------

TEST_F(CliFirmwareNvme, RigControllerWithoutFirmwareCommandsIsRefused) {
    runner.add_stdout(id_ctrl(), "nvme/rig-id-ctrl.json");
    runner.add_stdout(fw_log(), "nvme/rig-fw-log.json");
    const auto result =
        run({"firmware", world.dev.str("nvme0"), image(4096), "--confirm", "RIGNVME0001", "--json"});
    EXPECT_TRUE(test::refused_saying(result, "firmware download/commit is not supported by the drive"));
    EXPECT_FALSE(runner.called_with("fw-download"));
}

TEST_F(CliFirmwareNvme, DownloadAndCommitToAFreeSlotWithoutReset) {
    const auto file = image(8192);
    add_download_and_commit(file, "nvme/synthetic-fw-commit-action3-slot3.out", 0);
    const auto result = run({"firmware", world.dev.str("nvme0n1"), file, "--confirm", "RIGNVME0001", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["commit"]["slot"], 3);
    EXPECT_EQ(doc["commit"]["action"], 3);
    EXPECT_EQ(doc["reset_needed"], false);
    EXPECT_EQ(doc["granularity_bytes"], 4096);
    EXPECT_EQ(doc["slots"]["revisions"]["3"], "3B2QEXM7");
    EXPECT_EQ(doc["firmware_after"], "7.2.22");
    EXPECT_EQ(runner.commands.size(), 6U);
}

TEST_F(CliFirmwareNvme, CommitThatNeedsAResetIsASuccessThatSaysSo) {
    const auto file = image(8192);
    // nvme-cli exits non-zero for "done, but a reset is required".
    add_download_and_commit(file, "nvme/synthetic-fw-commit-requires-reset.out", 1);
    const auto result = run({"firmware", world.dev.str("nvme0"), file, "--confirm", "RIGNVME0001"});
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_TRUE(test::contains_all(result.out, {"requires conventional reset", "a reset is needed"}));
}

TEST_F(CliFirmwareNvme, DriveRejectingTheDownloadIsExitFive) {
    const auto file = image(8192);
    add_three_slot_controller(runner);
    // The rig controller's answer to a firmware download.
    CommandOutput rejected;
    rejected.exit_status = 1;
    rejected.err = test::SequenceRunner::read_fixture("nvme/rig-fw-download.err");
    runner.add(fw_download(file), rejected);
    const auto result = run({"firmware", world.dev.str("nvme0"), file, "--confirm", "RIGNVME0001"});
    EXPECT_EQ(result.status, 5) << result.err;
    EXPECT_TRUE(test::contains_all(result.err, {"not supported by the drive", "nothing was committed"}));
    EXPECT_FALSE(runner.called_with("fw-commit"));
}

TEST_F(CliFirmwareNvme, GranularityAndDryRunAndAdvisory) {
    auto advisories = load_advisories(R"({"advisories": [{"id": "test-qemu", "model_regex": "QEMU NVMe Ctrl",
        "firmware_regex": "7\\.2\\..*", "problem": "A test advisory.", "fixed_firmware": "7.3",
        "fix": "Update.", "severity": "warning", "sources": ["https://example.invalid/"]}]})");
    ASSERT_TRUE(advisories) << advisories.error().message;
    test::SequenceRunner odd;
    add_three_slot_controller(odd);
    const auto refused = test::run_on_rig(
        world, odd, world.options(), {"firmware", world.dev.str("nvme0"), image(6000), "--confirm", "RIGNVME0001"});
    EXPECT_TRUE(test::refused_saying(refused, "granularity of 4096 bytes"));
    EXPECT_FALSE(odd.called_with("fw-download"));
    test::SequenceRunner dry;
    add_three_slot_controller(dry);
    const auto result = test::run_on_rig(world, dry, world.options(),
                                         {"firmware", world.dev.str("nvme0"), image(8192), "--dry-run"}, *advisories);
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.out.find("nvme fw-commit " + world.dev.str("nvme0") + " --slot=3 --action=3"), std::string::npos)
        << result.out;
    EXPECT_TRUE(test::contains_all(result.out, {"Advisory: test-qemu: A test advisory.", "firmware 7.2.22"}));
    EXPECT_EQ(dry.commands.size(), 2U);
}

TEST(NvmeCommitChoice, SlotsAndActions) {
    actions::NvmeControllerInfo c;
    c.frmw = 0x3; // one slot, read-only: QEMU
    actions::NvmeFirmwareLog log;
    log.active_slot = 1;
    EXPECT_FALSE(actions::choose_nvme_commit(c, log, "/dev/nvme0"));
    c.frmw = 0x2; // one writable slot: replaces the running image, at the next reset
    auto only = actions::choose_nvme_commit(c, log, "/dev/nvme0");
    ASSERT_TRUE(only);
    EXPECT_EQ(only->slot, 1U);
    EXPECT_EQ(only->action, 1U);
    EXPECT_TRUE(only->reset_needed);
    c.frmw = 0x4; // two slots, running from 1: slot 2
    auto two = actions::choose_nvme_commit(c, log, "/dev/nvme0");
    ASSERT_TRUE(two);
    EXPECT_EQ(two->slot, 2U);
}

TEST(HdparmTransferMode, FromHdparmsReport) {
    EXPECT_EQ(actions::hdparm_transfer_mode("fwdownload: xfer_mode=7 min=1 max=65535 size=4096\n"),
              "mode 7 (the whole image in one transfer)");
    EXPECT_EQ(actions::hdparm_transfer_mode("fwdownload: xfer_mode=3 min=2 max=64 size=1024"),
              "mode 3 (segmented, 1024-byte segments)");
    EXPECT_FALSE(actions::hdparm_transfer_mode("DOWNLOAD_MICROCODE: not supported by device"));
}

} // namespace
} // namespace ssd
