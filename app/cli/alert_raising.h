// What `sample` and `history import` do after storing samples: the alert rules
// judge each sample that was stored (not the duplicates), the news (an alert
// raised, worse, or fired again after an acknowledgement) is reported in the
// command's document ("alerts") and words, and handed to delivery.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/cli/command_context.h"
#include "app/cli/history_options.h"
#include "core/alerts/alert.h"

namespace ssd::cli {

struct RaisedAlerts {
    std::vector<alerts::AlertEvent> news;
    std::optional<Error> error;  // the alerts could not be judged or stored (the samples are stored)
};

RaisedAlerts raise_stored_alerts(CommandContext& context, history::HistoryStore& history, const DatabaseOption& database,
                                 const std::vector<history::Sample>& samples, const history::AddOutcome& added);

// The run's exit status once the document is printed: a failure to raise the alerts
// fails the run (said on stderr), the samples stay stored.
int alerts_exit_status(CommandContext& context, const RaisedAlerts& raised, int status);

// "alerts": the news events (and "alerts_error" when they could not be raised); a line each in `text`.
void report_raised_alerts(const RaisedAlerts& raised, nlohmann::json& document, std::string& text);

} // namespace ssd::cli
