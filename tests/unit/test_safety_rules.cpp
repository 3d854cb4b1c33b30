// The safety rules (core/safety): refusals for devices in use, the running
// system's drive, missing or wrong confirmation tokens; the dry-run plan.
#include <gtest/gtest.h>

#include "core/safety/action_plan.h"
#include "core/safety/safety_rules.h"
#include "result_assertions.h"
#include "text_parts.h"

namespace ssd::safety {
namespace {

TargetIdentity sata_target() {
    TargetIdentity t;
    t.device = "/dev/sdb";
    t.kernel_name = "sdb";
    t.serial = "RIGIDE0001";
    t.model = "RIG-IDE-SSD";
    t.protocol = Protocol::Ata;
    return t;
}

TargetIdentity loop_device() {
    TargetIdentity t;
    t.device = "/dev/loop3";
    t.kernel_name = "loop3";
    t.protocol = Protocol::Loop;
    return t;
}

TEST(SafetyRules, UnusedDeviceIsNotRefused) {
    EXPECT_FALSE(check_not_in_use(sata_target(), UsageReport{}, Operation::Erase));
}

TEST(SafetyRules, EachUseIsNamedInTheRefusal) {
    UsageReport usage;
    usage.uses.push_back({DeviceUse::Kind::Mounted, "/dev/sdb1", "/home"});
    usage.uses.push_back({DeviceUse::Kind::Swap, "/dev/sdb2", "/dev/sdb2"});
    usage.uses.push_back({DeviceUse::Kind::Holder, "/dev/sdb3", "dm-0 (cryptdata)"});
    const auto refusal = check_not_in_use(sata_target(), usage, Operation::Discard);
    ASSERT_TRUE(test::is_error(refusal, ErrorCode::Refused));
    EXPECT_TRUE(test::contains_all(refusal->message, {"/dev/sdb1 is mounted on /home",
            "/dev/sdb2 holds active swap",
            "dm-0 (cryptdata) is built on /dev/sdb3",
            "discard every block of /dev/sdb"}));
}

TEST(SafetyRules, SystemDriveRefusalSaysThereIsNoOverride) {
    UsageReport usage;
    usage.uses.push_back({DeviceUse::Kind::SystemDrive, "/dev/sdb2", "/ is mounted from it"});
    const auto refusal = check_not_in_use(sata_target(), usage, Operation::Firmware);
    ASSERT_TRUE(test::is_error(refusal, ErrorCode::Refused));
    EXPECT_TRUE(test::contains_all(refusal->message, {"running system's drive", "no override", "flash firmware onto"}));
}

TEST(SafetyRules, UnknownUseIsRefusedNotAssumedFree) {
    UsageReport usage;
    usage.unknown.push_back("cannot read /proc/self/mountinfo");
    const auto refusal = check_not_in_use(sata_target(), usage, Operation::Erase);
    ASSERT_TRUE(refusal);
    EXPECT_TRUE(test::contains_all(refusal->message, {"cannot tell whether it is in use", "/proc/self/mountinfo"}));
}

TEST(SafetyRules, TokenIsTheSerialNumber) {
    EXPECT_EQ(expected_token(sata_target()), "RIGIDE0001");
    EXPECT_FALSE(check_confirmation(sata_target(), std::string("RIGIDE0001"), Operation::Erase));
    // Drives pad serials with blanks; a pasted serial may carry them too.
    auto padded = sata_target();
    padded.serial = "  RIGIDE0001   ";
    EXPECT_FALSE(check_confirmation(padded, std::string("RIGIDE0001 "), Operation::Erase));
}

TEST(SafetyRules, MissingTokenSaysWhichOneToGive) {
    const auto refusal = check_confirmation(sata_target(), std::nullopt, Operation::Erase);
    ASSERT_TRUE(test::is_error(refusal, ErrorCode::Refused));
    EXPECT_TRUE(test::contains_all(refusal->message, {"--confirm RIGIDE0001", "--dry-run"}));
}

TEST(SafetyRules, WrongTokenIsRefused) {
    const auto refusal = check_confirmation(sata_target(), std::string("RIGSATA0001"), Operation::Erase);
    ASSERT_TRUE(test::is_error(refusal, ErrorCode::Refused));
    EXPECT_NE(refusal->message.find("'RIGSATA0001' is wrong"), std::string::npos) << refusal->message;
    // Case matters: serials are compared exactly.
    EXPECT_TRUE(check_confirmation(sata_target(), std::string("rigide0001"), Operation::Erase));
    EXPECT_TRUE(check_confirmation(sata_target(), std::string(""), Operation::Erase));
}

TEST(SafetyRules, KernelNameDoesNotConfirmADriveWithASerial) {
    const auto refusal = check_confirmation(sata_target(), std::string("sdb"), Operation::Discard);
    ASSERT_TRUE(refusal);
    EXPECT_NE(refusal->message.find("has a serial number"), std::string::npos) << refusal->message;
}

TEST(SafetyRules, DeviceWithoutSerialIsConfirmedByKernelName) {
    EXPECT_EQ(expected_token(loop_device()), "loop3");
    EXPECT_FALSE(check_confirmation(loop_device(), std::string("loop3"), Operation::Discard));
    EXPECT_TRUE(check_confirmation(loop_device(), std::string("/dev/loop3"), Operation::Discard));
    EXPECT_TRUE(check_confirmation(loop_device(), std::string("loop4"), Operation::Discard));
    auto blank_serial = loop_device();
    blank_serial.serial = "   ";
    EXPECT_EQ(expected_token(blank_serial), "loop3");
}

TEST(SafetyRules, DryRunNeedsNoTokenButStillRefusesAUsedDevice) {
    EXPECT_FALSE(check_destructive(sata_target(), UsageReport{}, std::nullopt, true, Operation::Erase));
    EXPECT_TRUE(check_destructive(sata_target(), UsageReport{}, std::nullopt, false, Operation::Erase));
    UsageReport usage;
    usage.uses.push_back({DeviceUse::Kind::Mounted, "/dev/sdb1", "/mnt"});
    const auto refusal = check_destructive(sata_target(), usage, std::nullopt, true, Operation::Erase);
    ASSERT_TRUE(refusal);
    EXPECT_NE(refusal->message.find("in use"), std::string::npos);
    // In use wins over a correct token.
    EXPECT_TRUE(check_destructive(sata_target(), usage, std::string("RIGIDE0001"), false, Operation::Erase));
}

TEST(SafetyRules, UsageJsonListsEachUse) {
    UsageReport usage;
    usage.uses.push_back({DeviceUse::Kind::OpenExclusively, "/dev/sdb", ""});
    usage.nodes_checked = {"/dev/sdb", "/dev/sdb1"};
    const auto json = usage_to_json(usage);
    EXPECT_EQ(json["in_use"], true);
    EXPECT_EQ(json["uses"][0]["kind"], "open-exclusively");
    EXPECT_EQ(json["nodes_checked"].size(), 2U);
    EXPECT_EQ(identity_to_json(loop_device())["confirm_token"], "loop3");
    EXPECT_TRUE(identity_to_json(loop_device())["serial"].is_null());
}

TEST(ActionPlan, JsonAndTextShowTheExactSteps) {
    ActionPlan plan;
    plan.action = "erase";
    plan.target = "/dev/sdb";
    plan.method = "ata-enhanced";
    plan.steps.push_back(command_step({"hdparm", "--user-master", "u", "--security-set-pass", "ssdtool", "/dev/sdb"},
                                      "set a temporary user password"));
    plan.steps.push_back(command_step({"hdparm", "--user-master", "u", "--security-erase-enhanced", "ssdtool", "/dev/sdb"},
                                      "erase", std::chrono::seconds(7200)));
    auto cleanup = command_step({"hdparm", "--user-master", "u", "--security-disable", "ssdtool", "/dev/sdb"}, "undo");
    cleanup.only_on_failure = true;
    plan.steps.push_back(cleanup);
    plan.steps.push_back(ioctl_step("BLKDISCARD on /dev/sdb"));
    plan.notes.push_back("takes about 2 minutes");
    const auto json = plan_to_json(plan);
    ASSERT_EQ(json["steps"].size(), 4U);
    EXPECT_EQ(json["steps"][0]["argv"][3], "--security-set-pass");
    EXPECT_EQ(json["steps"][1]["timeout_seconds"], 7200);
    EXPECT_TRUE(json["steps"][0]["timeout_seconds"].is_null());
    EXPECT_EQ(json["steps"][2]["only_on_failure"], true);
    EXPECT_EQ(json["steps"][3]["kind"], "ioctl");
    EXPECT_TRUE(json["steps"][3]["argv"].is_null());
    const auto text = plan_to_text(plan);
    EXPECT_TRUE(test::contains_all(text, {"1. hdparm --user-master u --security-set-pass ssdtool /dev/sdb",
            "(time limit 7200 s)",
            "3. [only if a step above fails] hdparm",
            "4. ioctl: BLKDISCARD on /dev/sdb",
            "Note: takes about 2 minutes"}));
}

} // namespace
} // namespace ssd::safety
