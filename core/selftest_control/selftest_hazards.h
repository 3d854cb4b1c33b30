// Known problems of a drive model with a self-test (the advisory data's
// self-test entries), as the warnings a start shows before it runs.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "core/drive/drive_info.h"
#include "core/health/firmware_advisories.h"
#include "core/selftest/selftest.h"

namespace ssd::selftest {

std::vector<std::string> hazard_warnings(std::span<const Advisory> advisories, const DriveInfo& drive, TestType type);

} // namespace ssd::selftest
