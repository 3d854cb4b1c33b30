// Temperature, wear, spare, verdict, self-test and firmware-advisory rules,
// and what a sample without the data (or in standby) does to open alerts, on
// samples imported from real captures.
#include <gtest/gtest.h>

#include "alert_samples.h"

namespace ssd::alerts {
namespace {

using test::kAlertT0;
using test::kHour;

class AlertStateRules : public test::SharedCapturesTest {};

history::Sample at(history::Sample sample, std::int64_t time) {
    sample.time = time;
    return sample;
}

// The Peladn NVMe drive reports WCTEMP 100 °C (real, 61 °C now); the hot
// readings are synthetic (the temperature changed). Time at or above the
// threshold is in the evidence; a cool reading resolves; a reading without a
// temperature (synthetic) and a standby sample leave the alert as it is.
TEST_F(AlertStateRules, NvmeTemperatureAtItsOwnThresholdForHowLong) {
    test::AlertRig rig;
    const auto cool = test::capture_sample("peladn_512GB-NVMe_beszel.json", kAlertT0);
    ASSERT_EQ(cool.temperature_limit_c, 100);
    EXPECT_TRUE(rig.add(cool).empty());

    auto hot = at(cool, kAlertT0 + kHour);
    hot.temperature_c = 101;  // synthetic
    const auto opened = rig.add(hot);
    ASSERT_EQ(test::rules_of(opened), std::vector<Rule>{Rule::TemperatureHigh});
    EXPECT_EQ(opened[0].condition.level, 1);
    EXPECT_EQ(opened[0].condition.severity, Severity::Warning);
    EXPECT_EQ(opened[0].condition.summary, "101 °C: at or above the drive's warning threshold (100 °C) since this reading");

    auto unknown = at(cool, kAlertT0 + kHour + 1800);
    unknown.temperature_c.reset();  // synthetic: a reading without a temperature
    EXPECT_TRUE(rig.add(unknown).empty());
    EXPECT_TRUE(rig.add(test::standby_at(cool, kAlertT0 + kHour + 2400)).empty());

    auto hotter = at(cool, kAlertT0 + 2 * kHour);
    hotter.temperature_c = 103;  // synthetic
    EXPECT_TRUE(rig.add(hotter).empty()) << "still hot is seen again (Updated), not news";
    const auto still = rig.alert_of(Rule::TemperatureHigh);
    ASSERT_TRUE(still);
    EXPECT_EQ(still->last_seen, hotter.time);
    EXPECT_EQ(still->condition.summary, "103 °C: at or above the drive's warning threshold (100 °C) for 1 h");
    EXPECT_EQ(still->condition.evidence,
              (std::vector<EvidenceValue>{{"temperature_c", 103}, {"warning_c", 100}, {"seconds_at_or_above", 3600}}));

    const auto resolved = rig.add(at(cool, kAlertT0 + 3 * kHour));  // the real 61 °C again
    ASSERT_EQ(resolved.size(), 1u);
    EXPECT_EQ(resolved[0].transition, Transition::Resolved);
    EXPECT_TRUE(rig.alerts.alerts({}).value().empty());
}

// An ATA drive without a limit of its own (the Intel S4510: 23 °C, real) is
// judged by the configured 60/70 °C; the hot readings are synthetic.
TEST_F(AlertStateRules, AtaTemperatureUsesTheConfiguredThresholds) {
    const auto cool = test::capture_sample("intel_SSDSC2KB960G8-S4510_promexp.json", kAlertT0);
    ASSERT_FALSE(cool.temperature_limit_c.has_value());
    auto warm = at(cool, kAlertT0 + kHour);
    warm.temperature_c = 65;  // synthetic
    auto hot = at(cool, kAlertT0 + 2 * kHour);
    hot.temperature_c = 72;  // synthetic
    const auto series = test::series_of({cool, warm, hot});
    const auto warning = evaluate_rules({}, series, 1, {});
    ASSERT_EQ(warning.size(), 1u);
    EXPECT_EQ(warning[0].condition.level, 1);
    EXPECT_EQ(warning[0].condition.severity, Severity::Warning);
    const auto critical = evaluate_rules({}, series, 2, {});
    ASSERT_EQ(critical.size(), 1u);
    EXPECT_EQ(critical[0].condition.level, 2);
    EXPECT_EQ(critical[0].condition.severity, Severity::Critical);
    EXPECT_EQ(critical[0].condition.summary,
              "72 °C: at or above the configured critical temperature (70 °C); the configured warning threshold "
              "(60 °C) for 1 h");
    RuleSettings higher;
    higher.ata_temperature_warning_c = 75;
    higher.ata_temperature_critical_c = 80;
    EXPECT_TRUE(evaluate_rules(higher, series, 2, {}).empty());
}

// The Intel P4510 has used 22 % (real); the later readings are synthetic.
TEST_F(AlertStateRules, WearStepsAreNewsOnceEach) {
    test::AlertRig rig;
    const auto base = test::capture_sample("intel_SSDPE2KX020T8-P4510_promexp.json", kAlertT0);
    ASSERT_EQ(base.percent_used, 22);
    EXPECT_TRUE(rig.add(base).empty());
    const auto used = [&](int percent, std::int64_t hours) {
        auto sample = at(base, kAlertT0 + hours * kHour);
        sample.percent_used = percent;  // synthetic
        return rig.add(sample);
    };
    const auto eighty = used(81, 1);
    ASSERT_EQ(eighty.size(), 1u);
    EXPECT_EQ(eighty[0].transition, Transition::Opened);
    EXPECT_EQ(eighty[0].condition.level, 80);
    EXPECT_EQ(eighty[0].condition.summary, "81 % of the rated wear used, past the 80 % step (22 % at the previous sample)");
    EXPECT_TRUE(used(85, 2).empty()) << "85 % is still the 80 % step: seen again, not news";
    const auto ninety = used(90, 3);
    EXPECT_EQ(ninety[0].transition, Transition::Worse);
    EXPECT_EQ(ninety[0].condition.severity, Severity::Warning);
    const auto ninety_five = used(96, 4);
    EXPECT_EQ(ninety_five[0].transition, Transition::Worse);
    EXPECT_EQ(ninety_five[0].condition.level, 95);
    EXPECT_EQ(ninety_five[0].condition.severity, Severity::Critical);
}

// The Corsair MP510 reports spare 100 % against a threshold of 5 % (real);
// spare 3 % is synthetic.
TEST_F(AlertStateRules, SpareBelowTheDrivesThreshold) {
    auto sample = test::capture_sample("corsair_ForceMP510_scrutiny.json", kAlertT0);
    EXPECT_TRUE(evaluate_rules({}, test::series_of({sample}), 0, {}).empty());
    sample.spare_percent = 3;  // synthetic
    const auto updates = evaluate_rules({}, test::series_of({sample}), 0, {});
    ASSERT_EQ(updates.size(), 1u);
    EXPECT_EQ(updates[0].condition.rule, Rule::SpareLow);
    EXPECT_EQ(updates[0].condition.level, 2);
    EXPECT_EQ(updates[0].condition.severity, Severity::Critical);
    EXPECT_EQ(updates[0].condition.summary, "Available spare 3 %, below the drive's threshold of 5 %");
}

// The Hitachi's SMART status is FAILED and its log holds three extended tests
// that failed with a read error, the newest finished entry a passing short
// test (real). Without the two newest passing entries (synthetic) the failed
// extended test is the newest.
TEST_F(AlertStateRules, FailingVerdictAndAFailedSelfTest) {
    const auto text = read_text_file(test::project_fixture("selftest/scrutiny-smart-fail2_hitachi-HDS721050DLE630.json"));
    ASSERT_TRUE(text.has_value());
    auto imported = history::sample_of_capture("hitachi.json", *text);
    ASSERT_TRUE(imported.has_value());
    auto sample = at(*imported, kAlertT0);
    ASSERT_GE(sample.selftest_log.size(), 3u);

    const auto real = evaluate_rules({}, test::series_of({sample}), 0, {});
    const auto* verdict = test::update_of(real, Rule::VerdictWorse);
    ASSERT_NE(verdict, nullptr);
    EXPECT_EQ(verdict->condition.level, 2);
    EXPECT_EQ(verdict->condition.severity, Severity::Critical);
    EXPECT_EQ(test::update_of(real, Rule::SelftestFailed), nullptr);  // the newest finished test passed

    sample.selftest_log.erase(sample.selftest_log.begin(), sample.selftest_log.begin() + 2);  // synthetic
    const auto failed = evaluate_rules({}, test::series_of({sample}), 0, {});
    const auto* selftest = test::update_of(failed, Rule::SelftestFailed);
    ASSERT_NE(selftest, nullptr);
    EXPECT_EQ(selftest->condition.level, 3);
    EXPECT_EQ(selftest->condition.severity, Severity::Critical);
    EXPECT_EQ(selftest->condition.summary,
              "The newest Extended (long) self-test ended \"Completed: read failure\" at 4 power-on hours, first "
              "failing LBA 104870168; 3 failed entries in the log");

    // Through the store: a stored series carries no self-test logs, so
    // raise_alerts judges the added sample's own log.
    test::AlertRig rig;
    const auto events = rig.add(sample);
    ASSERT_NE(test::event_of(events, Rule::SelftestFailed), nullptr);
    EXPECT_EQ(test::event_of(events, Rule::SelftestFailed)->condition.level, 3);
}

// The Samsung 970 EVO's verdict is Warning (real: media errors); a Failing
// verdict after it (synthetic) is worse and critical, and the summary says what it was.
TEST_F(AlertStateRules, VerdictWorseSaysWhatItWasBefore) {
    const auto warning = test::capture_sample("samsung_970EVO-500GB_scrutiny.json", kAlertT0);
    ASSERT_EQ(warning.verdict, history::VerdictLevel::Warning);
    auto failing = at(warning, kAlertT0 + kHour);
    failing.verdict = history::VerdictLevel::Failing;  // synthetic
    const auto updates = evaluate_rules({}, test::series_of({warning, failing}), 1, {});
    const auto* verdict = test::update_of(updates, Rule::VerdictWorse);
    ASSERT_NE(verdict, nullptr);
    EXPECT_EQ(verdict->condition.summary, "Health verdict Failing (Warning at the previous sample)");
    EXPECT_EQ(verdict->condition.level, 2);
}

// No shared capture matches a shipped advisory; a copy with the finding added
// (synthetic) opens the advisory alert, a sample without it resolves it.
TEST_F(AlertStateRules, FirmwareAdvisoryWhileTheFindingIsThere) {
    test::AlertRig rig;
    const auto plain = test::capture_sample("crucial_m4-MTFDDAK128MAM_scrutiny-starosdev.json", kAlertT0);
    auto advised = at(plain, kAlertT0 + kHour);
    advised.findings.push_back({"firmware-advisory", ssd::Severity::Warning});  // synthetic
    EXPECT_TRUE(rig.add(plain).empty());
    const auto opened = rig.add(advised);
    ASSERT_EQ(test::rules_of(opened), std::vector<Rule>{Rule::FirmwareAdvisory});
    EXPECT_EQ(opened[0].condition.severity, Severity::Warning);
    const auto resolved = rig.add(at(plain, kAlertT0 + 2 * kHour));
    ASSERT_EQ(resolved.size(), 1u);
    EXPECT_EQ(resolved[0].transition, Transition::Resolved);
}

} // namespace
} // namespace ssd::alerts
