// Windows: a Task Scheduler task running `ssdtool.exe sample` as SYSTEM, from
// resources/windows/ssd-toolbox-sample-task.xml (compiled in: sample_task_xml.h).
#include "platform/sample_schedule.h"

#include <windows.h>

#include <fstream>

#include "platform/windows/sample_task_xml.h"
#include "platform/windows/win_util.h"

namespace ssd {

namespace {

std::filesystem::path temp_task_file() {
    wchar_t folder[MAX_PATH + 1] = {};
    const DWORD length = GetTempPathW(MAX_PATH + 1, folder);
    return std::filesystem::path(std::wstring(folder, length)) / L"ssd-toolbox-sample-task.xml";
}

} // namespace

Result<history::SchedulePlan> sample_schedule_plan(history::ScheduleAction action, const HostEnvironment& host) {
    const auto dir = host.executable_dir();
    if (!dir) return fail(ErrorCode::InputUnreadable, "cannot tell where ssdtool.exe is");
    return history::task_scheduler_plan(action, kSampleTaskXml, (*dir / "ssdtool.exe").string(),
                                        temp_task_file().string());
}

Result<void> write_schedule_file(const history::SchedulePlan& plan) {
    if (!plan.task_file) return {};
    const std::wstring wide = windows_platform::widen(plan.task_xml);
    std::ofstream file(*plan.task_file, std::ios::binary | std::ios::trunc);
    const unsigned char bom[] = {0xFF, 0xFE};
    file.write(reinterpret_cast<const char*>(bom), sizeof bom);
    file.write(reinterpret_cast<const char*>(wide.data()), static_cast<std::streamsize>(wide.size() * sizeof(wchar_t)));
    if (!file) return fail(ErrorCode::StorageFailed, "could not write the task file " + *plan.task_file);
    return {};
}

} // namespace ssd
