// ssdtool alerts / alerts ack, and the alerts `history import` and `report`
// show, in-process on a real SQLite database in a temporary folder: real
// captures raise the alerts; where a test needs a count no capture has, a copy
// of a capture with that one counter changed is written (synthetic, said so).
#include <fstream>

#include <gtest/gtest.h>

#include "app/cli/history_options.h"
#include "cli_run.h"
#include "core/process/replay_runner.h"
#include "core/requests/request_codec.h"
#include "core/util/file_io.h"
#include "platform/history_database.h"
#include "fixture_paths.h"
#include "listed_drive.h"
#include "listed_inventory.h"
#include "temp_dir.h"

namespace ssd::test {
namespace {

// Real: attribute 5 (Reallocated_Sector_Ct) raw 1, local_time 2009-02-13T23:31:30Z.
constexpr const char* kIntelS3520 = "intel_SSDSC2BB016T7-S3520_promexp.json";
constexpr std::int64_t kCaptureTime = 1'234'567'890;

struct AlertsCli : ::testing::Test {
    TempDir dir{"alerts-cli"};
    std::string database = (dir.path() / "history.sqlite").string();
    ListedInventory inventory{{listed_drive("/dev/sda", "sda", Protocol::Ata, Transport::Sata)}};
    ReplayRunner runner;
    cli::Services services{inventory, runner};

    CliResult run(std::vector<std::string> args) { return run_cli_captured(args, services); }

    // The S3520 capture `hours` later with `reallocated` sectors (synthetic: the real one
    // has 1), as a file to import.
    std::string moved_capture(int hours, int reallocated) {
        auto doc = nlohmann::json::parse(read_text_file(smart_fixture(kIntelS3520)).value());
        doc["local_time"]["time_t"] = kCaptureTime + hours * 3600;
        doc["local_time"].erase("asctime");
        for (auto& attribute : doc["ata_smart_attributes"]["table"]) {
            if (attribute["id"] == 5) attribute["raw"] = {{"value", reallocated}, {"string", std::to_string(reallocated)}};
        }
        const auto path = dir.path() / ("s3520+" + std::to_string(hours) + "h.json");
        std::ofstream(path, std::ios::binary) << doc.dump();
        return path.string();
    }

    CliResult import(const std::string& file) { return run({"history", "import", file, "--database", database, "--json"}); }

    nlohmann::json listed(bool all = false) {
        std::vector<std::string> args{"alerts", "--database", database, "--json"};
        if (all) args.push_back("--all");
        const auto result = run(args);
        EXPECT_EQ(result.status, 0) << result.err;
        return result.status == 0 ? result.json()["alerts"] : nlohmann::json::array();
    }

    // The one alert of `rule` in a list, or null.
    static nlohmann::json of_rule(const nlohmann::json& list, const std::string& rule) {
        for (const auto& item : list) {
            if (item["rule"] == rule) return item;
        }
        return nullptr;
    }
};

TEST_F(AlertsCli, ImportingARealCaptureRaisesItsAlertsOnceAndListsThem) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto imported = import(smart_fixture(kIntelS3520).string());
    ASSERT_EQ(imported.status, 0) << imported.err << imported.out;
    const auto raised = of_rule(imported.json()["alerts"], "reallocated-sectors");
    ASSERT_FALSE(raised.is_null()) << imported.out;
    EXPECT_EQ(raised["transition"], "opened");
    EXPECT_EQ(raised["news"], true);
    EXPECT_EQ(raised["level"], 1);

    const auto alert = of_rule(listed(), "reallocated-sectors");
    ASSERT_FALSE(alert.is_null());
    EXPECT_EQ(alert["state"], "active");
    EXPECT_EQ(alert["id"], raised["alert_id"]);
    EXPECT_EQ(alert["drive"]["model"], "INTEL SSDSC2BB016T7");
    const auto words = run({"alerts", "--database", database});
    ASSERT_EQ(words.status, 0) << words.err;
    EXPECT_NE(words.out.find("#" + alert["id"].dump() + " "), std::string::npos) << words.out;
    EXPECT_NE(words.out.find("Reallocated sectors"), std::string::npos) << words.out;

