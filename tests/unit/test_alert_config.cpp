// The alert configuration file and the secrets: what is accepted, what is refused
// (naming the key), and that secret values never survive into an error text.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/alerts/alert_config.h"
#include "core/alerts/alert_secrets.h"
#include "core/util/file_io.h"

namespace ssd::alerts {
namespace {

AlertConfig parsed(const std::string& text) {
    auto config = parse_alert_config(text);
    EXPECT_TRUE(config) << (config ? "" : config.error().message);
    return config ? *config : AlertConfig{};
}

std::string refusal(const std::string& text) {
    auto config = parse_alert_config(text);
    EXPECT_FALSE(config) << text;
    if (config) return {};
    EXPECT_EQ(config.error().code, ErrorCode::InputMalformed);
    return config.error().message;
}

TEST(AlertConfig, TheShippedExampleReadsWithEveryChannelType) {
    const auto path = std::filesystem::path(SSD_PROJECT_FIXTURES_DIR) / ".." / ".." / "resources" / "alerts" /
                      "alerts.example.json";
    auto text = read_text_file(path);
    ASSERT_TRUE(text) << path;
    const auto config = parsed(*text);
    ASSERT_EQ(config.channels.size(), 6u);
    const auto* mail = config.channel("admin-mail");
    ASSERT_NE(mail, nullptr);
    EXPECT_EQ(mail->type(), ChannelType::Email);
    const auto& email = std::get<EmailSettings>(mail->settings);
    EXPECT_EQ(email.smtp_url, "smtp://mail.example.org:587");
    EXPECT_EQ(email.starttls, StartTls::Required);
    EXPECT_EQ(email.password_secret, "smtp-password");
    EXPECT_EQ(email.to, std::vector<std::string>{"admin@example.org"});
    const auto& phone = std::get<WebhookSettings>(config.channel("phone")->settings);
    EXPECT_EQ(phone.preset, WebhookPreset::Ntfy);
    EXPECT_EQ(phone.topic, "my-ssd-alerts");
    EXPECT_EQ(config.channel("phone")->min_severity, Severity::Critical);
    EXPECT_EQ(std::get<WebhookSettings>(config.channel("gotify")->settings).token_secret, "gotify-token");
    const auto* chat = config.channel("team-chat");
    EXPECT_EQ(std::get<WebhookSettings>(chat->settings).url_secret, "discord-hook");
    EXPECT_EQ(chat->drives, (std::vector<std::string>{"/dev/nvme0n1", "S3Z1NB0K123456A"}));
    EXPECT_EQ(std::get<WebhookSettings>(config.channel("monitoring")->settings).preset, WebhookPreset::Generic);
    const auto& script = std::get<CommandSettings>(config.channel("script")->settings);
    EXPECT_EQ(script.argv.front(), "/usr/local/bin/ssd-alert-hook");
    EXPECT_EQ(script.timeout_seconds, 30);
}

TEST(AlertConfig, AnEmptyObjectIsNoChannelsAndDefaultRules) {
    const auto config = parsed("// nothing configured yet\n{}");
    EXPECT_TRUE(config.channels.empty());
    EXPECT_EQ(config.rules, RuleSettings{});
}

TEST(AlertConfig, UnknownKeysAreRefusedByName) {
    EXPECT_NE(refusal(R"({"channel": []})").find("unknown key \"channel\""), std::string::npos);
    const auto message = refusal(R"({"channels": [{"name": "m", "type": "webhook", "url": "http://x/", "passwrd": "x"}]})");
    EXPECT_NE(message.find("channel \"m\": unknown key \"passwrd\""), std::string::npos) << message;
    // An e-mail key on a webhook is as unknown as a typo.
    EXPECT_NE(refusal(R"({"channels": [{"name": "w", "type": "webhook", "url": "http://x/", "smtp_url": "smtp://x"}]})")
                  .find("unknown key \"smtp_url\""),
              std::string::npos);
}

TEST(AlertConfig, ChannelsMissingWhatTheirTypeNeedsAreRefused) {
    EXPECT_NE(refusal(R"({"channels": [{"name": "m"}]})").find("\"type\" is missing"), std::string::npos);
    EXPECT_NE(refusal(R"({"channels": [{"name": "m", "type": "pager"}]})").find("email, webhook or command"),
              std::string::npos);
    EXPECT_NE(refusal(R"({"channels": [{"name": "m", "type": "email", "smtp_url": "smtp://h", "from": "a@b"}]})")
                  .find("\"to\" needs at least one address"),
              std::string::npos);
    EXPECT_NE(refusal(R"({"channels": [{"name": "m", "type": "email", "smtp_url": "http://h", "from": "a@b", "to": ["c@d"]}]})")
                  .find("smtp:// or smtps://"),
              std::string::npos);
    EXPECT_NE(refusal(R"({"channels": [{"name": "n", "type": "webhook", "preset": "ntfy", "url": "https://ntfy.sh/"}]})")
                  .find("\"topic\" is missing"),
              std::string::npos);
    EXPECT_NE(refusal(R"({"channels": [{"name": "w", "type": "webhook", "url": "http://a/", "url_secret": "b"}]})")
                  .find("exactly one of \"url\" and \"url_secret\""),
              std::string::npos);
    EXPECT_NE(refusal(R"({"channels": [{"name": "c", "type": "command", "argv": []}]})").find("argv"), std::string::npos);
    EXPECT_NE(refusal(R"({"channels": [{"name": "c", "type": "command", "argv": ["x"], "timeout_seconds": 0}]})")
                  .find("timeout_seconds"),
              std::string::npos);
    // 2^32 + 5 read as an int wrapped to 5 and passed the 1..600 check (issue 40): refused now.
    EXPECT_NE(refusal(R"({"channels": [{"name": "c", "type": "command", "argv": ["x"], "timeout_seconds": 4294967301}]})")
                  .find("timeout_seconds"),
              std::string::npos);
    EXPECT_NE(refusal(R"({"channels": [{"name": "c", "type": "command", "argv": ["x"]},
                                       {"name": "c", "type": "command", "argv": ["y"]}]})")
                  .find("two channels are named \"c\""),
              std::string::npos);
}

TEST(AlertConfig, APasswordIsNeverSentUnencrypted) {
    const std::string plain = R"({"channels": [{"name": "m", "type": "email", "smtp_url": "smtp://relay:25",
        "starttls": "never", "from": "a@b", "to": ["c@d"], "username": "u", "password_secret": "p"}]})";
    EXPECT_NE(refusal(plain).find("never sent unencrypted"), std::string::npos);
    // Implicit TLS (smtps://) carries it safely whatever starttls says.
    const std::string tls = R"({"channels": [{"name": "m", "type": "email", "smtp_url": "smtps://relay:465",
        "starttls": "never", "from": "a@b", "to": ["c@d"], "username": "u", "password_secret": "p"}]})";
    EXPECT_EQ(parsed(tls).channels.size(), 1u);
}

