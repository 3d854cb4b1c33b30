#include "core/requests/path_rules.h"

#include <algorithm>
#include <vector>

namespace ssd::requests {

namespace {

bool name_char(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
           c == '-';
}

bool control_char(char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; }

// Components of an absolute path; empty when the path is not absolute or has an empty component.
std::vector<std::string_view> components(std::string_view path) {
    std::vector<std::string_view> parts;
    if (path.size() < 2 || path.front() != '/') return parts;
    std::size_t start = 1;
    while (start <= path.size()) {
        const std::size_t slash = path.find('/', start);
        const std::size_t end = slash == std::string_view::npos ? path.size() : slash;
        if (end == start) return {};
        parts.push_back(path.substr(start, end - start));
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    return parts;
}

bool acceptable_component(std::string_view part) { return part != "." && part != ".." && part.front() != '-'; }

} // namespace

bool is_valid_device_path(std::string_view path, std::string_view dev_root) {
    if (dev_root.empty() || path.size() <= dev_root.size() + 1 || path.substr(0, dev_root.size()) != dev_root ||
        path[dev_root.size()] != '/') {
        return false;
    }
    const auto parts = components(path.substr(dev_root.size()));
    if (parts.empty()) return false;
    return std::all_of(parts.begin(), parts.end(), [](std::string_view part) {
        return acceptable_component(part) && std::all_of(part.begin(), part.end(), name_char);
    });
}

bool is_valid_absolute_path(std::string_view path) {
    if (path == "/") return true;
    if (path.size() > 4096) return false;
    const auto parts = components(path);
    if (parts.empty()) return false;
    return std::all_of(parts.begin(), parts.end(), [](std::string_view part) {
        return acceptable_component(part) && std::none_of(part.begin(), part.end(), control_char);
    });
}

bool is_safe_token(std::string_view text) {
    if (text.empty() || text.size() > 128 || text.front() == '-') return false;
    return std::all_of(text.begin(), text.end(), [](char c) {
        return name_char(c) || c == ':' || c == ',' || c == '+' || c == '/';
    });
}

} // namespace ssd::requests
