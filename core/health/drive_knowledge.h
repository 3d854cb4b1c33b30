// What the tool knows of drives beyond what they report: firmware advisories
// (resources/advisories) and rated endurance (resources/endurance, the user's
// own ratings first). Loaded once by the program; health reads it.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "core/health/firmware_advisories.h"
#include "core/health/rated_endurance.h"
#include "core/smart/usb_bridge_memory.h"

namespace ssd {

struct DriveKnowledge {
    std::span<const Advisory> advisories = {};
    std::span<const EnduranceRating> ratings = {};  // the first match wins: a user's ratings go first
    UsbBridgeMemory* usb_bridges = nullptr;         // the -d type that read each USB bridge before
};

// `knowledge` with the rating given for one drive (--rated-tbw) in place of the
// tables'; `given` keeps it alive as long as the result is used.
inline DriveKnowledge with_rating_given(DriveKnowledge knowledge, std::optional<double> rated_tbw,
                                        std::vector<EnduranceRating>& given) {
    if (!rated_tbw) return knowledge;
    given = {user_rating(*rated_tbw)};
    knowledge.ratings = given;
    return knowledge;
}

} // namespace ssd
