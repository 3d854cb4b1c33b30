#include "tests/fuzz/fuzz_support.h"

#include <fstream>
#include <sstream>

#include "tests/fuzz/fuzz_targets.h"

namespace ssd::fuzz {

std::span<const Advisory> shipped_advisories() {
    static const std::vector<Advisory> advisories = [] {
        std::ifstream file(SSD_ADVISORIES_FILE);
        std::ostringstream text;
        text << file.rdbuf();
        auto loaded = load_advisories(text.str());
        FUZZ_EXPECT(loaded.has_value() && !loaded->empty());
        return *loaded;
    }();
    return advisories;
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
