#include "core/alerts/outgoing.h"

#include "core/alerts/alert_hook.h"
#include "core/alerts/alert_mail.h"
#include "core/alerts/alert_webhook.h"
#include "core/util/json_util.h"

namespace ssd::alerts {

namespace {

Result<Outgoing> mail(const EmailSettings& settings, const Notice& notice, const Secrets& secrets, std::int64_t now) {
    MailMessage message;
    message.smtp_url = settings.smtp_url;
    message.require_tls = settings.starttls == StartTls::Required;
    message.username = settings.username;
    if (!settings.password_secret.empty()) {
        auto password = secrets.value(settings.password_secret);
        if (!password) return tl::unexpected(password.error());
        message.password = *password;
    }
    message.ca_file = settings.ca_file;
    message.from = bare_address(settings.from);
    for (const auto& to : settings.to) message.to.push_back(bare_address(to));
    message.text = mail_text(notice, settings, now);
    return message;
}

Result<Outgoing> post(const WebhookSettings& settings, const Notice& notice, const Secrets& secrets) {
    HttpPost message;
    message.url = settings.url;
    if (!settings.url_secret.empty()) {
        auto url = secrets.value(settings.url_secret);
        if (!url) return tl::unexpected(url.error());
        message.url = *url;
    }
    message.headers.push_back("Content-Type: application/json");
    if (!settings.token_secret.empty()) {
        auto token = secrets.value(settings.token_secret);
        if (!token) return tl::unexpected(token.error());
        // Gotify's own header; ntfy and the generic hook take a bearer token.
        message.headers.push_back(settings.preset == WebhookPreset::Gotify ? "X-Gotify-Key: " + *token
                                                                           : "Authorization: Bearer " + *token);
    }
    message.body = json_text(webhook_payload(notice, settings));
    message.ca_file = settings.ca_file;
    return message;
}

} // namespace

std::string bare_address(const std::string& address) {
    const auto open = address.rfind('<');
    const auto close = address.rfind('>');
    if (open != std::string::npos && close != std::string::npos && close > open) {
        return address.substr(open + 1, close - open - 1);
    }
    return address;
}

Result<Outgoing> render_outgoing(const ChannelConfig& channel, const Notice& notice, const Secrets& secrets,
                                 std::int64_t now) {
    if (const auto* email = std::get_if<EmailSettings>(&channel.settings)) return mail(*email, notice, secrets, now);
    if (const auto* webhook = std::get_if<WebhookSettings>(&channel.settings)) return post(*webhook, notice, secrets);
    const auto& command = std::get<CommandSettings>(channel.settings);
    return HookRun{command.argv, hook_environment(notice), std::chrono::seconds(command.timeout_seconds)};
}

} // namespace ssd::alerts
