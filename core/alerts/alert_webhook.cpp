#include "core/alerts/alert_webhook.h"

#include "core/alerts/alert_json.h"

namespace ssd::alerts {

namespace {

using nlohmann::json;

// ntfy: 1 (min) … 5 (urgent), 3 the default.
int ntfy_priority(Severity severity) {
    switch (severity) {
    case Severity::Info: return 3;
    case Severity::Warning: return 4;
    case Severity::Critical: return 5;
    }
    return 3;
}

// Gotify: 0 … 10; clients make a sound from 4 and show a high-priority notification from 8.
int gotify_priority(Severity severity) {
    switch (severity) {
    case Severity::Info: return 2;
    case Severity::Warning: return 5;
    case Severity::Critical: return 8;
    }
    return 5;
}

// Discord embeds' side colour (0xRRGGBB): blue, amber, red.
int discord_colour(Severity severity) {
    switch (severity) {
    case Severity::Info: return 0x3498db;
    case Severity::Warning: return 0xf1c40f;
    case Severity::Critical: return 0xe74c3c;
    }
    return 0;
}

} // namespace

json notice_json(const Notice& notice) {
    json document;
    document["test"] = notice.test;
    document["title"] = notice_title(notice);
    document["message"] = notice_text(notice);
    document["alert"] = notice.test ? json(nullptr) : alert_json(notice.alert);
    document["event"] = notice.test ? json(nullptr) : alert_event_json(notice.event);
    document["acknowledge"] = notice.test ? json(nullptr) : json("ssdtool alerts ack " + std::to_string(notice.alert_id));
    return document;
}

json webhook_payload(const Notice& notice, const WebhookSettings& settings) {
    const Severity severity = notice.condition.severity;
    switch (settings.preset) {
    case WebhookPreset::Generic: return notice_json(notice);
    case WebhookPreset::Ntfy: {
        json tags = json::array({std::string("ssd-toolbox"), std::string(kSeverities.wire(severity))});
        if (!notice.test) tags.push_back(std::string(kRules.wire(notice.condition.rule)));
        return {{"topic", settings.topic},
                {"title", notice_title(notice)},
                {"message", notice_text(notice)},
                {"priority", ntfy_priority(severity)},
                {"tags", tags}};
    }
    case WebhookPreset::Gotify:
        return {{"title", notice_title(notice)}, {"message", notice_text(notice)}, {"priority", gotify_priority(severity)}};
    case WebhookPreset::Discord:
        // Discord limits content to 2000 characters and a description to 4096; ours are far shorter.
        return {{"content", "**" + notice_title(notice) + "**"},
                {"embeds", json::array({{{"title", notice_title(notice)},
                                         {"description", notice_text(notice)},
                                         {"color", discord_colour(severity)}}})}};
    case WebhookPreset::Slack: return {{"text", "*" + notice_title(notice) + "*\n" + notice_text(notice)}};
    }
    return notice_json(notice);
}

} // namespace ssd::alerts
