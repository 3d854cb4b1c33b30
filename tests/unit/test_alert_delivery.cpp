// The outbox run against the reference store (MemoryAlertStore) with a scripted
// sender: which channels get news, retries with backoff, the time budget, and
// errors redacted before they are stored.
#include <gtest/gtest.h>

#include <deque>
#include <map>

#include "alert_fixtures.h"
#include "core/alerts/alert_delivery.h"

namespace ssd::alerts {
namespace {

using std::chrono::milliseconds;
using std::chrono::seconds;

constexpr std::int64_t kDeliveryNow = 1795516200;

// Answers each send with the next scripted outcome (sent, taking 1 s, when none is left).
class ScriptedSender final : public ChannelSender {
public:
    std::deque<SendOutcome> outcomes;
    std::vector<Outgoing> messages;
    std::vector<milliseconds> timeouts;

    SendOutcome send(const Outgoing& message, milliseconds timeout) override {
        messages.push_back(message);
        timeouts.push_back(timeout);
        if (outcomes.empty()) return SendOutcome{true, {}, seconds(1)};
        auto next = outcomes.front();
        outcomes.pop_front();
        return next;
    }
};

ChannelConfig command_channel(const std::string& name, Severity min_severity = Severity::Warning,
                              std::vector<std::string> drives = {}) {
    ChannelConfig channel;
    channel.name = name;
    channel.min_severity = min_severity;
    channel.drives = std::move(drives);
    channel.settings = CommandSettings{{"/usr/local/bin/hook", name}, 30};
    return channel;
}

DeliveryOptions at(std::int64_t now, milliseconds budget = seconds(120)) {
    DeliveryOptions options;
    options.now = now;
    options.budget = budget;
    return options;
}

std::vector<Delivery> all_deliveries(MemoryAlertStore& store) {
    auto deliveries = store.deliveries({});
    EXPECT_TRUE(deliveries);
    return deliveries ? *deliveries : std::vector<Delivery>{};
}

TEST(AlertDelivery, NewsGoesToTheChannelsThatWantIt) {
    MemoryAlertStore store;
    const auto news = test::open_synthetic_alert(store, kDeliveryNow, Severity::Warning);
    AlertConfig config;
    config.channels = {command_channel("everything", Severity::Info), command_channel("critical-only", Severity::Critical),
                       command_channel("sda", Severity::Warning, {"/dev/sda"}),
                       command_channel("by-serial", Severity::Warning, {"S3Z1NB0K123456A"}),
                       command_channel("another-drive", Severity::Info, {"/dev/sdz"})};
    ScriptedSender sender;
    const auto report = queue_and_deliver(store, config, {}, news, sender, at(kDeliveryNow));
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_EQ(report->queued, 3);
    EXPECT_EQ(report->sent, 3);
    std::vector<std::string> channels;
    for (const auto& delivery : all_deliveries(store)) {
        channels.push_back(delivery.channel);
        EXPECT_EQ(delivery.status, DeliveryStatus::Sent);
        // At the run's time plus what the sends before it took (1 s each here).
        EXPECT_GE(delivery.sent.value_or(0), kDeliveryNow);
        EXPECT_LE(delivery.sent.value_or(0), kDeliveryNow + 2);
    }
    EXPECT_EQ(channels, (std::vector<std::string>{"everything", "sda", "by-serial"}));
    const auto& hook = std::get<HookRun>(sender.messages.at(0));
    EXPECT_EQ(hook.argv, (std::vector<std::string>{"/usr/local/bin/hook", "everything"}));
}

// The sampling run and the retry timer may run at once: a delivery one of them
// claimed is not sent by the other; when the claimer dies, it is due after the lease.
TEST(AlertDelivery, ADeliveryClaimedByAnotherRunIsNotSentTwice) {
    MemoryAlertStore store;
    const auto news = test::open_synthetic_alert(store, kDeliveryNow, Severity::Warning);
    ASSERT_TRUE(store.enqueue({{0, news.at(0).id, "hook", DeliveryStatus::Pending, 0, kDeliveryNow, std::nullopt, ""}}));
    ASSERT_TRUE(store.claim(1, kDeliveryNow, kDeliveryNow + 600).value()) << "the other run";
    const std::vector<ChannelConfig> channels{command_channel("hook", Severity::Info)};
    ScriptedSender sender;
    auto report = deliver_due(store, channels, {}, sender, at(kDeliveryNow));
    ASSERT_TRUE(report);
    EXPECT_EQ(report->sent, 0);
    EXPECT_TRUE(sender.messages.empty());
    report = deliver_due(store, channels, {}, sender, at(kDeliveryNow + 600));  // the other run died
    ASSERT_TRUE(report);
    EXPECT_EQ(report->sent, 1);
    EXPECT_EQ(sender.messages.size(), 1u);
    EXPECT_EQ(all_deliveries(store).at(0).status, DeliveryStatus::Sent);
}

TEST(AlertDelivery, EventsThatAreNotNewsAreNotSent) {
    MemoryAlertStore store;
    auto news = test::open_synthetic_alert(store, kDeliveryNow);
    auto updated = store.apply(7, "/dev/sda", kDeliveryNow + 3600,
                               {{news.at(0).alert_id, Transition::Updated, test::synthetic_reallocated(9)}});
    ASSERT_TRUE(updated);
    AlertConfig config;
    config.channels = {command_channel("hook", Severity::Info)};
    ScriptedSender sender;
    const auto report = queue_and_deliver(store, config, {}, *updated, sender, at(kDeliveryNow + 3600));
    ASSERT_TRUE(report);
    EXPECT_EQ(report->queued, 0);
    EXPECT_TRUE(sender.messages.empty());
}

TEST(AlertDelivery, AFailureIsRecordedAndRetriedWithBackoffUntilItIsSent) {
    MemoryAlertStore store;
    const auto news = test::open_synthetic_alert(store, kDeliveryNow);
    AlertConfig config;
    config.channels = {command_channel("hook")};
    ScriptedSender sender;
    sender.outcomes = {{false, "connection refused", milliseconds(5)}, {false, "HTTP 500", milliseconds(5)}};

    auto report = queue_and_deliver(store, config, {}, news, sender, at(kDeliveryNow));
    ASSERT_TRUE(report);
    EXPECT_EQ(report->failed, 1);
    EXPECT_EQ(report->errors, std::vector<std::string>{"channel hook: connection refused"});
    auto delivery = all_deliveries(store).at(0);
    EXPECT_EQ(delivery.status, DeliveryStatus::Pending);
    EXPECT_EQ(delivery.attempts, 1);
    EXPECT_EQ(delivery.next_attempt, kDeliveryNow + 60);
    EXPECT_EQ(delivery.last_error, "connection refused");

    report = deliver_due(store, config.channels, {}, sender, at(kDeliveryNow + 59));
    ASSERT_TRUE(report);
    EXPECT_EQ(report->sent + report->failed + report->waiting, 0) << "not due yet";

    report = deliver_due(store, config.channels, {}, sender, at(kDeliveryNow + 60));
    ASSERT_TRUE(report);
    EXPECT_EQ(report->failed, 1);
    delivery = all_deliveries(store).at(0);
    EXPECT_EQ(delivery.attempts, 2);
    EXPECT_EQ(delivery.next_attempt, kDeliveryNow + 60 + 120) << "the second delay doubles";
    EXPECT_EQ(delivery.last_error, "HTTP 500");

    report = deliver_due(store, config.channels, {}, sender, at(kDeliveryNow + 180));
    ASSERT_TRUE(report);
    EXPECT_EQ(report->sent, 1);
    delivery = all_deliveries(store).at(0);
    EXPECT_EQ(delivery.status, DeliveryStatus::Sent);
    EXPECT_EQ(delivery.attempts, 3);
    EXPECT_EQ(sender.messages.size(), 3u);
}

TEST(AlertDelivery, GivesUpAfterTheLastAttempt) {
    MemoryAlertStore store;
    const auto news = test::open_synthetic_alert(store, kDeliveryNow);
    AlertConfig config;
    config.channels = {command_channel("hook")};
    ScriptedSender sender;
    DeliveryOptions options = at(kDeliveryNow);
    options.retry.max_attempts = 2;
    sender.outcomes = {{false, "down", {}}, {false, "still down", {}}};
    ASSERT_TRUE(queue_and_deliver(store, config, {}, news, sender, options));
    options.now = kDeliveryNow + 60;
    const auto report = deliver_due(store, config.channels, {}, sender, options);
    ASSERT_TRUE(report);
    EXPECT_EQ(report->gave_up, 1);
    const auto delivery = all_deliveries(store).at(0);
    EXPECT_EQ(delivery.status, DeliveryStatus::GaveUp);
    EXPECT_EQ(delivery.last_error, "still down");
}

TEST(AlertDelivery, ErrorsAreRedactedBeforeTheyAreStored) {
    MemoryAlertStore store;
    const auto news = test::open_synthetic_alert(store, kDeliveryNow);
    AlertConfig config;
    config.channels = {command_channel("hook")};
    const Secrets secrets(std::map<std::string, std::string>{{"token", "Sup3rS3cret"}});
    ScriptedSender sender;
    sender.outcomes = {{false, "auth Sup3rS3cret refused by https://h.example/p?token=Sup3rS3cret&u=me", {}}};
    const auto report = queue_and_deliver(store, config, secrets, news, sender, at(kDeliveryNow));
    ASSERT_TRUE(report);
    const auto delivery = all_deliveries(store).at(0);
    EXPECT_EQ(delivery.last_error, "auth [secret] refused by https://h.example/p?token=[redacted]&u=[redacted]");
    EXPECT_EQ(report->errors.at(0).find("Sup3rS3cret"), std::string::npos);
}

TEST(AlertDelivery, ARunStopsStartingSendsWhenItsBudgetIsSpent) {
    MemoryAlertStore store;
    const auto news = test::open_synthetic_alert(store, kDeliveryNow);
    AlertConfig config;
    config.channels = {command_channel("a"), command_channel("b"), command_channel("c")};
    ScriptedSender sender;
    sender.outcomes = {{true, {}, seconds(25)}, {true, {}, seconds(25)}, {true, {}, seconds(25)}};
    // 60 s: a and b start with 60 and 35 s left (a whole 30 s timeout fits); c would not fit.
    auto report = queue_and_deliver(store, config, {}, news, sender, at(kDeliveryNow, seconds(60)));
    ASSERT_TRUE(report);
    EXPECT_EQ(report->sent, 2);
    EXPECT_EQ(report->waiting, 1);
    EXPECT_EQ(sender.timeouts, (std::vector<milliseconds>{seconds(30), seconds(30)}));
    EXPECT_EQ(all_deliveries(store).at(2).attempts, 0) << "waiting costs no attempt";
    // The next run sends it.
    report = deliver_due(store, config.channels, {}, sender, at(kDeliveryNow + 300));
    ASSERT_TRUE(report);
    EXPECT_EQ(report->sent, 1);
    // A budget shorter than one send still sends one, cut to the budget.
    MemoryAlertStore short_store;
    const auto short_news = test::open_synthetic_alert(short_store, kDeliveryNow);
    ScriptedSender short_sender;
    ASSERT_TRUE(queue_and_deliver(short_store, config, {}, short_news, short_sender, at(kDeliveryNow, seconds(10))));
    EXPECT_EQ(short_sender.timeouts, std::vector<milliseconds>{seconds(10)});
}

TEST(AlertDelivery, AChannelThatFailedWaitsForTheNextRunWithItsOtherNews) {
    MemoryAlertStore store;
    auto news = test::open_synthetic_alert(store, kDeliveryNow);
    auto worse = store.apply(7, "/dev/sda", kDeliveryNow + 10, {{news.at(0).alert_id, Transition::Worse, test::synthetic_reallocated(12)}});
    ASSERT_TRUE(worse);
    news.insert(news.end(), worse->begin(), worse->end());
    AlertConfig config;
    config.channels = {command_channel("hook")};
    ScriptedSender sender;
    sender.outcomes = {{false, "timed out", seconds(30)}};
    const auto report = queue_and_deliver(store, config, {}, news, sender, at(kDeliveryNow + 10));
    ASSERT_TRUE(report);
    EXPECT_EQ(report->failed, 1);
    EXPECT_EQ(report->waiting, 1);
    EXPECT_EQ(sender.messages.size(), 1u);
}

TEST(AlertDelivery, AChannelNoLongerConfiguredGivesUpSayingSo) {
    MemoryAlertStore store;
    const auto news = test::open_synthetic_alert(store, kDeliveryNow);
    ASSERT_TRUE(store.enqueue({Delivery{0, news.at(0).id, "removed", DeliveryStatus::Pending, 0, kDeliveryNow, {}, {}}}));
    ScriptedSender sender;
    const auto report = deliver_due(store, {command_channel("other")}, {}, sender, at(kDeliveryNow));
    ASSERT_TRUE(report);
    EXPECT_EQ(report->gave_up, 1);
    EXPECT_EQ(all_deliveries(store).at(0).last_error, "the channel is no longer in the alert configuration");
    EXPECT_TRUE(sender.messages.empty());
}

TEST(AlertDelivery, ATestMessageTravelsTheChannelsPath) {
    ScriptedSender sender;
    const auto outcome = send_test(command_channel("hook"), {}, sender, kDeliveryNow, seconds(30));
    EXPECT_TRUE(outcome.sent);
    const auto& hook = std::get<HookRun>(sender.messages.at(0));
    EXPECT_NE(std::find(hook.environment.begin(), hook.environment.end(), std::pair<std::string, std::string>{"SSD_ALERT_TEST", "1"}),
              hook.environment.end());
}

} // namespace
} // namespace ssd::alerts
