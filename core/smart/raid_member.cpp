#include "core/smart/raid_member.h"

#include <array>

namespace ssd {

bool is_raid_member_type(std::string_view type) {
    // smartctl's man page, -d TYPE: the controller types that take a disk number.
    static constexpr std::array<std::string_view, 7> kControllers{"megaraid,", "cciss,", "areca,", "3ware,",
                                                                 "aacraid,", "sssraid,", "hpt,"};
    for (const auto controller : kControllers) {
        const auto at = type.find(controller);
        // At the start, or after a protocol prefix ("sat+megaraid,0").
        if (at != std::string_view::npos && (at == 0 || type[at - 1] == '+')) return true;
    }
    return false;
}

} // namespace ssd
