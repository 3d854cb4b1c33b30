#include "app/cli/advisory_file.h"

#include <ostream>

#include "app/cli/shipped_data_file.h"
#include "core/util/file_io.h"

namespace ssd::cli {

namespace fs = std::filesystem;

namespace {

constexpr ShippedDataFile kAdvisoryFile{"SSD_ADVISORIES_FILE", "advisories", kAdvisoryFileName,
                                        SSD_SOURCE_ADVISORIES_FILE};

} // namespace

std::vector<fs::path> advisory_file_candidates(const std::optional<std::string>& from_environment,
                                               const std::optional<fs::path>& executable_dir) {
    return shipped_file_candidates(kAdvisoryFile, from_environment, executable_dir);
}

std::vector<Advisory> load_advisories_for_cli(std::ostream& warnings, const std::optional<fs::path>& executable_dir) {
    const auto path = find_shipped_file(kAdvisoryFile, executable_dir);
    if (!path) return {};
    auto text = read_text_file(*path);
    auto advisories = text ? load_advisories(*text) : tl::unexpected(text.error());
    if (!advisories) {
        warnings << "ssdtool: warning: firmware advisories not checked: " << path->string() << ": "
                 << advisories.error().message << "\n";
        return {};
    }
    return std::move(*advisories);
}

} // namespace ssd::cli