    // The same capture again is a duplicate: nothing is judged twice.
    const auto again = import(smart_fixture(kIntelS3520).string());
    ASSERT_EQ(again.status, 0) << again.err;
    EXPECT_EQ(again.json()["duplicates"], 1);
    EXPECT_TRUE(again.json()["alerts"].empty()) << again.out;
}

// Where the news went: each alert lists its deliveries, sent or waiting with the
// recorded error. The outbox rows are written through the real store (as
// `alerts deliver` records them), the alert raised by a real capture.
TEST_F(AlertsCli, EachAlertSaysWhereItsNewsWentAndWhyItDidNotArrive) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto imported = import(smart_fixture(kIntelS3520).string());
    ASSERT_EQ(imported.status, 0) << imported.err;
    const auto raised = of_rule(imported.json()["alerts"], "reallocated-sectors");
    ASSERT_FALSE(raised.is_null()) << imported.out;
    {
        auto store = history::open_alert_store(database, history::OpenMode::ReadWrite);
        ASSERT_TRUE(store) << store.error().message;
        const std::int64_t event = raised["id"].get<std::int64_t>();
        using alerts::DeliveryStatus;
        ASSERT_TRUE((*store)->enqueue({{0, event, "mail", DeliveryStatus::Pending, 0, 100, std::nullopt, ""},
                                       {0, event, "hook", DeliveryStatus::Pending, 0, 100, std::nullopt, ""}}));
        ASSERT_TRUE((*store)->record_attempt(1, {100, true, "", std::nullopt}));
        ASSERT_TRUE((*store)->record_attempt(2, {100, false, "connection refused", 160}));
    }
    const auto alert = of_rule(listed(), "reallocated-sectors");
    ASSERT_EQ(alert["deliveries"].size(), 2u) << alert.dump();
    EXPECT_EQ(alert["deliveries"][0]["channel"], "mail");
    EXPECT_EQ(alert["deliveries"][0]["status"], "sent");
    EXPECT_EQ(alert["deliveries"][0]["sent"], "1970-01-01T00:01:40Z");
    EXPECT_EQ(alert["deliveries"][1]["status"], "pending");
    EXPECT_EQ(alert["deliveries"][1]["attempts"], 1);
    EXPECT_EQ(alert["deliveries"][1]["last_error"], "connection refused");
    EXPECT_EQ(alert["deliveries"][1]["next_attempt"], "1970-01-01T00:02:40Z");
    const auto words = run({"alerts", "--database", database});
    EXPECT_NE(words.out.find("    mail: sent 1970-01-01T00:01:40Z\n"), std::string::npos) << words.out;
    EXPECT_NE(words.out.find("    hook: waiting, attempt 1 failed (connection refused), next at 1970-01-01T00:02:40Z"),
              std::string::npos)
        << words.out;
}

TEST_F(AlertsCli, AnAcknowledgedAlertStaysSilentUntilItGetsWorse) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto first = import(moved_capture(0, 8));
    ASSERT_EQ(first.status, 0) << first.err;
    const auto opened = of_rule(first.json()["alerts"], "reallocated-sectors");
    ASSERT_FALSE(opened.is_null()) << first.out;
    const std::string id = opened["alert_id"].dump();

    const auto acked = run({"alerts", "ack", id, "--note", "known, replacing Friday", "--database", database, "--json"});
    ASSERT_EQ(acked.status, 0) << acked.err << acked.out;
    EXPECT_EQ(acked.json()["acknowledged"]["state"], "acknowledged");
    EXPECT_EQ(acked.json()["acknowledged"]["acknowledged"]["note"], "known, replacing Friday");
    EXPECT_EQ(acked.json()["acknowledged"]["acknowledged"]["level"], 8);

    // 8 again: seen, not news.
    const auto same = import(moved_capture(1, 8));
    ASSERT_EQ(same.status, 0) << same.err;
    EXPECT_TRUE(of_rule(same.json()["alerts"], "reallocated-sectors").is_null()) << same.out;
    EXPECT_EQ(of_rule(listed(), "reallocated-sectors")["state"], "acknowledged");

    // 9: fires again.
    const auto worse = import(moved_capture(2, 9));
    ASSERT_EQ(worse.status, 0) << worse.err;
    const auto refired = of_rule(worse.json()["alerts"], "reallocated-sectors");
    ASSERT_FALSE(refired.is_null()) << worse.out;
    EXPECT_EQ(refired["transition"], "refired");
    const auto now = of_rule(listed(), "reallocated-sectors");
    EXPECT_EQ(now["state"], "active");
    EXPECT_EQ(now["level"], 9);
}

TEST_F(AlertsCli, PastAlertsAreListedWithAllAndCannotBeAcknowledged) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto words = run({"history", "import", moved_capture(0, 8), "--database", database});
    ASSERT_EQ(words.status, 0) << words.err;
    EXPECT_NE(words.out.find("raised: Reallocated sectors: "), std::string::npos) << words.out;
    const auto cleared = import(moved_capture(1, 0));  // synthetic: the count back at 0
    ASSERT_EQ(cleared.status, 0) << cleared.err;
    EXPECT_TRUE(of_rule(listed(), "reallocated-sectors").is_null());
    const auto past = of_rule(listed(true), "reallocated-sectors");
    ASSERT_FALSE(past.is_null());
    EXPECT_EQ(past["state"], "resolved");
    const auto refused = run({"alerts", "ack", past["id"].dump(), "--database", database});
    EXPECT_EQ(refused.status, 1) << refused.err;
    EXPECT_NE(refused.err.find("resolved"), std::string::npos) << refused.err;
}

