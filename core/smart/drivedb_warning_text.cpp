#include "core/smart/drivedb_warning_text.h"

namespace ssd {

namespace {

constexpr std::string_view kPrefix = "==> WARNING: ";

bool blank(std::string_view line) { return line.find_first_not_of(" \t\r") == std::string_view::npos; }

std::string_view without_cr(std::string_view line) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
}

} // namespace

std::vector<std::string> drivedb_warnings_in(const std::vector<std::string_view>& lines) {
    std::vector<std::string> warnings;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!lines[i].starts_with(kPrefix)) continue;
        std::string warning(without_cr(lines[i].substr(kPrefix.size())));
        while (i + 1 < lines.size() && !blank(lines[i + 1])) {
            warning += "\n" + std::string(without_cr(lines[++i]));
        }
        warnings.push_back(std::move(warning));
    }
    return warnings;
}

} // namespace ssd
