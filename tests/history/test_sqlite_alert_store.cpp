// The SQLite AlertStore checked against MemoryAlertStore, the reference: the
// same calls on both give the same results (ids, states, events, the outbox),
// and what the file holds reads back the same after it is opened again. Then
// the version-4 migration on a real version-3 file the last release wrote.
#include <gtest/gtest.h>

#include "core/alerts/memory_alert_store.h"
#include "fixture_paths.h"
#include "history_test_support.h"
#include "platform/history/schema.h"
#include "synthetic_history.h"
#include "temp_dir.h"
#include "test_constants.h"

namespace ssd::history {
namespace {

using namespace ssd::alerts;

using test::kSampleStart;

// Conditions as the rules make them (synthetic numbers): counts, and a
// fractional level with fractional evidence, which must come back exact.
Condition reallocated(double count) {
    return {Rule::ReallocatedSectors, alerts::Severity::Critical, count, 1,
            std::to_string(static_cast<int>(count)) + " reallocated sectors", {{"reallocated", count}, {"previous", 0}}};
}

Condition weekly_wa(double wa) {
    return {Rule::WeeklyWa, alerts::Severity::Warning, wa, 0.5, "write amplification over the last week is high",
            {{"write_amplification", wa}, {"host_gb", 123.456789}, {"nand_gb", 123.456789 * wa}}};
}

Condition hot(double level) {
    return {Rule::TemperatureHigh, alerts::Severity::Warning, level, 1, "above the drive's warning temperature",
            {{"temperature_c", 71}, {"minutes", 35.5}}};
}

// Both stores side by side: every call goes to each, and the results must agree.
struct AlertStores : ::testing::Test {
    test::TempDir dir{"alerts"};
    std::filesystem::path path = dir.path() / "history.sqlite";
    MemoryAlertStore memory;
    std::unique_ptr<AlertStore> sqlite;
    std::vector<StoredDrive> drives;

    void SetUp() override {
        // Alerts are filed under the history's drives: two of them, sampled.
        auto history = test::open_or_fail(path);
        ASSERT_TRUE(history);
        ASSERT_TRUE(history->add(synthetic::hourly(1, "/dev/sda", kSampleStart, 2)));
        ASSERT_TRUE(history->add(synthetic::hourly(2, "/dev/nvme0", kSampleStart, 2)));
        drives = history->drives().value();
        ASSERT_EQ(drives.size(), 2u);
        for (const auto& drive : drives) memory.name_drive(drive.id, drive.key);
        auto opened = open_alert_store(path, OpenMode::ReadWrite);
        ASSERT_TRUE(opened) << opened.error().message;
        sqlite = std::move(*opened);
    }

    // The call on both stores: equal values, or errors of equal code and message.
    template <typename Call>
    auto same(Call call, const char* what) {
        auto expected = call(static_cast<AlertStore&>(memory));
        auto actual = call(*sqlite);
        EXPECT_EQ(actual.has_value(), expected.has_value()) << what << ": " << (actual ? "" : actual.error().message);
        if (actual && expected) {
            if constexpr (!std::is_void_v<typename decltype(actual)::value_type>) {
                EXPECT_EQ(*actual, *expected) << what;
            }
        } else if (!actual && !expected) {
            EXPECT_EQ(actual.error().code, expected.error().code) << what;
            EXPECT_EQ(actual.error().message, expected.error().message) << what;
        }
        return expected;
    }

    // Everything a reader can ask, on both.
    void same_contents(const char* when) {
        SCOPED_TRACE(when);
        same([](AlertStore& s) { return s.alerts({}); }, "open alerts");
        same([](AlertStore& s) { return s.alerts({std::nullopt, true, std::nullopt}); }, "every alert");
        same([](AlertStore& s) { return s.events({}); }, "every event");
        same([](AlertStore& s) { return s.deliveries({}); }, "every delivery");
    }

