#include "core/safety/action_plan.h"
#include "core/safety/safety_readers.h"

#include <sstream>

#include "core/process/command_runner.h"
#include "core/util/json_util.h"

namespace ssd::safety {

std::string_view step_kind_name(StepKind kind) {
    switch (kind) {
    case StepKind::Command: return "command";
    case StepKind::Ioctl: return "ioctl";
    case StepKind::FileEdit: return "file";
    case StepKind::Check: return "check";
    }
    return "command";
}

nlohmann::json plan_to_json(const ActionPlan& plan) {
    nlohmann::json steps = nlohmann::json::array();
    for (const auto& step : plan.steps) {
        steps.push_back({{"kind", step_kind_name(step.kind)},
                         {"argv", step.argv.empty() ? nlohmann::json(nullptr) : nlohmann::json(step.argv)},
                         {"description", step.description},
                         {"timeout_seconds", step.timeout ? nlohmann::json(step.timeout->count()) : nlohmann::json(nullptr)},
                         {"only_on_failure", step.only_on_failure}});
    }
    return {{"action", plan.action},
            {"target", plan.target},
            {"method", plan.method.empty() ? nlohmann::json(nullptr) : nlohmann::json(plan.method)},
            {"steps", steps},
            {"notes", plan.notes}};
}

ActionPlan plan_from_json(const nlohmann::json& doc) {
    ActionPlan plan;
    plan.action = json_or<std::string>(doc, "action", {});
    plan.target = json_or<std::string>(doc, "target", {});
    plan.method = json_or<std::string>(doc, "method", {});
    for (const auto& entry : json_array(doc, "steps")) {
        PlanStep step;
        const auto kind = json_or<std::string>(entry, "kind", {});
        for (const StepKind k : {StepKind::Command, StepKind::Ioctl, StepKind::FileEdit, StepKind::Check}) {
            if (step_kind_name(k) == kind) step.kind = k;
        }
        step.argv = json_or<std::vector<std::string>>(entry, "argv", {});
        step.description = json_or<std::string>(entry, "description", {});
        if (const auto seconds = json_optional<std::int64_t>(entry, "timeout_seconds")) {
            step.timeout = std::chrono::seconds(*seconds);
        }
        step.only_on_failure = json_or(entry, "only_on_failure", false);
        plan.steps.push_back(std::move(step));
    }
    plan.notes = json_or<std::vector<std::string>>(doc, "notes", {});
    return plan;
}

std::string plan_to_text(const ActionPlan& plan) {
    std::ostringstream out;
    out << "Plan: " << plan.action << " " << plan.target;
    if (!plan.method.empty()) out << " (method " << plan.method << ")";
    out << "\n";
    int number = 1;
    for (const auto& step : plan.steps) {
        out << "  " << number++ << ". ";
        if (step.only_on_failure) out << "[only if a step above fails] ";
        if (!step.argv.empty()) {
            out << describe_argv(step.argv);
            if (!step.description.empty()) out << "\n       " << step.description;
        } else {
            out << step_kind_name(step.kind) << ": " << step.description;
        }
        if (step.timeout) out << " (time limit " << step.timeout->count() << " s)";
        out << "\n";
    }
    for (const auto& note : plan.notes) out << "  Note: " << note << "\n";
    return out.str();
}

PlanStep command_step(std::vector<std::string> argv, std::string description,
                      std::optional<std::chrono::seconds> timeout) {
    PlanStep step;
    step.kind = StepKind::Command;
    step.argv = std::move(argv);
    step.description = std::move(description);
    step.timeout = timeout;
    return step;
}

PlanStep ioctl_step(std::string description) {
    PlanStep step;
    step.kind = StepKind::Ioctl;
    step.description = std::move(description);
    return step;
}

PlanStep file_step(std::string description) {
    PlanStep step;
    step.kind = StepKind::FileEdit;
    step.description = std::move(description);
    return step;
}

PlanStep check_step(std::vector<std::string> argv, std::string description) {
    PlanStep step;
    step.kind = StepKind::Check;
    step.argv = std::move(argv);
    step.description = std::move(description);
    return step;
}

} // namespace ssd::safety
