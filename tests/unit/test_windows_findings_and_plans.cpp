// The Windows-only findings (core/checks/windows/windows_findings.h) and the
// maintenance plans (core/actions/windows/maintenance_plans.h): exact argv, notes
// (a pagefile change needs a restart) and refusals with what to do instead.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/actions/windows/maintenance_plans.h"
#include "core/checks/windows/windows_findings.h"
#include "evidence_expectations.h"
#include "windows_facts_sample.h"

namespace ssd::windows {
namespace {

const WindowsVersion kWindows11{10, 0, 22631};
const WindowsVersion kWindows7{6, 1, 7601};
const WindowsVersion kVista{6, 0, 6002};

DriveInfo ssd(const std::string& kernel_name, Transport transport = Transport::Sata) {
    DriveInfo drive;
    drive.device = "/dev/pd0";
    drive.kernel_name = kernel_name;
    drive.protocol = Protocol::Ata;
    drive.transport = transport;
    return drive;
}

const Finding* find(const CheckOutcome& outcome, const std::string& id) {
    const auto it = std::find_if(outcome.findings.begin(), outcome.findings.end(),
                                 [&](const Finding& f) { return f.id == id; });
    if (it == outcome.findings.end()) return nullptr;
    test::expect_evidence_described(*it);
    return &*it;
}

TEST(WindowsFindings, TrimTurnedOffForNtfs) {
    WindowsSystemFacts facts;
    facts.version = kWindows11;
    facts.delete_notify = std::vector<DeleteNotifySetting>{{"NTFS", 1U}, {"ReFS", std::nullopt}};
    facts.filesystems_in_use = {"NTFS", "FAT32"};
    const auto outcome = windows_system_findings(facts);
    const Finding* f = find(outcome, "trim-disabled");
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->severity, Severity::Warning);
    EXPECT_NE(f->title.find("NTFS"), std::string::npos);
    EXPECT_NE(f->fix.find("fsutil behavior set DisableDeleteNotify 0"), std::string::npos);
    EXPECT_EQ(f->action, (std::vector<std::string>{"ssdtool", "trim", "--enable-periodic"}));
    // ReFS not set (TRIM on) and not in use anyway: nothing more.
    facts.delete_notify = std::vector<DeleteNotifySetting>{{"NTFS", 0U}, {"ReFS", 1U}};
    EXPECT_TRUE(windows_system_findings(facts).findings.empty());
    facts.delete_notify = Observed<std::vector<DeleteNotifySetting>>::unknown("fsutil was not found");
    const auto unknown = windows_system_findings(facts);
    ASSERT_EQ(unknown.not_evaluated.size(), 1U);
    EXPECT_EQ(unknown.not_evaluated[0].check, "trim-disabled");
}

TEST(WindowsFindings, HiberfilAndPagefileOnTheirDrive) {
    WindowsSystemFacts facts;
    facts.version = kWindows11;
    facts.hibernation = test::full_hiberfil_on_drive0();
    PagefileFacts pagefile;
    pagefile.entry.path = "C:\\pagefile.sys";
    pagefile.entry.system_managed = true;
    pagefile.file_path = "C:\\pagefile.sys";
    pagefile.file_bytes = 16ULL << 30U;
    pagefile.drives = {"PhysicalDrive0"};
    facts.pagefiles = std::vector<PagefileFacts>{pagefile};
    const auto on_system_drive = windows_drive_findings(ssd("PhysicalDrive0"), facts);
    const Finding* hiber = find(on_system_drive, "hibernation-enabled");
    ASSERT_NE(hiber, nullptr);
    EXPECT_NE(hiber->fix.find("powercfg /hibernate off"), std::string::npos);
    EXPECT_EQ(hiber->evidence["freed_if_disabled_bytes"], 6ULL << 30U);
    const Finding* page = find(on_system_drive, "pagefile-on-drive");
    ASSERT_NE(page, nullptr);
    EXPECT_NE(page->title.find("system-managed"), std::string::npos);
    EXPECT_NE(page->fix.find("restart"), std::string::npos);
    EXPECT_TRUE(windows_drive_findings(ssd("PhysicalDrive1"), facts).findings.empty());
}

TEST(WindowsFindings, ScheduledDefragOnOlderWindows) {
    WindowsSystemFacts facts;
    facts.defrag_task_enabled = true;
    facts.version = kVista;
    const auto vista_findings = windows_drive_findings(ssd("PhysicalDrive0"), facts);
    const Finding* vista = find(vista_findings, "defrag-scheduled-on-ssd");
    ASSERT_NE(vista, nullptr);
    EXPECT_EQ(vista->severity, Severity::Warning);
    facts.version = kWindows7;
    EXPECT_EQ(find(windows_drive_findings(ssd("PhysicalDrive0", Transport::Sata), facts),
                   "defrag-scheduled-on-ssd"), nullptr);
    EXPECT_NE(find(windows_drive_findings(ssd("PhysicalDrive0", Transport::Ata), facts),
                   "defrag-scheduled-on-ssd"), nullptr);
    facts.version = kWindows11;
    EXPECT_EQ(find(windows_drive_findings(ssd("PhysicalDrive0", Transport::Ata), facts),
                   "defrag-scheduled-on-ssd"), nullptr);
    DriveInfo disk = ssd("PhysicalDrive0", Transport::Ata);
    disk.rotational = true;
    facts.version = kVista;
    EXPECT_EQ(find(windows_drive_findings(disk, facts), "defrag-scheduled-on-ssd"), nullptr);
}

TEST(WindowsPlans, RetrimNamesTheVolume) {
    const auto plan = plan_retrim("c:\\", kWindows11);
    ASSERT_TRUE(plan) << plan.error().message;
    ASSERT_EQ(plan->steps.size(), 1U);
    EXPECT_EQ(plan->steps[0].argv, (std::vector<std::string>{"defrag.exe", "C:", "/L"}));
    EXPECT_EQ(plan->target, "C:\\");
    EXPECT_EQ(plan_retrim("C:\\Users", kWindows11).error().code, ErrorCode::Usage);
    EXPECT_EQ(plan_retrim("C:", kWindows7).error().code, ErrorCode::Refused);
}

TEST(WindowsPlans, EnableTrim) {
    const auto plan = plan_enable_trim(kWindows11, true);
    ASSERT_TRUE(plan);
    ASSERT_EQ(plan->steps.size(), 3U);
    EXPECT_EQ(plan->steps[0].argv, (std::vector<std::string>{"fsutil.exe", "behavior", "set", "DisableDeleteNotify", "0"}));
    EXPECT_EQ(plan->steps[1].argv,
              (std::vector<std::string>{"fsutil.exe", "behavior", "set", "DisableDeleteNotify", "ReFS", "0"}));
    EXPECT_EQ(plan->steps[2].argv, (std::vector<std::string>{"schtasks.exe", "/Change", "/TN",
                                                             "\\Microsoft\\Windows\\Defrag\\ScheduledDefrag", "/ENABLE"}));
    EXPECT_EQ(plan_enable_trim(kWindows7, false)->steps.size(), 1U);
}

TEST(WindowsPlans, Hibernation) {
    EXPECT_EQ(plan_hibernation({HibernationChange::Off, 0})->steps[0].argv,
              (std::vector<std::string>{"powercfg.exe", "/hibernate", "off"}));
    EXPECT_EQ(plan_hibernation({HibernationChange::Reduced, 0})->steps[0].argv,
              (std::vector<std::string>{"powercfg.exe", "/hibernate", "/type", "reduced"}));
    EXPECT_EQ(plan_hibernation({HibernationChange::SizePercent, 50})->steps[0].argv,
              (std::vector<std::string>{"powercfg.exe", "/hibernate", "/size", "50"}));
    EXPECT_EQ(plan_hibernation({HibernationChange::SizePercent, 30}).error().code, ErrorCode::Usage);
}

TEST(WindowsPlans, PagefileSaysARestartIsNeeded) {
    const auto plan = plan_pagefile({'D', 2048U, 4096U}, {"?:\\pagefile.sys"});
    ASSERT_TRUE(plan);
    EXPECT_EQ(plan->method, "custom");
    ASSERT_EQ(plan->steps.size(), 1U);
    EXPECT_EQ(plan->steps[0].kind, safety::StepKind::FileEdit);
    EXPECT_NE(plan->steps[0].description.find("\"D:\\pagefile.sys 2048 4096\""), std::string::npos);
    EXPECT_NE(plan->steps[0].description.find("now: \"?:\\pagefile.sys\""), std::string::npos);
    EXPECT_NE(plan->notes[0].find("restart"), std::string::npos);
    EXPECT_EQ(plan_pagefile({'C', std::nullopt, std::nullopt}, {})->method, "system-managed");
    EXPECT_EQ(plan_pagefile({'C', 8192U, 1024U}, {}).error().code, ErrorCode::Usage);
}

TEST(WindowsPlans, EraseAndFirmwareWhereWindowsAllows) {
    const auto nvme = plan_secure_erase(Protocol::Nvme, "\\\\.\\PhysicalDrive1");
    ASSERT_TRUE(nvme);
    EXPECT_EQ(nvme->method, "sanitize-crypto");
    EXPECT_NE(nvme->steps.back().description.find("IOCTL_STORAGE_REINITIALIZE_MEDIA"), std::string::npos);
    const auto ata = plan_secure_erase(Protocol::Ata, "\\\\.\\PhysicalDrive1");
    ASSERT_FALSE(ata);
    EXPECT_EQ(ata.error().code, ErrorCode::Refused);
    EXPECT_NE(ata.error().message.find("freezes"), std::string::npos);
    EXPECT_NE(ata.error().message.find("vendor"), std::string::npos);
    EXPECT_EQ(plan_firmware(Protocol::Nvme, "\\\\.\\PhysicalDrive1", "fw.bin")->steps.size(), 4U);
    EXPECT_EQ(plan_firmware(Protocol::Ata, "\\\\.\\PhysicalDrive1", "fw.bin").error().code, ErrorCode::Refused);
}

} // namespace
} // namespace ssd::windows
