// Cancellation of the long actions at their safe points, on the Linux action
// platform over the rig guest's captured trees with replayed tool output
// and the fake clock (no test waits): a discard stops after the chunk under
// way, a trim between filesystems, a firmware flash before its commit, an
// ATA erase before SECURITY ERASE UNIT (removing its temporary password
// again), a sanitize's waiting while the sanitize goes on; while the drive
// erases, the stop token says why it cannot be stopped.
#include <gtest/gtest.h>

#include <functional>

#include "cli_actions_support.h"
#include "core/actions/discard.h"
#include "core/actions/erase.h"
#include "core/actions/firmware.h"
#include "core/actions/trim.h"
#include "core/util/stop_token.h"

namespace ssd {
namespace {

using test::RigActionWorld;
using test::SequenceRunner;

// The replayed runner with a look at each command before it runs: where a
// test asks for the stop, or watches the stop source.
class WatchedRunner final : public CommandRunner {
public:
    explicit WatchedRunner(SequenceRunner& replay) : replay_(replay) {}
    std::function<void(const Command&)> before;
    Result<CommandOutput> run(const Command& command) override {
        if (before) before(command);
        return replay_.run(command);
    }

private:
    SequenceRunner& replay_;
};

bool has_arg(const Command& command, const std::string& word) {
    return std::find(command.argv.begin(), command.argv.end(), word) != command.argv.end();
}

// A device of three and a half chunks whose discard asks for the stop while
// the second chunk is discarded.
class StopInSecondChunk final : public actions::BlockDiscarder {
public:
    StopInSecondChunk(StopSource& source, std::vector<std::pair<std::uint64_t, std::uint64_t>>& log)
        : source_(source), log_(log) {}
    Result<void> discard(std::uint64_t offset, std::uint64_t length) override {
        log_.emplace_back(offset, length);
        if (log_.size() == 2) source_.request_stop();
        return {};
    }
    std::uint64_t size_bytes() const override { return 7 * actions::kDiscardChunkBytes / 2; }

private:
    StopSource& source_;
    std::vector<std::pair<std::uint64_t, std::uint64_t>>& log_;
};

TEST(Cancellation, DiscardStopsAfterTheChunkUnderWayAndCountsItsBytes) {
    RigActionWorld world;
    StopSource source;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
    auto options = world.options();
    options.open_discarder = [&](const std::string&) -> Result<std::unique_ptr<actions::BlockDiscarder>> {
        return std::unique_ptr<actions::BlockDiscarder>(std::make_unique<StopInSecondChunk>(source, ranges));
    };
    linux_platform::LinuxActionPlatform platform(world.runner, options);
    actions::DiscardRequest request;
    request.device = world.dev.str("sdb");
    request.confirm = "RIGIDE0001";
    const auto report = actions::run_discard(platform, request, {}, StopToken(source));
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_EQ(ranges.size(), 2U); // the second chunk finished, no third began
    EXPECT_TRUE(report->cancelled);
    EXPECT_EQ(report->bytes_discarded, ranges[0].second + ranges[1].second);
    EXPECT_EQ(ranges[1].first, ranges[0].second);
    EXPECT_NE(report->state.find("the rest of the device is untouched"), std::string::npos) << report->state;
    const auto doc = actions::discard_report_to_json(*report);
    EXPECT_EQ(doc["cancelled"], true);
    EXPECT_EQ(doc["bytes_discarded"], report->bytes_discarded);
    EXPECT_EQ(actions::discard_report_to_text(*report), "Cancelled: " + report->state + ".\n");
}

TEST(Cancellation, DiscardThatIsNotStoppedHasNoCancelledField) {
    RigActionWorld world;
    linux_platform::LinuxActionPlatform platform(world.runner, world.options());
    actions::DiscardRequest request;
    request.device = world.dev.str("sdb");
    request.confirm = "RIGIDE0001";
    StopSource source;
    const auto report = actions::run_discard(platform, request, {}, StopToken(source));
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_FALSE(report->cancelled);
    EXPECT_FALSE(actions::discard_report_to_json(*report).contains("cancelled"));
}

TEST(Cancellation, TrimStopsBetweenFilesystems) {
    RigActionWorld world;
    StopSource source;
    auto options = world.options();
    options.fitrim = [&](const std::string& mountpoint) -> Result<std::uint64_t> {
        world.fitrims.push_back(mountpoint);
        source.request_stop(); // asked while the first filesystem is trimmed
        return world.fitrim_bytes;
    };
    linux_platform::LinuxActionPlatform platform(world.runner, options);
    const auto report = actions::run_trim(platform, actions::TrimRequest{}, StopToken(source));
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_EQ(world.fitrims, std::vector<std::string>{"/mnt/sata"});
    EXPECT_TRUE(report->cancelled);
    ASSERT_EQ(report->filesystems.size(), 2U);
    EXPECT_EQ(report->filesystems[0].bytes_trimmed, world.fitrim_bytes);
    EXPECT_FALSE(report->filesystems[1].bytes_trimmed);
    EXPECT_EQ(report->filesystems[1].reason, "cancelled before its turn");
    EXPECT_EQ(actions::trim_report_to_json(*report)["cancelled"], true);
}

// ---- firmware -----------------------------------------------------------------

std::string image(const RigActionWorld& world, std::size_t bytes) {
    std::ofstream out(world.root.path() / "fw.bin", std::ios::binary);
    out << std::string(bytes, '\x5a');
    return world.root.str("fw.bin");
}

TEST(Cancellation, FirmwareStopsBeforeTheCommitAndKeepsTheOldFirmware) {
    RigActionWorld world(true);
    SequenceRunner replay;
    const auto file = image(world, 8192);
    const std::string controller = world.dev.str("nvme0");
    replay.add_stdout({"nvme", "id-ctrl", controller, "-o", "json"}, "nvme/synthetic-id-ctrl-sanitize-crypto-fw.json");
    replay.add_stdout({"nvme", "fw-log", controller, "-o", "json"}, "nvme/synthetic-fw-log-3-slots.json");
    replay.add_stdout({"nvme", "fw-download", controller, "--fw=" + file, "--xfer=4096"},
                      "nvme/synthetic-fw-download-success.out");
    WatchedRunner runner(replay);
    StopSource source;
    std::optional<std::string> during_download;
    runner.before = [&](const Command& command) {
        if (command.argv[1] != "fw-download") return;
        during_download = source.unstoppable();
        source.request_stop(); // asked while the image is transferred
    };
    linux_platform::LinuxActionPlatform platform(runner, world.options());
    actions::FirmwareRequest request;
    request.device = world.dev.str("nvme0n1");
    request.file = file;
    request.confirm = "RIGNVME0001";
    const auto report = actions::run_firmware(platform, request, {}, {}, StopToken(source));
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_TRUE(report->cancelled);
    EXPECT_FALSE(replay.called_with("fw-commit"));
    EXPECT_NE(report->state.find("before the firmware commit"), std::string::npos) << report->state;
    EXPECT_NE(report->state.find("keeps its firmware " + report->firmware_before), std::string::npos) << report->state;
    ASSERT_TRUE(during_download);
    EXPECT_NE(during_download->find("receiving its new firmware"), std::string::npos) << *during_download;
    EXPECT_FALSE(source.unstoppable()); // the scope ended with the download
    const auto doc = actions::firmware_report_to_json(*report);
    EXPECT_EQ(doc["flashed"], false);
    EXPECT_EQ(doc["cancelled"], true);
}

// ---- erase ----------------------------------------------------------------------

// An ATA security erase of sdb as hdparm answers it: identify, set the
// temporary password, identify, then OPTION (the erase, or the disable that
// takes the password away again) answered with OUTPUT, and identify again.
void replay_ata_security(SequenceRunner& replay, const RigActionWorld& world, const std::string& option,
                         const std::string& output) {
    replay.add_stdout(rig_ide_identify(world), "hdparm/synthetic-I-security-ready-enhanced.txt");
    replay.add_stdout(rig_ide_security(world, "--security-set-pass"), "hdparm/published-tinyapps-security-set-pass.out");
    replay.add_stdout(rig_ide_identify(world), "hdparm/synthetic-I-security-enabled-enhanced.txt");
    replay.add_stdout(rig_ide_security(world, option), output);
    replay.add_stdout(rig_ide_identify(world), "hdparm/synthetic-I-security-ready-enhanced.txt");
}

actions::EraseRequest erase_sdb(const RigActionWorld& world) {
    actions::EraseRequest request;
    request.device = world.dev.str("sdb");
    request.confirm = "RIGIDE0001";
    return request;
}

TEST(Cancellation, AtaEraseStoppedBeforeTheEraseCommandRemovesThePassword) {
    RigActionWorld world;
    SequenceRunner replay;
    replay_ata_security(replay, world, "--security-disable", "hdparm/synthetic-security-disable-ok.out");
    WatchedRunner runner(replay);
    StopSource source;
    runner.before = [&](const Command& command) {
        if (has_arg(command, "--security-set-pass")) source.request_stop(); // while the password is set
    };
    linux_platform::LinuxActionPlatform platform(runner, world.options());
    const auto report = actions::run_erase(platform, erase_sdb(world), {}, StopToken(source));
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_TRUE(report->cancelled);
    EXPECT_FALSE(replay.called_with("--security-erase-enhanced"));
    EXPECT_EQ(replay.calls(), (std::vector<std::vector<std::string>>{
                                  rig_ide_identify(world), rig_ide_security(world, "--security-set-pass"), rig_ide_identify(world),
                                  rig_ide_security(world, "--security-disable"), rig_ide_identify(world)}));
    EXPECT_NE(report->state.find("nothing was erased"), std::string::npos) << report->state;
    EXPECT_NE(report->state.find("password was removed again"), std::string::npos) << report->state;
    const auto doc = actions::erase_report_to_json(*report);
    EXPECT_EQ(doc["erased"], false);
    EXPECT_EQ(doc["cancelled"], true);
}

TEST(Cancellation, AtaEraseCommandRunsUnderAnUnstoppableScope) {
    RigActionWorld world;
    SequenceRunner replay;
    replay_ata_security(replay, world, "--security-erase-enhanced", "hdparm/published-tinyapps-security-erase.out");
    WatchedRunner runner(replay);
    StopSource source;
    std::optional<std::string> during_erase;
    std::optional<std::string> during_set_pass;
    runner.before = [&](const Command& command) {
        if (has_arg(command, "--security-set-pass")) during_set_pass = source.unstoppable();
        if (has_arg(command, "--security-erase-enhanced")) {
            during_erase = source.unstoppable();
            source.request_stop(); // too late: the drive erases anyway
        }
    };
    linux_platform::LinuxActionPlatform platform(runner, world.options());
    const auto report = actions::run_erase(platform, erase_sdb(world), {}, StopToken(source));
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_FALSE(during_set_pass); // before the erase command a stop is still honoured
    ASSERT_TRUE(during_erase);
    EXPECT_NE(during_erase->find("cannot be stopped"), std::string::npos) << *during_erase;
    EXPECT_NE(during_erase->find("98 min"), std::string::npos) << *during_erase; // the drive's estimate
    EXPECT_FALSE(source.unstoppable());
    EXPECT_FALSE(report->cancelled); // the erase finished; the stop came after the last safe point
    EXPECT_EQ(actions::erase_report_to_json(*report)["erased"], true);
}

std::vector<std::string> sanitize_log(const RigActionWorld& world) {
    return {"nvme", "sanitize-log", world.dev.str("nvme0"), "-o", "json"};
}

TEST(Cancellation, SanitizeStopsWaitingAndSaysTheSanitizeGoesOn) {
    RigActionWorld world(true);
    SequenceRunner replay;
    replay.add_stdout({"nvme", "id-ctrl", world.dev.str("nvme0"), "-o", "json"},
                      "nvme/synthetic-id-ctrl-sanitize-crypto-fw.json");
    replay.add({"nvme", "sanitize", world.dev.str("nvme0"), "--sanact=4"}, CommandOutput{});
    replay.add_stdout(sanitize_log(world), "nvme/synthetic-sanitize-log-in-progress-25.json");
    WatchedRunner runner(replay);
    StopSource source;
    std::optional<std::string> during_sanitize;
    runner.before = [&](const Command& command) {
        if (command.argv[1] == "sanitize") during_sanitize = source.unstoppable();
        if (command.argv[1] == "sanitize-log") source.request_stop(); // while the first poll runs
    };
    linux_platform::LinuxActionPlatform platform(runner, world.options());
    actions::EraseRequest request;
    request.device = world.dev.str("nvme0");
    request.confirm = "RIGNVME0001";
    const auto report = actions::run_erase(platform, request, {}, StopToken(source));
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_TRUE(report->cancelled);
    EXPECT_NE(report->state.find("the sanitize continues inside the drive"), std::string::npos) << report->state;
    EXPECT_TRUE(world.sleeps.empty()); // it stopped waiting at once
    ASSERT_TRUE(during_sanitize);
    EXPECT_NE(during_sanitize->find("cannot be stopped"), std::string::npos) << *during_sanitize;
}

TEST(Cancellation, StopBeforeTheEraseSendsNothing) {
    RigActionWorld world;
    SequenceRunner replay;
    replay.add_stdout(rig_ide_identify(world), "hdparm/synthetic-I-security-ready-enhanced.txt");
    StopSource source;
    source.request_stop();
    linux_platform::LinuxActionPlatform platform(replay, world.options());
    const auto report = actions::run_erase(platform, erase_sdb(world), {}, StopToken(source));
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_TRUE(report->cancelled);
    EXPECT_EQ(replay.calls(), std::vector<std::vector<std::string>>{rig_ide_identify(world)});
}

} // namespace
} // namespace ssd
