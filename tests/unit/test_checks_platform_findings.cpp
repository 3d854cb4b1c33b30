// The seam through which one OS adds findings of its own to `check` and
// `report` (core/checks/platform_findings.h, SetupInspector::platform_*):
// merging (replaced shared ids dropped, severity order), run_checks() with
// an inspector that contributes and one that does not (the Linux case:
// documents unchanged), and the Windows contribution
// (core/checks/windows/windows_platform_findings.h) end to end through run_checks
// and the JSON writer. The Windows facts are synthetic values typed in below,
// not read from a machine.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "core/checks/platform_findings.h"
#include "core/checks/windows/windows_platform_findings.h"
#include "core/diagnosis/drive_checks.h"
#include "core/report/check_json.h"
#include "listed_drive.h"
#include "windows_facts_sample.h"

namespace ssd {
namespace {

Finding platform_finding(const std::string& id, Severity severity) {
    Finding f;
    f.id = id;
    f.severity = severity;
    f.title = id;
    f.fix = "fix";
    return f;
}

std::vector<std::string> ids(const std::vector<Finding>& findings) {
    std::vector<std::string> out;
    for (const auto& f : findings) out.push_back(f.id);
    return out;
}

bool has(const std::vector<std::string>& list, const std::string& id) {
    return std::find(list.begin(), list.end(), id) != list.end();
}

TEST(PlatformFindings, ReplacedSharedFindingsGoTheirNotEvaluatedStay) {
    CheckOutcome shared;
    shared.add(platform_finding("swap-on-drive", Severity::Info));
    shared.add(platform_finding("trim-disabled", Severity::Warning));
    shared.skip("trim-disabled", "one filesystem could not be checked");
    PlatformFindings own;
    own.outcome.add(platform_finding("pagefile-on-drive", Severity::Info));
    own.outcome.add(platform_finding("defrag-scheduled-on-ssd", Severity::Warning));
    own.replaces = {"swap-on-drive"};
    const auto merged = merge_platform_findings(shared, own);
    // Severity order: the two warnings first, the shared one before the platform's.
    EXPECT_EQ(ids(merged.findings),
              (std::vector<std::string>{"trim-disabled", "defrag-scheduled-on-ssd", "pagefile-on-drive"}));
    ASSERT_EQ(merged.not_evaluated.size(), 1U);
    EXPECT_EQ(merged.not_evaluated[0].check, "trim-disabled");
}

TEST(PlatformFindings, NothingToAddLeavesTheOutcomeAsItWas) {
    CheckOutcome shared;
    // Deliberately not in severity order: an empty contribution must not even re-sort.
    shared.add(platform_finding("swap-on-drive", Severity::Info));
    shared.add(platform_finding("trim-disabled", Severity::Warning));
    shared.skip("free-space-low", "unknown");
    const auto merged = merge_platform_findings(shared, PlatformFindings{});
    EXPECT_EQ(ids(merged.findings), ids(shared.findings));
    EXPECT_EQ(merged.not_evaluated.size(), 1U);
    EXPECT_TRUE(PlatformFindings{}.empty());
}

// ---- run_checks with inspectors -------------------------------------------

DriveInfo windows_ssd() {
    return test::listed_drive("/dev/pd0", "PhysicalDrive0", Protocol::Ata, Transport::Sata, 256060514304ULL);
}

class OneDrive final : public DriveInventory {
public:
    Result<std::vector<DriveInfo>> list() override { return std::vector<DriveInfo>{windows_ssd()}; }
    Result<DriveInfo> lookup(const std::string& path) override {
        if (path == "/dev/pd0") return windows_ssd();
        return fail(ErrorCode::NoSuchDevice, path + " does not exist");
    }
};

// What WinSetupInspector reports for a disk with C: (NTFS) and C:\pagefile.sys,
// DisableDeleteNotify = 1 and the Optimize Drives task off. Synthetic.
class WindowsLikeInspector : public SetupInspector {
public:
    Result<DriveSetup> inspect_drive(const DriveInfo&) override {
        // In DriveSetup's order: media, controller, SATA link, PCIe link, partitions, discard, write cache.
        return DriveSetup{
            MediaObservation{MediaKind::SolidState, false, "DEVICE_SEEK_PENALTY_DESCRIPTOR.IncursSeekPenalty=0"},
            ControllerObservation{"storahci", "PCI\\VEN_8086&DEV_A102", 0x010601},
            Observed<SataLinkObservation>::unknown("Windows does not report the negotiated SATA link speed"),
            Observed<PcieLinkObservation>::unknown("not a PCI Express drive"),
            std::vector<PartitionObservation>{},
            DiscardObservation{256060514304ULL, 0, "DEVICE_TRIM_DESCRIPTOR.TrimEnabled=1", std::nullopt, std::nullopt,
                               ""},
            WriteCacheObservation{true, "enabled", "STORAGE_WRITE_CACHE_PROPERTY"}};
    }
    Result<SystemSetup> inspect_system() override {
        SystemSetup s;
        FilesystemObservation c;
        c.mountpoint = "C:\\";
        c.source = "\\\\?\\Volume{0b3d2a4e-0000-0000-0000-100000000000}\\";
        c.fstype = "NTFS"; // no "discard": DisableDeleteNotify = 1
        c.block_device = "C:";
        c.drives = {"PhysicalDrive0"};
        c.space = FilesystemSpace{255ULL << 30U, 120ULL << 30U, 120ULL << 30U};
        s.filesystems = std::vector<FilesystemObservation>{c};
        SwapObservation pagefile;
        pagefile.path = "C:\\pagefile.sys";
        pagefile.type = "file";
        pagefile.size_bytes = 4ULL << 30U;
        pagefile.used_bytes = 1ULL << 28U;
        pagefile.block_device = "C:";
        pagefile.drives = {"PhysicalDrive0"};
        s.swaps = std::vector<SwapObservation>{pagefile};
        HibernationObservation hibernation; // no resume device: the shared check stays silent
        hibernation.supported = true;
        hibernation.mode = "full";
        hibernation.drives = {"PhysicalDrive0"};
        s.hibernation = hibernation;
        s.periodic_trim = PeriodicTrimObservation{false, "Windows Optimize Drives (weekly re-TRIM of SSDs)",
                                                  "scheduled task \\Microsoft\\Windows\\Defrag\\ScheduledDefrag"};
        return s;
    }
};

windows::WindowsSystemFacts windows_facts() {
    windows::WindowsSystemFacts facts;
    facts.version = windows::WindowsVersion{10, 0, 22631};
    facts.delete_notify = std::vector<windows::DeleteNotifySetting>{{"NTFS", 1U}, {"ReFS", std::nullopt}};
    facts.defrag_task_enabled = false;
    facts.filesystems_in_use = {"NTFS"};
    facts.hibernation = test::full_hiberfil_on_drive0();
    windows::PagefileFacts pagefile;
    pagefile.entry.path = "?:\\pagefile.sys";
    pagefile.entry.automatic_all_drives = true;
    pagefile.file_path = "C:\\pagefile.sys";
    pagefile.file_bytes = 4ULL << 30U;
    pagefile.in_use_bytes = 1ULL << 28U;
    pagefile.drives = {"PhysicalDrive0"};
    facts.pagefiles = std::vector<windows::PagefileFacts>{pagefile};
    return facts;
}

// The Windows inspector's contribution on top (as WinSetupInspector does it).
class WindowsInspector final : public WindowsLikeInspector {
public:
    explicit WindowsInspector(windows::WindowsSystemFacts facts) : facts_(std::move(facts)) {}
    PlatformFindings platform_system_findings() override { return windows::windows_platform_system_findings(facts_); }
    PlatformFindings platform_drive_findings(const DriveInfo& drive) override {
        return windows::windows_platform_drive_findings(drive, facts_);
    }

private:
    windows::WindowsSystemFacts facts_;
};

Result<HealthResult> no_smart(const DriveInfo&) { return fail(ErrorCode::ToolMissing, "smartctl is not installed"); }

// The checks of the one drive with INSPECTOR and no SMART; empty, with the
// error reported as a failure, when the run fails.
std::optional<CheckReport> check_one_drive(SetupInspector& inspector) {
    OneDrive inventory;
    auto report = run_checks(inventory, &inspector, no_smart, CheckRequest{});
    if (!report) {
        ADD_FAILURE() << report.error().message;
        return std::nullopt;
    }
    return std::move(*report);
}

// Every one of IDS is in LIST (WANTED true), or none of them is (false); the
// message names the ones that break the rule.
::testing::AssertionResult listed(const std::vector<std::string>& list, std::initializer_list<const char*> ids,
                                  bool wanted) {
    std::string wrong;
    for (const char* id : ids) {
        if (has(list, id) != wanted) wrong += std::string(" ") + id;
    }
    if (wrong.empty()) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << (wanted ? "missing:" : "present:") << wrong;
}

TEST(PlatformFindings, AnInspectorWithoutOwnChecksChangesNothing) {
    WindowsLikeInspector shared_only;
    const auto report = check_one_drive(shared_only);
    ASSERT_TRUE(report);
    const auto drive = ids(report->drives[0].outcome.findings);
    // Only the shared checks speak, in their own (Linux) words.
    EXPECT_TRUE(listed(drive, {"swap-on-drive", "trim-disabled"}, true));
    EXPECT_FALSE(has(drive, "pagefile-on-drive"));
    EXPECT_TRUE(report->system.platform_observations.is_null());
    const auto doc = check_report_to_json(*report);
    EXPECT_FALSE(doc["system"]["setup"].contains("platform"));
}

TEST(PlatformFindings, WindowsFindingsReachCheckAndReport) {
    WindowsInspector inspector(windows_facts());
    const auto report = check_one_drive(inspector);
    ASSERT_TRUE(report);
    const auto drive = ids(report->drives[0].outcome.findings);
    EXPECT_TRUE(listed(drive, {"pagefile-on-drive", "hibernation-enabled"}, true));
    // The same pagefile and the same switched-off TRIM are not reported twice.
    EXPECT_TRUE(listed(drive, {"swap-on-drive", "trim-disabled"}, false));
    const auto system = ids(report->system.outcome.findings);
    ASSERT_TRUE(has(system, "trim-disabled"));
    const auto& trim = *std::find_if(report->system.outcome.findings.begin(), report->system.outcome.findings.end(),
                                     [](const Finding& f) { return f.id == "trim-disabled"; });
    EXPECT_NE(trim.fix.find("fsutil behavior set DisableDeleteNotify 0"), std::string::npos);

    // Same JSON shape as every other finding; the facts under setup.platform.
    const auto full = full_report_to_json(*report);
    const auto& checks = full["drives"][0]["checks"];
    bool hibernation_seen = false;
    for (const auto& f : checks["findings"]) {
        EXPECT_TRUE(f.contains("id") && f.contains("severity") && f.contains("title") && f.contains("evidence") &&
                    f.contains("fix"));
        if (f["id"] == "hibernation-enabled") {
            hibernation_seen = true;
            EXPECT_EQ(f["action"]["command"], nlohmann::json::array({"ssdtool", "hibernation", "off"}));
        }
    }
    EXPECT_TRUE(hibernation_seen);
    const auto& platform = full["system"]["setup"]["platform"];
    EXPECT_EQ(platform["os"], "windows");
    EXPECT_EQ(platform["delete_notify"][0]["DisableDeleteNotify"], 1);
    EXPECT_EQ(platform["delete_notify"][0]["trim_sent"], false);
    EXPECT_EQ(platform["pagefiles"][0]["automatic_all_drives"], true);
    EXPECT_EQ(platform["hibernation"]["file_bytes"], 6ULL << 30U);
    EXPECT_TRUE(platform["unknown"].empty());
}

TEST(PlatformFindings, WindowsKeepsSharedFindingsItCannotSpeakFor) {
    auto facts = windows_facts();
    facts.delete_notify = Observed<std::vector<windows::DeleteNotifySetting>>::unknown("fsutil needs administrator rights");
    facts.pagefiles = Observed<std::vector<windows::PagefileFacts>>::unknown("PagingFiles is malformed");
    WindowsInspector inspector(facts);
    const auto report = check_one_drive(inspector);
    ASSERT_TRUE(report);
    const auto drive = ids(report->drives[0].outcome.findings);
    // Without DisableDeleteNotify and PagingFiles, the shared findings are the only word on both.
    EXPECT_TRUE(listed(drive, {"trim-disabled", "swap-on-drive"}, true));
    EXPECT_FALSE(has(drive, "pagefile-on-drive"));
    const auto doc = check_report_to_json(*report);
    EXPECT_EQ(doc["system"]["setup"]["platform"]["delete_notify"], nullptr);
    EXPECT_EQ(doc["system"]["setup"]["platform"]["unknown"]["delete_notify"], "fsutil needs administrator rights");
    bool skipped = false;
    for (const auto& n : doc["system"]["not_evaluated"]) skipped = skipped || n["check"] == "trim-disabled";
    EXPECT_TRUE(skipped);
}

TEST(PlatformFindings, ScheduledDefragOnVistaIsAWarningOfTheDrive) {
    auto facts = windows_facts();
    facts.version = windows::WindowsVersion{6, 0, 6002};
    facts.defrag_task_enabled = true;
    const auto own = windows::windows_platform_drive_findings(windows_ssd(), facts);
    const auto found = ids(own.outcome.findings);
    EXPECT_TRUE(has(found, "defrag-scheduled-on-ssd"));
    EXPECT_EQ(own.replaces, (std::vector<std::string>{"swap-on-drive", "trim-disabled"}));
    EXPECT_TRUE(windows::windows_platform_system_findings(facts).replaces.empty());
}

} // namespace
} // namespace ssd
