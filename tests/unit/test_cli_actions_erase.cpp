// `ssdtool erase` end to end in-process against replayed tool output: the
// full ATA security-erase sequence (published hdparm transcripts from
// tinyapps.org, and synthetic sequences built from hdparm's own messages for
// the enhanced, failure-midway and recovery paths), the frozen and
// not-supported refusals, and NVMe format/sanitize with captured (rig) and
// synthetic nvme-cli output. The drive is the rig guest's sdb (ATA, serial
// RIGIDE0001) or nvme0 (RIGNVME0001) in the captured sysfs tree.
#include <gtest/gtest.h>

#include "cli_actions_support.h"
#include "test_constants.h"
#include "text_parts.h"

namespace ssd {
namespace {

using test::CliResult;

constexpr const char* kReadyEnhanced = "hdparm/synthetic-I-security-ready-enhanced.txt";
constexpr const char* kEnabledEnhanced = "hdparm/synthetic-I-security-enabled-enhanced.txt";
// A controller advertising sanitize (block, crypto), crypto format and firmware commands.
using test::kSanitizeCryptoFwIdentify;

// The ATA tests erase the rig guest's sdb (serial RIGIDE0001) with hdparm.
class CliEraseAta : public test::RigSequenceTest {
protected:
    std::vector<std::string> hdparm_i() const { return {"hdparm", "-I", world.dev.str("sdb")}; }
    std::vector<std::string> hdparm_security(const std::string& option) const {
        return {"hdparm", "--user-master", "u", option, "ssdtool", world.dev.str("sdb")};
    }
    // `ssdtool erase <sdb> --confirm RIGIDE0001 EXTRA...`
    CliResult erase_confirmed(const std::vector<std::string>& extra = {}) {
        std::vector<std::string> args{"erase", world.dev.str("sdb"), "--confirm", "RIGIDE0001"};
        args.insert(args.end(), extra.begin(), extra.end());
        return run(args);
    }
    // Steps 1-3 of an erase that gets past the checks: the identify page,
    // SECURITY SET PASSWORD accepted (the published transcript's answer), the
    // identify page again with security enabled.
    void add_password_steps(const std::string& identify_ready, const std::string& identify_enabled) {
        runner.add_stdout(hdparm_i(), identify_ready);
        runner.add_stdout(hdparm_security("--security-set-pass"), "hdparm/published-tinyapps-security-set-pass.out");
        runner.add_stdout(hdparm_i(), identify_enabled);
    }
    // Step 4 failing: SECURITY ERASE UNIT (enhanced) ends in an I/O error.
    void add_enhanced_erase_io_error() {
        runner.add_stdout(hdparm_security("--security-erase-enhanced"),
                          "hdparm/synthetic-security-erase-enhanced-io-error.out", 5,
                          "hdparm/synthetic-security-erase-enhanced-io-error.err");
    }
};

// ---- ATA ------------------------------------------------------------------

TEST_F(CliEraseAta, SecurityFeatureSetNotSupportedIsRefused) {
    runner.add_stdout(hdparm_i(), "hdparm/rig-ide-I.out");
    const auto result = erase_confirmed();
    EXPECT_TRUE(test::refused_saying(result, "security feature set is not supported"));
    EXPECT_EQ(runner.calls(), std::vector<std::vector<std::string>>{hdparm_i()});
}

TEST_F(CliEraseAta, FrozenDriveIsRefusedWithTheRemedy) {
    runner.add_stdout(hdparm_i(), "hdparm/published-tinyapps-I-security-frozen.txt");
    const auto result = erase_confirmed({"--json"});
    EXPECT_TRUE(test::refused_saying(result, "frozen"));
    EXPECT_NE(result.err.find("suspend the machine and wake it"), std::string::npos) << result.err;
    EXPECT_EQ(result.json()["error"]["code"], "refused");
    EXPECT_FALSE(runner.called_with("--security-set-pass"));
}

TEST_F(CliEraseAta, PublishedSequenceNormalErase) {
    add_password_steps("hdparm/published-tinyapps-I-security-not-frozen.txt",
                       "hdparm/published-tinyapps-I-security-enabled.txt");
    runner.add_stdout(hdparm_security("--security-erase"), "hdparm/published-tinyapps-security-erase.out");
    // After a successful erase security is disabled again: the drive's state
    // as before the erase.
    runner.add_stdout(hdparm_i(), "hdparm/published-tinyapps-I-security-not-frozen.txt");
    const auto result = erase_confirmed({"--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["method"], "ata-normal");
    EXPECT_EQ(doc["erased"], true);
    EXPECT_EQ(doc["supported_methods"], nlohmann::json::array({"ata-normal"}));
    EXPECT_EQ(doc["capabilities"]["frozen"], false);
    ASSERT_EQ(runner.commands.size(), 5U);
    EXPECT_EQ(runner.commands[1].argv, hdparm_security("--security-set-pass"));
    EXPECT_EQ(runner.commands[3].argv, hdparm_security("--security-erase"));
    // No estimate in the published excerpt: the 12-hour limit.
    EXPECT_EQ(runner.commands[3].timeout, std::chrono::hours(12));
    EXPECT_FALSE(runner.called_with("--security-disable"));
}

TEST_F(CliEraseAta, SyntheticSequenceEnhancedEraseWithTheDrivesTimeout) {
    add_password_steps(kReadyEnhanced, kEnabledEnhanced);
    runner.add_stdout(hdparm_security("--security-erase-enhanced"), "hdparm/published-tinyapps-security-erase.out");
    runner.add_stdout(hdparm_i(), kReadyEnhanced);
    const auto result = erase_confirmed();
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_TRUE(test::contains_all(result.out, {"method ata-enhanced", "the strongest this drive supports"}));
    ASSERT_EQ(runner.commands.size(), 5U);
    EXPECT_EQ(runner.commands[3].timeout, std::chrono::seconds(2 * 98 * 60 + 1800));
    // Progress on stderr in text mode: the start and the end of the erase.
    EXPECT_TRUE(test::contains_all(result.err, {"SECURITY ERASE UNIT started", "erase finished"}));
}

TEST_F(CliEraseAta, MethodNormalOnAnEnhancedDrive) {
    runner.add_stdout(hdparm_i(), kReadyEnhanced);
    const auto result =
        run({"erase", world.dev.str("sdb"), "--method", "ata-normal", "--dry-run", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["method"], "ata-normal");
    EXPECT_EQ(doc["method_chosen_by"], "option");
    EXPECT_EQ(doc["plan"]["steps"][2]["argv"][3], "--security-erase");
}

TEST_F(CliEraseAta, DryRunPrintsEveryStepAndRunsOnlyTheQuery) {
    runner.add_stdout(hdparm_i(), kReadyEnhanced);
    const auto result = run({"erase", world.dev.str("sdb"), "--dry-run"});
    ASSERT_EQ(result.status, 0) << result.err;
    const std::string dev = world.dev.str("sdb");
    EXPECT_NE(result.out.find("1. hdparm --user-master u --security-set-pass ssdtool " + dev), std::string::npos)
        << result.out;
    EXPECT_TRUE(test::contains_all(result.out, {"3. hdparm --user-master u --security-erase-enhanced ssdtool " + dev,
            "(time limit 13560 s)"}));
    EXPECT_NE(result.out.find("[only if a step above fails] hdparm --user-master u --security-disable ssdtool"),
              std::string::npos);
    EXPECT_NE(result.out.find("--confirm RIGIDE0001"), std::string::npos);
    EXPECT_EQ(runner.calls(), std::vector<std::vector<std::string>>{hdparm_i()});
}

TEST_F(CliEraseAta, NoOrWrongConfirmationChangesNothing) {
    for (const std::vector<std::string>& extra :
         {std::vector<std::string>{}, std::vector<std::string>{"--confirm", "RIGSATA0001"},
          std::vector<std::string>{"--confirm", "sdb"}}) {
        test::SequenceRunner tools; // a fresh log for each attempt
        tools.add_stdout(hdparm_i(), kReadyEnhanced);
        std::vector<std::string> args{"erase", world.dev.str("sdb")};
        args.insert(args.end(), extra.begin(), extra.end());
        const auto result = test::run_on_rig(world, tools, world.options(), args);
        EXPECT_EQ(result.status, 3) << result.err;
        EXPECT_FALSE(tools.called_with("--security-set-pass")) << result.err;
    }
}

TEST_F(CliEraseAta, SetPasswordAbortedLeavesTheDriveAsItWas) {
    runner.add_stdout(hdparm_i(), kReadyEnhanced);
    // The rig's answer to SECURITY SET PASSWORD: exit 0, but the command was aborted.
    runner.add_stdout(hdparm_security("--security-set-pass"), "hdparm/rig-sata-security-set-pass.out", 0,
                      "hdparm/rig-sata-security-set-pass.err");
    runner.add_stdout(hdparm_i(), kReadyEnhanced);
    const auto result = erase_confirmed();
    EXPECT_EQ(result.status, 5) << result.err;
    EXPECT_NE(result.err.find("the drive rejected SECURITY SET PASSWORD"), std::string::npos) << result.err;
    EXPECT_FALSE(runner.called_with("--security-erase-enhanced"));
    EXPECT_FALSE(runner.called_with("--security-disable"));
}

TEST_F(CliEraseAta, FailureMidwayRemovesThePassword) {
    add_password_steps(kReadyEnhanced, kEnabledEnhanced);
    add_enhanced_erase_io_error();
    runner.add_stdout(hdparm_security("--security-disable"), "hdparm/synthetic-security-disable-ok.out");
    runner.add_stdout(hdparm_i(), kReadyEnhanced);
    const auto result = erase_confirmed({"--json"});
    EXPECT_EQ(result.status, 5) << result.err;
    EXPECT_TRUE(test::contains_all(result.err, {"SECURITY_ERASE: Input/output error",
            "The temporary password was removed again"}));
    EXPECT_EQ(result.json()["error"]["code"], "drive-rejected");
    ASSERT_EQ(runner.commands.size(), 6U);
    EXPECT_EQ(runner.commands[4].argv, hdparm_security("--security-disable"));
}

TEST_F(CliEraseAta, FailureMidwayAndDisableFailsSaysExactlyWhatIsLeft) {
    add_password_steps(kReadyEnhanced, kEnabledEnhanced);
    add_enhanced_erase_io_error();
    runner.add_stdout(hdparm_security("--security-disable"), "hdparm/synthetic-security-disable-ok.out", 5,
                      "hdparm/synthetic-security-disable-io-error.err");
    runner.add_stdout(hdparm_i(), kEnabledEnhanced);
    const auto result = erase_confirmed();
    EXPECT_EQ(result.status, 5) << result.err;
    EXPECT_NE(result.err.find("left with the user password 'ssdtool' set (security enabled, not locked)"),
              std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find("hdparm --user-master u --security-disable ssdtool " + world.dev.str("sdb")),
              std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find("locks itself at the next power cycle"), std::string::npos) << result.err;
}

TEST_F(CliEraseAta, TimeoutIsRecoveredAndReportedAsAToolFailure) {
    add_password_steps(kReadyEnhanced, kEnabledEnhanced);
    CommandOutput timed_out;
    timed_out.timed_out = true;
    runner.add(hdparm_security("--security-erase-enhanced"), timed_out);
    runner.add_stdout(hdparm_security("--security-disable"), "hdparm/synthetic-security-disable-ok.out");
    runner.add_stdout(hdparm_i(), kReadyEnhanced);
    const auto result = erase_confirmed();
    EXPECT_EQ(result.status, 4) << result.err;
    EXPECT_TRUE(test::contains_all(result.err, {"did not finish within its time limit", "removed again"}));
}

TEST_F(CliEraseAta, MountedDriveIsRefusedBeforeAnyTool) {
    const auto result = run({"erase", world.dev.str("sda"), "--confirm", "RIGSATA0001"});
    EXPECT_TRUE(test::refused_saying(result, "/mnt/sata"));
    EXPECT_TRUE(runner.commands.empty());
}

TEST_F(CliEraseAta, UnknownMethodIsAUsageError) {
    const auto result = run({"erase", world.dev.str("sdb"), "--method", "shred"});
    EXPECT_EQ(result.status, 1);
    EXPECT_TRUE(runner.commands.empty());
}

// ---- NVMe -----------------------------------------------------------------

// The NVMe tests erase the rig guest's nvme0 (serial RIGNVME0001) with nvme-cli, its
// namespaces idle (the /proc without the mount and the swap) unless a test says otherwise.
class CliEraseNvme : public test::RigSequenceTest {
protected:
    CliEraseNvme() { world.drives_idle = true; }
    std::vector<std::string> id_ctrl() const { return {"nvme", "id-ctrl", world.dev.str("nvme0"), "-o", "json"}; }
    std::vector<std::string> sanitize_log() const {
        return {"nvme", "sanitize-log", world.dev.str("nvme0"), "-o", "json"};
    }
};

TEST_F(CliEraseNvme, RigControllerFormatsWithUserDataErase) {
    runner.add_stdout(id_ctrl(), "nvme/rig-id-ctrl.json");
    runner.add_stdout({"nvme", "format", world.dev.str("nvme0n1"), "--ses=1", "--force"}, "nvme/rig-format-ses1.out");
    const auto result = run({"erase", world.dev.str("nvme0n1"), "--confirm", "RIGNVME0001", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["method"], "nvme-user-data");
    EXPECT_EQ(doc["method_chosen_by"], "default (the strongest supported)");
    EXPECT_EQ(doc["capabilities"]["sanicap"], 0);
    EXPECT_EQ(doc["erased"], true);
    EXPECT_EQ(runner.commands.size(), 2U);
}

TEST_F(CliEraseNvme, ControllerNameFormatsItsNamespaces) {
    runner.add_stdout(id_ctrl(), "nvme/rig-id-ctrl.json");
    runner.add_stdout({"nvme", "format", world.dev.str("nvme0n1"), "--ses=1", "--force"}, "nvme/rig-format-ses1.out");
    const auto result = run({"erase", world.dev.str("nvme0"), "--confirm", "RIGNVME0001"});
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.out.find("Erased with nvme-user-data"), std::string::npos) << result.out;
}

TEST_F(CliEraseNvme, SanitizeNotAdvertisedIsRefusedWithoutSendingIt) {
    runner.add_stdout(id_ctrl(), "nvme/rig-id-ctrl.json");
    const auto result =
        run({"erase", world.dev.str("nvme0"), "--method", "sanitize-block", "--confirm", "RIGNVME0001"});
    EXPECT_TRUE(test::refused_saying(result, "sanitize-block is not supported by the drive"));
    EXPECT_EQ(runner.commands.size(), 1U);
}

TEST_F(CliEraseNvme, SanitizeWithProgressFromTheLog) {
    runner.add_stdout(id_ctrl(), kSanitizeCryptoFwIdentify);
    runner.add({"nvme", "sanitize", world.dev.str("nvme0"), "--sanact=4"}, CommandOutput{});
    runner.add_stdout(sanitize_log(), "nvme/synthetic-sanitize-log-in-progress-25.json");
    runner.add_stdout(sanitize_log(), "nvme/synthetic-sanitize-log-in-progress-75.json");
    runner.add_stdout(sanitize_log(), "nvme/synthetic-sanitize-log-completed.json");
    const auto result = run({"erase", world.dev.str("nvme0"), "--confirm", "RIGNVME0001", "--json", "--progress"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto lines = result.json_lines();
    ASSERT_EQ(lines.size(), 4U);
    EXPECT_EQ(lines[0]["event"], "progress");
    EXPECT_EQ(lines[0]["phase"], "sanitize");
    EXPECT_DOUBLE_EQ(lines[0]["percent"].get<double>(), 25.0);
    EXPECT_EQ(lines[0]["estimated_total_seconds"], 10.0); // the log's crypto-erase estimate
    EXPECT_DOUBLE_EQ(lines[1]["percent"].get<double>(), 75.0);
    EXPECT_DOUBLE_EQ(lines[2]["percent"].get<double>(), 100.0);
    EXPECT_EQ(lines[3]["method"], "sanitize-crypto");
    EXPECT_GT(lines[3]["elapsed_seconds"].get<double>(), 0.0);
    // Polled twice with the platform's interval in between, no real waiting.
    EXPECT_EQ(world.sleeps, (std::vector<std::chrono::milliseconds>{std::chrono::seconds(2), std::chrono::seconds(2)}));
}

TEST_F(CliEraseNvme, SanitizeFailureIsTheDrivesAnswer) {
    runner.add_stdout(id_ctrl(), kSanitizeCryptoFwIdentify);
    runner.add({"nvme", "sanitize", world.dev.str("nvme0"), "--sanact=2"}, CommandOutput{});
    runner.add_stdout(sanitize_log(), "nvme/synthetic-sanitize-log-failed.json");
    const auto result =
        run({"erase", world.dev.str("nvme0"), "--method", "sanitize-block", "--confirm", "RIGNVME0001"});
    EXPECT_EQ(result.status, 5) << result.err;
    EXPECT_TRUE(test::contains_all(result.err, {"sanitize failed", "--sanact=1"}));
}

TEST_F(CliEraseNvme, SanitizeThatNeverShowsInTheLogIsAToolFailure) {
    runner.add_stdout(id_ctrl(), kSanitizeCryptoFwIdentify);
    runner.add({"nvme", "sanitize", world.dev.str("nvme0"), "--sanact=4"}, CommandOutput{});
    for (int i = 0; i < 6; ++i) runner.add_stdout(sanitize_log(), "nvme/synthetic-sanitize-log-never.json");
    const auto result = run({"erase", world.dev.str("nvme0"), "--confirm", "RIGNVME0001"});
    EXPECT_EQ(result.status, 4) << result.err;
    EXPECT_NE(result.err.find("never showed it running"), std::string::npos) << result.err;
    EXPECT_EQ(world.sleeps.size(), 5U);
}

TEST_F(CliEraseNvme, DriveRejectingSanitizeIsExitFive) {
    runner.add_stdout(id_ctrl(), kSanitizeCryptoFwIdentify);
    // The rig controller's answer to a sanitize command.
    runner.add_stdout({"nvme", "sanitize", world.dev.str("nvme0"), "--sanact=2"}, "nvme/rig-sanitize-block.err", 1,
                      "nvme/rig-sanitize-block.err");
    const auto result = run({"erase", world.dev.str("nvme0"), "--method", "sanitize-block", "--confirm", "RIGNVME0001",
                             "--json"});
    EXPECT_EQ(result.status, 5) << result.err;
    EXPECT_NE(result.err.find("not supported by the drive"), std::string::npos) << result.err;
    EXPECT_EQ(result.json()["error"]["code"], "drive-rejected");
    EXPECT_FALSE(runner.called_with("sanitize-log"));
}

TEST_F(CliEraseNvme, CryptoFormatWhenAdvertised) {
    runner.add_stdout(id_ctrl(), kSanitizeCryptoFwIdentify);
    runner.add_stdout({"nvme", "format", world.dev.str("nvme0n1"), "--ses=2", "--force"}, "nvme/rig-format-ses2.out");
    const auto result = run({"erase", world.dev.str("nvme0n1"), "--method", "nvme-crypto", "--confirm", "RIGNVME0001"});
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.out.find("cryptographic erase (SES=2)"), std::string::npos) << result.out;
}

TEST_F(CliEraseNvme, InUseNamespaceIsRefusedBeforeAnyTool) {
    world.drives_idle = false; // the captured /proc: nvme0n1p1 mounted, nvme0n1p2 swap
    const auto result = run({"erase", world.dev.str("nvme0"), "--confirm", "RIGNVME0001"});
    EXPECT_TRUE(test::refused_saying(result, "holds active swap"));
    EXPECT_TRUE(runner.commands.empty());
}

TEST_F(CliEraseNvme, DryRunShowsTheFormatCommand) {
    runner.add_stdout(id_ctrl(), "nvme/rig-id-ctrl.json");
    const auto result = run({"erase", world.dev.str("nvme0"), "--dry-run", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["plan"]["steps"][0]["argv"],
              nlohmann::json::array({"nvme", "format", world.dev.str("nvme0n1"), "--ses=1", "--force"}));
    EXPECT_FALSE(doc.contains("erased"));
    EXPECT_EQ(runner.commands.size(), 1U);
}

} // namespace
} // namespace ssd
