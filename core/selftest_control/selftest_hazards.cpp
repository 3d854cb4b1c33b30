#include "core/selftest_control/selftest_hazards.h"

namespace ssd::selftest {

std::vector<std::string> hazard_warnings(std::span<const Advisory> advisories, const DriveInfo& drive, TestType type) {
    std::vector<std::string> warnings;
    if (!drive.model) return warnings;
    for (const Advisory* advisory : selftest_hazards(advisories, *drive.model, drive.firmware.value_or(""), type)) {
        std::string warning = "known problem (" + advisory->id + "): " + advisory->problem + " " + advisory->fix;
        if (!advisory->sources.empty()) warning += " Source: " + advisory->sources.front();
        warnings.push_back(std::move(warning));
    }
    return warnings;
}

SessionEnvironment session_environment(actions::ActionClock& clock, StopToken stop, DriveActivity* activity,
                                       std::span<const Advisory> advisories) {
    SessionEnvironment environment{clock, stop, {}, {}, {}};
    if (activity != nullptr) {
        environment.busy = [activity](const DriveInfo& drive) { return activity->holder(drive.device); };
    }
    environment.hazards = [advisories](const DriveInfo& drive, TestType type) {
        return hazard_warnings(advisories, drive, type);
    };
    return environment;
}

} // namespace ssd::selftest
