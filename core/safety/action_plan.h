// The dry-run plan of a destructive or system-changing action: the ordered
// steps, each the exact argv of a tool, an ioctl on a named device, or a file
// edit, exactly as they would run. `--dry-run` prints it and changes nothing;
// a real run executes the same steps, so what was shown is what happens.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace ssd::safety {

enum class StepKind {
    Command,  // an external tool: argv
    Ioctl,    // a system call on a device or file: description
    FileEdit, // a file written, created, renamed or removed: description
    Check,    // a read-only step (re-reading identity, a status poll)
};

struct PlanStep {
    StepKind kind = StepKind::Command;
    std::vector<std::string> argv;  // Command (and Check steps that run a tool)
    std::string description;        // what the step does, in words
    std::optional<std::chrono::seconds> timeout; // the limit it runs under, when one is set
    // A step that only runs when an earlier one failed (e.g. removing a
    // temporary ATA password): shown in the plan, marked as conditional.
    bool only_on_failure = false;
};

struct ActionPlan {
    std::string action;  // "discard", "erase", "firmware", "trim", "swap-resize", …
    std::string target;  // "/dev/sdb", "/", "/swapfile"
    std::string method;  // "ata-enhanced", "nvme-crypto", …; "" when the action has no choice
    std::vector<PlanStep> steps;
    std::vector<std::string> notes; // what the user should know (time estimates, resets)
};

std::string_view step_kind_name(StepKind kind);

// {"action", "target", "method", "steps": [{"kind", "argv"|null, "description",
//  "timeout_seconds"|null, "only_on_failure"}], "notes": [...]}
nlohmann::json plan_to_json(const ActionPlan& plan);
// Numbered lines; commands shown as a shell would run them.
std::string plan_to_text(const ActionPlan& plan);

// Convenience builders.
PlanStep command_step(std::vector<std::string> argv, std::string description,
                      std::optional<std::chrono::seconds> timeout = std::nullopt);
PlanStep ioctl_step(std::string description);
PlanStep file_step(std::string description);
PlanStep check_step(std::vector<std::string> argv, std::string description);

} // namespace ssd::safety
