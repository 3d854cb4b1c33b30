// The plausibility rules (core/health/plausibility.h) on the real captures:
// none of them yields a WA below 1.0 on a controller that does not compress,
// and nothing real is flagged. Where a rule must fire, a real capture's
// counters are changed in memory (synthetic, said at each use).
#include <gtest/gtest.h>

#include <filesystem>

#include "core/diagnosis/drive_health.h"
#include "core/health/drive_facts.h"
#include "core/health/plausibility.h"
#include "core/report/json_writer.h"
#include "smart_fixture_loading.h"
#include "test_constants.h"

namespace ssd {
namespace {

constexpr const char* kPhisonA400 = "kingston_SA400M8120G-A400_promexp.json";
using test::kSandForceCapture;

class Plausibility : public test::SharedCapturesTest {};

bool failed(const WriteFacts& writes, PlausibilityRule rule) {
    for (const auto& item : writes.implausible) {
        if (item.rule == rule) return true;
    }
    return false;
}

TEST_F(Plausibility, NoSharedCaptureHasWaBelowOneUnlessItCompresses) {
    std::size_t with_wa = 0;
    for (const auto& file : std::filesystem::directory_iterator(test::shared_fixtures_dir() / "smart")) {
        if (file.path().extension() != ".json") continue;
        const SmartReport report = test::load_smart_fixture(file.path().filename().string());
        const DriveFacts facts = analyze_drive(report);
        // No real capture breaks a rule: each is a drive that exists.
        EXPECT_TRUE(facts.writes.implausible.empty())
            << file.path().filename() << ": " << facts.writes.implausible.front().reason;
        if (!facts.writes.write_amplification) continue;
        ++with_wa;
        if (!compresses_data(report)) {
            EXPECT_GE(*facts.writes.write_amplification, 1.0) << file.path().filename();
        }
    }
    EXPECT_GE(with_wa, 5u);  // the rule table reaches several vendors' counters
}

TEST_F(Plausibility, SandForceIsTheControllerThatCompresses) {
    EXPECT_TRUE(compresses_data(test::load_smart_fixture(kSandForceCapture)));
    EXPECT_FALSE(compresses_data(test::load_smart_fixture(kPhisonA400)));
}

TEST_F(Plausibility, NandBelowHostOnANonCompressingControllerIsNoNumber) {
    // Synthetic: the A400's flash counter (233) set below its host counter (241),
    // as the pair of A400s with another controller showed (WA 0.54).
    SmartReport report = test::load_smart_fixture(kPhisonA400);
    test::set_raw(report, 233, 215);
    test::set_raw(report, 241, 398);
    const DriveFacts facts = analyze_drive(report);
    EXPECT_FALSE(facts.writes.write_amplification);
    EXPECT_FALSE(facts.writes.nand_bytes);
    EXPECT_TRUE(facts.writes.host_bytes);  // the host counter is not what the rule doubts
    EXPECT_EQ(facts.writes.gap, WriteGap::Implausible);
    ASSERT_TRUE(failed(facts.writes, PlausibilityRule::NandBelowHost));
    ASSERT_TRUE(facts.writes.unavailable_reason);
    EXPECT_NE(facts.writes.unavailable_reason->find("NAND writes below host writes"), std::string::npos);
    EXPECT_NE(facts.writes.unavailable_reason->find("0.54"), std::string::npos) << *facts.writes.unavailable_reason;
    EXPECT_NE(facts.writes.unavailable_reason->find("different controllers"), std::string::npos);

    const auto doc = health_to_json(health_from_report(report, std::nullopt));
    EXPECT_TRUE(doc["writes"]["write_amplification"].is_null());
    ASSERT_EQ(doc["writes"]["implausible"].size(), 1u);
    EXPECT_EQ(doc["writes"]["implausible"][0]["rule"], "nand-below-host");
}

TEST_F(Plausibility, SandForceMayWriteLessToFlashThanTheHostSent) {
    // Synthetic: SandForce 233 below 241 (compressible data): a real possibility, kept.
    SmartReport report = test::load_smart_fixture(kSandForceCapture);
    test::set_raw(report, 233, 10000);
    const DriveFacts facts = analyze_drive(report);
    ASSERT_TRUE(facts.writes.write_amplification);
    EXPECT_LT(*facts.writes.write_amplification, 1.0);
    EXPECT_TRUE(facts.writes.implausible.empty());
}

TEST_F(Plausibility, NandBeyondWhatTheEraseCyclesCanWriteIsNoNumber) {
    // Synthetic: the A400's average erase count (244) set to 0: 979 GiB of flash
    // writes cannot fit in one cycle of a 120 GB drive, even with the margin.
    SmartReport report = test::load_smart_fixture(kPhisonA400);
    test::set_raw(report, 244, 0);
    const DriveFacts facts = analyze_drive(report);
    EXPECT_TRUE(failed(facts.writes, PlausibilityRule::NandBeyondEraseCycles));
    EXPECT_FALSE(facts.writes.nand_bytes);
    EXPECT_FALSE(facts.writes.write_amplification);
    // With the capture's own erase count the numbers pass.
    EXPECT_TRUE(analyze_drive(test::load_smart_fixture(kPhisonA400)).writes.implausible.empty());
}

TEST_F(Plausibility, HostWritesFasterThanAnyDriveAreNoNumber) {
    // Synthetic: the 860 EVO's 33 TB of host writes in one power-on hour, its
    // capacity read as 250 GB: 133 drive writes in the hour.
    SmartReport report = test::load_smart_fixture("samsung_860EVO-500GB_scrutiny.json");
    report.power_on_hours = 1;
    report.capacity_bytes = 250'000'000'000ULL;
    const DriveFacts facts = analyze_drive(report);
    EXPECT_TRUE(failed(facts.writes, PlausibilityRule::HostWritesTooFast));
    EXPECT_FALSE(facts.writes.host_bytes);
    ASSERT_TRUE(facts.writes.unavailable_reason);
    EXPECT_NE(facts.writes.unavailable_reason->find("drive writes an hour"), std::string::npos);
}

TEST(PlausibilityRules, EveryRuleHasAWireNameAndALabel) {
    for (const auto& entry : kPlausibilityRules) {
        EXPECT_FALSE(entry.wire.empty());
        EXPECT_FALSE(entry.label.empty());
        EXPECT_EQ(kPlausibilityRules.parse(entry.wire), entry.value);
    }
}

} // namespace
} // namespace ssd
