// NVMe secure erase through nvme-cli: Format NVM with Secure Erase
// Settings (each namespace, one blocking command each) and Sanitize (one
// command for the controller, then the sanitize log polled for progress).
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/actions/action_platform.h"
#include "core/actions/erase_methods.h"
#include "core/actions/erase_steps.h"
#include "core/actions/nvme_admin.h"

namespace ssd::actions {

inline constexpr std::chrono::seconds kFormatTimeout{2 * 3600};
inline constexpr std::chrono::seconds kSanitizeCommandTimeout{120};
inline constexpr std::chrono::seconds kSanitizeDefaultLimit{24 * 3600};

// What the controller reported, for the report's "capabilities".
nlohmann::json nvme_capabilities(const NvmeControllerInfo& c);

std::vector<std::string> format_argv(const std::string& node, EraseMethod method);
std::vector<std::string> sanitize_argv(const std::string& controller, EraseMethod method);
std::vector<std::string> sanitize_log_argv(const std::string& controller);
// The namespace nodes a format acts on: the one named, else every one of the controller.
std::vector<std::string> namespaces_to_format(const ActionTarget& target);

// Starts the sanitize and polls its log until it completes or fails. The
// sanitize cannot be stopped (the drive finishes it even across a reset);
// a stop ends the waiting, and the answer says the sanitize goes on.
Result<EraseStopped> run_sanitize(ActionPlatform& platform, const ActionTarget& target, EraseMethod method,
                                  const ProgressSink& progress, StopToken stop);
// Runs the plan's format commands, one namespace after another. A stop is
// honoured between namespaces; a format under way cannot be stopped.
Result<EraseStopped> run_format(ActionPlatform& platform, const safety::ActionPlan& plan, const ProgressSink& progress,
                                StopToken stop);

} // namespace ssd::actions
