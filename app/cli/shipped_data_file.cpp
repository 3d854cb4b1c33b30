#include "app/cli/shipped_data_file.h"

#include <cstdlib>

namespace ssd::cli {

namespace fs = std::filesystem;

std::vector<fs::path> shipped_file_candidates(const ShippedDataFile& file,
                                              const std::optional<std::string>& from_environment,
                                              const std::optional<fs::path>& executable_dir) {
    std::vector<fs::path> paths;
    if (from_environment && !from_environment->empty()) {
        paths.emplace_back(*from_environment);
        return paths; // an explicit choice is not second-guessed
    }
    if (executable_dir) {
        paths.push_back(*executable_dir / file.name);
        paths.push_back(executable_dir->parent_path() / "share" / "ssd-toolbox" / file.folder / file.name);
    }
    paths.push_back(fs::path(SSD_INSTALL_DATADIR) / "ssd-toolbox" / file.folder / file.name);
    paths.push_back(fs::path(file.source_path));
    return paths;
}

std::optional<fs::path> find_shipped_file(const ShippedDataFile& file, const std::optional<fs::path>& executable_dir) {
    const char* from_environment = std::getenv(file.environment);
    const auto candidates = shipped_file_candidates(
        file, from_environment != nullptr ? std::optional<std::string>(from_environment) : std::nullopt, executable_dir);
    for (const auto& path : candidates) {
        std::error_code ec;
        if (fs::is_regular_file(path, ec)) return path;
    }
    return std::nullopt;
}

} // namespace ssd::cli
