// The error-counter rules (ATA 5/196, 197, 198, 199; NVMe media errors and the
// critical warning bits) and acknowledge until it gets worse, on samples
// imported from real captures.
#include <gtest/gtest.h>

#include "alert_samples.h"

namespace ssd::alerts {
namespace {

using test::kAlertT0;
using test::kHour;

class AlertCounterRules : public test::SharedCapturesTest {};

// The example: 8 reallocated sectors acknowledged, the same 8 stay
// silent, 9 fires again. The Samsung 860 EVO reports 5 Reallocated_Sector_Ct
// raw 0 (real); the later counts are synthetic (that one counter changed).
TEST_F(AlertCounterRules, AcknowledgedEightStaySilentNineRefires) {
    test::AlertRig rig;
    const auto healthy = test::capture_sample("samsung_860EVO-500GB_scrutiny.json", kAlertT0);
    EXPECT_TRUE(rig.add(healthy).empty());

    auto eight = healthy;
    eight.time = kAlertT0 + kHour;
    test::counter_named(eight, "5 ").raw = 8;  // synthetic: 0 → 8
    const auto opened = rig.add(eight);
    ASSERT_EQ(opened.size(), 1u);
    EXPECT_EQ(opened[0].transition, Transition::Opened);
    EXPECT_EQ(opened[0].condition.rule, Rule::ReallocatedSectors);
    EXPECT_EQ(opened[0].condition.severity, Severity::Critical);
    EXPECT_EQ(opened[0].condition.level, 8);
    EXPECT_EQ(opened[0].condition.summary, "8 reallocated sectors (0 at the previous sample)");

    ASSERT_TRUE(rig.alerts.acknowledge(opened[0].alert_id, kAlertT0 + kHour + 60, "known, replacing it").has_value());

    auto still_eight = eight;
    still_eight.time = kAlertT0 + 2 * kHour;
    EXPECT_TRUE(rig.add(still_eight).empty()) << "the same 8 again is seen, not news (Updated is no event)";
    EXPECT_EQ(rig.alert_of(Rule::ReallocatedSectors)->state(), AlertState::Acknowledged);
    EXPECT_EQ(rig.alert_of(Rule::ReallocatedSectors)->last_seen, still_eight.time);

    auto nine = eight;
    nine.time = kAlertT0 + 3 * kHour;
    test::counter_named(nine, "5 ").raw = 9;  // synthetic: 8 → 9
    const auto refired = rig.add(nine);
    ASSERT_EQ(refired.size(), 1u);
    EXPECT_EQ(refired[0].transition, Transition::Refired);
    EXPECT_EQ(refired[0].alert_id, opened[0].alert_id);
    EXPECT_EQ(refired[0].condition.summary, "9 reallocated sectors (8 at the previous sample)");
    const auto alert = rig.alert_of(Rule::ReallocatedSectors);
    EXPECT_EQ(alert->state(), AlertState::Active);
    EXPECT_EQ(alert->peak_level, 9);
}

// Not acknowledged: a rise is Worse (news), the same count again is not.
TEST_F(AlertCounterRules, RealMediaErrorsOpenThenWorse) {
    test::AlertRig rig;
    // Real: the Samsung 970 EVO's health log reports 7 media and data integrity errors.
    const auto seven = test::capture_sample("samsung_970EVO-500GB_scrutiny.json", kAlertT0);
    const auto opened = rig.add(seven);
    const auto* media = test::event_of(opened, Rule::MediaErrors);
    ASSERT_NE(media, nullptr);
    EXPECT_EQ(media->transition, Transition::Opened);
    EXPECT_EQ(media->condition.level, 7);
    EXPECT_EQ(media->condition.severity, Severity::Critical);
    EXPECT_EQ(media->condition.summary, "7 NVMe media and data integrity errors");

    auto again = seven;
    again.time = kAlertT0 + kHour;
    EXPECT_TRUE(rig.add(again).empty());  // media errors and the warning verdict, both seen again (Updated)
    EXPECT_EQ(rig.alert_of(Rule::MediaErrors)->last_seen, again.time);
    EXPECT_EQ(rig.alert_of(Rule::MediaErrors)->peak_level, 7);

    auto eight = seven;
    eight.time = kAlertT0 + 2 * kHour;
    test::counter_named(eight, "NVMe Media and Data Integrity Errors").raw = 8;  // synthetic: 7 → 8
    const auto worse = rig.add(eight);
    const auto rules = test::rules_of(worse);
    ASSERT_NE(std::find(rules.begin(), rules.end(), Rule::MediaErrors), rules.end());
    EXPECT_EQ(test::event_of(worse, Rule::MediaErrors)->transition, Transition::Worse);
    EXPECT_EQ(test::event_of(worse, Rule::VerdictWorse), nullptr) << "the verdict stayed a warning: seen again, no event";
}

// The real CRC counts of three drives open crc-errors as a warning (a cable).
TEST_F(AlertCounterRules, RealCrcCountsAreWarnings) {
    for (const auto& [file, count] : std::vector<std::pair<std::string, double>>{
             {"samsung_840-500GB_scrutiny.json", 108}, {"micron_5300-MTFDDAK480TDS_promexp.json", 2},
             {"kingspec-or-unknown_P3-2TB_beszel.json", 131}}) {
        SCOPED_TRACE(file);
        const auto updates =
            evaluate_rules({}, test::series_of({test::capture_sample(file, kAlertT0)}), 0, {});
        const auto* crc = test::update_of(updates, Rule::CrcErrors);
        ASSERT_NE(crc, nullptr);
        EXPECT_EQ(crc->condition.level, count);
        EXPECT_EQ(crc->condition.severity, Severity::Warning);
    }
}

// Some drives count reallocations only in 196. The Kingston KC400 reports both
// (real: 5 raw 1, 196 raw 1); with 5 taken out of a copy (synthetic) 196 stands in.
TEST_F(AlertCounterRules, Attribute196StandsInWhereFiveIsAbsent) {
    auto sample = test::capture_sample("kingston_SKC400S371T-KC400_promexp.json", kAlertT0);
    // Synthetic: 5 removed, 196 raised from 1 to 3.
    std::erase_if(sample.counters, [](const history::CounterValue& c) { return c.name.starts_with("5 "); });
    test::counter_named(sample, "196 ").raw = 3;
    const auto updates = evaluate_rules({}, test::series_of({sample}), 0, {});
    const auto* reallocated = test::update_of(updates, Rule::ReallocatedSectors);
    ASSERT_NE(reallocated, nullptr);
    EXPECT_EQ(reallocated->condition.level, 3);
}

// Each bit of the NVMe critical warning byte is a rule of its own.
TEST_F(AlertCounterRules, EachCriticalWarningBitIsItsOwnAlertAndClears) {
    test::AlertRig rig;
    const auto healthy = test::capture_sample("samsung_970EVOPlus-250GB_promexp.json", kAlertT0);  // real: byte 0
    EXPECT_TRUE(rig.add(healthy).empty());
    auto warned = healthy;
    warned.time = kAlertT0 + kHour;
    test::counter_named(warned, "NVMe Critical Warning").raw = 0x05;  // synthetic: bits 0 and 2
    const auto opened = rig.add(warned);
    EXPECT_EQ(test::rules_of(opened), (std::vector<Rule>{Rule::NvmeSpareWarning, Rule::NvmeReliabilityWarning}));
    for (const auto& event : opened) {
        EXPECT_EQ(event.transition, Transition::Opened);
        EXPECT_EQ(event.condition.severity, Severity::Critical);
    }
    auto cleared = healthy;
    cleared.time = kAlertT0 + 2 * kHour;  // the real byte 0 again
    const auto resolved = rig.add(cleared);
    ASSERT_EQ(resolved.size(), 2u);
    for (const auto& event : resolved) EXPECT_EQ(event.transition, Transition::Resolved);
    EXPECT_TRUE(rig.alerts.alerts({}).value().empty());
}

// A disabled rule opens nothing, and an alert it had open stays as it was:
// "resolved" would claim the reading showed the problem gone.
TEST_F(AlertCounterRules, DisabledRuleOpensNothingAndLeavesOpenAlertsAlone) {
    test::AlertRig rig;
    const auto crc = test::capture_sample("samsung_840-500GB_scrutiny.json", kAlertT0);  // real: 199 raw 108
    ASSERT_EQ(test::rules_of(rig.add(crc)), std::vector<Rule>{Rule::CrcErrors});
    rig.settings.disabled = {Rule::CrcErrors};
    auto later = crc;
    later.time = kAlertT0 + kHour;
    test::counter_named(later, "199 ").raw = 0;  // synthetic: the reading would clear it
    EXPECT_TRUE(rig.add(later).empty());
    const auto alert = rig.alert_of(Rule::CrcErrors);
    ASSERT_TRUE(alert.has_value());
    EXPECT_FALSE(alert->resolved.has_value());
    EXPECT_EQ(alert->last_seen, kAlertT0);

    test::AlertRig fresh;
    fresh.settings.disabled = {Rule::CrcErrors};
    EXPECT_TRUE(fresh.add(crc).empty());
}

} // namespace
} // namespace ssd::alerts
