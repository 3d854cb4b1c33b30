#include "app/cli/alert_raising.h"

#include "app/cli/alert_delivery_options.h"

#include "core/alerts/alert_json.h"
#include "core/alerts/alert_text.h"
#include "core/alerts/raise_alerts.h"
#include "platform/history_database.h"

namespace ssd::cli {

RaisedAlerts raise_stored_alerts(CommandContext& context, history::HistoryStore& history,
                                 const DatabaseOption& database, const std::vector<history::Sample>& samples,
                                 const history::AddOutcome& added) {
    RaisedAlerts raised;
    if (added.stored.empty()) return raised;
    std::vector<history::Sample> stored;
    for (const std::size_t index : added.stored) stored.push_back(samples[index]);
    auto store = history::open_alert_store(database.chosen(), history::OpenMode::ReadWrite);
    if (!store) return {{}, store.error()};
    // The rules' settings: the configuration file's "rules" (the defaults without a file).
    const auto config = load_alert_config(AlertFilesOption{});
    if (!config) return {{}, config.error()};
    auto events = alerts::raise_alerts(history, **store, config->rules, stored);
    if (!events) return {{}, events.error()};
    for (auto& event : *events) {
        if (alerts::is_news(event.transition)) raised.news.push_back(std::move(event));
    }
    // The news to the configured channels, and what is due from earlier runs, within a
    // bounded time; a failed send is said on stderr and retried later, never fails the run.
    deliver_alert_news(context, **store, *config, raised.news, unix_now());
    return raised;
}

int alerts_exit_status(CommandContext& context, const RaisedAlerts& raised, int status) {
    if (!raised.error) return status;
    context.io.err << "ssdtool: alerts not raised: " << raised.error->message << "\n";
    return status != 0 ? status : exit_status_for(raised.error->code);
}

void report_raised_alerts(const RaisedAlerts& raised, nlohmann::json& document, std::string& text) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& event : raised.news) {
        list.push_back(alerts::alert_event_json(event));
        text += "alert: " + alerts::alert_event_line(event) + "\n";
    }
    document["alerts"] = std::move(list);
    if (raised.error) {
        document["alerts_error"] = raised.error->message;
        text += "alerts not raised: " + raised.error->message + "\n";
    }
}

} // namespace ssd::cli
