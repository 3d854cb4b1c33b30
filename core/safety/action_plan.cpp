#include "core/safety/action_plan.h"

#include <sstream>

#include "core/process/command_runner.h"

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
