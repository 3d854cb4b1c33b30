#include "core/windows/tool_search.h"

#include "core/windows/text_lines.h"

namespace ssd::windows {

namespace {

struct DefaultFolder {
    std::string_view tool;
    std::string_view variable; // environment variable holding the base folder
    std::string_view relative;
};

constexpr DefaultFolder kDefaultFolders[] = {
    {"smartctl", "ProgramFiles", "smartmontools\\bin"},
    {"smartctl", "ProgramFiles(x86)", "smartmontools\\bin"},
    {"smartctl", "ProgramW6432", "smartmontools\\bin"},
};

std::string join(std::string_view folder, std::string_view file) {
    std::string path(folder);
    if (!path.empty() && path.back() != '\\' && path.back() != '/') path += '\\';
    path += file;
    return path;
}

} // namespace

bool is_explicit_path(std::string_view program) {
    return program.find_first_of("\\/:") != std::string_view::npos || program.find('.') != std::string_view::npos;
}

std::vector<std::string> tool_candidates(std::string_view tool, const EnvironmentLookup& environment) {
    const std::string file = std::string(tool) + ".exe";
    std::vector<std::string> candidates;
    const auto add = [&candidates](std::string path) {
        for (const auto& existing : candidates) {
            if (iequals(existing, path)) return;
        }
        candidates.push_back(std::move(path));
    };
    if (const auto path = environment("PATH")) {
        std::size_t at = 0;
        while (at <= path->size()) {
            const std::size_t end = path->find(';', at);
            std::string_view folder = trim(std::string_view(*path).substr(at, end == std::string::npos ? std::string::npos
                                                                                                        : end - at));
            if (folder.size() >= 2 && folder.front() == '"' && folder.back() == '"') {
                folder = folder.substr(1, folder.size() - 2);
            }
            // Relative entries (".", "bin") would depend on the current directory: skipped.
            const bool absolute = (folder.size() >= 3 && folder[1] == ':' && (folder[2] == '\\' || folder[2] == '/')) ||
                                  folder.starts_with("\\\\");
            if (absolute) add(join(folder, file));
            if (end == std::string::npos) break;
            at = end + 1;
        }
    }
    for (const auto& folder : kDefaultFolders) {
        if (folder.tool != tool) continue;
        if (const auto base = environment(folder.variable)) add(join(join(*base, folder.relative), file));
    }
    return candidates;
}

} // namespace ssd::windows
