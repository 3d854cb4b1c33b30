// Known problems of a drive model with a self-test (the advisory data's
// self-test entries), as the warnings a start shows before it runs; and the
// session environment every caller gives a start (holds and hazards).
#pragma once

#include <span>
#include <string>
#include <vector>

#include "core/drive/drive_activity.h"
#include "core/drive/drive_info.h"
#include "core/health/firmware_advisories.h"
#include "core/selftest/selftest.h"
#include "core/selftest_control/selftest_session.h"

namespace ssd::selftest {

std::vector<std::string> hazard_warnings(std::span<const Advisory> advisories, const DriveInfo& drive, TestType type);

// A session that leaves held drives alone (`activity` null: nothing is held) and
// warns of the advisories' hazards; no progress listener. `activity` and
// `advisories` must outlive the environment.
SessionEnvironment session_environment(actions::ActionClock& clock, StopToken stop, DriveActivity* activity,
                                       std::span<const Advisory> advisories);

} // namespace ssd::selftest