TEST(AlertConfig, AddressesWithLineBreaksAreRefused) {
    EXPECT_NE(refusal(R"({"channels": [{"name": "m", "type": "email", "smtp_url": "smtp://h", "starttls": "never",
                                       "from": "a@b\r\nBcc: x@y", "to": ["c@d"]}]})")
                  .find("line break"),
              std::string::npos);
}

TEST(AlertConfig, ChannelsTakeTheirSeverityAndDrives) {
    const auto config = parsed(R"({"channels": [
        {"name": "all", "type": "command", "argv": ["x"], "min_severity": "info"},
        {"name": "crit-sda", "type": "command", "argv": ["x"], "min_severity": "critical", "drives": ["/dev/sda", "S3Z1"]}]})");
    const auto& all = config.channels[0];
    const auto& critical = config.channels[1];
    EXPECT_TRUE(channel_wants(all, Severity::Info, "/dev/sdb", ""));
    EXPECT_FALSE(channel_wants(critical, Severity::Warning, "/dev/sda", "S3Z1"));
    EXPECT_TRUE(channel_wants(critical, Severity::Critical, "/dev/sda", "OTHER"));
    EXPECT_TRUE(channel_wants(critical, Severity::Critical, "/dev/sdc", "S3Z1")) << "the serial follows the drive";
    EXPECT_FALSE(channel_wants(critical, Severity::Critical, "/dev/sdc", "OTHER"));
    EXPECT_EQ(parsed("{}").channels.size(), 0u);
}

TEST(AlertSecrets, ReadsNamesAndValuesAndNamesOnlyTheMissingOne) {
    auto secrets = parse_secrets(R"({"smtp-password": "hunter2", "gotify-token": "AbC.123"})");
    ASSERT_TRUE(secrets);
    EXPECT_EQ(secrets->value("smtp-password").value_or(""), "hunter2");
    const auto missing = secrets->value("discord-hook");
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().message, "the secret \"discord-hook\" is not in the secrets file");
    const auto bad = parse_secrets(R"({"a": "fine", "b": 12})");
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().message.find("\"b\""), std::string::npos);
    EXPECT_EQ(bad.error().message.find("fine"), std::string::npos) << "a value never appears in a message";
    EXPECT_FALSE(parse_secrets("[1, 2]"));
}

TEST(AlertSecrets, RedactHidesSecretValuesTheirUrlFormAndUrlQueries) {
    const std::vector<std::string> secrets{"s3cr3t/+token", "hunter2"};
    EXPECT_EQ(redact("login failed for hunter2", secrets), "login failed for [secret]");
    // The token as it appears in a URL (percent-encoded), and the query of any URL.
    EXPECT_EQ(redact("Failed to connect to https://h.example/hook?token=s3cr3t%2F%2Btoken&x=1 port 443", secrets),
              "Failed to connect to https://h.example/hook?token=[redacted]&x=[redacted] port 443");
    EXPECT_EQ(redact("POST 'https://hooks.example/T0/B0?k=unknowntoken' refused", {}),
              "POST 'https://hooks.example/T0/B0?k=[redacted]' refused");
    EXPECT_EQ(redact("smtp://user:pa55@mail.example:587 said no", {}), "smtp://[redacted]@mail.example:587 said no");
    EXPECT_EQ(redact("no URL here: a://", {}), "no URL here: a://");
    EXPECT_EQ(redact_url("https://ntfy.example/alerts"), "https://ntfy.example/alerts");
    EXPECT_EQ(redact_url("https://gotify.example/message?token=abc#top"), "https://gotify.example/message?token=[redacted]#top");
}

} // namespace
} // namespace ssd::alerts
