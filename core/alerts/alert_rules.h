// The rules, judged at one sample of one drive: what changes in the drive's
// alerts. Used whenever samples are added (raise_alerts.h), and by tests on
// series built from real captures.
//
// At each sample every enabled rule reads what the sample shows (rule_table.h):
//  - the condition holds and no alert is open → Opened;
//  - holds, open, not acknowledged, level ≥ peak_level + worse_by → Worse;
//  - holds, acknowledged, level ≥ acknowledged level + worse_by → Refired;
//  - holds otherwise → Updated (seen again: not news);
//  - the reading shows it gone and an alert is open → Resolved;
//  - the sample does not carry what the rule reads → nothing: unknown is not fixed.
// A standby sample judges nothing.
//
// A disabled rule (RuleSettings::disabled) judges nothing either: it opens no
// alert, and its open alerts stay as they were — neither updated nor resolved,
// because "resolved" would claim in the history that the reading showed the
// problem gone. Acknowledge them to silence them; enabling the rule again
// carries on with them.
#pragma once

#include <cstddef>
#include <vector>

#include "core/alerts/alert.h"
#include "core/alerts/rule_settings.h"
#include "core/history/history_store.h"

namespace ssd::alerts {

// `judged` indexes series.samples: the sample judged; the samples before it
// (at least the 8 days before, where the history has them) give "previous",
// the time at a temperature, the write burst and the weekly WA. Counters come
// from the judged sample's own `counters` when it carries them, else from the
// series' points; the self-test rule reads the judged sample's `selftest_log`
// (a stored series carries none; raise_alerts puts the added sample's in).
// `open_alerts` are the drive's open alerts (any resolved ones are ignored).
// Returns the updates in rule order; empty for a standby sample or an index
// out of range.
std::vector<AlertUpdate> evaluate_rules(const RuleSettings& settings, const history::SampleSeries& series,
                                        std::size_t judged, const std::vector<StoredAlert>& open_alerts);

// The one rule's change for what it read, given its open alert (null: none).
std::optional<AlertUpdate> transition_for(const Condition& condition, bool holds, const StoredAlert* open);

} // namespace ssd::alerts
