#include "app/cli/alert_delivery_options.h"

#include <algorithm>
#include <filesystem>
#include <ostream>

#include "core/alerts/alert_delivery.h"
#include "core/util/file_io.h"
#include "platform/alert_delivery.h"
#include "platform/history_database.h"

namespace ssd::cli {

namespace {

bool names_a_secret(const alerts::ChannelConfig& channel) {
    if (const auto* email = std::get_if<alerts::EmailSettings>(&channel.settings)) return !email->password_secret.empty();
    if (const auto* hook = std::get_if<alerts::WebhookSettings>(&channel.settings)) {
        return !hook->url_secret.empty() || !hook->token_secret.empty();
    }
    return false;
}

} // namespace

void add_alert_files_options(CLI::App& command, AlertFilesOption& option) {
    command.add_option("--config", option.config,
                       "alert configuration file (default: " + history::default_alert_config_path().string() + ")");
    command.add_option("--secrets", option.secrets,
                       "secrets file, owned by you and mode 600 (default: " +
                           history::default_alert_secrets_path().string() + ")");
}

Result<alerts::AlertConfig> load_alert_config(const AlertFilesOption& option) {
    const std::filesystem::path path = option.config ? std::filesystem::path(*option.config)
                                                     : history::default_alert_config_path();
    std::error_code ignored;
    if (!option.config && !std::filesystem::exists(path, ignored)) return alerts::AlertConfig{};
    auto text = read_text_file(path);
    if (!text) return tl::unexpected(text.error());
    auto config = alerts::parse_alert_config(*text);
    if (!config) return fail(config.error().code, path.string() + ": " + config.error().message);
    return config;
}

Result<alerts::Secrets> load_alert_secrets_for(const AlertFilesOption& option, const alerts::AlertConfig& config) {
    if (std::none_of(config.channels.begin(), config.channels.end(), names_a_secret)) return alerts::Secrets{};
    const std::filesystem::path path = option.secrets ? std::filesystem::path(*option.secrets)
                                                      : history::default_alert_secrets_path();
    std::error_code ignored;
    if (!option.secrets && !std::filesystem::exists(path, ignored)) return alerts::Secrets{};
    return alerts::load_alert_secrets(path);
}

void deliver_alert_news(CommandContext& context, alerts::AlertStore& store, const alerts::AlertConfig& config,
                        const std::vector<alerts::AlertEvent>& news, std::int64_t now) {
    if (config.channels.empty()) return;
    const AlertFilesOption defaults;
    const auto secrets = load_alert_secrets_for(defaults, config);
    if (!secrets) context.io.err << "alerts: " << secrets.error().message << "\n";
    const auto sender = alerts::make_channel_sender();
    alerts::DeliveryOptions options;
    options.now = now;
    options.budget = kSamplingDeliveryBudget;
    // Queued even when the secrets are refused: the retry timer sends them once the file is mended.
    const auto report = alerts::queue_and_deliver(store, config, secrets ? *secrets : alerts::Secrets{}, news, *sender,
                                                  options);
    if (!report) {
        context.io.err << "alerts: " << report.error().message << "\n";
        return;
    }
    for (const auto& error : report->errors) context.io.err << "alerts: " << error << "\n";
}

} // namespace ssd::cli
