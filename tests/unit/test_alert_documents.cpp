// The "rules" section of the alert configuration, and alerts as JSON and text.
#include <gtest/gtest.h>

#include "core/alerts/alert_json.h"
#include "core/alerts/alert_text.h"
#include "core/alerts/rule_settings_json.h"

namespace ssd::alerts {
namespace {

TEST(AlertRuleSettings, EveryKeyRead) {
    const auto settings = parse_rule_settings(nlohmann::json::parse(R"({
        "disabled": ["crc-errors", "weekly-wa"], "ata_temperature_warning_c": 55, "ata_temperature_critical_c": 65,
        "write_burst_gb": 50.5, "write_burst_minutes": 30, "weekly_wa_above": 3})"));
    ASSERT_TRUE(settings.has_value()) << settings.error().message;
    EXPECT_EQ(settings->disabled, (std::set<Rule>{Rule::CrcErrors, Rule::WeeklyWa}));
    EXPECT_EQ(settings->ata_temperature_warning_c, 55);
    EXPECT_EQ(settings->ata_temperature_critical_c, 65);
    EXPECT_EQ(settings->write_burst_gb, 50.5);
    EXPECT_EQ(settings->write_burst_minutes, 30);
    EXPECT_EQ(settings->weekly_wa_above, 3);
    EXPECT_EQ(parse_rule_settings(nlohmann::json::object()).value(), RuleSettings{});
}

TEST(AlertRuleSettings, RefusalsNameWhatIsWrong) {
    const auto refused = [](const char* text) {
        const auto result = parse_rule_settings(nlohmann::json::parse(text));
        EXPECT_FALSE(result.has_value()) << text;
        if (result) return std::string();
        EXPECT_EQ(result.error().code, ErrorCode::InputMalformed);
        return result.error().message;
    };
    EXPECT_NE(refused(R"({"write_burst": 10})").find("unknown key \"write_burst\""), std::string::npos);
    EXPECT_NE(refused(R"({"disabled": ["crc"]})").find("unknown rule id \"crc\""), std::string::npos);
    EXPECT_NE(refused(R"({"write_burst_gb": "100"})").find("\"write_burst_gb\" must be a number"), std::string::npos);
    EXPECT_NE(refused(R"({"write_burst_minutes": 0})").find("\"write_burst_minutes\" must be from 1"), std::string::npos);
    // A whole number is written as one: 30.0 and 1e70 are refused (issue 40's checked read).
    EXPECT_NE(refused(R"({"write_burst_minutes": 30.0})").find("\"write_burst_minutes\" must be a whole number"),
              std::string::npos);
    EXPECT_NE(refused(R"({"write_burst_minutes": 1e70})").find("\"write_burst_minutes\" must be a whole number"),
              std::string::npos);
    EXPECT_NE(refused(R"({"ata_temperature_warning_c": 75})").find("must be below"), std::string::npos);
    EXPECT_NE(refused(R"([])").find("must be an object"), std::string::npos);
}

StoredAlert acknowledged_alert() {
    StoredAlert alert;
    alert.id = 12;
    alert.drive_id = 1;
    alert.drive = {"Samsung SSD 860 EVO 500GB", "S3Z1NB0K123456A", "", ""};
    alert.device = "/dev/sda";
    alert.condition = {Rule::ReallocatedSectors, Severity::Critical, 8, 1, "8 reallocated sectors (0 at the previous sample)",
                       {{"count", 8}, {"previous", 0}}};
    alert.peak_level = 8;
    alert.opened = 1'790'000'000;
    alert.last_seen = 1'790'003'600;
    alert.acknowledged = Acknowledgement{1'790'000'060, 8, "replacing it"};
    return alert;
}

TEST(AlertDocuments, AlertJsonHasEveryField) {
    const auto json = alert_json(acknowledged_alert());
    EXPECT_EQ(json["id"], 12);
    EXPECT_EQ(json["rule"], "reallocated-sectors");
    EXPECT_EQ(json["severity"], "critical");
    EXPECT_EQ(json["state"], "acknowledged");
    EXPECT_EQ(json["drive"]["model"], "Samsung SSD 860 EVO 500GB");
    EXPECT_EQ(json["drive"]["serial"], "S3Z1NB0K123456A");
    EXPECT_EQ(json["device"], "/dev/sda");
    EXPECT_EQ(json["opened"], "2026-09-21T14:13:20Z");
    EXPECT_EQ(json["last_seen"], "2026-09-21T15:13:20Z");
    EXPECT_TRUE(json["resolved"].is_null());
    EXPECT_EQ(json["level"], 8);
    EXPECT_EQ(json.dump().find("8.0"), std::string::npos);  // counts print as counts
    EXPECT_EQ(json["summary"], "8 reallocated sectors (0 at the previous sample)");
    EXPECT_EQ(json["evidence"], nlohmann::json({{"count", 8}, {"previous", 0}}));
    EXPECT_EQ(json["acknowledged"], nlohmann::json({{"time", "2026-09-21T14:14:20Z"}, {"note", "replacing it"}, {"level", 8}}));
    EXPECT_EQ(alerts_json({}).dump(), "[]");
}

TEST(AlertDocuments, EventJsonAndText) {
    const auto alert = acknowledged_alert();
    AlertEvent event{40, 12, 1'790'007'200, Transition::Refired, alert.condition, ""};
    event.condition.level = 9;
    event.condition.summary = "9 reallocated sectors (8 at the previous sample)";
    const auto json = alert_event_json(event);
    EXPECT_EQ(json["transition"], "refired");
    EXPECT_EQ(json["news"], true);
    EXPECT_EQ(json["time"], "2026-09-21T16:13:20Z");
    EXPECT_EQ(json["alert_id"], 12);
    EXPECT_TRUE(json["note"].is_null());
    event.condition.level = 4.44;  // a WA keeps its decimals
    EXPECT_EQ(alert_event_json(event)["level"].dump(), "4.44");
    event.condition.level = 9;
    EXPECT_EQ(alert_event_line(event), "2026-09-21T16:13:20Z #12 worse than acknowledged: Reallocated sectors: 9 "
                                       "reallocated sectors (8 at the previous sample)");
    EXPECT_EQ(alert_line(alert), "#12 Critical  Reallocated sectors  Samsung SSD 860 EVO 500GB S3Z1NB0K123456A "
                                 "(/dev/sda): 8 reallocated sectors (0 at the previous sample); since "
                                 "2026-09-21T14:13:20Z, acknowledged at 8 (\"replacing it\")");
    EXPECT_EQ(alerts_text({}), "No alerts.\n");
}

} // namespace
} // namespace ssd::alerts
