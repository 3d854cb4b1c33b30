// `ssdtool alerts test CHANNEL`: one test message through a configured channel,
// now, saying whether it went out. `ssdtool alerts deliver`: what is due in the
// outbox (the retry timer, ssd-toolbox-alerts.timer, runs it every 5 minutes).
#include <iomanip>
#include <sstream>

#include "app/cli/alert_delivery_options.h"
#include "app/cli/commands.h"
#include "app/cli/history_options.h"
#include "core/alerts/alert_delivery.h"
#include "platform/alert_delivery.h"
#include "platform/history_database.h"

namespace ssd::cli {

namespace {

// The longest `alerts deliver` sends (the timer's run); the rest waits for the next run.
constexpr std::chrono::seconds kDeliverBudget{240};

std::string seconds_text(std::chrono::milliseconds took) {
    std::ostringstream text;
    text << std::fixed << std::setprecision(1) << static_cast<double>(took.count()) / 1000.0 << " s";
    return text.str();
}

struct TestArguments {
    std::string channel;
    AlertFilesOption files;

    int run(CommandContext& context) const {
        const auto config = load_alert_config(files);
        if (!config) return print_error(context.io, context.output, config.error());
        const auto* channel_config = config->channel(channel);
        if (!channel_config) {
            std::string names;
            for (const auto& c : config->channels) names += (names.empty() ? "" : ", ") + c.name;
            return print_error(context.io, context.output,
                               Error{ErrorCode::Usage, "no channel \"" + channel + "\" in the alert configuration (" +
                                                           (names.empty() ? std::string("it has none") : names) + ")"});
        }
        const auto secrets = load_alert_secrets_for(files, *config);
        if (!secrets) return print_error(context.io, context.output, secrets.error());
        const auto sender = alerts::make_channel_sender();
        const auto outcome = alerts::send_test(*channel_config, *secrets, *sender, unix_now(), alerts::kSendTimeout);
        const std::string type(alerts::kChannelTypes.wire(channel_config->type()));
        if (!outcome.sent) {
            return print_error(context.io, context.output,
                               Error{ErrorCode::ToolFailed, "channel " + channel + " (" + type + "): " + outcome.error});
        }
        const nlohmann::json document{{"channel", channel},
                                      {"type", type},
                                      {"sent", true},
                                      {"seconds", static_cast<double>(outcome.took.count()) / 1000.0}};
        return print_success(context.io, context.output, document,
                             "sent a test message through " + channel + " (" + type + ") in " +
                                 seconds_text(outcome.took) + "\n");
    }
};

struct DeliverArguments {
    DatabaseOption database;
    AlertFilesOption files;
    int budget_seconds = static_cast<int>(kDeliverBudget.count());

    int run(CommandContext& context) const {
        const auto config = load_alert_config(files);
        if (!config) return print_error(context.io, context.output, config.error());
        const auto secrets = load_alert_secrets_for(files, *config);
        if (!secrets) return print_error(context.io, context.output, secrets.error());
        auto store = history::open_alert_store(database.chosen(), history::OpenMode::ReadWrite);
        if (!store) return print_error(context.io, context.output, store.error());
        const auto sender = alerts::make_channel_sender();
        alerts::DeliveryOptions options;
        options.now = unix_now();
        options.budget = std::chrono::seconds(budget_seconds);
        const auto report = alerts::deliver_due(**store, config->channels, *secrets, *sender, options);
        if (!report) return print_error(context.io, context.output, report.error());
        const nlohmann::json document{{"sent", report->sent},
                                      {"failed", report->failed},
                                      {"gave_up", report->gave_up},
                                      {"waiting", report->waiting},
                                      {"errors", report->errors}};
        std::string text = "alerts delivered: " + std::to_string(report->sent) + " sent, " +
                           std::to_string(report->failed) + " failed (to be retried), " +
                           std::to_string(report->gave_up) + " given up, " + std::to_string(report->waiting) +
                           " waiting for the next run\n";
        for (const auto& error : report->errors) text += "  " + error + "\n";
        return print_success(context.io, context.output, document, text);
    }
};

} // namespace

void add_alert_delivery_commands(CLI::App& alerts, CommandContext& context) {
    auto test_arguments = std::make_shared<TestArguments>();
    auto* test = alerts.add_subcommand("test", "send a test message through a configured channel now");
    test->add_option("channel", test_arguments->channel, "the channel's name in the alert configuration")->required();
    add_alert_files_options(*test, test_arguments->files);
    add_json_flag(*test, context);
    test->callback([&context, test_arguments] { context.exit_status = test_arguments->run(context); });

    auto deliver_arguments = std::make_shared<DeliverArguments>();
    auto* deliver = alerts.add_subcommand(
        "deliver", "send the alert messages that are due, retrying failed ones (run by ssd-toolbox-alerts.timer)");
    add_database_option(*deliver, deliver_arguments->database);
    add_alert_files_options(*deliver, deliver_arguments->files);
    deliver->add_option("--budget", deliver_arguments->budget_seconds,
                        "stop starting sends after this many seconds (default 240)")
        ->check(CLI::Range(1, 3600));
    add_json_flag(*deliver, context);
    deliver->callback([&context, deliver_arguments] { context.exit_status = deliver_arguments->run(context); });
}

} // namespace ssd::cli
