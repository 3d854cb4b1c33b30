// A drive's checks (core/diagnosis/drive_checks.h): what the drive itself
// reports (real smartctl captures from ../shared/fixtures) folded into the setup
// observations, health findings merged with the setup findings, not-evaluated
// reasons, --fail-on.
// Fakes stand in for the inventory, the inspector and the SMART reader.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/checks/setup_checks.h"
#include "core/checks/smart_observations.h"
#include "core/diagnosis/drive_checks.h"
#include "core/smart/smartctl_parser.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "smart_fixture_loading.h"

namespace ssd {
namespace {

DriveInfo ata_drive(const std::string& name) {
    DriveInfo d;
    d.device = "/dev/" + name;
    d.kernel_name = name;
    d.protocol = Protocol::Ata;
    d.transport = Transport::Sata;
    d.capacity_bytes = 128000000000ULL;
    return d;
}

// What the OS alone shows for an AHCI disk; SMART is folded in by the service.
DriveSetup os_view() {
    DriveSetup s;
    s.media = MediaObservation{MediaKind::SolidState, false, "queue/rotational=0"};
    s.controller = ControllerObservation{"ahci", "0000:00:1f.2", 0x010601};
    s.sata_link = Observed<SataLinkObservation>::unknown("no class/ata_link/link1 in sysfs");
    s.pcie_link = Observed<PcieLinkObservation>::unknown("not an NVMe drive");
    s.partitions = std::vector<PartitionObservation>{};
    s.discard = DiscardObservation{2147450880, 512, "queue/discard_max_bytes", std::nullopt, std::nullopt, ""};
    s.write_cache = Observed<WriteCacheObservation>::unknown("no cache_type");
    return s;
}

SystemSetup quiet_system() {
    SystemSetup s;
    s.filesystems = std::vector<FilesystemObservation>{};
    s.swaps = std::vector<SwapObservation>{};
    s.hibernation = HibernationObservation{};
    s.periodic_trim = PeriodicTrimObservation{true, "systemd fstrim.timer", "enabled"};
    return s;
}

bool skipped(const CheckOutcome& outcome, const std::string& check, std::string* reason = nullptr) {
    for (const auto& n : outcome.not_evaluated) {
        if (n.check == check) {
            if (reason) *reason = n.reason;
            return true;
        }
    }
    return false;
}

std::size_t count(const CheckOutcome& outcome, const std::string& id) {
    return static_cast<std::size_t>(std::count_if(outcome.findings.begin(), outcome.findings.end(),
                                                  [&id](const Finding& f) { return f.id == id; }));
}

TEST(SmartObservations, DriveReportFillsLinkCacheTrimAndMedium) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const SmartReport m4 = test::load_smart_fixture("crucial_m4-MTFDDAK128MAM_scrutiny-starosdev.json"); // 6.0 of 6.0 Gb/s, cache on
    DriveSetup setup = os_view();
    apply_drive_report(setup, ata_drive("sda"), m4);
    ASSERT_TRUE(setup.media);
    EXPECT_TRUE(setup.media->confirmed_by_drive);
    EXPECT_EQ(setup.media->kind, MediaKind::SolidState);
    ASSERT_TRUE(setup.sata_link);
    EXPECT_EQ(setup.sata_link->drive_max_mbps, 6000U);
    EXPECT_EQ(setup.sata_link->current_mbps, 6000U);
    ASSERT_TRUE(setup.write_cache);
    EXPECT_TRUE(setup.write_cache->enabled);
    EXPECT_EQ(setup.discard->drive_reports_trim, true);
    const auto outcome = run_setup_checks(ata_drive("sda"), setup, quiet_system());
    EXPECT_EQ(outcome.findings.size(), 0U);
    EXPECT_FALSE(skipped(outcome, "sata-link-below-max")); // at the drive's maximum: nothing to claim

