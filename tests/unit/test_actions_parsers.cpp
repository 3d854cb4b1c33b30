// Parsers of the actions: `hdparm -I` (identity, Security section, DOWNLOAD
// MICROCODE), hdparm's failure messages, and nvme-cli's JSON (id-ctrl, id-ns,
// sanitize-log, fw-log) and failure messages. Fixtures: captured in the rig
// guest (rig-*), published transcripts (published-*), or built from the
// tools' documented formats (synthetic-*); tests/fixtures/README.md lists each.
#include <string>
#include <utility>

#include <gtest/gtest.h>

#include "core/actions/ata_identify.h"
#include "core/actions/erase.h"
#include "core/actions/nvme_admin.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "result_assertions.h"

namespace ssd::actions {
namespace {

std::string fixture(const std::string& relative) {
    auto text = read_text_file(test::project_fixture(relative));
    EXPECT_TRUE(text) << relative;
    return text ? *text : std::string();
}

// What a tool printed and how it exited, as the failure readers see it.
CommandOutput output_of(int exit_status, std::string out, std::string err = {}) {
    CommandOutput output;
    output.exit_status = exit_status;
    output.out = std::move(out);
    output.err = std::move(err);
    return output;
}

TEST(HdparmIdentify, RigSataDriveHasNoSecurityFeatureSet) {
    auto id = parse_hdparm_identify(fixture("hdparm/rig-sata-I.out"));
    ASSERT_TRUE(id);
    EXPECT_TRUE(id->ata_device);
    EXPECT_EQ(id->model, "RIG-SATA-SSD");
    EXPECT_EQ(id->serial, "RIGSATA0001");
    EXPECT_EQ(id->firmware, "2.5+");
    EXPECT_FALSE(id->security.section_present);
    EXPECT_FALSE(id->security.supported);
    EXPECT_FALSE(id->security_feature_listed);
    EXPECT_FALSE(id->download_microcode);
    const auto blocker = ata_security_blocker(*id, "/dev/sda");
    EXPECT_TRUE(test::is_error(blocker, ErrorCode::Refused, "security feature set is not supported"));
}

TEST(HdparmIdentify, NvmeNodeIsNotAnAtaDevice) {
    auto id = parse_hdparm_identify(fixture("hdparm/rig-nvme0n1-I.out"));
    ASSERT_TRUE(id);
    EXPECT_FALSE(id->ata_device);
    ASSERT_TRUE(ata_security_blocker(*id, "/dev/nvme0n1"));
    EXPECT_FALSE(parse_hdparm_identify(""));
}

TEST(HdparmIdentify, PublishedFrozenSection) {
    auto id = parse_hdparm_identify(fixture("hdparm/published-tinyapps-I-security-frozen.txt"));
    ASSERT_TRUE(id);
    const auto& s = id->security;
    EXPECT_TRUE(s.section_present);
    EXPECT_TRUE(s.supported);
    EXPECT_FALSE(s.enabled);
    EXPECT_FALSE(s.locked);
    EXPECT_TRUE(s.frozen);
    EXPECT_FALSE(s.count_expired);
    EXPECT_TRUE(s.enhanced_erase_supported);
    EXPECT_EQ(s.master_password_revision, 65534U);
    EXPECT_EQ(s.erase_minutes, 98U);
    EXPECT_EQ(s.enhanced_erase_minutes, 98U);
    const auto blocker = ata_security_blocker(*id, "/dev/sdx");
    ASSERT_TRUE(blocker);
    EXPECT_NE(blocker->message.find("frozen"), std::string::npos);
    EXPECT_NE(blocker->message.find("suspend"), std::string::npos) << blocker->message;
    EXPECT_NE(blocker->message.find("hot-plug"), std::string::npos) << blocker->message;
}

TEST(HdparmIdentify, PublishedEnabledSection) {
    auto id = parse_hdparm_identify(fixture("hdparm/published-tinyapps-I-security-enabled.txt"));
    ASSERT_TRUE(id);
    EXPECT_TRUE(id->security.enabled);
    EXPECT_FALSE(id->security.frozen);
    EXPECT_EQ(id->security.level, "high");
    EXPECT_FALSE(id->security.erase_minutes);
    const auto blocker = ata_security_blocker(*id, "/dev/sdx");
    ASSERT_TRUE(blocker);
    EXPECT_NE(blocker->message.find("already has a user password"), std::string::npos);
}

TEST(HdparmIdentify, BlockersForLockedAndExpired) {
    auto locked = parse_hdparm_identify(fixture("hdparm/synthetic-I-security-locked.txt"));
    ASSERT_TRUE(locked);
    EXPECT_TRUE(locked->security.locked);
    EXPECT_NE(ata_security_blocker(*locked, "/dev/sdx")->message.find("locked"), std::string::npos);
    auto expired = parse_hdparm_identify(fixture("hdparm/synthetic-I-security-count-expired.txt"));
    ASSERT_TRUE(expired);
    EXPECT_TRUE(expired->security.count_expired);
    EXPECT_FALSE(expired->security.enhanced_erase_supported);
    EXPECT_EQ(expired->security.erase_minutes, 122U);
    EXPECT_NE(ata_security_blocker(*expired, "/dev/sdx")->message.find("security count has expired"), std::string::npos);
    auto ready = parse_hdparm_identify(fixture("hdparm/synthetic-I-security-ready-enhanced.txt"));
    ASSERT_TRUE(ready);
    EXPECT_FALSE(ata_security_blocker(*ready, "/dev/sdx"));
}

TEST(HdparmIdentify, EraseTimeMoreThan508) {
    auto id = parse_hdparm_identify(fixture("hdparm/synthetic-I-security-ready-normal-over-508.txt"));
    ASSERT_TRUE(id);
    EXPECT_EQ(id->security.erase_minutes, 508U);
    EXPECT_TRUE(id->security.erase_minutes_over);
    EXPECT_EQ(ata_erase_timeout(id->security, false), std::chrono::hours(12));
    auto ready = parse_hdparm_identify(fixture("hdparm/synthetic-I-security-ready-enhanced.txt"));
    // Twice the drive's 98 minutes plus half an hour.
    EXPECT_EQ(ata_erase_timeout(ready->security, true), std::chrono::seconds(2 * 98 * 60 + 1800));
}

TEST(HdparmFailure, RigAbortDespiteExitZero) {
    const CommandOutput output = output_of(0, fixture("hdparm/rig-sata-security-set-pass.out"),
                                           fixture("hdparm/rig-sata-security-set-pass.err"));
    const auto failure = hdparm_failure("SECURITY SET PASSWORD", output);
    EXPECT_TRUE(test::is_error(failure, ErrorCode::DriveRejected, "ATA command aborted"));
}

TEST(HdparmFailure, SuccessAndIoErrorAndUnsupported) {
    CommandOutput ok;
    ok.out = fixture("hdparm/published-tinyapps-security-set-pass.out");
    EXPECT_FALSE(hdparm_failure("SECURITY SET PASSWORD", ok));
    const CommandOutput io = output_of(5, fixture("hdparm/synthetic-security-erase-enhanced-io-error.out"),
                                       fixture("hdparm/synthetic-security-erase-enhanced-io-error.err"));
    const auto failure = hdparm_failure("SECURITY ERASE UNIT", io);
    EXPECT_TRUE(test::is_error(failure, ErrorCode::DriveRejected, "SECURITY_ERASE: Input/output error"));
    const CommandOutput microcode = output_of(95, {}, fixture("hdparm/rig-sata-fwdownload.err"));
    const auto unsupported = hdparm_failure("DOWNLOAD MICROCODE", microcode);
    EXPECT_TRUE(test::is_error(unsupported, ErrorCode::DriveRejected, "not supported by device"));
    CommandOutput timed_out;
    timed_out.timed_out = true;
    EXPECT_EQ(hdparm_failure("SECURITY ERASE UNIT", timed_out)->code, ErrorCode::ToolFailed);
}

TEST(NvmeIdCtrl, RigController) {
    auto c = parse_nvme_id_ctrl(fixture("nvme/rig-id-ctrl.json"));
    ASSERT_TRUE(c) << c.error().message;
    EXPECT_EQ(c->serial, "RIGNVME0001");
    EXPECT_EQ(c->model, "QEMU NVMe Ctrl");
    EXPECT_EQ(c->firmware, "7.2.22");
    EXPECT_EQ(c->oacs, 266U);
    EXPECT_TRUE(c->format_supported());
    EXPECT_FALSE(c->firmware_commands_supported());
    EXPECT_FALSE(c->crypto_erase_supported());
    EXPECT_EQ(c->sanicap, 0U);
    EXPECT_EQ(c->firmware_slots(), 1U);
    EXPECT_TRUE(c->slot1_read_only());
    EXPECT_EQ(c->firmware_granularity_bytes(), 4U);
    // The default on this controller: user-data erase, the only method it has.
    auto choice = choose_nvme_method(*c, std::nullopt, "/dev/nvme0");
    ASSERT_TRUE(choice);
    EXPECT_EQ(choice->method, EraseMethod::NvmeUserData);
    EXPECT_EQ(choice->supported, std::vector<EraseMethod>{EraseMethod::NvmeUserData});
    auto sanitize = choose_nvme_method(*c, EraseMethod::SanitizeBlock, "/dev/nvme0");
    ASSERT_FALSE(sanitize);
    EXPECT_EQ(sanitize.error().code, ErrorCode::Refused);
    EXPECT_NE(sanitize.error().message.find("not supported by the drive"), std::string::npos);
    EXPECT_NE(sanitize.error().message.find("SANICAP is 0"), std::string::npos) << sanitize.error().message;
    auto crypto = choose_nvme_method(*c, EraseMethod::NvmeCrypto, "/dev/nvme0");
    ASSERT_FALSE(crypto);
    EXPECT_NE(crypto.error().message.find("no cryptographic erase"), std::string::npos);
    EXPECT_FALSE(choose_nvme_method(*c, EraseMethod::AtaEnhanced, "/dev/nvme0"));
}

TEST(NvmeIdCtrl, StrongestMethodFirst) {
    auto c = parse_nvme_id_ctrl(fixture("nvme/synthetic-id-ctrl-sanitize-crypto-fw.json"));
    ASSERT_TRUE(c);
    auto choice = choose_nvme_method(*c, std::nullopt, "/dev/nvme0");
    ASSERT_TRUE(choice);
    EXPECT_EQ(choice->method, EraseMethod::SanitizeCrypto);
    EXPECT_EQ(choice->supported, (std::vector<EraseMethod>{EraseMethod::SanitizeCrypto, EraseMethod::NvmeCrypto,
                                                           EraseMethod::SanitizeBlock, EraseMethod::NvmeUserData}));
    EXPECT_TRUE(c->firmware_commands_supported());
    EXPECT_EQ(c->firmware_slots(), 3U);
    EXPECT_TRUE(c->activation_without_reset());
    EXPECT_EQ(c->firmware_granularity_bytes(), 4096U);
    NvmeControllerInfo overwrite_only;
    overwrite_only.sanicap = 4;
    EXPECT_FALSE(choose_nvme_method(overwrite_only, std::nullopt, "/dev/nvme0"));
    EXPECT_TRUE(choose_nvme_method(overwrite_only, EraseMethod::SanitizeOverwrite, "/dev/nvme0"));
}

TEST(NvmeIdCtrl, MalformedInput) {
    EXPECT_EQ(parse_nvme_id_ctrl("").error().code, ErrorCode::InputEmpty);
    EXPECT_EQ(parse_nvme_id_ctrl("{\"oacs\": 1").error().code, ErrorCode::InputMalformed);
    EXPECT_EQ(parse_nvme_id_ctrl("{\"a\": 1}").error().code, ErrorCode::InputMalformed);
}

TEST(NvmeIdNs, RigNamespace) {
    auto ns = parse_nvme_id_ns(fixture("nvme/rig-id-ns.json"));
    ASSERT_TRUE(ns);
    EXPECT_EQ(ns->size_blocks, 524288U);
    EXPECT_EQ(ns->lba_format, 0U);
    EXPECT_EQ(ns->block_bytes, 512U);
}

TEST(NvmeSanitizeLog, ProgressAndStatus) {
    auto running = parse_nvme_sanitize_log(fixture("nvme/synthetic-sanitize-log-in-progress-25.json"));
    ASSERT_TRUE(running) << running.error().message;
    EXPECT_EQ(running->status, SanitizeStatus::InProgress);
    EXPECT_DOUBLE_EQ(running->percent(), 25.0);
    EXPECT_EQ(running->seconds_block_erase, 120U);
    EXPECT_EQ(running->seconds_crypto_erase, 10U);
    EXPECT_FALSE(running->seconds_overwrite); // 0xFFFFFFFF: no estimate
    auto done = parse_nvme_sanitize_log(fixture("nvme/synthetic-sanitize-log-completed.json"));
    ASSERT_TRUE(done);
    EXPECT_EQ(done->status, SanitizeStatus::Completed);
    EXPECT_TRUE(done->global_erased);
    auto failed = parse_nvme_sanitize_log(fixture("nvme/synthetic-sanitize-log-failed.json"));
    ASSERT_TRUE(failed);
    EXPECT_EQ(failed->status, SanitizeStatus::Failed);
    EXPECT_FALSE(parse_nvme_sanitize_log("{\"nvme0\": {\"x\": 1}}"));
}

TEST(NvmeFwLog, RigAndThreeSlots) {
    auto rig = parse_nvme_fw_log(fixture("nvme/rig-fw-log.json"));
    ASSERT_TRUE(rig) << rig.error().message;
    EXPECT_EQ(rig->active_slot, 1U);
    EXPECT_FALSE(rig->next_slot);
    ASSERT_EQ(rig->slots.size(), 1U);
    EXPECT_EQ(rig->slots.at(1), "1.0");
    auto three = parse_nvme_fw_log(fixture("nvme/synthetic-fw-log-3-slots-after-commit.json"));
    ASSERT_TRUE(three);
    EXPECT_EQ(three->active_slot, 2U);
    EXPECT_EQ(three->next_slot, 3U);
    EXPECT_EQ(three->slots.at(3), "3B2QEXM7");
}

TEST(NvmeFailure, InvalidOpcodeIsTheDrivesAnswer) {
    const CommandOutput output = output_of(1, {}, fixture("nvme/rig-sanitize-block.err"));
    const auto error = nvme_failure("the sanitize command", output);
    EXPECT_TRUE(test::is_error(error, ErrorCode::DriveRejected, "not supported by the drive"));
    EXPECT_TRUE(test::contains_all(error.message, {"Invalid Command Opcode"}));
    const CommandOutput download = output_of(1, {}, fixture("nvme/rig-fw-download.err"));
    EXPECT_EQ(nvme_failure("the firmware download", download).code, ErrorCode::DriveRejected);
    const CommandOutput denied = output_of(1, {}, "open: Permission denied\n");
    EXPECT_EQ(nvme_failure("Identify Controller", denied).code, ErrorCode::PermissionDenied);
    const CommandOutput other = output_of(22, {}, "invalid action:9\n");
    EXPECT_EQ(nvme_failure("fw-commit", other).code, ErrorCode::ToolFailed);
}

TEST(EraseMethods, NamesRoundTrip) {
    for (const char* name : {"ata-enhanced", "ata-normal", "nvme-crypto", "nvme-user-data", "sanitize-crypto",
                             "sanitize-block", "sanitize-overwrite"}) {
        const auto method = parse_erase_method(name);
        ASSERT_TRUE(method) << name;
        EXPECT_EQ(erase_method_name(*method), name);
    }
    EXPECT_FALSE(parse_erase_method("shred"));
}

TEST(EraseMethods, AtaChoices) {
    AtaSecurityState s;
    s.supported = true;
    s.enhanced_erase_supported = true;
    auto choice = choose_ata_method(s, std::nullopt, "/dev/sdx");
    ASSERT_TRUE(choice);
    EXPECT_EQ(choice->method, EraseMethod::AtaEnhanced);
    s.enhanced_erase_supported = false;
    choice = choose_ata_method(s, std::nullopt, "/dev/sdx");
    EXPECT_EQ(choice->method, EraseMethod::AtaNormal);
    auto enhanced = choose_ata_method(s, EraseMethod::AtaEnhanced, "/dev/sdx");
    ASSERT_FALSE(enhanced);
    EXPECT_NE(enhanced.error().message.find("not supported by the drive"), std::string::npos);
    EXPECT_FALSE(choose_ata_method(s, EraseMethod::SanitizeCrypto, "/dev/sdx"));
}

} // namespace
} // namespace ssd::actions
