// A document with one member taken away, for the tests that every optional field of a saved
// document may be absent (issue 40): each member's path, and the document without it or with
// it set to null (a writer may do either for a field it allows to be unknown).
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

namespace ssd::test {

enum class Absence { Removed, Null };

// The path of every member of every object in `value`, depth first.
inline void member_paths(const nlohmann::json& value, const nlohmann::json::json_pointer& at,
                         std::vector<nlohmann::json::json_pointer>& paths) {
    if (value.is_object()) {
        for (const auto& [key, member] : value.items()) {
            paths.push_back(at / key);
            member_paths(member, at / key, paths);
        }
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i) member_paths(value[i], at / i, paths);
    }
}

inline std::vector<nlohmann::json::json_pointer> member_paths(const nlohmann::json& document) {
    std::vector<nlohmann::json::json_pointer> paths;
    member_paths(document, nlohmann::json::json_pointer(), paths);
    return paths;
}

inline nlohmann::json without_member(const nlohmann::json& document, const nlohmann::json::json_pointer& path,
                                     Absence absence) {
    nlohmann::json variant = document;
    if (absence == Absence::Null) {
        variant[path] = nullptr;
    } else {
        variant[path.parent_pointer()].erase(path.back());
    }
    return variant;
}

} // namespace ssd::test
