// Every real capture imported alone (as `ssdtool history import` with the
// shipped advisories) raises exactly the alerts its raw values call for, and
// nothing on the drives that are fine: the defaults are quiet on a healthy drive.
#include <filesystem>
#include <map>
#include <set>

#include <gtest/gtest.h>

#include "alert_samples.h"

namespace ssd::alerts {
namespace {

// Worked out from the raw values (jq over the captures), not from the rules' output:
//   5 Reallocated_Sector_Ct raw 1: Intel S3520 1.6 TB, Kingston KC400 (both verdict Warning,
//     drive_facts_expectations.inc);
//   199 UDMA_CRC_Error_Count raw 131 / 24 / 2 / 108: KingSpec P3, Micron 5300 1.9 TB and
//     480 GB, Samsung 840 (verdict Good: CRC errors are a cable, not the flash);
//   NVMe media_errors 7: Samsung 970 EVO (verdict Warning);
//   233 Media_Wearout_Indicator normalized 15 = 85 % used: Intel S3500 1.6 TB, past the 80 % step.
// Every other capture: 5/196/197/198/199 raw 0 or absent, NVMe critical_warning 0 and
// media_errors 0, at most 78 % worn (Intel S3500 240 GB; the NVMe drives at most 22 %), spare at 100 % (99 % on the 970 EVO,
// threshold 10), the temperatures below their limits (the ATA ones without a limit at
// most 47 °C, under the default 60 °C; NVMe drives without WCTEMP are not judged), no
// failed self-test, no advisory; one sample judges no burst and no weekly WA.
const std::map<std::string, std::set<Rule>>& expected_alerts() {
    static const std::map<std::string, std::set<Rule>> expected{
        {"intel_SSDSC2BB016T4-S3500_promexp.json", {Rule::WearLevel}},
        {"intel_SSDSC2BB016T7-S3520_promexp.json", {Rule::ReallocatedSectors, Rule::VerdictWorse}},
        {"kingston_SKC400S371T-KC400_promexp.json", {Rule::ReallocatedSectors, Rule::VerdictWorse}},
        {"kingspec-or-unknown_P3-2TB_beszel.json", {Rule::CrcErrors}},
        {"micron_5300-MTFDDAK1T9TDS_promexp.json", {Rule::CrcErrors}},
        {"micron_5300-MTFDDAK480TDS_promexp.json", {Rule::CrcErrors}},
        {"samsung_840-500GB_scrutiny.json", {Rule::CrcErrors}},
        {"samsung_970EVO-500GB_scrutiny.json", {Rule::MediaErrors, Rule::VerdictWorse}},
    };
    return expected;
}

class AlertCaptures : public test::SharedCapturesTest {};

TEST_F(AlertCaptures, EachCaptureRaisesExactlyWhatItsValuesCallFor) {
    const auto advisories = test::shipped_advisories_for_alerts();
    std::size_t files = 0, quiet = 0;
    for (const auto& entry : std::filesystem::directory_iterator(test::shared_fixtures_dir() / "smart")) {
        if (entry.path().extension() != ".json") continue;
        const std::string file = entry.path().filename().string();
        SCOPED_TRACE(file);
        ++files;
        test::AlertRig rig;
        const auto events = rig.add(test::capture_sample(file, test::kAlertT0, advisories));
        std::set<Rule> raised;
        for (const auto& event : events) {
            EXPECT_EQ(event.transition, Transition::Opened);
            raised.insert(event.condition.rule);
        }
        const auto expected = expected_alerts().find(file);
        EXPECT_EQ(raised, expected == expected_alerts().end() ? std::set<Rule>{} : expected->second);
        if (raised.empty()) ++quiet;
    }
    EXPECT_EQ(files, 47u);
    EXPECT_EQ(quiet, 39u);
}

// The rig's emulated drives as this project captured them (tests/fixtures/smartctl:
// QEMU's AHCI SSD, PIIX IDE disk and NVMe at 50 °C with no WCTEMP in the JSON) are fine.
TEST(AlertRigCaptures, RigDrivesAreQuiet) {
    for (const char* file : {"rig-sata.json", "rig-ide.json", "rig-nvme.json"}) {
        SCOPED_TRACE(file);
        const auto text = read_text_file(test::project_fixture(std::string("smartctl/") + file));
        ASSERT_TRUE(text.has_value());
        const auto sample = history::sample_of_capture(file, *text);
        ASSERT_TRUE(sample.has_value()) << sample.error().message;
        test::AlertRig rig;
        EXPECT_TRUE(rig.add(*sample).empty());
    }
}

// A healthy drive stays quiet over a day of hourly samples too (the same real
// capture each hour: nothing changes, nothing is news).
TEST_F(AlertCaptures, HealthyDriveQuietOverADay) {
    test::AlertRig rig;
    const auto sample = test::capture_sample("samsung_MZ7LH480HAHQ-PM883_promexp.json", test::kAlertT0);
    for (int hour = 0; hour < 24; ++hour) {
        auto next = sample;
        next.time = test::kAlertT0 + hour * test::kHour;
        EXPECT_TRUE(rig.add(next).empty()) << "hour " << hour;
    }
}

// A standby sample judges nothing: open alerts stay as they are.
TEST_F(AlertCaptures, StandbyKeepsOpenAlerts) {
    test::AlertRig rig;
    const auto crc = test::capture_sample("samsung_840-500GB_scrutiny.json", test::kAlertT0);  // real: 199 raw 108
    ASSERT_EQ(rig.add(crc).size(), 1u);
    const auto before = rig.alert_of(Rule::CrcErrors);
    const auto standby = test::standby_at(crc, test::kAlertT0 + test::kHour);
    EXPECT_TRUE(evaluate_rules({}, test::series_of({crc, standby}), 1, {*before}).empty());
    EXPECT_TRUE(rig.add(standby).empty());
    EXPECT_EQ(rig.alert_of(Rule::CrcErrors), before);
}

// Samples added together are judged oldest first, each against the history up to it.
TEST_F(AlertCaptures, SamplesAddedTogetherAreJudgedInTimeOrder) {
    test::AlertRig rig;
    const auto base = test::capture_sample("samsung_MZ7LH480HAHQ-PM883_promexp.json", test::kAlertT0);  // real: 197 raw 0
    auto two = base, three = base;
    two.time = test::kAlertT0 + test::kHour;
    test::counter_named(two, "197 ").raw = 2;  // synthetic
    three.time = test::kAlertT0 + 2 * test::kHour;
    test::counter_named(three, "197 ").raw = 3;  // synthetic
    const std::vector<history::Sample> added{three, base, two};
    ASSERT_TRUE(rig.history.add(added).has_value());
    const auto events = raise_alerts(rig.history, rig.alerts, rig.settings, added);
    ASSERT_TRUE(events.has_value());
    ASSERT_EQ(events->size(), 2u);
    EXPECT_EQ((*events)[0].transition, Transition::Opened);
    EXPECT_EQ((*events)[0].time, two.time);
    EXPECT_EQ((*events)[1].transition, Transition::Worse);
    EXPECT_EQ((*events)[1].condition.summary, "3 pending sectors (2 at the previous sample)");
}

// An old capture imported after newer samples is history arriving late: it
// does not rewrite today's alerts with yesterday's counters.
TEST_F(AlertCaptures, OldCaptureImportedLateChangesNoAlert) {
    test::AlertRig rig;
    const auto today = test::capture_sample("samsung_840-500GB_scrutiny.json", test::kAlertT0);  // real: 199 raw 108
    ASSERT_EQ(rig.add(today).size(), 1u);
    auto last_month = today;
    last_month.time = test::kAlertT0 - 30 * kSecondsPerDay;
    test::counter_named(last_month, "199 ").raw = 0;  // synthetic: before the cable went bad
    EXPECT_TRUE(rig.add(last_month).empty());
    EXPECT_FALSE(rig.alert_of(Rule::CrcErrors)->resolved.has_value());
    EXPECT_EQ(rig.history.drives().value().front().sample_count, 2u);  // stored all the same
}

} // namespace
} // namespace ssd::alerts
