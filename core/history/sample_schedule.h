// `ssdtool schedule install|remove|show`: the commands that register, remove
// or show the hourly `ssdtool sample` with the OS's scheduler: the systemd
// timer shipped with the package on Linux, a Task Scheduler task running as
// SYSTEM on Windows (resources/windows/ssd-toolbox-sample-task.xml). Pure:
// the platform runs the commands and writes the task file.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/util/enum_table.h"

namespace ssd::history {

enum class ScheduleAction { Install, Remove, Show };
inline constexpr EnumTable<ScheduleAction, 3> kScheduleActions{{{
    {ScheduleAction::Install, "install", "Sample SMART hourly and at boot"},
    {ScheduleAction::Remove, "remove", "Stop sampling SMART"},
    {ScheduleAction::Show, "show", "Show the sampling schedule"},
}}};

inline constexpr std::string_view kSampleTimerUnit = "ssd-toolbox-sample.timer";
inline constexpr std::string_view kSampleTaskName = "\\SSD Toolbox\\Sample SMART";

struct SchedulePlan {
    std::optional<std::string> task_file;  // write `task_xml` here first (Windows)
    std::string task_xml;
    std::vector<std::vector<std::string>> commands;  // run in order; stop at the first failure
};

SchedulePlan systemd_schedule_plan(ScheduleAction action);
// `xml_template` is the shipped task with @SSDTOOL_EXE@ for the program's path.
SchedulePlan task_scheduler_plan(ScheduleAction action, std::string_view xml_template, std::string_view ssdtool_exe,
                                 std::string_view task_file);

} // namespace ssd::history
