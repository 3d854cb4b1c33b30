// The Windows text parsers on published output (powercfg /a, fsutil) and on
// samples built from the documented formats (file names say "synthetic").
// Sources: tests/fixtures/windows/SOURCES.md.
#include <gtest/gtest.h>

#include "core/windows/defrag_schedule.h"
#include "core/windows/fsutil_parser.h"
#include "core/windows/paging_files.h"
#include "core/windows/powercfg_parser.h"
#include "core/windows/text_lines.h"
#include "windows_fixture.h"

namespace ssd::windows {
namespace {

using test::fixture_text;

std::vector<std::string> names(const std::vector<SleepState>& states) {
    std::vector<std::string> result;
    for (const auto& state : states) result.push_back(state.name);
    return result;
}

TEST(WindowsPowercfg, HibernationOnFromWindowsInternals) {
    const auto states = parse_powercfg_available_states(fixture_text("windows/powercfg-a-hibernate-on_windows-internals-7.txt"));
    ASSERT_TRUE(states) << states.error().message;
    EXPECT_EQ(names(states->available), (std::vector<std::string>{"Standby (S3)", "Hibernate", "Fast Startup"}));
    EXPECT_EQ(names(states->unavailable), (std::vector<std::string>{"Standby (S1)", "Standby (S2)",
                                                                    "Standby (S0 Low Power Idle)", "Hybrid Sleep"}));
    ASSERT_EQ(states->unavailable.back().reasons.size(), 1U);
    EXPECT_EQ(states->unavailable.back().reasons[0], "The hypervisor does not support this standby state.");
    EXPECT_EQ(hibernation_availability(*states), HibernationAvailability::Enabled);
}

TEST(WindowsPowercfg, HibernationOffFromWindowsInternals) {
    const auto states = parse_powercfg_available_states(fixture_text("windows/powercfg-a-hibernate-off_windows-internals-7.txt"));
    ASSERT_TRUE(states) << states.error().message;
    EXPECT_EQ(names(states->available), (std::vector<std::string>{"Standby (S3)"}));
    EXPECT_EQ(hibernation_availability(*states), HibernationAvailability::Disabled);
    EXPECT_EQ(hibernation_reasons(*states), (std::vector<std::string>{"Hibernation has not been enabled."}));
    // Two reasons for one state.
    const auto& hybrid = states->unavailable[4];
    EXPECT_EQ(hybrid.name, "Hybrid Sleep");
    EXPECT_EQ(hybrid.reasons.size(), 2U);
}

TEST(WindowsPowercfg, VistaPrintsStatesOnOneLine) {
    const auto states = parse_powercfg_available_states(fixture_text("windows/powercfg-a-vista_itprotoday-2007.txt"));
    ASSERT_TRUE(states) << states.error().message;
    EXPECT_EQ(names(states->available), (std::vector<std::string>{"Standby ( S1 S3 )", "Hibernate", "Hybrid Sleep"}));
    ASSERT_EQ(states->unavailable.size(), 1U);
    EXPECT_EQ(states->unavailable[0].name, "Standby (S2)");
    EXPECT_EQ(states->unavailable[0].reasons.size(), 1U);
    EXPECT_EQ(hibernation_availability(*states), HibernationAvailability::Enabled);
}

TEST(WindowsPowercfg, ModernStandbyAndBlockedHibernation) {
    const auto modern = parse_powercfg_available_states(fixture_text("windows/powercfg-a-modern-standby-synthetic.txt"));
    ASSERT_TRUE(modern);
    EXPECT_EQ(modern->available.front().name, "Standby (S0 Low Power Idle) Network Connected");
    EXPECT_EQ(hibernation_availability(*modern), HibernationAvailability::Enabled);
    const auto blocked = parse_powercfg_available_states(fixture_text("windows/powercfg-a-hibernate-blocked-synthetic.txt"));
    ASSERT_TRUE(blocked);
    EXPECT_EQ(hibernation_availability(*blocked), HibernationAvailability::Unsupported);
}

TEST(WindowsPowercfg, OtherLanguagesAreAnUnsupportedFormat) {
    const auto german = parse_powercfg_available_states(fixture_text("windows/powercfg-a-german-synthetic.txt"));
    ASSERT_FALSE(german);
    EXPECT_EQ(german.error().code, ErrorCode::UnsupportedFormat);
    EXPECT_EQ(parse_powercfg_available_states("").error().code, ErrorCode::UnsupportedFormat);
}

TEST(WindowsFsutil, MicrosoftLearnExample) {
    const auto settings = parse_disable_delete_notify(fixture_text("windows/fsutil-disabledeletenotify_microsoft-learn.txt"));
    ASSERT_TRUE(settings) << settings.error().message;
    ASSERT_EQ(settings->size(), 2U);
    EXPECT_EQ((*settings)[0].filesystem, "NTFS");
    EXPECT_EQ((*settings)[0].value, 1U);
    EXPECT_FALSE(trim_allowed((*settings)[0]));
    EXPECT_EQ((*settings)[1].filesystem, "ReFS");
    EXPECT_FALSE((*settings)[1].value.has_value()); // not set: the default, TRIM on
    EXPECT_TRUE(trim_allowed((*settings)[1]));
}

TEST(WindowsFsutil, Windows10WithProse) {
    const auto settings = parse_disable_delete_notify(fixture_text("windows/fsutil-disabledeletenotify_harvester-kb.txt"));
    ASSERT_TRUE(settings);
    ASSERT_EQ(settings->size(), 2U);
    EXPECT_TRUE(trim_allowed(*setting_for(*settings, "NTFS")));
    EXPECT_TRUE(trim_allowed(*setting_for(*settings, "refs")));
    const auto older = parse_disable_delete_notify(fixture_text("windows/fsutil-disabledeletenotify-win10-1607-synthetic.txt"));
    ASSERT_TRUE(older);
    EXPECT_EQ((*older)[0].value, 0U); // "(Disabled)" names the feature being off, i.e. TRIM on
}

TEST(WindowsFsutil, Windows7HasOneValueForBoth) {
    const auto settings = parse_disable_delete_notify(fixture_text("windows/fsutil-disabledeletenotify-windows7-synthetic.txt"));
    ASSERT_TRUE(settings);
    ASSERT_EQ(settings->size(), 1U);
    EXPECT_EQ((*settings)[0].filesystem, "");
    EXPECT_EQ(setting_for(*settings, "NTFS"), &(*settings)[0]);
    EXPECT_EQ(setting_for(*settings, "ReFS"), &(*settings)[0]);
}

TEST(WindowsFsutil, ErrorsAreTyped) {
    EXPECT_EQ(parse_disable_delete_notify("").error().code, ErrorCode::InputEmpty);
    const auto denied = parse_disable_delete_notify(fixture_text("windows/fsutil-not-admin-synthetic.txt"));
    ASSERT_FALSE(denied);
    EXPECT_EQ(denied.error().code, ErrorCode::UnsupportedFormat);
    EXPECT_NE(denied.error().message.find("administrative privileges"), std::string::npos);
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    for (const auto& line : split_lines(text)) lines.emplace_back(line.text);
    return lines;
}

TEST(WindowsPagingFiles, SystemManagedCustomAndAutomatic) {
    const auto managed = parse_paging_files(lines_of(fixture_text("windows/pagingfiles-system-managed-synthetic.txt")));
    ASSERT_TRUE(managed);
    ASSERT_EQ(managed->size(), 1U);
    EXPECT_EQ((*managed)[0].path, "C:\\pagefile.sys");
    EXPECT_TRUE((*managed)[0].system_managed);
    EXPECT_EQ((*managed)[0].drive_letter, 'C');

    const auto automatic = parse_paging_files(lines_of(fixture_text("windows/pagingfiles-automatic-synthetic.txt")));
    ASSERT_TRUE(automatic);
    EXPECT_TRUE((*automatic)[0].automatic_all_drives);
    EXPECT_TRUE((*automatic)[0].system_managed);

    const auto custom = parse_paging_files(lines_of(fixture_text("windows/pagingfiles-custom-two-drives-synthetic.txt")));
    ASSERT_TRUE(custom);
    ASSERT_EQ(custom->size(), 2U);
    EXPECT_EQ((*custom)[0].initial_mb, 4096U);
    EXPECT_EQ((*custom)[0].maximum_mb, 8192U);
    EXPECT_FALSE((*custom)[0].system_managed);
    EXPECT_EQ((*custom)[1].drive_letter, 'D');
    EXPECT_TRUE((*custom)[1].system_managed);
}

TEST(WindowsPagingFiles, EmptyMeansNoPagefileAndJunkIsMalformed) {
    const auto none = parse_paging_files({""});
    ASSERT_TRUE(none);
    EXPECT_TRUE(none->empty());
    EXPECT_EQ(parse_paging_files({"pagefile.sys 0 0"}).error().code, ErrorCode::InputMalformed);
    EXPECT_EQ(parse_paging_files({"1:\\pagefile.sys"}).error().code, ErrorCode::InputMalformed);
}

TEST(WindowsPagingFiles, WritesWhatItReads) {
    const auto custom = paging_files_value('d', 1024, 2048);
    ASSERT_TRUE(custom);
    EXPECT_EQ(*custom, (std::vector<std::string>{"D:\\pagefile.sys 1024 2048"}));
    const auto parsed = parse_paging_files(*custom);
    ASSERT_TRUE(parsed);
    EXPECT_EQ((*parsed)[0].initial_mb, 1024U);
    EXPECT_EQ(*paging_files_value('C', std::nullopt, std::nullopt), (std::vector<std::string>{"C:\\pagefile.sys 0 0"}));
    EXPECT_EQ(paging_files_value('C', 4096, 1024).error().code, ErrorCode::Usage);
    EXPECT_EQ(paging_files_value('C', 0, 1024).error().code, ErrorCode::Usage);
    EXPECT_EQ(paging_files_value('C', 1024, std::nullopt).error().code, ErrorCode::Usage);
    EXPECT_EQ(paging_files_value('1', std::nullopt, std::nullopt).error().code, ErrorCode::Usage);
}

TEST(WindowsDefragSchedule, TaskEnabledFromItsXml) {
    const auto on = task_enabled_from_xml(fixture_text("windows/defrag-task-enabled-synthetic.xml"));
    ASSERT_TRUE(on);
    EXPECT_TRUE(*on);
    const auto off = task_enabled_from_xml(fixture_text("windows/defrag-task-disabled-synthetic.xml"));
    ASSERT_TRUE(off);
    EXPECT_FALSE(*off);
    EXPECT_EQ(task_enabled_from_xml("ERROR: The system cannot find the file specified.").error().code,
              ErrorCode::InputMalformed);
}

TEST(WindowsDefragSchedule, WhatEachVersionDoesToSsds) {
    EXPECT_EQ(scheduled_optimization({6, 0, 6002}), SsdOptimization::Defragments);
    EXPECT_EQ(scheduled_optimization({6, 1, 7601}), SsdOptimization::SkipsRecognised);
    EXPECT_EQ(scheduled_optimization({6, 2, 9200}), SsdOptimization::Retrims);
    EXPECT_EQ(scheduled_optimization({10, 0, 22631}), SsdOptimization::Retrims);
    EXPECT_EQ(version_name({10, 0, 22631}), "Windows 11 (10.0.22631)");
    EXPECT_EQ(version_name({10, 0, 19045}), "Windows 10 (10.0.19045)");
    EXPECT_EQ(version_name({6, 1, 7601}), "Windows 7 (6.1.7601)");
}

TEST(WindowsConsoleText, Utf16OutputBecomesUtf8) {
    const std::string utf16("\xFF\xFE" "N\0T\0F\0S\0 \0\xE9\0", 14);
    EXPECT_EQ(console_text(utf16), "NTFS \xC3\xA9");
    const std::string no_bom("D\0i\0s\0a\0b\0l\0e\0", 14);
    EXPECT_EQ(console_text(no_bom), "Disable");
    EXPECT_EQ(console_text("plain ASCII"), "plain ASCII");
}

} // namespace
} // namespace ssd::windows
