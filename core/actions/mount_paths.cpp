#include "core/actions/mount_paths.h"

#include <string>

namespace ssd::actions {

namespace {

bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

bool has_drive_letter(std::string_view path) { return path.size() >= 2 && is_letter(path[0]) && path[1] == ':'; }

// "C:…", "\\?\…", "\\.\…", "\…" (a rooted path on the current drive).
bool windows_style(std::string_view path) { return has_drive_letter(path) || (!path.empty() && path[0] == '\\'); }

// One spelling per Windows path: '\' separators, upper case, no "\\?\"
// before a drive letter, no trailing separator.
std::string canonical_windows(std::string_view path) {
    std::string text(path);
    for (char& c : text) {
        if (c == '/') c = '\\';
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    }
    for (const std::string_view prefix : {std::string_view("\\\\?\\"), std::string_view("\\\\.\\")}) {
        if (text.size() >= prefix.size() + 2 && text.compare(0, prefix.size(), prefix) == 0 &&
            has_drive_letter(std::string_view(text).substr(prefix.size()))) {
            text.erase(0, prefix.size());
        }
    }
    while (!text.empty() && text.back() == '\\') text.pop_back();
    return text;
}

bool posix_on_mount(std::string_view path, std::string_view mountpoint) {
    if (mountpoint == "/") return !path.empty() && path.front() == '/';
    return path == mountpoint || (path.size() > mountpoint.size() && path.substr(0, mountpoint.size()) == mountpoint &&
                                  path[mountpoint.size()] == '/');
}

} // namespace

bool is_volume_guid_path(std::string_view path) {
    const std::string text = canonical_windows(path);
    return text.rfind("\\\\?\\VOLUME{", 0) == 0;
}

bool path_is_on_mount(std::string_view path, std::string_view mountpoint) {
    if (path.empty() || mountpoint.empty()) return false;
    const bool windows_mount = windows_style(mountpoint);
    if (windows_mount != windows_style(path)) return false;
    if (!windows_mount) return posix_on_mount(path, mountpoint);
    const std::string mount = canonical_windows(mountpoint);
    const std::string inside = canonical_windows(path);
    if (mount.empty()) return false;
    return inside == mount || (inside.size() > mount.size() && inside.compare(0, mount.size(), mount) == 0 &&
                               inside[mount.size()] == '\\');
}

} // namespace ssd::actions
