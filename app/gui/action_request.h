// A finding's `action` (docs/CONTRACT.md: {"command": ["ssdtool", …]}) as a typed
// helper request plus the sentence that says exactly what will change. Only
// the commands below are understood; anything else gets no button (the
// helper has no "run this command" method, by design).
//   ssdtool trim --enable-periodic       → trim {enable_periodic}
//   ssdtool trim MOUNTPOINT|DEVICE       → trim {target}
//   ssdtool swap resize SIZE | remove    → swap {action, size}
//   ssdtool hibernation on|off           → hibernation {action}
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <QString>
#include <QStringList>

#include "app/gui/backend.h"

namespace ssd::gui {

struct ActionPlan {
    Request request;
    QString button;      // "Turn on periodic TRIM"
    QString whatChanges; // the confirmation text
};

// nullopt (with the reason in `whyNot`) for an action this GUI cannot run.
// `command`: a finding's action (Finding::action), the argv ssdtool would run.
std::optional<ActionPlan> planAction(const std::vector<std::string>& command, QString* whyNot = nullptr);
std::optional<ActionPlan> planCommand(const QStringList& argv, QString* whyNot = nullptr);

} // namespace ssd::gui
