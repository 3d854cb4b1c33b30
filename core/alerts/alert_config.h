// The alert configuration file (/etc/ssd-toolbox/alerts.json: JSON with comments,
// documented by resources/alerts/alerts.example.json): the rules' settings and the
// named channels that news (an alert raised, worse, fired again) is sent through.
// Secrets are never in this file: channels name them, and they are looked up in
// the root-only secrets file (alert_secrets.h) when a message is sent.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/alerts/alert.h"
#include "core/alerts/rule_settings.h"
#include "core/util/enum_table.h"
#include "core/util/error.h"

namespace ssd::alerts {

enum class ChannelType { Email, Webhook, Command };
inline constexpr EnumTable<ChannelType, 3> kChannelTypes{{{
    {ChannelType::Email, "email", "e-mail"},
    {ChannelType::Webhook, "webhook", "webhook"},
    {ChannelType::Command, "command", "command"},
}}};

// How the mail connection is protected. smtps:// URLs are TLS from the first byte
// whatever this says; for smtp:// "required" refuses to send unless the server
// offers STARTTLS, "never" sends in the clear (a relay on this machine only).
enum class StartTls { Required, Never };
inline constexpr EnumTable<StartTls, 2> kStartTlsModes{{{
    {StartTls::Required, "required", "STARTTLS required"},
    {StartTls::Never, "never", "no TLS"},
}}};

// The JSON body a webhook gets: our own alert document, or what a service expects.
enum class WebhookPreset { Generic, Ntfy, Gotify, Discord, Slack };
inline constexpr EnumTable<WebhookPreset, 5> kWebhookPresets{{{
    {WebhookPreset::Generic, "generic", "the alert as JSON"},
    {WebhookPreset::Ntfy, "ntfy", "ntfy (JSON publish)"},
    {WebhookPreset::Gotify, "gotify", "Gotify"},
    {WebhookPreset::Discord, "discord", "Discord incoming webhook"},
    {WebhookPreset::Slack, "slack", "Slack-style incoming webhook"},
}}};

struct EmailSettings {
    std::string smtp_url;  // smtp://host:587 or smtps://host:465
    std::string from;
    std::vector<std::string> to;
    StartTls starttls = StartTls::Required;
    std::string username;  // empty: no authentication
    std::string password_secret;  // the password's name in the secrets file
    std::string ca_file;  // empty: the system's certificate authorities
    friend bool operator==(const EmailSettings&, const EmailSettings&) = default;
};

struct WebhookSettings {
    // Exactly one of the two: the URL itself, or the name of a secret holding it
    // (Discord and Slack hooks carry their token in the URL's path).
    std::string url;
    std::string url_secret;
    WebhookPreset preset = WebhookPreset::Generic;
    std::string token_secret;  // sent as a header: Gotify X-Gotify-Key, otherwise Authorization: Bearer
    std::string topic;         // ntfy: the topic to publish to (required there)
    std::string ca_file;
    friend bool operator==(const WebhookSettings&, const WebhookSettings&) = default;
};

struct CommandSettings {
    std::vector<std::string> argv;  // run without a shell; the alert is in its environment
    int timeout_seconds = 30;       // killed (with what it started) after this
    friend bool operator==(const CommandSettings&, const CommandSettings&) = default;
};

struct ChannelConfig {
    std::string name;  // what the outbox and `ssdtool alerts test NAME` call it
    Severity min_severity = Severity::Warning;
    // Only alerts of these drives (a device name as sampled, or a serial number); empty: every drive.
    std::vector<std::string> drives;
    std::variant<EmailSettings, WebhookSettings, CommandSettings> settings;

    ChannelType type() const { return static_cast<ChannelType>(settings.index()); }
    friend bool operator==(const ChannelConfig&, const ChannelConfig&) = default;
};

struct AlertConfig {
    RuleSettings rules;
    std::vector<ChannelConfig> channels;
    const ChannelConfig* channel(std::string_view name) const;
    friend bool operator==(const AlertConfig&, const AlertConfig&) = default;
};

// The whole file. Unknown keys, a channel without what its type needs, two channels
// of one name, a password over an unencrypted connection: InputMalformed naming them.
// Both sections may be absent (an empty object is a valid file: default rules, no channels).
Result<AlertConfig> parse_alert_config(std::string_view text);

// Whether a channel takes news of this alert: severity at or above its minimum, and
// the drive among its drives (by device name or serial) when it names any.
bool channel_wants(const ChannelConfig& channel, Severity severity, const std::string& device,
                   const std::string& serial);

} // namespace ssd::alerts
