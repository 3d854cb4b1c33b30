#include "core/health/finding.h"

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

} // namespace ssd