TEST_F(AlertsCli, AckOfAnUnknownIdIsAUsageErrorAndAnUnreadableDatabaseFailsAsHistoryDoes) {
    SSD_REQUIRE_SHARED_FIXTURES();
    ASSERT_EQ(import(smart_fixture(kIntelS3520).string()).status, 0);
    const auto unknown = run({"alerts", "ack", "99", "--database", database, "--json"});
    EXPECT_EQ(unknown.status, 1);
    EXPECT_NE(unknown.err.find("no alert 99"), std::string::npos) << unknown.err;
    const std::string missing = (dir.path() / "none.sqlite").string();
    const auto listed_missing = run({"alerts", "--database", missing});
    EXPECT_EQ(listed_missing.status, run({"history", "--database", missing}).status);
    EXPECT_NE(listed_missing.status, 0);
    EXPECT_NE(listed_missing.err.find(missing), std::string::npos) << listed_missing.err;
    const auto foreign = dir.path() / "words.sqlite";
    std::ofstream(foreign, std::ios::binary) << "not a database";
    EXPECT_EQ(run({"alerts", "ack", "1", "--database", foreign.string()}).status, 2);
}

// What the service does with an `alert-ack` line: the request decoded from its wire
// form, authorized as a setting, answered by the handler on the database it is given.
TEST_F(AlertsCli, TheServicePathDecodesAndAcknowledgesTheSameWay) {
    SSD_REQUIRE_SHARED_FIXTURES();
    ASSERT_EQ(import(moved_capture(0, 8)).status, 0);
    const requests::Request sent = requests::AlertAckRequest{1, "seen by the user"};
    EXPECT_EQ(requests::method_name(sent), "alert-ack");
    EXPECT_EQ(requests::access_of(sent), requests::Access::Configure);
    auto decoded = requests::decode_request("alert-ack", requests::encode_params(sent));
    ASSERT_TRUE(decoded) << decoded.error().message;
    EXPECT_EQ(std::get<requests::AlertAckRequest>(*decoded).note, "seen by the user");
    EXPECT_FALSE(requests::decode_request("alert-ack", {{"note", "no id"}}));
    EXPECT_FALSE(requests::decode_request("alert-ack", {{"alert_id", -3}}));

    requests::HandlerServices handler{inventory, runner};
    EXPECT_EQ(requests::respond(*decoded, handler, {}).error().code, ErrorCode::Refused) << "no database: refused";
    const requests::AlertAccess access = cli::alert_access(cli::DatabaseOption{database});
    handler.alerts = &access;
    auto answer = requests::respond(*decoded, handler, {});
    ASSERT_TRUE(answer) << answer.error().message;
    EXPECT_EQ(answer->document["acknowledged"]["acknowledged"]["note"], "seen by the user");
    EXPECT_NE(answer->text.find("stays silent"), std::string::npos);
    EXPECT_EQ(of_rule(listed(), "reallocated-sectors")["state"], "acknowledged");
}

TEST_F(AlertsCli, TheReportListsEachDrivesOpenAlertsOrSaysWhyNot) {
    SSD_REQUIRE_SHARED_FIXTURES();
    ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", "/dev/sda"}, smart_fixture(kIntelS3520), 0));
    const std::string missing = (dir.path() / "none.sqlite").string();
    const auto without = run({"report", "--json", "--database", missing});
    ASSERT_EQ(without.status, 0) << without.err;
    const auto drive = without.json()["drives"][0];
    EXPECT_TRUE(drive["alerts"].empty());
    EXPECT_NE(drive["alerts_unavailable"].get<std::string>().find(missing), std::string::npos);

    ASSERT_EQ(import(smart_fixture(kIntelS3520).string()).status, 0);
    const auto html = dir.path() / "report.html";
    const auto with = run({"report", "--json", "--database", database, "--html", html.string()});
    ASSERT_EQ(with.status, 0) << with.err;
    const auto doc = with.json()["drives"][0];
    EXPECT_FALSE(doc.contains("alerts_unavailable"));
    EXPECT_FALSE(of_rule(doc["alerts"], "reallocated-sectors").is_null()) << doc["alerts"];
    const auto page = read_text_file(html).value();
    EXPECT_NE(page.find("<h2 id=\"alerts\">Alerts</h2>"), std::string::npos);
    EXPECT_NE(page.find("Reallocated sectors"), std::string::npos);
}

} // namespace
} // namespace ssd::test
