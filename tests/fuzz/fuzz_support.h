// What several fuzz targets share: the shipped advisory and rated endurance
// files (so advisory findings and endurance matches are reached) and the input
// cut into pieces.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/health/drive_knowledge.h"

namespace ssd::fuzz {

// resources/advisories/ssd-firmware-advisories.json, read once; the target aborts
// if the shipped file cannot be read (the fuzzer would otherwise miss its paths).
std::span<const Advisory> shipped_advisories();
// resources/endurance/ssd-rated-endurance.json, the same way.
std::span<const EnduranceRating> shipped_ratings();
// Both, as health reads them.
inline DriveKnowledge shipped_knowledge() { return {shipped_advisories(), shipped_ratings()}; }

// The input cut at `separator` (the last piece without one included when not empty).
std::vector<std::string> split_input(std::string_view input, char separator);

// The input as lines ('\n').
inline std::vector<std::string> input_lines(std::string_view input) { return split_input(input, '\n'); }

} // namespace ssd::fuzz