    std::int64_t first() const { return drives[0].id; }
    std::int64_t second() const { return drives[1].id; }
};

TEST_F(AlertStores, TransitionsAcknowledgementAndRefiringAreStoredAsTheReferenceKeepsThem) {
    auto opened = same([&](AlertStore& s) {
        return s.apply(first(), "/dev/sda", 100, {{std::nullopt, Transition::Opened, reallocated(8)},
                                                  {std::nullopt, Transition::Opened, weekly_wa(4.37)}});
    }, "open two");
    ASSERT_TRUE(opened);
    ASSERT_EQ(opened->size(), 2u);
    same([&](AlertStore& s) { return s.apply(second(), "/dev/nvme0", 110, {{std::nullopt, Transition::Opened, hot(1)}}); },
         "open on the other drive");
    same([&](AlertStore& s) { return s.alerts({first(), false, std::nullopt}); }, "one drive's alerts");
    auto one = same([](AlertStore& s) { return s.alert(1); }, "alert 1");
    ASSERT_TRUE(one && *one);
    EXPECT_EQ((*one)->drive, drives[0].key);
    EXPECT_EQ((*one)->condition.evidence, reallocated(8).evidence);
    same([](AlertStore& s) { return s.alert(99); }, "no alert 99");

    // 8 reallocated sectors acknowledged; seen again at 8 (quiet), then 9 (fires).
    auto acked = same([](AlertStore& s) { return s.acknowledge(1, 150, "known, watching it"); }, "acknowledge");
    ASSERT_TRUE(acked);
    EXPECT_EQ(acked->state(), AlertState::Acknowledged);
    same([](AlertStore& s) { return s.acknowledge(99, 150, ""); }, "acknowledge an unknown id");
    same([&](AlertStore& s) {
        return s.apply(first(), "/dev/sdb", 200,
                       {{1, Transition::Updated, reallocated(8)}, {2, Transition::Worse, weekly_wa(5.01)}});
    }, "seen again, worse");
    same_contents("after an update");
    same([&](AlertStore& s) { return s.apply(first(), "/dev/sdb", 300, {{1, Transition::Refired, reallocated(9)}}); },
         "refired");
    auto refired = same([](AlertStore& s) { return s.alert(1); }, "refired alert");
    ASSERT_TRUE(refired && *refired);
    EXPECT_EQ((*refired)->state(), AlertState::Active);
    EXPECT_EQ((*refired)->peak_level, 9);
    same([&](AlertStore& s) { return s.apply(first(), "/dev/sdb", 400, {{2, Transition::Resolved, weekly_wa(5.01)}}); },
         "resolved");
    same([](AlertStore& s) { return s.acknowledge(2, 450, "late"); }, "acknowledge a resolved alert");

    // Updates that do not fit change nothing (the SQLite store rolls the transaction back).
    const auto events_before = sqlite->events({}).value().size();
    same([&](AlertStore& s) {
        return s.apply(first(), "/dev/sda", 500, {{std::nullopt, Transition::Opened, hot(2)}, {2, Transition::Updated, weekly_wa(6)}});
    }, "update of a resolved alert");
    same([&](AlertStore& s) { return s.apply(second(), "/dev/nvme0", 500, {{1, Transition::Updated, reallocated(9)}}); },
         "update of another drive's alert");
    EXPECT_EQ(sqlite->events({}).value().size(), events_before);

    same([](AlertStore& s) { return s.alerts({std::nullopt, true, 400}); }, "resolved since 400");
    same([](AlertStore& s) { return s.alerts({std::nullopt, true, 401}); }, "resolved since 401");
    same([](AlertStore& s) { return s.events({1, std::nullopt, std::nullopt}); }, "one alert's events");
    same([](AlertStore& s) { return s.events({std::nullopt, 3, std::nullopt}); }, "events after 3");
    auto newest = same([](AlertStore& s) { return s.events({std::nullopt, 3, 2}); }, "the newest 2 after 3");
    ASSERT_TRUE(newest);
    ASSERT_EQ(newest->size(), 2u);
    EXPECT_LT(newest->front().id, newest->back().id) << "oldest first";
    same_contents("after every transition");

    // What the file holds reads back the same through a new connection (a reader's).
    sqlite.reset();
    auto reader = open_alert_store(path, OpenMode::ReadOnly);
    ASSERT_TRUE(reader) << reader.error().message;
    sqlite = std::move(*reader);
    same_contents("read back");
    const auto read_only = sqlite->acknowledge(1, 600, "");
    ASSERT_FALSE(read_only) << "a reader writes nothing";
}

TEST_F(AlertStores, TheOutboxQueuesRetriesAndGivesUpAsTheReferenceDoes) {
    same([&](AlertStore& s) {
        return s.apply(first(), "/dev/sda", 100, {{std::nullopt, Transition::Opened, reallocated(1)}});
    }, "open");
    same([&](AlertStore& s) { return s.apply(first(), "/dev/sda", 200, {{1, Transition::Worse, reallocated(3)}}); },
         "worse");
    same([](AlertStore& s) { return s.due_deliveries(1000); }, "nothing queued yet");
    same([](AlertStore& s) {
        return s.enqueue({{0, 1, "mail", DeliveryStatus::Pending, 0, 100, std::nullopt, ""},
                          {0, 1, "hook", DeliveryStatus::Pending, 0, 100, std::nullopt, ""},
                          {0, 2, "hook", DeliveryStatus::Pending, 0, 250, std::nullopt, ""}});
    }, "enqueue");
    auto due = same([](AlertStore& s) { return s.due_deliveries(200); }, "due at 200");
    ASSERT_TRUE(due);
    EXPECT_EQ(due->size(), 2u);
    same([](AlertStore& s) { return s.record_attempt(1, {200, true, "", std::nullopt}); }, "sent");
    same([](AlertStore& s) { return s.record_attempt(2, {200, false, "connection refused", 260}); }, "retry later");
    same([](AlertStore& s) { return s.record_attempt(3, {250, false, "HTTP 500", std::nullopt}); }, "give up");
    same([](AlertStore& s) { return s.record_attempt(42, {250, true, "", std::nullopt}); }, "no such delivery");
    same([](AlertStore& s) { return s.due_deliveries(259); }, "due at 259");
    same([](AlertStore& s) { return s.due_deliveries(260); }, "due at 260");
    EXPECT_TRUE(same([](AlertStore& s) { return s.claim(2, 260, 400); }, "claimed by one run").value());
    EXPECT_FALSE(same([](AlertStore& s) { return s.claim(2, 260, 400); }, "not by a second run in the lease").value());
    EXPECT_FALSE(same([](AlertStore& s) { return s.claim(1, 260, 400); }, "a sent delivery is not claimed").value());
    same([](AlertStore& s) { return s.due_deliveries(399); }, "nothing due in the lease");
    EXPECT_TRUE(same([](AlertStore& s) { return s.claim(2, 400, 500); }, "claimed again when the lease ends").value());
    EXPECT_FALSE(same([](AlertStore& s) { return s.claim(2, 450, 600); }, "in the second lease").value());
    EXPECT_TRUE(same([](AlertStore& s) { return s.claim(2, 500, 600); }, "after the second lease").value());
    same([](AlertStore& s) { return s.deliveries({1, 1, std::nullopt}); }, "deliveries of events after 1");
    same([](AlertStore& s) { return s.deliveries({std::nullopt, std::nullopt, 1}); }, "the newest delivery");
    same_contents("after the attempts");
    const auto gave_up = sqlite->deliveries({}).value().back();
    EXPECT_EQ(gave_up.status, DeliveryStatus::GaveUp);
    EXPECT_EQ(gave_up.last_error, "HTTP 500");
    EXPECT_EQ(gave_up.attempts, 1);
}

TEST(SqliteAlertOpen, OpensAsTheHistoryDoes) {
    test::TempDir dir("alerts");
    const auto path = dir.path() / "new" / "history.sqlite";
    auto missing = open_alert_store(path, OpenMode::ReadOnly);
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().code, ErrorCode::InputUnreadable);
    { ASSERT_TRUE(open_alert_store(path, OpenMode::ReadWrite)); }
    using std::filesystem::perms;
    EXPECT_EQ(std::filesystem::status(path).permissions(),
              perms::owner_read | perms::owner_write | perms::group_read | perms::others_read);
    EXPECT_EQ(test::query_number(path, "PRAGMA user_version"), 4);
    EXPECT_EQ(test::query_text(path, "PRAGMA journal_mode"), "wal");
    const auto other = dir.path() / "other.sqlite";
    std::ofstream(other, std::ios::binary) << "not a database at all, just words";
    auto refused = open_alert_store(other, OpenMode::ReadWrite);
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, ErrorCode::InputMalformed);
}

