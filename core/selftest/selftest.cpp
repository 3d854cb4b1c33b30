#include "core/selftest/selftest.h"

#include <algorithm>

namespace ssd::selftest {

bool Capabilities::offers(TestType type) const {
    return supported && std::find(types.begin(), types.end(), type) != types.end();
}

std::optional<int> Capabilities::minutes_for(TestType type) const {
    switch (type) {
    case TestType::Short: return short_minutes;
    case TestType::Long: return long_minutes;
    case TestType::Conveyance: return conveyance_minutes;
    case TestType::Offline:
        if (offline_seconds) return (*offline_seconds + 59) / 60;
        return std::nullopt;
    default: return std::nullopt;
    }
}

} // namespace ssd::selftest
