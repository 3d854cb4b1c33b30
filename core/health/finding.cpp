#include "core/health/finding.h"

#include "core/util/json_util.h"

namespace ssd {

std::string_view severity_name(Severity severity) {
    switch (severity) {
    case Severity::Info: return "info";
    case Severity::Warning: return "warning";
    case Severity::Critical: return "critical";
    }
    return "info";
}

std::optional<Severity> parse_severity(std::string_view name) {
    if (name == "info") return Severity::Info;
    if (name == "warning") return Severity::Warning;
    if (name == "critical") return Severity::Critical;
    return std::nullopt;
}

Finding finding_from_json(const nlohmann::json& f) {
    Finding finding;
    finding.id = json_or<std::string>(f, "id", {});
    finding.severity = parse_severity(json_or<std::string>(f, "severity", {})).value_or(Severity::Info);
    finding.title = json_or<std::string>(f, "title", {});
    finding.evidence = json_object(f, "evidence");
    finding.fix = json_or<std::string>(f, "fix", {});
    finding.action = json_optional<std::vector<std::string>>(json_object(f, "action"), "command");
    return finding;
}

std::vector<Finding> findings_from_json(const nlohmann::json& findings) {
    std::vector<Finding> list;
    if (!findings.is_array()) return list;
    for (const auto& finding : findings) list.push_back(finding_from_json(finding));
    return list;
}

} // namespace ssd
