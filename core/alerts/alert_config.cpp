#include "core/alerts/alert_config.h"

#include <algorithm>
#include <set>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "core/alerts/rule_settings_json.h"
#include "core/util/json_depth.h"
#include "core/util/json_util.h"

namespace ssd::alerts {

namespace {

using nlohmann::json;

void refuse_unknown_keys(const json& object, const std::set<std::string>& known, const std::string& where) {
    for (const auto& [key, value] : object.items()) {
        if (known.count(key) == 0) {
            std::string list;
            for (const auto& name : known) list += (list.empty() ? "" : ", ") + name;
            refuse_config(where + ": unknown key \"" + key + "\" (" + list + ")");
        }
    }
}

std::string text(const json& object, const char* key, const std::string& where, bool required) {
    const auto it = object.find(key);
    if (it == object.end()) {
        if (required) refuse_config(where + ": \"" + key + "\" is missing");
        return {};
    }
    auto value = json_as<std::string>(*it);
    if (!value) refuse_config(where + "." + key + " must be a string");
    if (required && value->empty()) refuse_config(where + "." + key + " is empty");
    return std::move(*value);
}

std::vector<std::string> texts(const json& object, const char* key, const std::string& where) {
    const auto it = object.find(key);
    if (it == object.end()) return {};
    if (!it->is_array()) refuse_config(where + "." + key + " must be a list of strings");
    std::vector<std::string> values;
    for (const auto& item : *it) {
        auto value = json_as<std::string>(item);
        if (!value || value->empty()) refuse_config(where + "." + key + " must be a list of strings");
        values.push_back(std::move(*value));
    }
    return values;
}

template <typename E, std::size_t N>
E choice(const json& object, const char* key, const EnumTable<E, N>& table, E fallback, const std::string& where) {
    if (object.find(key) == object.end()) return fallback;
    const auto name = text(object, key, where, true);
    const auto value = table.parse(name);
    if (!value) refuse_config(where + "." + key + ": \"" + name + "\" is not one of " + table.wire_list());
    return *value;
}

// A header value or address may not break the message's lines (header injection).
void one_line(const std::string& value, const std::string& where) {
    if (value.find_first_of("\r\n") != std::string::npos) refuse_config(where + " may not contain a line break");
}

EmailSettings email(const json& object, const std::string& where) {
    EmailSettings settings;
    settings.smtp_url = text(object, "smtp_url", where, true);
    if (!settings.smtp_url.starts_with("smtp://") && !settings.smtp_url.starts_with("smtps://")) {
        refuse_config(where + ".smtp_url must start with smtp:// or smtps://");
    }
    settings.from = text(object, "from", where, true);
    one_line(settings.from, where + ".from");
    settings.to = texts(object, "to", where);
    if (settings.to.empty()) refuse_config(where + ": \"to\" needs at least one address");
    for (const auto& address : settings.to) one_line(address, where + ".to");
    settings.starttls = choice(object, "starttls", kStartTlsModes, StartTls::Required, where);
    settings.username = text(object, "username", where, false);
    settings.password_secret = text(object, "password_secret", where, false);
    settings.ca_file = text(object, "ca_file", where, false);
    if (settings.username.empty() != settings.password_secret.empty()) {
        refuse_config(where + ": \"username\" and \"password_secret\" go together");
    }
    if (!settings.username.empty() && settings.starttls == StartTls::Never && !settings.smtp_url.starts_with("smtps://")) {
        refuse_config(where + ": a password is never sent unencrypted: use \"starttls\": \"required\" or an smtps:// URL");
    }
    return settings;
}

WebhookSettings webhook(const json& object, const std::string& where) {
    WebhookSettings settings;
    settings.url = text(object, "url", where, false);
    settings.url_secret = text(object, "url_secret", where, false);
    if (settings.url.empty() == settings.url_secret.empty()) refuse_config(where + ": give exactly one of \"url\" and \"url_secret\"");
    if (!settings.url.empty() && !settings.url.starts_with("http://") && !settings.url.starts_with("https://")) {
        refuse_config(where + ".url must start with http:// or https://");
    }
    settings.preset = choice(object, "preset", kWebhookPresets, WebhookPreset::Generic, where);
    settings.token_secret = text(object, "token_secret", where, false);
    settings.topic = text(object, "topic", where, settings.preset == WebhookPreset::Ntfy);
    if (!settings.topic.empty() && settings.preset != WebhookPreset::Ntfy) refuse_config(where + ": \"topic\" is for the ntfy preset");
    settings.ca_file = text(object, "ca_file", where, false);
    return settings;
}

CommandSettings command(const json& object, const std::string& where) {
    CommandSettings settings;
    settings.argv = texts(object, "argv", where);
    if (settings.argv.empty()) refuse_config(where + ": \"argv\" needs the program and its arguments");
    if (const auto it = object.find("timeout_seconds"); it != object.end()) {
        // Checked into an int: a number that does not fit one (2^32 + 5) is refused, not wrapped into 1..600.
        const auto seconds = it->is_number_integer() ? json_as<int>(*it) : std::nullopt;
        if (!seconds || *seconds < 1 || *seconds > 600) {
            refuse_config(where + ".timeout_seconds must be a whole number from 1 to 600");
        }
        settings.timeout_seconds = *seconds;
    }
    return settings;
}

const std::set<std::string> kCommonKeys{"name", "type", "min_severity", "drives"};
const std::set<std::string> kEmailKeys{"smtp_url", "from", "to", "starttls", "username", "password_secret", "ca_file"};
const std::set<std::string> kWebhookKeys{"url", "url_secret", "preset", "token_secret", "topic", "ca_file"};
const std::set<std::string> kCommandKeys{"argv", "timeout_seconds"};

ChannelConfig channel(const json& object, std::size_t index) {
    std::string where = "channels[" + std::to_string(index) + "]";
    if (!object.is_object()) refuse_config(where + " must be an object");
    ChannelConfig config;
    config.name = text(object, "name", where, true);
    where = "channel \"" + config.name + "\"";
    if (object.find("type") == object.end()) refuse_config(where + ": \"type\" is missing (" + kChannelTypes.wire_list() + ")");
    const auto type = choice(object, "type", kChannelTypes, ChannelType::Email, where);
    config.min_severity = choice(object, "min_severity", kSeverities, Severity::Warning, where);
    config.drives = texts(object, "drives", where);
    std::set<std::string> known = kCommonKeys;
    const auto& own = type == ChannelType::Email ? kEmailKeys : type == ChannelType::Webhook ? kWebhookKeys : kCommandKeys;
    known.insert(own.begin(), own.end());
    refuse_unknown_keys(object, known, where);
    switch (type) {
    case ChannelType::Email: config.settings = email(object, where); break;
    case ChannelType::Webhook: config.settings = webhook(object, where); break;
    case ChannelType::Command: config.settings = command(object, where); break;
    }
    return config;
}

} // namespace

const ChannelConfig* AlertConfig::channel(std::string_view name) const {
    const auto found = std::find_if(channels.begin(), channels.end(), [&](const auto& c) { return c.name == name; });
    return found == channels.end() ? nullptr : &*found;
}

Result<AlertConfig> parse_alert_config(std::string_view text) {
    const auto document = parse_outside_json(text, /*ignore_comments=*/true);
    if (document.is_discarded() || !document.is_object()) {
        return fail(ErrorCode::InputMalformed, "the alert configuration is not a JSON object");
    }
    try {
        refuse_unknown_keys(document, {"rules", "channels"}, "the alert configuration");
        AlertConfig config;
        if (const auto rules = document.find("rules"); rules != document.end()) {
            auto settings = parse_rule_settings(*rules);
            if (!settings) return fail(settings.error().code, "the alert configuration: rules: " + settings.error().message);
            config.rules = *settings;
        }
        if (const auto channels = document.find("channels"); channels != document.end()) {
            if (!channels->is_array()) refuse_config("\"channels\" must be a list of channels");
            for (std::size_t i = 0; i < channels->size(); ++i) {
                auto parsed = channel((*channels)[i], i);
                if (config.channel(parsed.name)) refuse_config("two channels are named \"" + parsed.name + "\"");
                config.channels.push_back(std::move(parsed));
            }
        }
        return config;
    } catch (const std::invalid_argument& error) {
        return fail(ErrorCode::InputMalformed, std::string("the alert configuration: ") + error.what());
    }
}

bool channel_wants(const ChannelConfig& channel, Severity severity, const std::string& device, const std::string& serial) {
    if (severity < channel.min_severity) return false;
    if (channel.drives.empty()) return true;
    return std::any_of(channel.drives.begin(), channel.drives.end(), [&](const std::string& drive) {
        return drive == device || (!serial.empty() && drive == serial);
    });
}

} // namespace ssd::alerts