    // Mutation: the same drive reporting its write cache off.
    SmartReport off = m4;
    off.write_cache_enabled = false;
    setup = os_view();
    apply_drive_report(setup, ata_drive("sda"), off);
    const auto fired = run_setup_checks(ata_drive("sda"), setup, quiet_system());
    ASSERT_EQ(count(fired, "write-cache-disabled"), 1U);
    EXPECT_EQ(fired.findings[0].evidence["source"], "smartctl: the drive's write cache (ATA IDENTIFY)");
}

TEST(SmartObservations, DegradedLinkNeedsThePortsMaximum) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // A real capture of a drive that negotiated 3.0 of its 6.0 Gb/s (behind a
    // USB bridge there; treated here as if on a SATA port of unknown maximum).
    const SmartReport sandisk = test::load_smart_fixture("sandisk_pSSD-USB_telegraf.json");
    DriveSetup setup = os_view();
    apply_drive_report(setup, ata_drive("sdb"), sandisk);
    ASSERT_TRUE(setup.sata_link);
    EXPECT_EQ(setup.sata_link->current_mbps, 3000U);
    EXPECT_EQ(setup.sata_link->drive_max_mbps, 6000U);
    auto outcome = check_sata_link(ata_drive("sdb"), setup);
    EXPECT_EQ(count(outcome, "sata-link-below-max"), 0U);
    std::string reason;
    ASSERT_TRUE(skipped(outcome, "sata-link-below-max", &reason));
    EXPECT_NE(reason.find("3.0 Gb/s"), std::string::npos);
    EXPECT_NE(reason.find("6.0 Gb/s"), std::string::npos);
    EXPECT_NE(reason.find("port's maximum speed is unknown"), std::string::npos);

    // Mutation: the port's maximum known (a 6 Gb/s AHCI port): now it is a finding.
    setup.sata_link->host_max_mbps = 6000;
    setup.sata_link->host_max_source = "AHCI CAP.ISS";
    outcome = check_sata_link(ata_drive("sdb"), setup);
    ASSERT_EQ(count(outcome, "sata-link-below-max"), 1U);
    EXPECT_EQ(outcome.findings[0].severity, Severity::Warning);
}

TEST(CheckService, HealthFindingsJoinSetupFindingsBySeverity) {
    SSD_REQUIRE_SHARED_FIXTURES();
    HealthResult health = health_from_report(test::load_smart_fixture("samsung_860EVO-500GB_scrutiny.json"), ata_drive("sda"));
    // One health finding of each severity, as analyze_drive may produce them.
    Finding info{"firmware-advisory", Severity::Info, "t", nlohmann::json::object(), "f", std::nullopt};
    Finding critical{"smart-failing", Severity::Critical, "t", nlohmann::json::object(), "f", std::nullopt};
    health.facts.findings = {info, critical};
    DriveSetup setup = os_view();
    setup.controller = ControllerObservation{"ata_piix", "0000:00:01.1", 0x010180}; // mutation: IDE mode
    const auto check = assemble_drive_check(health, setup, Observed<SystemSetup>(quiet_system()));
    ASSERT_GE(check.outcome.findings.size(), 3U);
    EXPECT_EQ(check.outcome.findings[0].id, "smart-failing");
    EXPECT_EQ(check.outcome.findings[1].id, "controller-legacy-ide");
    EXPECT_EQ(check.outcome.findings.back().severity, Severity::Info);
    ASSERT_TRUE(check.setup);
    EXPECT_TRUE(check.setup->write_cache); // filled from the drive's report
}

TEST(CheckService, NoSmartMeansHealthChecksNotEvaluated) {
    const HealthResult health =
        health_or_unavailable(ata_drive("sda"), fail(ErrorCode::PermissionDenied,
                                                     "reading SMART from /dev/sda needs root: run it with sudo"));
    EXPECT_FALSE(health.smart_available);
    const auto outcome = health_outcome(health);
    EXPECT_TRUE(outcome.findings.empty());
    for (const char* check : {"smart-failing", "wear-high", "write-amplification-high", "media-errors",
                              "interface-crc-errors", "temperature-high", "firmware-advisory"}) {
        std::string reason;
        ASSERT_TRUE(skipped(outcome, check, &reason)) << check;
        EXPECT_NE(reason.find("needs root"), std::string::npos);
    }
}

