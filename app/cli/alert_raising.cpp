#include "app/cli/alert_raising.h"

#include "core/alerts/alert_json.h"
#include "core/alerts/alert_text.h"
#include "core/alerts/raise_alerts.h"
#include "platform/history_database.h"

namespace ssd::cli {

RaisedAlerts raise_stored_alerts([[maybe_unused]] CommandContext& context, history::HistoryStore& history,
                                 const DatabaseOption& database, const std::vector<history::Sample>& samples,
                                 const history::AddOutcome& added) {
    RaisedAlerts raised;
    if (added.stored.empty()) return raised;
    std::vector<history::Sample> stored;
    for (const std::size_t index : added.stored) stored.push_back(samples[index]);
    auto store = history::open_alert_store(database.chosen(), history::OpenMode::ReadWrite);
    if (!store) return {{}, store.error()};
    // PART C: the rules' settings come from the alert configuration file
    // (load_alert_config(...).rules); until then the defaults, which are quiet on a healthy drive.
    const alerts::RuleSettings settings;
    auto events = alerts::raise_alerts(history, **store, settings, stored);
    if (!events) return {{}, events.error()};
    for (auto& event : *events) {
        if (alerts::is_news(event.transition)) raised.news.push_back(std::move(event));
    }
    // PART C: the delivery step, e.g. deliver_alert_news(context, **store, raised.news, unix_now());
    // it queues the news for the configured channels and sends what is due within its budget.
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
