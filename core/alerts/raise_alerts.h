// Raising alerts when samples are added (`ssdtool sample`, `ssdtool history
// import`): each added sample, in time order, is judged against its drive's
// history up to it, and the changes are applied to the alert store.
#pragma once

#include <vector>

#include "core/alerts/alert_store.h"
#include "core/alerts/rule_settings.h"
#include "core/history/history_store.h"
#include "core/util/error.h"

namespace ssd::alerts {

// How much history a judgement reads: the weekly WA needs 7 days before the
// sample, and a day more keeps the first reading of that week in.
inline constexpr std::int64_t kJudgedHistorySeconds = 8 * 86400;

// Call after `added` was stored in `history`. Each sample's drive is found by
// its DriveKey among history.drives(); its series over [time − 8 days, time]
// is loaded, the stored copy of the sample is replaced by the added one (which
// still carries its counters and self-test log), and the drive's open alerts
// are judged (evaluate_rules) and the updates applied at the sample's time.
// Passed over (stored, not judged): a sample the history does not hold (its
// drive or its time not found: nothing to judge it against), and a sample
// older than what the drive's alerts already reflect — all added samples of a
// drive older than a sample it had before, or older than an alert's last
// sighting or resolution (an old capture imported late must not resolve
// today's alerts with yesterday's counters). Returns every event
// created, in order. Errors: the stores' (StorageFailed and the like); events
// applied before an error stay applied.
Result<std::vector<AlertEvent>> raise_alerts(history::HistoryStore& history, AlertStore& alerts,
                                             const RuleSettings& settings, const std::vector<history::Sample>& added);

} // namespace ssd::alerts
