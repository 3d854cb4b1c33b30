#include "app/cli/advisory_file.h"

#include <cstdlib>
#include <filesystem>
#include <ostream>

#include "core/util/file_io.h"

namespace ssd::cli {

namespace {

namespace fs = std::filesystem;

constexpr const char* kFileName = "ssd-firmware-advisories.json";

std::vector<fs::path> candidates() {
    std::vector<fs::path> paths;
    if (const char* from_env = std::getenv("SSD_ADVISORIES_FILE"); from_env != nullptr && *from_env != '\0') {
        paths.emplace_back(from_env);
        return paths; // an explicit choice is not second-guessed
    }
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) paths.push_back(exe.parent_path().parent_path() / "share/ssd-toolbox/advisories" / kFileName);
    paths.push_back(fs::path(SSD_INSTALL_DATADIR) / "ssd-toolbox/advisories" / kFileName);
    paths.push_back(fs::path(SSD_SOURCE_ADVISORIES_FILE));
    return paths;
}

} // namespace

std::vector<Advisory> load_advisories_for_cli(std::ostream& warnings) {
    for (const auto& path : candidates()) {
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
