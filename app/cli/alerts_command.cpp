// `ssdtool alerts [--all]`: the alerts kept in the history database (open ones:
// active and acknowledged; --all also the past) with where each one's news was
// sent and whether it arrived, readable by every user like `history`. `ssdtool alerts ack ID [--note TEXT]`: silences an open alert until
// it gets worse. Root writes the database itself; an ordinary user asks the
// resident service (Access::Configure: polkit asks once), which acknowledges in
// the system's database; with --database FILE (a technician's own file) or
// --local it is done in this process. The group also holds the delivery
// commands (alert_delivery_command.cpp).
#include <algorithm>

#include "app/cli/commands.h"
#include "app/cli/history_options.h"
#include "app/cli/request_session.h"
#include "app/cli/service_client.h"
#include "core/alerts/alert_json.h"
#include "core/alerts/alert_text.h"
#include "core/alerts/delivery_words.h"
#include "platform/history_database.h"

namespace ssd::cli {

namespace {

struct ListArguments {
    bool all = false;
    DatabaseOption database;

    int run(CommandContext& context) const {
        auto store = history::open_alert_store(database.chosen(), history::OpenMode::ReadOnly);
        if (!store) return print_error(context.io, context.output, store.error());
        auto list = (*store)->alerts({std::nullopt, all, std::nullopt});
        if (!list) return print_error(context.io, context.output, list.error());
        // Open alerts before past ones, the newest first in each.
        std::stable_sort(list->begin(), list->end(), [](const auto& a, const auto& b) {
            if (a.resolved.has_value() != b.resolved.has_value()) return !a.resolved.has_value();
            return a.opened != b.opened ? a.opened > b.opened : a.id > b.id;
        });
        nlohmann::json items = nlohmann::json::array();
        std::string text = list->empty() ? alerts::alerts_text(*list) : "";
        for (const auto& alert : *list) {
            auto deliveries = (*store)->deliveries({alert.id, std::nullopt, std::nullopt});
            if (!deliveries) return print_error(context.io, context.output, deliveries.error());
            auto item = alerts::alert_json(alert);
            item["deliveries"] = nlohmann::json::array();
            text += alerts::alert_line(alert) + "\n";
            for (const auto& delivery : *deliveries) {
                item["deliveries"].push_back(alerts::delivery_json(delivery));
                text += "    " + alerts::delivery_line(delivery) + "\n";
            }
            items.push_back(std::move(item));
        }
        const nlohmann::json document{{"database", database.chosen().string()}, {"alerts", items}};
        return print_success(context.io, context.output, document, text);
    }
};

struct AckArguments {
    std::int64_t id = 0;
    std::string note;
    bool local = false;
    DatabaseOption database;

    int run(CommandContext& context) const {
        const requests::Request request = requests::AlertAckRequest{id, note};
        RequestSession session(context);
        // The service writes only the system's database: a named file is written here.
        context.local_only = local || database.path.has_value();
        if (auto answer = ask_service(context, request)) return session.print(*answer);
        const requests::AlertAccess access = alert_access(database);
        session.services().alerts = &access;
        return session.run(request);
    }
};

} // namespace

void add_alerts_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand(
        "alerts", "the alerts raised when samples are added (active and acknowledged; --all: the past ones too); "
                  "`alerts ack ID` silences one until it gets worse");
    add_json_flag(*command, context);
    auto list = std::make_shared<ListArguments>();
    command->add_flag("--all", list->all, "also the alerts that are over (resolved)");
    add_database_option(*command, list->database);

    auto* ack = command->add_subcommand("ack", "acknowledge an open alert: silent until its evidence gets worse "
                                               "(as a user, through the SSD Toolbox service)");
    add_json_flag(*ack, context);
    auto acks = std::make_shared<AckArguments>();
    ack->add_option("id", acks->id, "the alert's number, as `ssdtool alerts` shows it")->required()->check(CLI::PositiveNumber);
    ack->add_option("--note", acks->note, "why it is acknowledged (kept with the alert)");
    add_database_option(*ack, acks->database);
    add_local_flag(*ack, acks->local);
    ack->callback([&context, acks] { context.exit_status = acks->run(context); });

    add_alert_delivery_commands(*command, context);
    command->callback([&context, command, list] {
        if (!command->get_subcommands().empty()) return;  // ack, or a delivery command, ran
        context.exit_status = list->run(context);
    });
}

} // namespace ssd::cli
