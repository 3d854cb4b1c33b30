// Alert delivery through the real senders (libcurl, the OS process runner) to real
// servers on 127.0.0.1 that each test starts and stops: Debian's aiosmtpd (STARTTLS
// with a certificate made for the test, AUTH), an HTTP server, a closed port and one
// answering 500. Skipped, saying why, where /usr/bin/python3 or aiosmtpd is missing.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <map>

#include "alert_fixtures.h"
#include "alert_sink_process.h"
#include "cli_run.h"
#include "core/alerts/alert_delivery.h"
#include "core/process/replay_runner.h"
#include "listed_inventory.h"
#include "platform/alert_delivery.h"
#include "temp_dir.h"

namespace ssd::alerts {
namespace {

using std::chrono::seconds;

constexpr std::int64_t kLinuxDeliveryNow = 1795516200;  // 2026-11-24T10:30:00Z

#define SKIP_WITHOUT_SINKS(smtp)                                               \
    if (const auto missing = test::alert_sinks_missing(smtp)) GTEST_SKIP() << *missing

DeliveryOptions delivered_at(std::int64_t now) {
    DeliveryOptions options;
    options.now = now;
    options.budget = seconds(60);
    return options;
}

ChannelConfig webhook_channel(const std::string& name, int port, WebhookPreset preset, const std::string& token_secret = {}) {
    ChannelConfig channel;
    channel.name = name;
    WebhookSettings settings;
    settings.url = "http://127.0.0.1:" + std::to_string(port) + "/hook/" + name;
    settings.preset = preset;
    settings.token_secret = token_secret;
    if (preset == WebhookPreset::Ntfy) settings.topic = "ssd-alerts";
    channel.settings = settings;
    return channel;
}

ChannelConfig mail_channel(int port, const std::filesystem::path& ca_file) {
    ChannelConfig channel;
    channel.name = "mail";
    EmailSettings settings;
    settings.smtp_url = "smtp://127.0.0.1:" + std::to_string(port);
    settings.from = "SSD Toolbox <alerts@host.example>";
    settings.to = {"admin@example.org", "Ops <ops@example.org>"};
    settings.starttls = StartTls::Required;
    settings.username = "ssd";
    settings.password_secret = "smtp-password";
    settings.ca_file = ca_file.string();
    channel.settings = settings;
    return channel;
}

TEST(AlertDeliveryLive, MailGoesThroughStarttlsWithAuthentication) {
    SKIP_WITHOUT_SINKS(true);
    test::TempDir dir("alert-mail");
    test::AlertSink sink("smtp", dir.path(), {"--tls", "--auth", "ssd", "pa55-w0rd"});
    ASSERT_NE(sink.port(), 0) << "the SMTP sink did not start";
    MemoryAlertStore store;
    const auto news = test::open_synthetic_alert(store, kLinuxDeliveryNow);
    AlertConfig config;
    config.channels = {mail_channel(sink.port(), dir.path() / "cert.pem")};
    const Secrets secrets(std::map<std::string, std::string>{{"smtp-password", "pa55-w0rd"}});
    const auto sender = make_channel_sender();
    const auto report = queue_and_deliver(store, config, secrets, news, *sender, delivered_at(kLinuxDeliveryNow));
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_EQ(report->sent, 1) << (report->errors.empty() ? "" : report->errors.front());

    const auto mails = test::sink_records(dir.path(), "mail");
    ASSERT_EQ(mails.size(), 1u);
    const auto& mail = mails[0];
    EXPECT_EQ(mail["tls"], true) << "STARTTLS before anything else";
    EXPECT_EQ(mail["login"], "ssd");
    EXPECT_EQ(mail["mail_from"], "alerts@host.example");
    EXPECT_EQ(mail["rcpt_tos"], nlohmann::json::array({"admin@example.org", "ops@example.org"}));
    const std::string data = mail["data"];
    const auto headers = test::mail_headers(data);
    EXPECT_EQ(headers.at("From"), "SSD Toolbox <alerts@host.example>");
    EXPECT_EQ(headers.at("To"), "admin@example.org, Ops <ops@example.org>");
    EXPECT_EQ(headers.at("Subject"),
              "[SSD Toolbox] Critical: Reallocated sectors raised on Samsung SSD 860 EVO 500GB (S3Z1NB0K123456A)");
    EXPECT_EQ(headers.at("Date"), "Tue, 24 Nov 2026 10:30:00 +0000");
    EXPECT_EQ(headers.at("Message-ID"), "<ssd-toolbox.alert-1.event-1@host.example>");
    EXPECT_NE(data.find("\r\n\r\n9 reallocated sectors (8 acknowledged)\r\n"), std::string::npos) << data;
    EXPECT_NE(data.find("Evidence:  reallocated = 9; acknowledged = 8\r\n"), std::string::npos);
    EXPECT_NE(data.find("ssdtool alerts ack 1\r\n"), std::string::npos);
    EXPECT_EQ(data.find("pa55-w0rd"), std::string::npos);
}

TEST(AlertDeliveryLive, StarttlsRequiredRefusesAServerWithoutIt) {
    SKIP_WITHOUT_SINKS(true);
    test::TempDir dir("alert-mail-plain");
    test::AlertSink sink("smtp", dir.path(), {});
    ASSERT_NE(sink.port(), 0);
    ChannelConfig channel = mail_channel(sink.port(), {});
    auto& settings = std::get<EmailSettings>(channel.settings);
    settings.username.clear();
    settings.password_secret.clear();
    const auto sender = make_channel_sender();
    const auto outcome = send_test(channel, {}, *sender, kLinuxDeliveryNow, seconds(20));
    EXPECT_FALSE(outcome.sent);
    EXPECT_NE(outcome.error.find("mail not sent"), std::string::npos) << outcome.error;
    EXPECT_TRUE(test::sink_records(dir.path(), "mail").empty()) << "nothing went out in the clear";
    // The same server with "never" (a local relay) takes it.
    settings.starttls = StartTls::Never;
    EXPECT_TRUE(send_test(channel, {}, *sender, kLinuxDeliveryNow, seconds(20)).sent);
    ASSERT_EQ(test::sink_records(dir.path(), "mail").size(), 1u);
    EXPECT_EQ(test::sink_records(dir.path(), "mail")[0]["tls"], false);
}

TEST(AlertDeliveryLive, EachWebhookPresetPostsItsJsonWithTheTokenHeader) {
    SKIP_WITHOUT_SINKS(false);
    test::TempDir dir("alert-webhooks");
    test::AlertSink sink("http", dir.path(), {});
    ASSERT_NE(sink.port(), 0) << "the HTTP sink did not start";
    MemoryAlertStore store;
    const auto news = test::open_synthetic_alert(store, kLinuxDeliveryNow);
    AlertConfig config;
    config.channels = {webhook_channel("generic", sink.port(), WebhookPreset::Generic, "bearer"),
                       webhook_channel("ntfy", sink.port(), WebhookPreset::Ntfy, "bearer"),
                       webhook_channel("gotify", sink.port(), WebhookPreset::Gotify, "gotify"),
                       webhook_channel("discord", sink.port(), WebhookPreset::Discord),
                       webhook_channel("slack", sink.port(), WebhookPreset::Slack)};
    const Secrets secrets(std::map<std::string, std::string>{{"bearer", "b3arer-T0KEN"}, {"gotify", "g0tify-KEY"}});
    const auto sender = make_channel_sender();
    const auto report = queue_and_deliver(store, config, secrets, news, *sender, delivered_at(kLinuxDeliveryNow));
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_EQ(report->sent, 5) << (report->errors.empty() ? "" : report->errors.front());

    std::map<std::string, nlohmann::json> by_path;
    for (const auto& request : test::sink_records(dir.path(), "request")) by_path[request["path"]] = request;
    ASSERT_EQ(by_path.size(), 5u);
    const auto body = [&](const std::string& name) { return nlohmann::json::parse(by_path.at("/hook/" + name)["body"].get<std::string>()); };
    const auto header = [&](const std::string& name, const std::string& key) {
        const auto& headers = by_path.at("/hook/" + name)["headers"];
        return headers.contains(key) ? headers[key].get<std::string>() : std::string("(absent)");
    };
    EXPECT_EQ(header("generic", "Content-Type"), "application/json");
    EXPECT_EQ(header("generic", "Authorization"), "Bearer b3arer-T0KEN");
    EXPECT_EQ(body("generic")["alert"]["rule"], "reallocated-sectors");
    EXPECT_EQ(body("generic")["alert"]["drive"]["serial"], "S3Z1NB0K123456A");
    EXPECT_EQ(header("ntfy", "Authorization"), "Bearer b3arer-T0KEN");
    EXPECT_EQ(body("ntfy")["topic"], "ssd-alerts");
    EXPECT_EQ(body("ntfy")["priority"], 5);
    EXPECT_EQ(header("gotify", "X-Gotify-Key"), "g0tify-KEY");
    EXPECT_EQ(header("gotify", "Authorization"), "(absent)");
    EXPECT_EQ(body("gotify")["priority"], 8);
    EXPECT_TRUE(body("discord")["embeds"].is_array());
    EXPECT_TRUE(body("slack")["text"].is_string());
    for (const auto& [path, request] : by_path) {
        EXPECT_EQ(request["body"].get<std::string>().find("T0KEN"), std::string::npos) << path;
    }
}

TEST(AlertDeliveryLive, ARefusingServerIsRetriedWithBackoffUntilItAnswers) {
    SKIP_WITHOUT_SINKS(false);
    test::TempDir dir("alert-retry");
    const int port = test::closed_port();
    ASSERT_NE(port, 0);
    MemoryAlertStore store;
    const auto news = test::open_synthetic_alert(store, kLinuxDeliveryNow);
    AlertConfig config;
    config.channels = {webhook_channel("hook", port, WebhookPreset::Generic)};
    const auto sender = make_channel_sender();

    // 1: nothing listens.
    auto report = queue_and_deliver(store, config, {}, news, *sender, delivered_at(kLinuxDeliveryNow));
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_EQ(report->failed, 1);
    auto delivery = store.deliveries({})->at(0);
    EXPECT_EQ(delivery.status, DeliveryStatus::Pending);
    EXPECT_EQ(delivery.next_attempt, kLinuxDeliveryNow + 60);
    EXPECT_NE(delivery.last_error.find("webhook not reached"), std::string::npos) << delivery.last_error;

    // 2: a server that answers 500.
    {
        std::filesystem::create_directories(dir.path() / "failing");
        test::AlertSink failing("http", dir.path() / "failing", {"--port", std::to_string(port), "--status", "500"});
        ASSERT_EQ(failing.port(), port);
        report = deliver_due(store, config.channels, {}, *sender, delivered_at(kLinuxDeliveryNow + 60));
        ASSERT_TRUE(report);
        EXPECT_EQ(report->failed, 1);
        delivery = store.deliveries({})->at(0);
        EXPECT_EQ(delivery.last_error, "the webhook answered HTTP 500");
        EXPECT_EQ(delivery.next_attempt, kLinuxDeliveryNow + 60 + 120);
    }
    // 3: the server is up: sent.
    test::AlertSink working("http", dir.path(), {"--port", std::to_string(port)});
    ASSERT_EQ(working.port(), port);
    report = deliver_due(store, config.channels, {}, *sender, delivered_at(kLinuxDeliveryNow + 180));
    ASSERT_TRUE(report);
    EXPECT_EQ(report->sent, 1);
    delivery = store.deliveries({})->at(0);
    EXPECT_EQ(delivery.status, DeliveryStatus::Sent);
    EXPECT_EQ(delivery.attempts, 3);
    EXPECT_EQ(test::sink_records(dir.path(), "request").size(), 1u);
}

TEST(AlertDeliveryLive, SecretsInTheUrlNeverReachTheDatabase) {
    const int port = test::closed_port();
    MemoryAlertStore store;
    const auto news = test::open_synthetic_alert(store, kLinuxDeliveryNow);
    AlertConfig config;
    ChannelConfig channel;
    channel.name = "chat";
    WebhookSettings settings;
    settings.url_secret = "hook-url";
    channel.settings = settings;
    config.channels = {channel};
    const std::string url = "http://127.0.0.1:" + std::to_string(port) + "/api/webhooks/42/Zq9-SECRETPATH?token=QUERYSECRET";
    const Secrets secrets(std::map<std::string, std::string>{{"hook-url", url}});
    const auto sender = make_channel_sender();
    const auto report = queue_and_deliver(store, config, secrets, news, *sender, delivered_at(kLinuxDeliveryNow));
    ASSERT_TRUE(report);
    ASSERT_EQ(report->failed, 1);
    const auto delivery = store.deliveries({})->at(0);
    for (const auto& text : {delivery.last_error, report->errors.at(0)}) {
        EXPECT_EQ(text.find("SECRETPATH"), std::string::npos) << text;
        EXPECT_EQ(text.find("QUERYSECRET"), std::string::npos) << text;
    }
}

TEST(AlertDeliveryLive, TheCommandHookGetsTheAlertInItsEnvironmentAndIsKilledOnTimeout) {
    test::TempDir dir("alert-hook");
    const std::string out = dir.str("env.txt");
    MemoryAlertStore store;
    const auto news = test::open_synthetic_alert(store, kLinuxDeliveryNow);
    AlertConfig config;
    ChannelConfig hook;
    hook.name = "script";
    hook.settings = CommandSettings{{"/bin/sh", "-c", "env > \"$0\"", out}, 10};
    config.channels = {hook};
    const auto sender = make_channel_sender();
    auto report = queue_and_deliver(store, config, {}, news, *sender, delivered_at(kLinuxDeliveryNow));
    ASSERT_TRUE(report);
    ASSERT_EQ(report->sent, 1) << (report->errors.empty() ? "" : report->errors.front());
    std::ifstream in(out);
    std::map<std::string, std::string> variables;
    for (std::string line; std::getline(in, line);) {
        if (const auto equals = line.find('='); equals != std::string::npos) variables[line.substr(0, equals)] = line.substr(equals + 1);
    }
    EXPECT_EQ(variables["SSD_ALERT_ID"], "1");
    EXPECT_EQ(variables["SSD_ALERT_RULE"], "reallocated-sectors");
    EXPECT_EQ(variables["SSD_ALERT_SEVERITY"], "critical");
    EXPECT_EQ(variables["SSD_ALERT_TRANSITION"], "opened");
    EXPECT_EQ(variables["SSD_ALERT_SUMMARY"], "9 reallocated sectors (8 acknowledged)");
    EXPECT_EQ(variables["SSD_ALERT_DEVICE"], "/dev/sda");
    EXPECT_EQ(variables["SSD_ALERT_MODEL"], "Samsung SSD 860 EVO 500GB");
    EXPECT_EQ(variables["SSD_ALERT_SERIAL"], "S3Z1NB0K123456A");
    EXPECT_EQ(variables["SSD_ALERT_TIME"], "2026-11-24T10:30:00Z");
    EXPECT_EQ(variables["SMARTD_DEVICE"], "/dev/sda");
    EXPECT_EQ(variables["SMARTD_FAILTYPE"], "Usage");
    EXPECT_EQ(variables["SMARTD_MESSAGE"], "9 reallocated sectors (8 acknowledged)");
    EXPECT_FALSE(variables["PATH"].empty()) << "the inherited environment is kept";

    // A hook that hangs is killed at its timeout and the delivery retried.
    ChannelConfig hanging;
    hanging.name = "hangs";
    hanging.settings = CommandSettings{{"/bin/sleep", "60"}, 1};
    const auto start = std::chrono::steady_clock::now();
    const auto outcome = send_test(hanging, {}, *sender, kLinuxDeliveryNow, seconds(30));
    EXPECT_LT(std::chrono::steady_clock::now() - start, seconds(10));
    EXPECT_FALSE(outcome.sent);
    EXPECT_EQ(outcome.error, "the command was killed after 1 s");
    // A failing one says its status and its last line on stderr.
    ChannelConfig failing;
    failing.name = "fails";
    failing.settings = CommandSettings{{"/bin/sh", "-c", "echo first >&2; echo 'no route to pager' >&2; exit 3"}, 10};
    EXPECT_EQ(send_test(failing, {}, *sender, kLinuxDeliveryNow, seconds(30)).error, "the command exited with status 3: no route to pager");
}

TEST(AlertSecretsFile, RefusedUnlessOwnedByTheReaderAndPrivate) {
    test::TempDir dir("alert-secrets");
    const auto path = dir.path() / "alert-secrets.json";
    std::ofstream(path) << R"({"smtp-password": "hunter2"})";
    ASSERT_EQ(::chmod(path.c_str(), 0644), 0);
    auto loaded = load_alert_secrets(path);
    ASSERT_FALSE(loaded);
    EXPECT_EQ(loaded.error().code, ErrorCode::PermissionDenied);
    EXPECT_NE(loaded.error().message.find("mode 0644"), std::string::npos) << loaded.error().message;
    EXPECT_EQ(loaded.error().message.find("hunter2"), std::string::npos);
    ASSERT_EQ(::chmod(path.c_str(), 0600), 0);
    loaded = load_alert_secrets(path);
    ASSERT_TRUE(loaded) << loaded.error().message;
    EXPECT_EQ(loaded->value("smtp-password").value_or(""), "hunter2");
    const auto link = dir.path() / "link.json";
    std::filesystem::create_symlink(path, link);
    EXPECT_FALSE(load_alert_secrets(link)) << "a symbolic link is refused";
    if (::geteuid() != 0) return;  // chown needs root; the owner check is tested as root
    ASSERT_EQ(::chown(path.c_str(), 65534, 65534), 0);
    loaded = load_alert_secrets(path);
    ASSERT_FALSE(loaded);
    EXPECT_NE(loaded.error().message.find("owned by uid 65534"), std::string::npos) << loaded.error().message;
}

// `ssdtool alerts test CHANNEL`: a real send through the configured channel, exit 0;
// a closed port: non-zero, and no secret in the JSON error.
TEST(AlertCliLive, AlertsTestSaysWhetherTheMessageWentOut) {
    SKIP_WITHOUT_SINKS(false);
    test::TempDir dir("alert-cli");
    test::AlertSink sink("http", dir.path(), {});
    ASSERT_NE(sink.port(), 0);
    const int closed = test::closed_port();
    std::ofstream(dir.path() / "alerts.json") << R"({
      // two channels, one working
      "channels": [
        {"name": "up", "type": "webhook", "preset": "gotify", "url": "http://127.0.0.1:)" << sink.port()
                                              << R"(/message", "token_secret": "gotify"},
        {"name": "down", "type": "webhook", "url": "http://127.0.0.1:)" << closed << R"(/x?token=QUERYSECRET",
         "token_secret": "gotify"}]})";
    const auto secrets_path = dir.path() / "alert-secrets.json";
    std::ofstream(secrets_path) << R"({"gotify": "g0tify-KEY"})";
    ASSERT_EQ(::chmod(secrets_path.c_str(), 0600), 0);
    test::ListedInventory inventory{std::vector<DriveInfo>{}};
    ReplayRunner runner;
    cli::Services services{inventory, runner};
    const std::vector<std::string> files{"--config", dir.str("alerts.json"), "--secrets", secrets_path.string()};
    auto args = std::vector<std::string>{"alerts", "test", "up", "--json"};
    args.insert(args.end(), files.begin(), files.end());
    auto result = test::run_cli_captured(args, services);
    ASSERT_EQ(result.status, 0) << result.err << result.out;
    EXPECT_EQ(result.json()["sent"], true);
    EXPECT_EQ(result.json()["type"], "webhook");
    const auto requests = test::sink_records(dir.path(), "request");
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0]["headers"]["X-Gotify-Key"], "g0tify-KEY");
    EXPECT_EQ(nlohmann::json::parse(requests[0]["body"].get<std::string>())["title"], "SSD Toolbox: test message");

    args = {"alerts", "test", "down", "--json"};
    args.insert(args.end(), files.begin(), files.end());
    result = test::run_cli_captured(args, services);
    EXPECT_NE(result.status, 0);
    EXPECT_NE(result.out.find("webhook not reached"), std::string::npos) << result.out;
    for (const auto& text : {result.out, result.err}) {
        EXPECT_EQ(text.find("g0tify-KEY"), std::string::npos) << text;
        EXPECT_EQ(text.find("QUERYSECRET"), std::string::npos) << text;
    }

    args = {"alerts", "test", "nowhere"};
    args.insert(args.end(), files.begin(), files.end());
    result = test::run_cli_captured(args, services);
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.err.find("no channel \"nowhere\" in the alert configuration (up, down)"), std::string::npos) << result.err;
}

} // namespace
} // namespace ssd::alerts
