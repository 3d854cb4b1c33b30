// The OS's scheduler for `ssdtool sample` (core/history/sample_schedule.h):
// which plan applies here, and writing a Windows task file as Task Scheduler
// reads it. Declared once; each back end defines it in its own file.
#pragma once

#include <string>

#include "core/history/sample_schedule.h"
#include "core/process/host_environment.h"
#include "core/util/error.h"

namespace ssd {

// Usage error where this OS has no scheduler support yet (macOS).
Result<history::SchedulePlan> sample_schedule_plan(history::ScheduleAction action, const HostEnvironment& host);

// Writes the plan's task file (Windows: UTF-16 with a byte order mark); a no-op without one.
Result<void> write_schedule_file(const history::SchedulePlan& plan);

} // namespace ssd
