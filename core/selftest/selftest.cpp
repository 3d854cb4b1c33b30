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
        // Rounded up: a person waits whole minutes.
        if (offline_seconds) return (*offline_seconds + 59) / 60;
        return std::nullopt;
    default: return std::nullopt;
    }
}

bool is_finished(Outcome outcome) { return outcome != Outcome::Running; }

bool found_defect(Outcome outcome) { return outcome == Outcome::Failed || outcome == Outcome::FatalError; }

int thoroughness(TestType type) {
    switch (type) {
    case TestType::Short: return 1;
    case TestType::Conveyance:
    case TestType::Selective: return 2;
    case TestType::Long: return 3;
    default: return 0;
    }
}

bool covers(TestType later, TestType earlier) {
    return later == earlier || thoroughness(later) > thoroughness(earlier);
}

} // namespace ssd::selftest
