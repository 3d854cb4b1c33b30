// What the ATA and NVMe erase paths share: short queries, progress events
// and a long blocking command with ticks.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "core/actions/action_platform.h"
#include "core/util/stop_token.h"

namespace ssd::actions {

inline constexpr std::chrono::seconds kEraseQueryTimeout{60};

// How an erase step that did not fail ended: nullopt when it ran to its
// end; when a stop ended it early, the sentence that says what state the
// drive is in.
using EraseStopped = std::optional<std::string>;

// A short query (hdparm -I, nvme id-ctrl, the sanitize log).
Result<CommandOutput> run_erase_query(CommandRunner& runner, std::vector<std::string> argv);

ProgressEvent erase_event(const std::string& phase, double elapsed, std::optional<double> percent,
                          std::optional<double> estimate, std::string message);

// Runs a command that blocks for a long time (an erase), telling `progress`
// every platform.tick_interval() how long it has run and, with an estimate,
// how far along it should be.
Result<CommandOutput> run_with_ticks(ActionPlatform& platform, const Command& command, const ProgressSink& progress,
                                     const std::string& action, const std::string& phase,
                                     std::optional<double> estimated_seconds);

} // namespace ssd::actions
