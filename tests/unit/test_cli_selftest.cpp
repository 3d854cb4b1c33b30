// `ssdtool selftest` in-process on the captured rig guest (its sysfs: sda on
// AHCI, sdb on legacy IDE, nvme0n1), the tools answering with what smartctl
// and nvme-cli printed in the rig (tests/fixtures/selftest-rig/), in order.
#include <gtest/gtest.h>

#include "cli_actions_support.h"
#include "core/selftest_control/selftest_driver.h"

namespace ssd {
namespace {

using test::CliResult;

class CliSelfTest : public test::RigSequenceTest {
protected:
    // The guest's device nodes live in the world's temporary /dev.
    std::string sda = world.dev.str("sda");
    std::string sdb = world.dev.str("sdb");
    std::string nvme = world.dev.str("nvme0n1");
    std::vector<std::string> read_sda_with_log{"smartctl", "--json", "-c", "-l", "selftest", sda};
    std::vector<std::string> poll_sda{"smartctl", "--json", "-c", sda};
    std::vector<std::string> nvme_identify{"nvme", "id-ctrl", world.dev.str("nvme0"), "-o", "json"};

    void sda_reads(const std::string& fixture) { runner.add_stdout(read_sda_with_log, "selftest-rig/" + fixture); }
};

TEST_F(CliSelfTest, LongTestWaitedForReportsTheEntryItLogged) {
    // In the rig, the log held the short test; then the long one ran and was logged above it.
    sda_reads("sata-c-l-selftest-after-short.json");
    runner.add_stdout({"smartctl", "--json", "-t", "long", sda}, "selftest-rig/sata-t-long.json");
    runner.add_stdout(poll_sda, "selftest-rig/sata-c.json");
    sda_reads("sata-c-l-selftest-after-long.json");
    const CliResult result = run({"selftest", sda, "--type", "long", "--wait", "--json"});
    ASSERT_EQ(result.status, 0) << result.err << result.out;
    const auto answer = result.json()["self_tests"].at(0);
    EXPECT_EQ(answer["outcome"], "finished");
    EXPECT_EQ(answer["result"]["type"], "long");
    EXPECT_EQ(answer["result"]["outcome"], "passed");
    EXPECT_EQ(answer["estimated_minutes"], 54) << "the drive's own polling time";
    EXPECT_EQ(answer["log"].size(), 2u);
    ASSERT_EQ(answer["warnings"].size(), 1u);
    EXPECT_NE(answer["warnings"][0].get<std::string>().find("about 54 minutes"), std::string::npos);
    EXPECT_TRUE(answer["findings"].empty());
    EXPECT_GT(world.sleeps.size(), 0u) << "it waited on the platform's clock between polls";
}

TEST_F(CliSelfTest, ProgressComesAsJsonLinesBeforeTheDocument) {
    sda_reads("sata-c-l-selftest-after-short.json");
    runner.add_stdout({"smartctl", "--json", "-t", "long", sda}, "selftest-rig/sata-t-long.json");
    runner.add_stdout(poll_sda, "selftest-rig/sata-c.json");
    sda_reads("sata-c-l-selftest-after-long.json");
    const CliResult result = run({"selftest", sda, "--type", "long", "--wait", "--progress", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto lines = result.json_lines();
    ASSERT_GE(lines.size(), 3u);
    EXPECT_EQ(lines.front()["event"], "progress");
    EXPECT_EQ(lines.front()["action"], "selftest");
    EXPECT_EQ(lines.front()["device"], sda);
    EXPECT_EQ(lines.front()["estimated_total_seconds"], 54 * 60);
    EXPECT_TRUE(lines.back().contains("self_tests"));
}

TEST_F(CliSelfTest, StartWithoutWaitSendsTheTestAndSaysWhereTheResultIs) {
    sda_reads("sata-c-l-selftest-after-short.json");
    runner.add_stdout({"smartctl", "--json", "-t", "short", sda}, "selftest-rig/sata-t-short.json");
    const CliResult result = run({"selftest", sda});
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.out.find("runs in " + sda + " now"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("--log"), std::string::npos) << result.out;
}

TEST_F(CliSelfTest, TypeNotOfferedIsRefusedAndNothingIsSent) {
    sda_reads("sata-c-l-selftest-after-short.json");
    const CliResult result = run({"selftest", sda, "--type", "conveyance", "--json"});
    EXPECT_EQ(result.status, 3) << result.err;
    EXPECT_EQ(result.json()["self_tests"][0]["outcome"], "not-offered");
    EXPECT_FALSE(runner.called_with("-t"));
    EXPECT_NE(result.err.find("it offers short, long and offline"), std::string::npos) << result.err;
}

TEST_F(CliSelfTest, AbortWithNothingRunningSendsNoAbort) {
    sda_reads("sata-c-l-selftest-after-long.json");
    const CliResult result = run({"selftest", sda, "--abort", "--json"});
    EXPECT_EQ(result.status, 0) << result.err;
    EXPECT_EQ(result.json()["self_tests"][0]["outcome"], "not-running");
    EXPECT_FALSE(runner.called_with("-X"));
}

TEST_F(CliSelfTest, NvmeWithoutDeviceSelfTestIsRefusedWithTheReason) {
    runner.add_stdout(nvme_identify, "selftest-rig/nvme-id-ctrl.json");
    const CliResult result = run({"selftest", nvme, "--json"});
    EXPECT_EQ(result.status, 3) << result.err;
    const auto answer = result.json()["self_tests"][0];
    EXPECT_EQ(answer["outcome"], "unsupported");
    EXPECT_EQ(answer["capabilities"]["supported"], false);
    EXPECT_FALSE(runner.called_with("device-self-test")) << "nothing is sent to a drive without the command";
    EXPECT_FALSE(runner.called_with("self-test-log")) << "the log page would answer Invalid Field";
}

TEST_F(CliSelfTest, LogOfEveryDriveWhenNoneIsNamed) {
    sda_reads("sata-c-l-selftest-after-long.json");
    runner.add_stdout({"smartctl", "--json", "-c", "-l", "selftest", sdb}, "selftest-rig/sata-l-selftest-empty.json");
    runner.add_stdout(nvme_identify, "selftest-rig/nvme-id-ctrl.json");
    const CliResult result = run({"selftest", "--log", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto drives = result.json()["self_tests"];
    ASSERT_EQ(drives.size(), 3u);
        std::set<std::string> devices;
    for (const auto& drive : drives) devices.insert(drive["device"].get<std::string>());
    EXPECT_EQ(devices, (std::set<std::string>{sda, sdb, nvme}));
}

TEST_F(CliSelfTest, LogInWordsListsTheTests) {
    sda_reads("sata-c-l-selftest-after-long.json");
    const CliResult result = run({"selftest", sda, "--log"});
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.out.find("Completed without error"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("last long self-test"), std::string::npos) << result.out;
}

TEST_F(CliSelfTest, StartOrAbortNeedsADrive) {
    EXPECT_EQ(run({"selftest"}).status, 1);
    EXPECT_EQ(run({"selftest", "--abort"}).status, 1);
    EXPECT_EQ(run({"selftest", sda, "--wait", "--abort"}).status, 1);
    EXPECT_TRUE(runner.commands.empty());
}

TEST_F(CliSelfTest, UnknownDeviceSaysSo) {
    const CliResult result = run({"selftest", world.dev.str("sdz"), "--json"});
    EXPECT_EQ(result.status, 2) << result.err;
    EXPECT_EQ(result.json()["self_tests"][0]["outcome"], "failed");
}

// The drivers on their own, past the session's checks: the drive's answers as smartctl and nvme-cli report them.
DriveInfo drive_of(std::string device, Protocol protocol) {
    DriveInfo drive;
    drive.device = std::move(device);
    drive.protocol = protocol;
    return drive;
}

TEST(SelfTestDriver, AtaCommandTheDriveAbortsIsRejected) {
    test::SequenceRunner runner;
    runner.add_stdout({"smartctl", "--json", "-t", "conveyance", "/dev/sda"}, "selftest-rig/sata-t-conveyance-rejected.json", 4);
    runner.add_stdout({"smartctl", "--json", "-X", "/dev/sda"}, "selftest-rig/sata-X-rejected.json", 4);
    auto driver = selftest::make_selftest_driver(runner, drive_of("/dev/sda", Protocol::Ata));
    const auto started = driver->start(selftest::TestType::Conveyance);
    ASSERT_FALSE(started);
    EXPECT_EQ(started.error().code, ErrorCode::DriveRejected);
    const auto aborted = driver->abort();
    ASSERT_FALSE(aborted);
    EXPECT_EQ(aborted.error().code, ErrorCode::DriveRejected);
    EXPECT_EQ(driver->commands().size(), 2u);
}

TEST(SelfTestDriver, NvmeInvalidOpcodeIsTheDrivesRefusal) {
    test::SequenceRunner runner;
    CommandOutput invalid;
    invalid.exit_status = 1;
    invalid.err = test::SequenceRunner::read_fixture("selftest-rig/nvme-device-self-test-short.stderr");
    runner.add({"nvme", "device-self-test", "/dev/nvme0", "-n", "0xffffffff", "-s", "1"}, invalid);
    auto driver = selftest::make_selftest_driver(runner, drive_of("/dev/nvme0n1", Protocol::Nvme));
    const auto started = driver->start(selftest::TestType::Short);
    ASSERT_FALSE(started);
    EXPECT_EQ(started.error().code, ErrorCode::DriveRejected);
    EXPECT_NE(started.error().message.find("not supported by the drive"), std::string::npos) << started.error().message;
}

TEST(SelfTestDriver, VirtioDiskHasNoSelfTestAndSaysWhy) {
    test::SequenceRunner runner;
    auto driver = selftest::make_selftest_driver(runner, drive_of("/dev/vda", Protocol::Virtio));
    const auto tests = driver->read(true);
    ASSERT_TRUE(tests);
    EXPECT_FALSE(tests->capabilities.supported);
    EXPECT_NE(tests->capabilities.unsupported_reason.find("virtual drive"), std::string::npos);
    EXPECT_TRUE(runner.commands.empty());
}

} // namespace
} // namespace ssd
