// `ssdtool hibernation [show|on|off]` where hibernation needs a resume
// device and enough swap on it (MemoryModel::SwapFiles): whether it is
// configured, the space it keeps, and switching it on or off through
// systemd's sleep targets where the system allows.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/actions/action_platform.h"

namespace ssd::actions {

struct HibernationReport {
    Observed<HibernationObservation> observed;
    std::string state;                     // "enabled" | "disabled" | "not-configured" | "unsupported" | "unknown"
    std::optional<std::uint64_t> swap_on_resume_bytes;
    std::optional<std::uint64_t> memory_bytes;
    bool masked = false;                   // hibernate.target masked (systemd)
    std::vector<std::string> explanation;  // why, and what to do
    safety::ActionPlan plan;               // for on/off
    bool dry_run = false;
    bool changed = false;
};
Result<HibernationReport> show_hibernation(ActionPlatform& platform);
// on: only where the system allows it (a resume device with swap at least
// the size of RAM, systemd's hibernate.target unmasked); otherwise Refused
// with the explanation of what to configure. off: masks the systemd sleep
// targets that hibernate.
Result<HibernationReport> set_hibernation(ActionPlatform& platform, bool enable, bool dry_run);
nlohmann::json hibernation_to_json(const HibernationReport& report);
std::string hibernation_to_text(const HibernationReport& report);
// The end of the hibernation text on every system (systemd's and powercfg's):
// the explanation lines indented, then the plan and whether it only was a dry run.
std::string explanation_and_plan_text(const std::vector<std::string>& explanation, const safety::ActionPlan& plan,
                                      bool dry_run);

inline const std::vector<std::string> kHibernateUnits = {"hibernate.target", "hybrid-sleep.target",
                                                          "suspend-then-hibernate.target"};

} // namespace ssd::actions
