// `ssdtool firmware` end to end in-process against replayed tool output: the
// pre-checks (file, size granularity, power, in use / system drive), the rig's
// drives that support no firmware download (refused before anything is sent),
// the ATA DOWNLOAD MICROCODE sequence with hdparm's transfer-mode report, and the
// NVMe download + commit with the slot and action from the controller's FRMW.
#include <gtest/gtest.h>

#include "cli_actions_support.h"
#include "core/actions/firmware.h"

namespace ssd {
namespace {

using test::CliResult;
using test::RigActionWorld;
using test::SequenceRunner;

CliResult run(RigActionWorld& world, SequenceRunner& runner, const std::vector<std::string>& args,
              std::span<const Advisory> advisories = {}, const std::filesystem::path& power_supply = {}) {
    auto options = world.options();
    options.power_supply = power_supply;
    linux_platform::LinuxActionPlatform platform(runner, options);
    return test::run_action_cli(args, platform, runner, test::project_fixture("sysfs/rig-guest-checks"),
                                world.dev.path(), advisories);
}

std::string image(const RigActionWorld& world, std::size_t bytes, const std::string& name = "fw.bin") {
    std::ofstream out(world.root.path() / name, std::ios::binary);
    out << std::string(bytes, '\x5a');
    return world.root.str(name);
}

std::vector<std::string> fwdownload(const RigActionWorld& world, const std::string& file) {
    return {"hdparm", "--fwdownload", file, "--yes-i-know-what-i-am-doing", "--please-destroy-my-drive",
            world.dev.str("sdb")};
}

TEST(CliFirmwareAta, RigDriveWithoutDownloadMicrocodeIsRefused) {
    RigActionWorld world;
    SequenceRunner runner;
    runner.add_stdout({"hdparm", "-I", world.dev.str("sdb")}, "hdparm/rig-ide-I.out");
    const auto result = run(world, runner, {"firmware", world.dev.str("sdb"), image(world, 4096), "--confirm", "RIGIDE0001"});
    EXPECT_EQ(result.status, 3);
    EXPECT_NE(result.err.find("DOWNLOAD MICROCODE is not supported by the drive"), std::string::npos) << result.err;
    EXPECT_FALSE(runner.called_with("--fwdownload"));
}

TEST(CliFirmwareAta, DownloadReportsTheModeAndTheNewRevision) {
    RigActionWorld world;
    SequenceRunner runner;
    const auto file = image(world, 4096);
    runner.add_stdout({"hdparm", "-I", world.dev.str("sdb")}, "hdparm/synthetic-I-download-microcode.txt");
    runner.add_stdout(fwdownload(world, file), "hdparm/synthetic-fwdownload-mode3-success.out", 0,
                      "hdparm/synthetic-fwdownload-mode3-success.err");
    runner.add_stdout({"hdparm", "-I", world.dev.str("sdb")}, "hdparm/synthetic-I-download-microcode-after.txt");
    const auto result = run(world, runner, {"firmware", world.dev.str("sdb"), file, "--confirm", "RIGIDE0001", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["firmware_before"], "2.5+");
    EXPECT_EQ(doc["firmware_after"], "2.6");
    EXPECT_EQ(doc["transfer_mode"], "mode 3 (segmented, 512-byte segments)");
    EXPECT_EQ(doc["granularity_bytes"], 512);
    EXPECT_EQ(doc["flashed"], true);
    EXPECT_EQ(runner.commands[1].timeout, std::chrono::minutes(20));
}

TEST(CliFirmwareAta, DriveRejectingTheDownloadIsExitFive) {
    RigActionWorld world;
    SequenceRunner runner;
    const auto file = image(world, 4096);
    runner.add_stdout({"hdparm", "-I", world.dev.str("sdb")}, "hdparm/synthetic-I-download-microcode.txt");
    runner.add_stdout(fwdownload(world, file), "hdparm/synthetic-fwdownload-io-error.out", 5,
                      "hdparm/synthetic-fwdownload-io-error.err");
    const auto result = run(world, runner, {"firmware", world.dev.str("sdb"), file, "--confirm", "RIGIDE0001"});
    EXPECT_EQ(result.status, 5) << result.err;
    EXPECT_NE(result.err.find("FAILED: Input/output error"), std::string::npos) << result.err;
    EXPECT_NE(result.err.find("keeps its current firmware 2.5+"), std::string::npos) << result.err;
}

TEST(CliFirmwareAta, ImageNotAMultipleOf512IsRefused) {
    RigActionWorld world;
    SequenceRunner runner;
    runner.add_stdout({"hdparm", "-I", world.dev.str("sdb")}, "hdparm/synthetic-I-download-microcode.txt");
    const auto result = run(world, runner, {"firmware", world.dev.str("sdb"), image(world, 1000), "--confirm", "RIGIDE0001"});
    EXPECT_EQ(result.status, 3);
    EXPECT_NE(result.err.find("not a multiple of 512"), std::string::npos) << result.err;
    EXPECT_FALSE(runner.called_with("--fwdownload"));
}

TEST(CliFirmwarePrechecks, EmptyMissingAndDirectoryImagesAreRefusedBeforeAnyTool) {
    RigActionWorld world;
    SequenceRunner runner;
    const auto empty = run(world, runner, {"firmware", world.dev.str("sdb"), image(world, 0), "--confirm", "RIGIDE0001"});
    EXPECT_EQ(empty.status, 3);
    EXPECT_NE(empty.err.find("is empty"), std::string::npos) << empty.err;
    const auto missing = run(world, runner, {"firmware", world.dev.str("sdb"), world.root.str("nope.bin"), "--dry-run"});
    EXPECT_EQ(missing.status, 3);
    EXPECT_NE(missing.err.find("does not exist"), std::string::npos) << missing.err;
    const auto directory = run(world, runner, {"firmware", world.dev.str("sdb"), world.root.str(""), "--dry-run"});
    EXPECT_EQ(directory.status, 3);
    EXPECT_NE(directory.err.find("not a regular file"), std::string::npos) << directory.err;
    EXPECT_TRUE(runner.commands.empty());
}

TEST(CliFirmwarePrechecks, OnBatteryIsRefused) {
    RigActionWorld world;
    SequenceRunner runner;
    test::TempDir supplies("power");
    std::filesystem::create_directories(supplies.path() / "BAT0");
    std::filesystem::create_directories(supplies.path() / "AC");
    std::ofstream(supplies.path() / "BAT0" / "type") << "Battery\n";
    std::ofstream(supplies.path() / "AC" / "type") << "Mains\n";
    std::ofstream(supplies.path() / "AC" / "online") << "0\n";
    const auto result = run(world, runner, {"firmware", world.dev.str("sdb"), image(world, 4096), "--confirm", "RIGIDE0001"},
                            {}, supplies.path());
    EXPECT_EQ(result.status, 3);
    EXPECT_NE(result.err.find("runs on battery"), std::string::npos) << result.err;
    EXPECT_TRUE(runner.commands.empty());
    // With the charger connected the pre-check passes (and hdparm is asked).
    std::ofstream(supplies.path() / "AC" / "online") << "1\n";
    runner.add_stdout({"hdparm", "-I", world.dev.str("sdb")}, "hdparm/synthetic-I-download-microcode.txt");
    const auto plugged = run(world, runner, {"firmware", world.dev.str("sdb"), image(world, 4096), "--dry-run", "--json"},
                             {}, supplies.path());
    ASSERT_EQ(plugged.status, 0) << plugged.err;
    EXPECT_EQ(plugged.json()["power"]["on_ac"], true);
}

TEST(CliFirmwarePrechecks, DriveInUseIsRefused) {
    RigActionWorld world; // nvme0n1p1 mounted
    SequenceRunner runner;
    const auto result = run(world, runner, {"firmware", world.dev.str("nvme0"), image(world, 4096), "--confirm", "RIGNVME0001"});
    EXPECT_EQ(result.status, 3);
    EXPECT_NE(result.err.find("flash firmware onto"), std::string::npos) << result.err;
    EXPECT_TRUE(runner.commands.empty());
}

TEST(CliFirmwarePrechecks, TheRunningSystemsDriveIsAlwaysRefused) {
    test::TempDir dev("fw-dev");
    dev.touch("vda");
    SequenceRunner runner;
    linux_platform::LinuxActionOptions options;
    options.paths.sys = test::project_fixture("sysfs/host-virtio");
    options.paths.proc = test::project_fixture("proc/host-vm");
    options.paths.dev = dev.path();
    options.paths.root = dev.path();
    options.exclusive_probe = [](const std::string&) { return linux_platform::ExclusiveProbe::Free; };
    linux_platform::LinuxActionPlatform platform(runner, options);
    dev.touch("fw.bin");
    const auto result = test::run_action_cli({"firmware", dev.str("vda"), dev.str("fw.bin"), "--confirm", "overlayblk"},
                                             platform, runner, options.paths.sys, dev.path());
    EXPECT_EQ(result.status, 3);
    EXPECT_NE(result.err.find("running system's drive"), std::string::npos) << result.err;
    EXPECT_TRUE(runner.commands.empty());
}

// ---- NVMe -----------------------------------------------------------------

std::vector<std::string> id_ctrl(const RigActionWorld& world) {
    return {"nvme", "id-ctrl", world.dev.str("nvme0"), "-o", "json"};
}
std::vector<std::string> fw_log(const RigActionWorld& world) {
    return {"nvme", "fw-log", world.dev.str("nvme0"), "-o", "json"};
}

TEST(CliFirmwareNvme, RigControllerWithoutFirmwareCommandsIsRefused) {
    RigActionWorld world(true);
    SequenceRunner runner;
    runner.add_stdout(id_ctrl(world), "nvme/rig-id-ctrl.json");
    runner.add_stdout(fw_log(world), "nvme/rig-fw-log.json");
    const auto result = run(world, runner, {"firmware", world.dev.str("nvme0"), image(world, 4096), "--confirm", "RIGNVME0001",
                                            "--json"});
    EXPECT_EQ(result.status, 3);
    EXPECT_NE(result.err.find("firmware download/commit is not supported by the drive"), std::string::npos) << result.err;
    EXPECT_FALSE(runner.called_with("fw-download"));
}

TEST(CliFirmwareNvme, DownloadAndCommitToAFreeSlotWithoutReset) {
    RigActionWorld world(true);
    SequenceRunner runner;
    const auto file = image(world, 8192);
    runner.add_stdout(id_ctrl(world), "nvme/synthetic-id-ctrl-sanitize-crypto-fw.json");
    runner.add_stdout(fw_log(world), "nvme/synthetic-fw-log-3-slots.json");
    runner.add_stdout({"nvme", "fw-download", world.dev.str("nvme0"), "--fw=" + file, "--xfer=4096"},
                      "nvme/synthetic-fw-download-success.out");
    runner.add_stdout({"nvme", "fw-commit", world.dev.str("nvme0"), "--slot=3", "--action=3"},
                      "nvme/synthetic-fw-commit-action3-slot3.out");
    runner.add_stdout(fw_log(world), "nvme/synthetic-fw-log-3-slots-after-commit.json");
    runner.add_stdout(id_ctrl(world), "nvme/synthetic-id-ctrl-sanitize-crypto-fw.json");
    const auto result = run(world, runner, {"firmware", world.dev.str("nvme0n1"), file, "--confirm", "RIGNVME0001", "--json"});
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

TEST(CliFirmwareNvme, CommitThatNeedsAResetIsASuccessThatSaysSo) {
    RigActionWorld world(true);
    SequenceRunner runner;
    const auto file = image(world, 8192);
    runner.add_stdout(id_ctrl(world), "nvme/synthetic-id-ctrl-sanitize-crypto-fw.json");
    runner.add_stdout(fw_log(world), "nvme/synthetic-fw-log-3-slots.json");
    runner.add_stdout({"nvme", "fw-download", world.dev.str("nvme0"), "--fw=" + file, "--xfer=4096"},
                      "nvme/synthetic-fw-download-success.out");
    // nvme-cli exits non-zero for "done, but a reset is required".
    runner.add_stdout({"nvme", "fw-commit", world.dev.str("nvme0"), "--slot=3", "--action=3"},
                      "nvme/synthetic-fw-commit-requires-reset.out", 1);
    runner.add_stdout(fw_log(world), "nvme/synthetic-fw-log-3-slots-after-commit.json");
    runner.add_stdout(id_ctrl(world), "nvme/synthetic-id-ctrl-sanitize-crypto-fw.json");
    const auto result = run(world, runner, {"firmware", world.dev.str("nvme0"), file, "--confirm", "RIGNVME0001"});
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.out.find("requires conventional reset"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("a reset is needed"), std::string::npos) << result.out;
}

TEST(CliFirmwareNvme, DriveRejectingTheDownloadIsExitFive) {
    RigActionWorld world(true);
    SequenceRunner runner;
    const auto file = image(world, 8192);
    runner.add_stdout(id_ctrl(world), "nvme/synthetic-id-ctrl-sanitize-crypto-fw.json");
    runner.add_stdout(fw_log(world), "nvme/synthetic-fw-log-3-slots.json");
    // The rig controller's answer to a firmware download.
    CommandOutput rejected;
    rejected.exit_status = 1;
    rejected.err = SequenceRunner::read_fixture("nvme/rig-fw-download.err");
    runner.add({"nvme", "fw-download", world.dev.str("nvme0"), "--fw=" + file, "--xfer=4096"}, rejected);
    const auto result = run(world, runner, {"firmware", world.dev.str("nvme0"), file, "--confirm", "RIGNVME0001"});
    EXPECT_EQ(result.status, 5) << result.err;
    EXPECT_NE(result.err.find("not supported by the drive"), std::string::npos) << result.err;
    EXPECT_NE(result.err.find("nothing was committed"), std::string::npos) << result.err;
    EXPECT_FALSE(runner.called_with("fw-commit"));
}

TEST(CliFirmwareNvme, GranularityAndDryRunAndAdvisory) {
    RigActionWorld world(true);
    auto advisories = load_advisories(R"({"advisories": [{"id": "test-qemu", "model_regex": "QEMU NVMe Ctrl",
        "firmware_regex": "7\\.2\\..*", "problem": "A test advisory.", "fixed_firmware": "7.3",
        "fix": "Update.", "severity": "warning", "sources": ["https://example.invalid/"]}]})");
    ASSERT_TRUE(advisories) << advisories.error().message;
    SequenceRunner odd;
    odd.add_stdout(id_ctrl(world), "nvme/synthetic-id-ctrl-sanitize-crypto-fw.json");
    odd.add_stdout(fw_log(world), "nvme/synthetic-fw-log-3-slots.json");
    const auto refused = run(world, odd, {"firmware", world.dev.str("nvme0"), image(world, 6000), "--confirm", "RIGNVME0001"});
    EXPECT_EQ(refused.status, 3);
    EXPECT_NE(refused.err.find("granularity of 4096 bytes"), std::string::npos) << refused.err;
    EXPECT_FALSE(odd.called_with("fw-download"));
    SequenceRunner dry;
    dry.add_stdout(id_ctrl(world), "nvme/synthetic-id-ctrl-sanitize-crypto-fw.json");
    dry.add_stdout(fw_log(world), "nvme/synthetic-fw-log-3-slots.json");
    const auto result = run(world, dry, {"firmware", world.dev.str("nvme0"), image(world, 8192), "--dry-run"}, *advisories);
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.out.find("nvme fw-commit " + world.dev.str("nvme0") + " --slot=3 --action=3"), std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find("Advisory: test-qemu: A test advisory."), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("firmware 7.2.22"), std::string::npos) << result.out;
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
