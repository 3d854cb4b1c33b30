#include "core/history/sample_schedule.h"

namespace ssd::history {

namespace {

std::string replaced(std::string_view text, std::string_view placeholder, std::string_view value) {
    std::string out(text);
    for (auto at = out.find(placeholder); at != std::string::npos; at = out.find(placeholder, at + value.size())) {
        out.replace(at, placeholder.size(), value);
    }
    return out;
}

} // namespace

SchedulePlan systemd_schedule_plan(ScheduleAction action) {
    const std::string timer(kSampleTimerUnit);
    SchedulePlan plan;
    switch (action) {
    case ScheduleAction::Install: plan.commands = {{"systemctl", "enable", "--now", timer}}; break;
    case ScheduleAction::Remove: plan.commands = {{"systemctl", "disable", "--now", timer}}; break;
    case ScheduleAction::Show: plan.commands = {{"systemctl", "list-timers", "--all", "--no-pager", timer}}; break;
    }
    return plan;
}

SchedulePlan task_scheduler_plan(ScheduleAction action, std::string_view xml_template, std::string_view ssdtool_exe,
                                 std::string_view task_file) {
    const std::string name(kSampleTaskName);
    SchedulePlan plan;
    switch (action) {
    case ScheduleAction::Install:
        plan.task_file = std::string(task_file);
        // Task Scheduler reads UTF-16 files; the platform writes it so, and says so here.
        plan.task_xml = replaced(replaced(xml_template, "@SSDTOOL_EXE@", ssdtool_exe), "encoding=\"UTF-8\"",
                                 "encoding=\"UTF-16\"");
        plan.commands = {{"schtasks", "/Create", "/TN", name, "/XML", std::string(task_file), "/F"}};
        break;
    case ScheduleAction::Remove: plan.commands = {{"schtasks", "/Delete", "/TN", name, "/F"}}; break;
    case ScheduleAction::Show: plan.commands = {{"schtasks", "/Query", "/TN", name, "/V", "/FO", "LIST"}}; break;
    }
    return plan;
}

} // namespace ssd::history