class FakeInventory final : public DriveInventory {
public:
    Result<std::vector<DriveInfo>> list() override { return std::vector<DriveInfo>{ata_drive("sda"), ata_drive("sdb")}; }
    Result<DriveInfo> lookup(const std::string& path) override {
        if (path == "/dev/sda") return ata_drive("sda");
        return fail(ErrorCode::NoSuchDevice, path + " does not exist");
    }
};

class FakeInspector final : public SetupInspector {
public:
    Result<DriveSetup> inspect_drive(const DriveInfo& drive) override {
        inspected.push_back(drive.kernel_name);
        if (drive.kernel_name == "sdb") return fail(ErrorCode::NoSuchDevice, "no sysfs entry for sdb");
        return os_view();
    }
    Result<SystemSetup> inspect_system() override { return quiet_system(); }
    std::vector<std::string> inspected;
};

TEST(CheckService, RunChecksOverTheSeams) {
    FakeInventory inventory;
    FakeInspector inspector;
    const HealthReader no_root = [](const DriveInfo& d) -> Result<HealthResult> {
        return fail(ErrorCode::PermissionDenied, "reading SMART from " + d.device + " needs root");
    };
    auto report = run_checks(inventory, &inspector, no_root, CheckRequest{});
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_EQ(report->drives.size(), 2U);
    EXPECT_EQ(inspector.inspected, (std::vector<std::string>{"sda", "sdb"}));
    EXPECT_TRUE(report->drives[0].setup);
    // sdb could not be inspected: every setup check says so.
    EXPECT_FALSE(report->drives[1].setup);
    std::string reason;
    ASSERT_TRUE(skipped(report->drives[1].outcome, "partition-misaligned", &reason));
    EXPECT_NE(reason.find("no sysfs entry for sdb"), std::string::npos);
    EXPECT_TRUE(skipped(report->drives[0].outcome, "smart-failing"));
    EXPECT_FALSE(report_has_finding_at_least(*report, Severity::Info));

    report = run_checks(inventory, &inspector, no_root, CheckRequest{{"/dev/sda"}});
    ASSERT_TRUE(report);
    EXPECT_EQ(report->drives.size(), 1U);

    report = run_checks(inventory, &inspector, no_root, CheckRequest{{"/dev/sdz"}});
    ASSERT_FALSE(report);
    EXPECT_EQ(report.error().code, ErrorCode::NoSuchDevice);
}

TEST(CheckService, WithoutAnInspectorEverySetupCheckIsNotEvaluated) {
    FakeInventory inventory;
    auto report = run_checks(inventory, nullptr, nullptr, CheckRequest{{"/dev/sda"}});
    ASSERT_TRUE(report);
    const auto& outcome = report->drives[0].outcome;
    for (const char* check : {"controller-legacy-ide", "sata-link-below-max", "partition-misaligned",
                              "trim-unsupported", "trim-disabled", "free-space-low", "write-cache-disabled"}) {
        std::string reason;
        ASSERT_TRUE(skipped(outcome, check, &reason)) << check;
        EXPECT_NE(reason.find("no setup inspector"), std::string::npos);
    }
    EXPECT_TRUE(skipped(report->system.outcome, "hibernation-enabled"));
}

TEST(CheckService, FailOnLooksAtDrivesAndSystem) {
    CheckReport report;
    report.drives.emplace_back();
    EXPECT_FALSE(report_has_finding_at_least(report, Severity::Info));
    report.system.outcome.add(Finding{"hibernation-enabled", Severity::Info, "t", {}, "f", std::nullopt});
    EXPECT_TRUE(report_has_finding_at_least(report, Severity::Info));
    EXPECT_FALSE(report_has_finding_at_least(report, Severity::Warning));
    report.drives[0].outcome.add(Finding{"trim-disabled", Severity::Warning, "t", {}, "f", std::nullopt});
    EXPECT_TRUE(report_has_finding_at_least(report, Severity::Warning));
    EXPECT_FALSE(report_has_finding_at_least(report, Severity::Critical));
}

} // namespace
} // namespace ssd
