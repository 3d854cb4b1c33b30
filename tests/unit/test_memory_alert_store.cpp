// MemoryAlertStore: the transitions as stored (the reference the SQLite store
// is checked against), acknowledgement and the delivery outbox.
#include <gtest/gtest.h>

#include "core/alerts/memory_alert_store.h"

namespace ssd::alerts {
namespace {

Condition reallocated(double count) {
    Condition condition;
    condition.rule = Rule::ReallocatedSectors;
    condition.severity = Severity::Critical;
    condition.level = count;
    condition.summary = std::to_string(static_cast<int>(count)) + " reallocated sectors";
    condition.evidence = {{"reallocated", count}};
    return condition;
}

TEST(MemoryAlertStore, OpensAcknowledgesRefiresAndResolves) {
    MemoryAlertStore store;
    store.name_drive(7, {"Model", "S123", "", ""});
    auto opened = store.apply(7, "/dev/sda", 100, {{std::nullopt, Transition::Opened, reallocated(8)}});
    ASSERT_TRUE(opened);
    ASSERT_EQ(opened->size(), 1u);
    const std::int64_t id = opened->front().alert_id;
    EXPECT_EQ(id, 1);

    auto acked = store.acknowledge(id, 150, "known, watching it");
    ASSERT_TRUE(acked);
    EXPECT_EQ(acked->state(), AlertState::Acknowledged);
    ASSERT_TRUE(acked->acknowledged);
    EXPECT_EQ(acked->acknowledged->level, 8);
    EXPECT_EQ(acked->drive.serial, "S123");

    ASSERT_TRUE(store.apply(7, "/dev/sdb", 200, {{id, Transition::Refired, reallocated(9)}}));
    auto alert = store.alert(id);
    ASSERT_TRUE(alert && *alert);
    EXPECT_EQ((*alert)->state(), AlertState::Active);
    EXPECT_EQ((*alert)->peak_level, 9);
    EXPECT_EQ((*alert)->device, "/dev/sdb");
    EXPECT_EQ((*alert)->last_seen, 200);

    ASSERT_TRUE(store.apply(7, "/dev/sdb", 300, {{id, Transition::Resolved, reallocated(9)}}));
    EXPECT_TRUE(store.alerts({})->empty());
    ASSERT_EQ(store.alerts({std::nullopt, true, std::nullopt})->size(), 1u);
    EXPECT_TRUE(store.alerts({std::nullopt, true, 301})->empty());
    EXPECT_FALSE(store.acknowledge(id, 400, "")) << "a resolved alert has nothing to silence";
    EXPECT_FALSE(store.acknowledge(99, 400, ""));

    auto events = store.events({});
    ASSERT_TRUE(events);
    ASSERT_EQ(events->size(), 4u);
    EXPECT_EQ((*events)[1].transition, Transition::Acknowledged);
    EXPECT_EQ((*events)[1].note, "known, watching it");
    EXPECT_EQ(store.events({std::nullopt, 3, std::nullopt})->size(), 1u);
    EXPECT_EQ(store.events({std::nullopt, std::nullopt, 2})->front().id, 3);
}

TEST(MemoryAlertStore, UpdateOfAnAlertNotOpenChangesNothing) {
    MemoryAlertStore store;
    ASSERT_TRUE(store.apply(1, "/dev/sda", 100, {{std::nullopt, Transition::Opened, reallocated(1)}}));
    auto bad = store.apply(1, "/dev/sda", 200,
                           {{1, Transition::Updated, reallocated(1)}, {42, Transition::Worse, reallocated(2)}});
    EXPECT_FALSE(bad);
    EXPECT_EQ(store.events({})->size(), 1u);
    EXPECT_FALSE(store.apply(2, "/dev/sdb", 200, {{1, Transition::Updated, reallocated(1)}})) << "another drive's alert";
}

TEST(MemoryAlertStore, DeliveriesAreRetriedThenSentOrGivenUp) {
    MemoryAlertStore store;
    ASSERT_TRUE(store.apply(1, "/dev/sda", 100, {{std::nullopt, Transition::Opened, reallocated(1)}}));
    ASSERT_TRUE(store.enqueue({{0, 1, "mail", DeliveryStatus::Pending, 0, 100, std::nullopt, ""},
                               {0, 1, "hook", DeliveryStatus::Pending, 0, 100, std::nullopt, ""}}));
    ASSERT_EQ(store.due_deliveries(100)->size(), 2u);
    ASSERT_TRUE(store.record_attempt(1, {100, false, "connection refused", 160}));
    ASSERT_TRUE(store.record_attempt(2, {100, false, "no such host", std::nullopt}));
    EXPECT_TRUE(store.due_deliveries(159)->empty());
    ASSERT_EQ(store.due_deliveries(160)->size(), 1u);
    ASSERT_TRUE(store.record_attempt(1, {160, true, "", std::nullopt}));
    auto all = store.deliveries({});
    ASSERT_EQ(all->size(), 2u);
    EXPECT_EQ((*all)[0].status, DeliveryStatus::Sent);
    EXPECT_EQ((*all)[0].attempts, 2);
    EXPECT_EQ((*all)[0].sent, 160);
    EXPECT_EQ((*all)[1].status, DeliveryStatus::GaveUp);
    EXPECT_EQ((*all)[1].last_error, "no such host");
    EXPECT_FALSE(store.record_attempt(3, {170, true, "", std::nullopt}));
}

} // namespace
} // namespace ssd::alerts
