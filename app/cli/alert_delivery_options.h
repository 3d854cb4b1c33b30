// What the alert commands and the sampling runs share for delivery: the
// configuration file (--config, default /etc/ssd-toolbox/alerts.json), the
// secrets file (--secrets, default /etc/ssd-toolbox/alert-secrets.json) and the
// bounded send of news after an evaluation.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "app/cli/command_context.h"
#include "core/alerts/alert_config.h"
#include "core/alerts/alert_secrets.h"
#include "core/alerts/alert_store.h"

namespace ssd::cli {

struct AlertFilesOption {
    std::optional<std::string> config;
    std::optional<std::string> secrets;
};
void add_alert_files_options(CLI::App& command, AlertFilesOption& option);

// The configuration: a named file must exist; the default one may be absent (no
// channels, default rules). A file that is not a configuration names the file.
Result<alerts::AlertConfig> load_alert_config(const AlertFilesOption& option);

// The secrets, read only when a channel names one: none named, none read. A named
// file must exist; the default one may be absent (a channel needing it then fails
// saying which secret is missing). A file of the wrong owner or mode is refused.
Result<alerts::Secrets> load_alert_secrets_for(const AlertFilesOption& option, const alerts::AlertConfig& config);

// The time a sampling run spends sending at most; the rest waits for ssd-toolbox-alerts.timer.
inline constexpr std::chrono::seconds kSamplingDeliveryBudget{45};

// After `sample` or `history import` stored an evaluation's events: queue the news for
// the channels of `config` (the file the rules were read from, read once per run) and
// send what is due within kSamplingDeliveryBudget. Never fails the run: problems are
// one line each on stderr ("alerts: …").
void deliver_alert_news(CommandContext& context, alerts::AlertStore& store, const alerts::AlertConfig& config,
                        const std::vector<alerts::AlertEvent>& news, std::int64_t now);

} // namespace ssd::cli
