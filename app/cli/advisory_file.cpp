#include "app/cli/advisory_file.h"

#include <cstdlib>
#include <ostream>

#include "core/util/file_io.h"

namespace ssd::cli {

namespace fs = std::filesystem;

std::vector<fs::path> advisory_file_candidates(const std::optional<std::string>& from_environment,
                                               const std::optional<fs::path>& executable_dir) {
    std::vector<fs::path> paths;
    if (from_environment && !from_environment->empty()) {
        paths.emplace_back(*from_environment);
        return paths; // an explicit choice is not second-guessed
    }
    if (executable_dir) {
        paths.push_back(*executable_dir / kAdvisoryFileName);
        paths.push_back(executable_dir->parent_path() / "share" / "ssd-toolbox" / "advisories" / kAdvisoryFileName);
    }
    paths.push_back(fs::path(SSD_INSTALL_DATADIR) / "ssd-toolbox" / "advisories" / kAdvisoryFileName);
    paths.push_back(fs::path(SSD_SOURCE_ADVISORIES_FILE));
    return paths;
}

std::vector<Advisory> load_advisories_for_cli(std::ostream& warnings, const std::optional<fs::path>& executable_dir) {
    const char* from_environment = std::getenv("SSD_ADVISORIES_FILE");
    const auto candidates = advisory_file_candidates(
        from_environment != nullptr ? std::optional<std::string>(from_environment) : std::nullopt, executable_dir);
    for (const auto& path : candidates) {
        std::error_code ec;
        if (!fs::is_regular_file(path, ec)) continue;
        auto text = read_text_file(path);
        auto advisories = text ? load_advisories(*text) : tl::unexpected(text.error());
        if (!advisories) {
            warnings << "ssdtool: warning: firmware advisories not checked: " << path.string() << ": "
                     << advisories.error().message << "\n";
            return {};
        }
        return std::move(*advisories);
    }
    return {};
}

} // namespace ssd::cli
