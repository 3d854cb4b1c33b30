#include "tests/fuzz/fuzz_support.h"

#include <fstream>
#include <sstream>

#include "tests/fuzz/fuzz_targets.h"

namespace ssd::fuzz {

namespace {

// A shipped data file, parsed once; the target aborts if it cannot be read
// (the fuzzer would otherwise miss the paths it opens).
template <typename Loader>
auto load_shipped(const char* path, Loader load) {
    std::ifstream file(path);
    std::ostringstream text;
    text << file.rdbuf();
    auto loaded = load(text.str());
    FUZZ_EXPECT(loaded.has_value() && !loaded->empty());
    return *loaded;
}

} // namespace

std::span<const Advisory> shipped_advisories() {
    static const std::vector<Advisory> advisories = load_shipped(SSD_ADVISORIES_FILE, load_advisories);
    return advisories;
}

std::span<const EnduranceRating> shipped_ratings() {
    static const std::vector<EnduranceRating> ratings = load_shipped(SSD_RATED_ENDURANCE_FILE, load_endurance_ratings);
    return ratings;
}

std::vector<std::string> split_input(std::string_view input, char separator) {
    std::vector<std::string> pieces;
    while (!input.empty()) {
        const auto end = input.find(separator);
        pieces.emplace_back(input.substr(0, end));
        if (end == std::string_view::npos) break;
        input.remove_prefix(end + 1);
    }
    return pieces;
}

} // namespace ssd::fuzz
