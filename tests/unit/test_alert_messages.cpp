// What each channel says about an alert: the e-mail's headers and body, the webhook
// presets' JSON, the command hook's environment; and the retry schedule.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "alert_fixtures.h"
#include "core/alerts/alert_hook.h"
#include "core/alerts/alert_json.h"
#include "core/alerts/alert_mail.h"
#include "core/alerts/alert_webhook.h"
#include "core/alerts/outgoing.h"
#include "core/alerts/retry_policy.h"

namespace ssd::alerts {
namespace {

constexpr std::int64_t kNov24 = 1795516200;  // 2026-11-24T10:30:00Z, a Tuesday

Notice synthetic_notice() {
    MemoryAlertStore store;
    const auto events = test::open_synthetic_alert(store, kNov24);
    const auto alert = store.alert(events.at(0).alert_id);
    return notice_of(**alert, events.at(0));
}

EmailSettings mail_settings() {
    EmailSettings settings;
    settings.smtp_url = "smtp://127.0.0.1:2525";
    settings.from = "SSD Toolbox <alerts@host.example>";
    settings.to = {"admin@example.org", "Ops <ops@example.org>"};
    return settings;
}

TEST(AlertMail, HeadersAndBodyFollowRfc5322) {
    const auto text = mail_text(synthetic_notice(), mail_settings(), kNov24 + 5);
    const auto headers = test::mail_headers(text);
    EXPECT_EQ(headers.at("From"), "SSD Toolbox <alerts@host.example>");
    EXPECT_EQ(headers.at("To"), "admin@example.org, Ops <ops@example.org>");
    EXPECT_EQ(headers.at("Subject"),
              "[SSD Toolbox] Critical: Reallocated sectors raised on Samsung SSD 860 EVO 500GB (S3Z1NB0K123456A)");
    EXPECT_EQ(headers.at("Date"), "Tue, 24 Nov 2026 10:30:05 +0000");
    EXPECT_EQ(headers.at("Message-ID"), "<ssd-toolbox.alert-1.event-1@host.example>");
    EXPECT_EQ(headers.at("Content-Type"), "text/plain; charset=utf-8");
    const std::string body = text.substr(text.find("\r\n\r\n") + 4);
    EXPECT_NE(body.find("9 reallocated sectors (8 acknowledged)\r\n"), std::string::npos) << body;
    EXPECT_NE(body.find("Drive:     Samsung SSD 860 EVO 500GB (S3Z1NB0K123456A) at /dev/sda\r\n"), std::string::npos);
    EXPECT_NE(body.find("Rule:      reallocated-sectors (Reallocated sectors)\r\n"), std::string::npos);
    EXPECT_NE(body.find("Severity:  critical\r\n"), std::string::npos);
    EXPECT_NE(body.find("Evidence:  reallocated = 9; acknowledged = 8\r\n"), std::string::npos) << body;
    EXPECT_NE(body.find("    ssdtool alerts ack 1\r\n"), std::string::npos);
    // No bare LF anywhere: SMTP wants CRLF.
    for (std::size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at + 1)) {
        ASSERT_GT(at, 0u);
        ASSERT_EQ(text[at - 1], '\r') << "bare LF at " << at;
    }
}

TEST(AlertMail, DatesAndEncodedWords) {
    EXPECT_EQ(rfc5322_date(0), "Thu, 01 Jan 1970 00:00:00 +0000");
    EXPECT_EQ(rfc5322_date(951782400), "Tue, 29 Feb 2000 00:00:00 +0000");
    EXPECT_EQ(header_words("plain ASCII"), "plain ASCII");
    // "72 °C" in UTF-8, base64 of the bytes.
    EXPECT_EQ(header_words("72 \xC2\xB0""C"), "=?UTF-8?B?NzIgwrBD?=");
    EXPECT_EQ(header_words("line\r\nBcc: x@y"), "line  Bcc: x@y") << "no header of its own";
}

TEST(AlertWebhook, EachPresetHasItsServicesShape) {
    const Notice notice = synthetic_notice();
    WebhookSettings settings;
    settings.preset = WebhookPreset::Generic;
    const auto generic = webhook_payload(notice, settings);
    // The alert and the event as `ssdtool alerts --json` has them.
    EXPECT_EQ(generic["alert"], alert_json(notice.alert));
    EXPECT_EQ(generic["event"], alert_event_json(notice.event));
    EXPECT_EQ(generic["alert"]["id"], 1);
    EXPECT_EQ(generic["alert"]["rule"], "reallocated-sectors");
    EXPECT_EQ(generic["alert"]["evidence"]["reallocated"], 9);
    EXPECT_EQ(generic["alert"]["drive"]["serial"], "S3Z1NB0K123456A");
    EXPECT_EQ(generic["event"]["transition"], "opened");
    EXPECT_EQ(generic["event"]["time"], "2026-11-24T10:30:00Z");
    EXPECT_EQ(generic["acknowledge"], "ssdtool alerts ack 1");
    EXPECT_EQ(generic["test"], false);
    const auto test_document = notice_json(test_notice("hook", kNov24));
    EXPECT_EQ(test_document["test"], true);
    EXPECT_TRUE(test_document["alert"].is_null());

    settings.preset = WebhookPreset::Ntfy;
    settings.topic = "ssd";
    const auto ntfy = webhook_payload(notice, settings);
    EXPECT_EQ(ntfy["topic"], "ssd");
    EXPECT_EQ(ntfy["priority"], 5);
    EXPECT_EQ(ntfy["title"], notice_title(notice));
    EXPECT_EQ(ntfy["tags"], nlohmann::json::array({"ssd-toolbox", "critical", "reallocated-sectors"}));
    EXPECT_NE(ntfy["message"].get<std::string>().find("ssdtool alerts ack 1"), std::string::npos);

    settings.preset = WebhookPreset::Gotify;
    const auto gotify = webhook_payload(notice, settings);
    EXPECT_EQ(gotify.size(), 3u);
    EXPECT_EQ(gotify["priority"], 8);
    EXPECT_EQ(gotify["title"], notice_title(notice));

    settings.preset = WebhookPreset::Discord;
    const auto discord = webhook_payload(notice, settings);
    EXPECT_EQ(discord["content"], "**" + notice_title(notice) + "**");
    EXPECT_EQ(discord["embeds"][0]["color"], 0xe74c3c);

    settings.preset = WebhookPreset::Slack;
    const auto slack = webhook_payload(notice, settings);
    EXPECT_EQ(slack.size(), 1u);
    EXPECT_EQ(slack["text"].get<std::string>().rfind("*" + notice_title(notice) + "*\n", 0), 0u);
}

TEST(AlertWebhook, TheTokenGoesInThePresetsHeader) {
    const Secrets secrets(std::map<std::string, std::string>{{"token", "T0k3n"}, {"hook", "https://discord.example/api/webhooks/1/abc"}});
    ChannelConfig channel;
    channel.name = "g";
    WebhookSettings gotify;
    gotify.url = "http://127.0.0.1:1/message";
    gotify.preset = WebhookPreset::Gotify;
    gotify.token_secret = "token";
    channel.settings = gotify;
    auto message = render_outgoing(channel, synthetic_notice(), secrets, kNov24);
    ASSERT_TRUE(message);
    const auto& post = std::get<HttpPost>(*message);
    EXPECT_EQ(post.headers, (std::vector<std::string>{"Content-Type: application/json", "X-Gotify-Key: T0k3n"}));
    EXPECT_EQ(post.body.find("T0k3n"), std::string::npos);

    WebhookSettings ntfy;
    ntfy.url_secret = "hook";
    ntfy.preset = WebhookPreset::Ntfy;
    ntfy.topic = "t";
    ntfy.token_secret = "token";
    channel.settings = ntfy;
    message = render_outgoing(channel, synthetic_notice(), secrets, kNov24);
    ASSERT_TRUE(message);
    EXPECT_EQ(std::get<HttpPost>(*message).url, "https://discord.example/api/webhooks/1/abc");
    EXPECT_EQ(std::get<HttpPost>(*message).headers.back(), "Authorization: Bearer T0k3n");

    ntfy.token_secret = "absent";
    channel.settings = ntfy;
    message = render_outgoing(channel, synthetic_notice(), secrets, kNov24);
    ASSERT_FALSE(message);
    EXPECT_EQ(message.error().message, "the secret \"absent\" is not in the secrets file");
}

TEST(AlertHook, EnvironmentHasTheAlertAndSmartdNames) {
    const auto environment = hook_environment(synthetic_notice());
    const std::map<std::string, std::string> variables(environment.begin(), environment.end());
    EXPECT_EQ(variables.size(), environment.size()) << "each name once";
    EXPECT_EQ(variables.at("SSD_ALERT_ID"), "1");
    EXPECT_EQ(variables.at("SSD_ALERT_RULE"), "reallocated-sectors");
    EXPECT_EQ(variables.at("SSD_ALERT_SEVERITY"), "critical");
    EXPECT_EQ(variables.at("SSD_ALERT_TRANSITION"), "opened");
    EXPECT_EQ(variables.at("SSD_ALERT_SUMMARY"), "9 reallocated sectors (8 acknowledged)");
    EXPECT_EQ(variables.at("SSD_ALERT_DEVICE"), "/dev/sda");
    EXPECT_EQ(variables.at("SSD_ALERT_MODEL"), "Samsung SSD 860 EVO 500GB");
    EXPECT_EQ(variables.at("SSD_ALERT_SERIAL"), "S3Z1NB0K123456A");
    EXPECT_EQ(variables.at("SSD_ALERT_TIME"), "2026-11-24T10:30:00Z");
    EXPECT_EQ(variables.at("SSD_ALERT_EVIDENCE"), "reallocated=9 acknowledged=8");
    EXPECT_EQ(variables.at("SMARTD_DEVICE"), "/dev/sda");
    EXPECT_EQ(variables.at("SMARTD_FAILTYPE"), "Usage");
    EXPECT_EQ(variables.at("SMARTD_MESSAGE"), "9 reallocated sectors (8 acknowledged)");
    const auto test = hook_environment(test_notice("script", kNov24));
    const std::map<std::string, std::string> test_variables(test.begin(), test.end());
    EXPECT_EQ(test_variables.at("SSD_ALERT_TEST"), "1");
    EXPECT_EQ(test_variables.at("SMARTD_FAILTYPE"), "EmailTest");
}

TEST(AlertRetry, BacksOffDoublingToHourlyAndGivesUpAfterADay) {
    const RetryPolicy policy;
    std::vector<std::int64_t> delays;
    std::int64_t now = 0;
    for (int attempts = 1;; ++attempts) {
        const auto next = retry_at(policy, attempts, now);
        if (!next) break;
        delays.push_back(*next - now);
        now = *next;
    }
    ASSERT_EQ(delays.size(), 29u) << "the 30th failure gives up";
    EXPECT_EQ(std::vector<std::int64_t>(delays.begin(), delays.begin() + 8),
              (std::vector<std::int64_t>{60, 120, 240, 480, 960, 1920, 3600, 3600}));
    EXPECT_GE(now, 23 * 3600);
    EXPECT_LE(now, 25 * 3600) << "about a day of retries";
}

} // namespace
} // namespace ssd::alerts