// A real version-3 file, written by the last release's `history import`
// (tests/fixtures/history-db/PROVENANCE.md), migrated to version 4.
TEST(SqliteAlertOpen, AVersion3FileFromTheLastReleaseIsBackedUpAndMigrated) {
    test::TempDir dir("alerts");
    const auto path = dir.path() / "history.sqlite";
    std::filesystem::copy_file(test::project_fixture("history-db/history-v3.sqlite"), path);
    ASSERT_EQ(test::query_number(path, "PRAGMA user_version"), 3);
    ASSERT_EQ(test::rows(path, "samples"), 5);
    ASSERT_EQ(test::rows(path, "selftest_results"), 8);
    const std::int64_t changes = test::rows(path, "counter_changes");
    {
        const std::string before = test::bytes_of(path);
        auto read_only = open_alert_store(path, OpenMode::ReadOnly);
        ASSERT_FALSE(read_only) << "a reader does not migrate";
        EXPECT_EQ(read_only.error().code, ErrorCode::UnsupportedFormat);
        EXPECT_EQ(test::bytes_of(path), before);
    }
    auto store = open_alert_store(path, OpenMode::ReadWrite);
    ASSERT_TRUE(store) << store.error().message;
    EXPECT_EQ(test::query_number(path, "PRAGMA user_version"), 4);
    const auto backup = dir.path() / "history.sqlite.bak-v3";
    ASSERT_TRUE(std::filesystem::exists(backup));
    EXPECT_EQ(test::query_number(backup, "PRAGMA user_version"), 3);
    EXPECT_EQ(test::query_number(backup, "SELECT count(*) FROM sqlite_schema WHERE name LIKE 'alert%'"), 0);
    EXPECT_EQ(test::rows(path, "samples"), 5) << "every sample kept";
    EXPECT_EQ(test::rows(path, "counter_changes"), changes);
    EXPECT_EQ(test::rows(path, "selftest_results"), 8);

    // Version 4's tables work on the migrated file, under the drives it holds.
    auto history = test::open_or_fail(path);
    ASSERT_TRUE(history);
    const auto drives = history->drives().value();
    ASSERT_EQ(drives.size(), 4u);
    // The last release stored finding ids alone: they read back without a severity.
    std::vector<history::SampleFinding> old_findings;
    for (const auto& drive : drives) {
        const auto series = history->series(drive.id, {}).value();
        for (const auto& sample : series.samples) {
            old_findings.insert(old_findings.end(), sample.findings.begin(), sample.findings.end());
        }
    }
    EXPECT_EQ(old_findings, (std::vector<history::SampleFinding>{{"interface-crc-errors", std::nullopt}}));
    auto events = (*store)->apply(drives[1].id, drives[1].last_device, 100,
                                  {{std::nullopt, Transition::Opened, reallocated(2)}});
    ASSERT_TRUE(events) << events.error().message;
    const auto alerts = (*store)->alerts({}).value();
    ASSERT_EQ(alerts.size(), 1u);
    EXPECT_EQ(alerts[0].drive, drives[1].key);
    store->reset();
    history.reset();
    ASSERT_TRUE(open_alert_store(path, OpenMode::ReadOnly));
    EXPECT_FALSE(std::filesystem::exists(dir.path() / "history.sqlite.bak-v3.2")) << "opening again migrates nothing";
}

} // namespace
} // namespace ssd::history
