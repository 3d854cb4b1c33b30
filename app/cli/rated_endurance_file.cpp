#include "app/cli/rated_endurance_file.h"

#include <ostream>

#include "app/cli/shipped_data_file.h"
#include "core/util/file_io.h"

namespace ssd::cli {

namespace fs = std::filesystem;

namespace {

constexpr ShippedDataFile kRatingsFile{"SSD_RATED_ENDURANCE_FILE", "endurance", kRatedEnduranceFileName,
                                       SSD_SOURCE_RATED_ENDURANCE_FILE};

void append_file(std::vector<EnduranceRating>& ratings, const fs::path& path, std::ostream& warnings) {
    auto text = read_text_file(path);
    auto loaded = text ? load_endurance_ratings(*text) : tl::unexpected(text.error());
    if (!loaded) {
        warnings << "ssdtool: warning: rated endurance not read from " << path.string() << ": "
                 << loaded.error().message << "\n";
        return;
    }
    for (auto& rating : *loaded) ratings.push_back(std::move(rating));
}

} // namespace

std::vector<EnduranceRating> load_ratings_for_cli(std::ostream& warnings, const std::optional<fs::path>& executable_dir,
                                                  const std::optional<fs::path>& machine_config_dir) {
    std::vector<EnduranceRating> ratings;
    if (machine_config_dir) {
        const fs::path own = *machine_config_dir / kMachineRatingsFileName;
        std::error_code ec;
        if (fs::is_regular_file(own, ec)) append_file(ratings, own, warnings);
    }
    if (const auto shipped = find_shipped_file(kRatingsFile, executable_dir)) append_file(ratings, *shipped, warnings);
    return ratings;
}

} // namespace ssd::cli
