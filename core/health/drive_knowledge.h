// What the tool knows of drives beyond what they report: firmware advisories
// (resources/advisories) and rated endurance (resources/endurance, the user's
// own ratings first). Loaded once by the program; health reads it.
#pragma once

#include <span>

#include "core/health/firmware_advisories.h"
#include "core/health/rated_endurance.h"

namespace ssd {

struct DriveKnowledge {
    std::span<const Advisory> advisories = {};
    std::span<const EnduranceRating> ratings = {};  // the first match wins: a user's ratings go first
};

} // namespace ssd
