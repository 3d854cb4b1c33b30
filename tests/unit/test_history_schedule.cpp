// The scheduler commands for hourly sampling, and the shipped Windows task.
#include <gtest/gtest.h>

#include "core/history/sample_schedule.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"

namespace ssd::history {
namespace {

using Argv = std::vector<std::string>;

TEST(HistorySchedule, SystemdPlanEnablesDisablesAndShowsTheTimer) {
    EXPECT_EQ(systemd_schedule_plan(ScheduleAction::Install).commands,
              (std::vector<Argv>{{"systemctl", "enable", "--now", "ssd-toolbox-sample.timer"}}));
    EXPECT_EQ(systemd_schedule_plan(ScheduleAction::Remove).commands,
              (std::vector<Argv>{{"systemctl", "disable", "--now", "ssd-toolbox-sample.timer"}}));
    EXPECT_FALSE(systemd_schedule_plan(ScheduleAction::Install).task_file);
}

TEST(HistorySchedule, TaskSchedulerPlanRegistersTheShippedTaskWithThisProgram) {
    const auto xml = read_text_file(test::project_fixture("../../resources/windows/ssd-toolbox-sample-task.xml"));
    ASSERT_TRUE(xml) << xml.error().message;
    const auto plan = task_scheduler_plan(ScheduleAction::Install, *xml, R"(C:\Program Files\SSD Toolbox\ssdtool.exe)",
                                          R"(C:\Temp\task.xml)");
    ASSERT_EQ(plan.commands.size(), 1u);
    EXPECT_EQ(plan.commands[0],
              (Argv{"schtasks", "/Create", "/TN", R"(\SSD Toolbox\Sample SMART)", "/XML", R"(C:\Temp\task.xml)", "/F"}));
    EXPECT_EQ(plan.task_file, R"(C:\Temp\task.xml)");
    EXPECT_NE(plan.task_xml.find(R"(<Command>"C:\Program Files\SSD Toolbox\ssdtool.exe"</Command>)"), std::string::npos);
    EXPECT_EQ(plan.task_xml.find("@SSDTOOL_EXE@"), std::string::npos);
    EXPECT_NE(plan.task_xml.find(R"(encoding="UTF-16")"), std::string::npos);
    // As SYSTEM, hourly, at boot, catching up missed runs, spread by a random delay.
    for (const char* part : {"<UserId>S-1-5-18</UserId>", "<Interval>PT1H</Interval>", "<BootTrigger>",
                             "<StartWhenAvailable>true</StartWhenAvailable>", "<RandomDelay>", "<Arguments>sample</Arguments>"}) {
        EXPECT_NE(plan.task_xml.find(part), std::string::npos) << part;
    }
    EXPECT_EQ(task_scheduler_plan(ScheduleAction::Remove, *xml, "x", "y").commands[0],
              (Argv{"schtasks", "/Delete", "/TN", R"(\SSD Toolbox\Sample SMART)", "/F"}));
}

} // namespace
} // namespace ssd::history
