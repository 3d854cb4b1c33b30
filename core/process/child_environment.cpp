#include "core/process/child_environment.h"

#include <algorithm>

namespace ssd {

EnvironmentVariables tool_environment() { return {{"LC_ALL", "C"}}; }

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

namespace ssd {

ChildEnvironment::ChildEnvironment(char* const* inherited, const EnvironmentVariables& overrides) : inherited_(inherited) {
    if (overrides.empty()) return;
    std::vector<std::string> parent;
    for (char* const* entry = inherited; entry != nullptr && *entry != nullptr; ++entry) parent.emplace_back(*entry);
    entries_ = child_environment(parent, overrides);
    for (auto& entry : entries_) pointers_.push_back(entry.data());
    pointers_.push_back(nullptr);
}

} // namespace ssd
