// Queries both the setup inspector and the action platform make: whether
// NTFS/ReFS send TRIM (fsutil) and whether the Optimize Drives task is on
// (schtasks /XML). Tools run through the CommandRunner.
#pragma once

#include <vector>

#include "core/checks/observed.h"
#include "core/checks/setup_observations.h"
#include "core/process/command_runner.h"
#include "core/windows/defrag_schedule.h"
#include "core/windows/fsutil_parser.h"

namespace ssd::windows_platform {

Observed<std::vector<windows::DeleteNotifySetting>> query_delete_notify(CommandRunner& runner);
Observed<bool> query_defrag_task_enabled(CommandRunner& runner);
// The Optimize Drives schedule as periodic TRIM (Windows 8 and later).
Observed<PeriodicTrimObservation> periodic_trim_observation(const windows::WindowsVersion& version,
                                                            const Observed<bool>& task_enabled);

} // namespace ssd::windows_platform
