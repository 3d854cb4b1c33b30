#include "core/linux/proc_text.h"

#include <algorithm>
#include <charconv>
#include <exception>
#include <sstream>

#include "core/linux/text_words.h"

namespace ssd::linux_kernel {

std::string unescape_octal(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 3 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '3' && text[i + 2] >= '0' && text[i + 2] <= '7' &&
            text[i + 3] >= '0' && text[i + 3] <= '7') {
            const int value = (text[i + 1] - '0') * 64 + (text[i + 2] - '0') * 8 + (text[i + 3] - '0');
            out.push_back(static_cast<char>(value));
            i += 3;
        } else {
            out.push_back(text[i]);
        }
    }
    return out;
}

bool has_mount_option(const std::vector<std::string>& options, std::string_view name) {
    return std::find(options.begin(), options.end(), name) != options.end();
}

std::vector<MountEntry> parse_mountinfo(std::string_view text) {
    std::vector<MountEntry> entries;
    std::istringstream in{std::string(text)};
    std::string line;
    while (std::getline(in, line)) {
        const auto fields = split_blanks(line);
        // id parent major:minor root mountpoint options [optional…] - fstype source super_options
        const auto dash = std::find(fields.begin(), fields.end(), "-");
        if (fields.size() < 10 || dash == fields.end() || dash - fields.begin() < 6 || fields.end() - dash < 3) {
            continue;
        }
        const auto colon = fields[2].find(':');
        if (colon == std::string::npos) continue;
        const auto major = parse_u64(std::string_view(fields[2]).substr(0, colon));
        const auto minor = parse_u64(std::string_view(fields[2]).substr(colon + 1));
        if (!major || !minor || *major > UINT32_MAX || *minor > UINT32_MAX) continue;
        MountEntry entry;
        entry.major = static_cast<unsigned>(*major);
        entry.minor = static_cast<unsigned>(*minor);
        entry.root = unescape_octal(fields[3]);
        entry.mountpoint = unescape_octal(fields[4]);
        entry.options = split(fields[5], ',');
        entry.fstype = *(dash + 1);
        entry.source = unescape_octal(*(dash + 2));
        if (dash + 3 != fields.end()) entry.super_options = split(*(dash + 3), ',');
        entries.push_back(std::move(entry));
    }
    return entries;
}

bool is_at_or_below(std::string_view path, std::string_view mountpoint) {
    if (mountpoint == "/") return path.starts_with("/");
    return path.starts_with(mountpoint) && (path.size() == mountpoint.size() || path[mountpoint.size()] == '/');
}

std::optional<MountEntry> mount_holding(const std::vector<MountEntry>& mounts, std::string_view path) {
    const MountEntry* best = nullptr;
    for (const auto& entry : mounts) {
        const std::string& point = entry.mountpoint;
        if (is_at_or_below(path, point) && (best == nullptr || point.size() >= best->mountpoint.size())) best = &entry;
    }
    if (best == nullptr) return std::nullopt;
    return *best;
}

std::vector<SwapEntry> parse_proc_swaps(std::string_view text) {
    std::vector<SwapEntry> entries;
    std::istringstream in{std::string(text)};
    std::string line;
    bool header = true;
    while (std::getline(in, line)) {
        if (header) { // "Filename  Type  Size  Used  Priority"
            header = false;
            if (line.starts_with("Filename")) continue;
        }
        auto fields = split_blanks(line);
        if (fields.size() < 5) continue;
        // A path with a literal " (deleted)" suffix is a removed swap file still in use.
        if (fields.size() >= 6 && fields[1] == "(deleted)") fields.erase(fields.begin() + 1);
        const auto size = parse_u64(fields[2]);
        const auto used = parse_u64(fields[3]);
        if (!size || !used) continue;
        SwapEntry entry;
        entry.path = unescape_octal(fields[0]);
        entry.type = fields[1];
        entry.size_bytes = *size * 1024;
        entry.used_bytes = *used * 1024;
        try {
            entry.priority = std::stoi(fields[4]);
        } catch (const std::exception&) {
            entry.priority = 0;
        }
        entries.push_back(std::move(entry));
    }
    return entries;
}

std::optional<std::string> kernel_parameter(std::string_view cmdline, std::string_view name) {
    std::optional<std::string> value;
    const std::string prefix = std::string(name) + "=";
    for (const auto& word : split_blanks(cmdline)) {
        if (word == "--") break; // what follows goes to init, not the kernel
        if (word.starts_with(prefix)) value = word.substr(prefix.size());
    }
    return value;
}

std::optional<std::uint64_t> meminfo_bytes(std::string_view meminfo, std::string_view field) {
    std::istringstream in{std::string(meminfo)};
    const std::string prefix = std::string(field) + ":";
    std::string line;
    while (std::getline(in, line)) {
        if (!line.starts_with(prefix)) continue;
        std::istringstream fields(line.substr(prefix.size()));
        std::uint64_t kib = 0;
        if (fields >> kib) return kib * 1024;
    }
    return std::nullopt;
}

std::optional<std::uint64_t> proc_stat_start_time(std::string_view stat) {
    const auto close = stat.rfind(')');
    if (close == std::string_view::npos) return std::nullopt;
    // After "pid (comm)" come field 3 (state) onwards; starttime is field 22, the 20th of them.
    std::string_view rest = stat.substr(close + 1);
    int field = 2;
    while (!rest.empty()) {
        const auto start = rest.find_first_not_of(' ');
        if (start == std::string_view::npos) break;
        rest = rest.substr(start);
        const auto end = rest.find(' ');
        const auto token = rest.substr(0, end);
        if (++field == 22) {
            std::uint64_t value = 0;
            const auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
            if (ec != std::errc{} || ptr != token.data() + token.size()) return std::nullopt;
            return value;
        }
        if (end == std::string_view::npos) break;
        rest = rest.substr(end);
    }
    return std::nullopt;
}

} // namespace ssd::linux_kernel
