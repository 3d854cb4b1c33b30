#include "core/process/child_environment.h"

#include <algorithm>

namespace ssd {

std::vector<std::string> child_environment(const std::vector<std::string>& inherited, const EnvironmentVariables& overrides) {
    std::vector<std::string> entries;
    for (const auto& entry : inherited) {
        const std::string name = entry.substr(0, entry.find('='));
        const bool replaced =
            std::any_of(overrides.begin(), overrides.end(), [&](const auto& set) { return set.first == name; });
        if (!replaced) entries.push_back(entry);
    }
    for (const auto& [name, value] : overrides) entries.push_back(name + "=" + value);
    return entries;
}

} // namespace ssd
