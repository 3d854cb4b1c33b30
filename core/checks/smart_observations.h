// What the drive itself reports (smartctl / IDENTIFY data) folded into the
// setup observations: the drive's own maximum link speed, TRIM support,
// write cache state and rotation rate are better evidence than the OS's view.
#pragma once

#include "core/checks/setup_observations.h"
#include "core/drive/drive_info.h"
#include "core/smart/smart_report.h"

namespace ssd {

void apply_drive_report(DriveSetup& setup, const DriveInfo& drive, const SmartReport& report);

} // namespace ssd
