// The setup checks as pure functions, each firing and not firing.
//
// The observations here are built in code. Their values are those seen on
// real machines (the development VM's virtio disk, the QEMU rig's AHCI/PIIX/
// NVMe drives: 256 MiB disks, sda1 at sector 63, sdb1 at sector 2048, link
// 1.5 Gb/s, PCIe 2.5 GT/s); the "firing" variants are deliberate mutations of
// those (a slower link, a disabled cache, a full filesystem, …) that no
// captured tree shows. The Linux inspector's own tests run the same checks on
// the captured trees themselves.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/checks/setup_checks.h"
#include "evidence_expectations.h"
#include "finding_evidence.h"
#include "listed_drive.h"
#include "test_constants.h"
#include "text_parts.h"

namespace ssd {
namespace {

using test::kMiB;
using test::kGiB;

DriveInfo sata_setup_drive() {
    DriveInfo d = test::listed_drive("/dev/sda", "sda", Protocol::Ata, Transport::Sata, 256 * kMiB);
    d.logical_sector_bytes = 512;
    d.physical_sector_bytes = 512;
    d.discard_supported = true;
    return d;
}

DriveInfo nvme_drive() {
    DriveInfo d = sata_setup_drive();
    d.device = "/dev/nvme0n1";
    d.kernel_name = "nvme0n1";
    d.protocol = Protocol::Nvme;
    d.transport = Transport::Nvme;
    return d;
}

// A well set-up SATA SSD: AHCI, full link speed, aligned, TRIM, cache on.
DriveSetup good_sata_setup() {
    DriveSetup s;
    s.media = MediaObservation{MediaKind::SolidState, true, "smartctl: Solid State Device"};
    s.controller = ControllerObservation{"ahci", "0000:00:04.0", 0x010601};
    SataLinkObservation link;
    link.link = "link1";
    link.current_mbps = 6000;
    link.host_max_mbps = 6000;
    link.host_max_source = "AHCI CAP.ISS";
    link.drive_max_mbps = 6000;
    link.drive_max_source = "IDENTIFY word 76";
    s.sata_link = link;
    s.pcie_link = Observed<PcieLinkObservation>::unknown("not an NVMe drive");
    s.partitions = std::vector<PartitionObservation>{{"sda1", "/dev/sda1", 1U, 1 * kMiB, 255 * kMiB}};
    s.discard = DiscardObservation{2 * kGiB, 512, "queue/discard_max_bytes", std::string("unqueued"), true, ""};
    s.write_cache = WriteCacheObservation{true, "write back", "device/scsi_disk/0:0:0:0/cache_type"};
    return s;
}

FilesystemObservation ext4_on(const std::string& partition, const std::string& drive, std::uint64_t size,
                              std::uint64_t free, std::vector<std::string> options) {
    FilesystemObservation f;
    f.mountpoint = "/mnt/" + partition;
    f.source = "/dev/" + partition;
    f.fstype = "ext4";
    f.options = std::move(options);
    f.block_device = partition;
    f.partitions = {partition};
    f.drives = {drive};
    f.space = FilesystemSpace{size, free, free};
    return f;
}

SystemSetup system_with(std::vector<FilesystemObservation> filesystems, Observed<PeriodicTrimObservation> periodic) {
    SystemSetup s;
    s.filesystems = std::move(filesystems);
    s.swaps = std::vector<SwapObservation>{};
    HibernationObservation h;
    h.supported = true;
    s.hibernation = h;
    s.periodic_trim = std::move(periodic);
    return s;
}

PeriodicTrimObservation timer(bool enabled) {
    return PeriodicTrimObservation{enabled, "systemd fstrim.timer",
                                   enabled ? "/etc/systemd/system/timers.target.wants/fstrim.timer"
                                           : "fstrim.timer is installed but not enabled"};
}

// Copies: the outcomes passed in are often temporaries.
std::vector<Finding> with_id(const CheckOutcome& outcome, const std::string& id) {
    std::vector<Finding> found;
    for (const auto& f : outcome.findings) {
        if (f.id != id) continue;
        test::expect_evidence_described(f);
        found.push_back(f);
    }
    return found;
}

bool not_evaluated(const CheckOutcome& outcome, const std::string& check) {
    return std::any_of(outcome.not_evaluated.begin(), outcome.not_evaluated.end(),
                       [&check](const NotEvaluated& n) { return n.check == check && !n.reason.empty(); });
}

// ---- a well set-up drive produces nothing --------------------------------

TEST(SetupChecks, AWellSetUpDriveHasNoFindings) {
    const auto system = system_with({ext4_on("sda1", "sda", 255 * kMiB, 100 * kMiB, {"rw", "relatime"})}, timer(true));
    const auto outcome = run_setup_checks(sata_setup_drive(), good_sata_setup(), system);
    EXPECT_TRUE(outcome.findings.empty()) << outcome.findings.front().id;
    EXPECT_TRUE(outcome.not_evaluated.empty()) << outcome.not_evaluated.front().check << ": "
                                               << outcome.not_evaluated.front().reason;
}

// ---- controller-legacy-ide -------------------------------------------------

TEST(ControllerCheck, PiixInIdeModeFires) {
    auto setup = good_sata_setup();
    setup.controller = ControllerObservation{"ata_piix", "0000:00:01.1", 0x010180}; // the rig's PIIX IDE
    const auto outcome = check_controller_mode(sata_setup_drive(), setup);
    const auto found = with_id(outcome, "controller-legacy-ide");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_TRUE(test::has_evidence(found[0], {{"driver", "ata_piix"}, {"pci_address", "0000:00:01.1"},
            {"pci_class", "0x010180"}}));
    // bcdedit: the Windows switch without a failed boot.
    EXPECT_TRUE(test::contains_all(found[0].fix, {"bcdedit", "AHCI"}));
    EXPECT_FALSE(found[0].action);
}

TEST(ControllerCheck, IdeClassOrPataDriverFires) {
    auto setup = good_sata_setup();
    setup.controller = ControllerObservation{"pata_atiixp", "0000:00:14.1", std::nullopt};
    EXPECT_EQ(with_id(check_controller_mode(sata_setup_drive(), setup), "controller-legacy-ide").size(), 1U);
    setup.controller = ControllerObservation{"", "0000:00:1f.2", 0x01018f}; // no driver bound, IDE class
    EXPECT_EQ(with_id(check_controller_mode(sata_setup_drive(), setup), "controller-legacy-ide").size(), 1U);
}

TEST(ControllerCheck, AhciAndNonAtaDoNotFire) {
    EXPECT_TRUE(check_controller_mode(sata_setup_drive(), good_sata_setup()).findings.empty());
    auto setup = good_sata_setup();
    setup.controller = ControllerObservation{"nvme", "0000:00:05.0", 0x010802};
    EXPECT_TRUE(check_controller_mode(nvme_drive(), setup).findings.empty());
    EXPECT_TRUE(check_controller_mode(nvme_drive(), setup).not_evaluated.empty());
}

TEST(ControllerCheck, UnknownControllerIsNotEvaluated) {
    auto setup = good_sata_setup();
    setup.controller = Observed<ControllerObservation>::unknown("no controller found above block/sda");
    const auto outcome = check_controller_mode(sata_setup_drive(), setup);
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(not_evaluated(outcome, "controller-legacy-ide"));
}

// ---- sata-link-below-max ---------------------------------------------------

TEST(SataLinkCheck, SlowerThanDriveAndPortIsAWarning) {
    auto setup = good_sata_setup();
    setup.sata_link->current_mbps = 1500;
    setup.sata_link->kernel_limit_mbps = 1500; // libata lowered its limit after link errors
    const auto found = with_id(check_sata_link(sata_setup_drive(), setup), "sata-link-below-max");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_TRUE(test::has_evidence(found[0], {{"current_mbps", 1500}, {"drive_max_mbps", 6000},
            {"host_max_mbps", 6000}, {"kernel_limit_mbps", 1500}}));
    EXPECT_NE(found[0].title.find("1.5 Gb/s"), std::string::npos);
    EXPECT_NE(found[0].fix.find("cable"), std::string::npos);
}

TEST(SataLinkCheck, PortSlowerThanDriveIsInfo) {
    auto setup = good_sata_setup();
    setup.sata_link->current_mbps = 3000;
    setup.sata_link->host_max_mbps = 3000;
    const auto found = with_id(check_sata_link(sata_setup_drive(), setup), "sata-link-below-max");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Info);
}

TEST(SataLinkCheck, FullSpeedDoesNotFire) {
    const auto outcome = check_sata_link(sata_setup_drive(), good_sata_setup());
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(outcome.not_evaluated.empty());
    // The rig: port and drive at 1.5 Gb/s, link at 1.5 Gb/s.
    auto setup = good_sata_setup();
    setup.sata_link->current_mbps = 1500;
    setup.sata_link->host_max_mbps = 1500;
    setup.sata_link->drive_max_mbps = 1500;
    EXPECT_TRUE(check_sata_link(sata_setup_drive(), setup).findings.empty());
}

TEST(SataLinkCheck, NoClaimWithoutTheMaximum) {
    auto setup = good_sata_setup();
    setup.sata_link->current_mbps = 3000;
    setup.sata_link->host_max_mbps.reset();
    setup.sata_link->unknown_host_max_reason = "hw_sata_spd_limit reads <unknown>";
    auto outcome = check_sata_link(sata_setup_drive(), setup);
    EXPECT_TRUE(outcome.findings.empty());
    ASSERT_TRUE(not_evaluated(outcome, "sata-link-below-max"));
    EXPECT_NE(outcome.not_evaluated[0].reason.find("<unknown>"), std::string::npos);

    setup = good_sata_setup();
    setup.sata_link->drive_max_mbps.reset();
    outcome = check_sata_link(sata_setup_drive(), setup);
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(not_evaluated(outcome, "sata-link-below-max"));
}

TEST(SataLinkCheck, ParallelAtaHasNoLinkSpeed) {
    DriveInfo pata = sata_setup_drive();
    pata.transport = Transport::Pata;
    auto setup = good_sata_setup();
    setup.sata_link->current_mbps.reset();
    const auto outcome = check_sata_link(pata, setup);
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(outcome.not_evaluated.empty());
}

// ---- pcie-link-below-max ---------------------------------------------------

DriveSetup nvme_setup(std::uint32_t speed, std::uint32_t width, std::uint32_t max_speed, std::uint32_t max_width) {
    DriveSetup s = good_sata_setup();
    s.sata_link = Observed<SataLinkObservation>::unknown("not an ATA drive");
    // No upstream port known: a test that needs the slot sets it.
    s.pcie_link =
        PcieLinkObservation{"0000:01:00.0", speed, width, max_speed, max_width, "", std::nullopt, std::nullopt};
    return s;
}

TEST(PcieLinkCheck, NarrowerThanTheDriveFires) {
    const auto found = with_id(check_pcie_link(nvme_drive(), nvme_setup(8000, 2, 8000, 4)), "pcie-link-below-max");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_TRUE(test::has_evidence(found[0], {{"current_width", 2}, {"max_width", 4},
            {"current_bandwidth_mb_per_s", 1970}, {"max_bandwidth_mb_per_s", 3940}}));
    EXPECT_NE(found[0].title.find("8.0 GT/s x2"), std::string::npos);
}

TEST(PcieLinkCheck, SlotLimitIsInfo) {
    auto setup = nvme_setup(8000, 4, 16000, 4);
    setup.pcie_link->upstream_pci_address = "0000:00:01.1";
    setup.pcie_link->upstream_max_speed_mts = 8000;
    setup.pcie_link->upstream_max_width = 4;
    const auto found = with_id(check_pcie_link(nvme_drive(), setup), "pcie-link-below-max");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Info);
    EXPECT_EQ(found[0].evidence["slot_is_the_limit"], true);
}

TEST(PcieLinkCheck, AtMaximumDoesNotFire) {
    // The rig's QEMU NVMe: 2.5 GT/s x1 of 2.5 GT/s x1.
    const auto outcome = check_pcie_link(nvme_drive(), nvme_setup(2500, 1, 2500, 1));
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(outcome.not_evaluated.empty());
    EXPECT_TRUE(check_pcie_link(sata_setup_drive(), nvme_setup(2500, 1, 8000, 4)).findings.empty()); // not NVMe
}

TEST(PcieLinkCheck, UnknownMaximumIsNotEvaluated) {
    auto setup = nvme_setup(8000, 4, 8000, 4);
    setup.pcie_link->max_speed_mts.reset();
    auto outcome = check_pcie_link(nvme_drive(), setup);
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(not_evaluated(outcome, "pcie-link-below-max"));
    setup.pcie_link = Observed<PcieLinkObservation>::unknown("the NVMe controller is not attached over PCIe");
    EXPECT_TRUE(not_evaluated(check_pcie_link(nvme_drive(), setup), "pcie-link-below-max"));
}

// ---- partition-misaligned --------------------------------------------------

TEST(PartitionCheck, Sector63IsTheClassicMisalignment) {
    auto setup = good_sata_setup();
    // The rig's sda: MBR, sda1 at sector 63, sda2 at 64 MiB.
    setup.partitions = std::vector<PartitionObservation>{{"sda1", "/dev/sda1", 1U, 63 * 512, 131009 * 512ULL},
                                                         {"sda2", "/dev/sda2", 2U, 131072 * 512ULL, 128 * kMiB}};
    const auto found = with_id(check_partition_alignment(sata_setup_drive(), setup), "partition-misaligned");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_TRUE(test::has_evidence(found[0], {{"partition", "/dev/sda1"}, {"start_bytes", 32256}, {"start_sector", 63},
            {"classic_63_sector_layout", true}, {"aligned_4k", false}, {"offset_in_alignment_bytes", 32256 % 4096}}));
    EXPECT_NE(found[0].title.find("63-sector"), std::string::npos);
}

TEST(PartitionCheck, OneMebibyteStartsDoNotFire) {
    auto setup = good_sata_setup();
    setup.partitions = std::vector<PartitionObservation>{{"sdb1", "/dev/sdb1", 1U, 2048 * 512, 200 * kMiB}};
    const auto outcome = check_partition_alignment(sata_setup_drive(), setup);
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(outcome.not_evaluated.empty());
}

TEST(PartitionCheck, FourKibButNotOneMibIsInfo) {
    auto setup = good_sata_setup();
    setup.partitions = std::vector<PartitionObservation>{{"sda1", "/dev/sda1", 1U, 4096 * 16, 200 * kMiB}};
    const auto found = with_id(check_partition_alignment(sata_setup_drive(), setup), "partition-misaligned");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Info);
    EXPECT_TRUE(test::has_evidence(found[0], {{"aligned_4k", true}, {"aligned_1m", false}}));
}

TEST(PartitionCheck, SectorSizeIsTakenIntoAccount) {
    // 4Kn drive: sector 63 is byte 258048, 4 KiB-aligned but not 1 MiB-aligned.
    DriveInfo drive = sata_setup_drive();
    drive.logical_sector_bytes = 4096;
    drive.physical_sector_bytes = 4096;
    auto setup = good_sata_setup();
    setup.partitions = std::vector<PartitionObservation>{{"sda1", "/dev/sda1", 1U, 63 * 4096, 200 * kMiB}};
    auto found = with_id(check_partition_alignment(drive, setup), "partition-misaligned");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Info);
    EXPECT_TRUE(test::has_evidence(found[0], {{"start_sector", 63}, {"classic_63_sector_layout", true}}));

    // A drive with 8 KiB physical sectors: 4 KiB alignment is not enough.
    drive = sata_setup_drive();
    drive.physical_sector_bytes = 8192;
    setup.partitions = std::vector<PartitionObservation>{{"sda1", "/dev/sda1", 1U, 4096 * 3, 200 * kMiB}};
    found = with_id(check_partition_alignment(drive, setup), "partition-misaligned");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_EQ(found[0].evidence["alignment_bytes"], 8192);
}

TEST(PartitionCheck, ExtendedPartitionStubIsSkipped) {
    auto setup = good_sata_setup();
    // An MBR extended container shows up as a 1 KiB stub at an odd sector.
    setup.partitions = std::vector<PartitionObservation>{{"sda2", "/dev/sda2", 2U, 63 * 512, 1024},
                                                         {"sda5", "/dev/sda5", 5U, 4096 * 512, 100 * kMiB}};
    EXPECT_TRUE(check_partition_alignment(sata_setup_drive(), setup).findings.empty());
}

TEST(PartitionCheck, UnknownPartitionsAreNotEvaluated) {
    auto setup = good_sata_setup();
    setup.partitions = Observed<std::vector<PartitionObservation>>::unknown("cannot list block/sda");
    EXPECT_TRUE(not_evaluated(check_partition_alignment(sata_setup_drive(), setup), "partition-misaligned"));
}

// ---- trim-unsupported ------------------------------------------------------

TEST(TrimSupportCheck, NoDiscardFires) {
    auto setup = good_sata_setup();
    setup.discard->max_bytes = 0;
    setup.discard->drive_reports_trim = false;
    auto found = with_id(check_trim_support(sata_setup_drive(), setup), "trim-unsupported");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_EQ(found[0].evidence["discard_max_bytes"], 0);
    EXPECT_EQ(found[0].title, "The drive does not support TRIM");

    // The drive has TRIM but the path (here a USB bridge) does not pass it.
    DriveInfo usb = sata_setup_drive();
    usb.protocol = Protocol::Scsi;
    usb.transport = Transport::Usb;
    setup.discard->drive_reports_trim = true;
    found = with_id(check_trim_support(usb, setup), "trim-unsupported");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_NE(found[0].title.find("does not reach"), std::string::npos);
    EXPECT_NE(found[0].fix.find("provisioning_mode"), std::string::npos);
}

TEST(TrimSupportCheck, DiscardSupportedDoesNotFire) {
    const auto outcome = check_trim_support(sata_setup_drive(), good_sata_setup());
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(outcome.not_evaluated.empty());
}

TEST(TrimSupportCheck, RotatingDisks) {
    auto setup = good_sata_setup();
    setup.discard->max_bytes = 0;
    // The drive itself says it spins: TRIM does not apply.
    setup.media = MediaObservation{MediaKind::Rotating, true, "smartctl: 7200 rpm"};
    auto outcome = check_trim_support(sata_setup_drive(), setup);
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(outcome.not_evaluated.empty());
    // Only the OS says so (USB bridges often do): not evaluated, with the reason.
    setup.media = MediaObservation{MediaKind::Rotating, false, "queue/rotational=1"};
    outcome = check_trim_support(sata_setup_drive(), setup);
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(not_evaluated(outcome, "trim-unsupported"));
    // A virtual disk is checked: discard returns space to the host.
    setup.media = MediaObservation{MediaKind::Virtual, false, "a virtio disk"};
    EXPECT_EQ(with_id(check_trim_support(sata_setup_drive(), setup), "trim-unsupported").size(), 1U);
}

// ---- trim-disabled -----------------------------------------------------------

TEST(TrimInUseCheck, NoDiscardOptionAndNoTimerFires) {
    const auto system = system_with({ext4_on("sda1", "sda", 255 * kMiB, 100 * kMiB, {"rw", "relatime"})}, timer(false));
    const auto found = with_id(check_trim_in_use(sata_setup_drive(), good_sata_setup(), system), "trim-disabled");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_EQ(found[0].evidence["filesystems"][0]["mountpoint"], "/mnt/sda1");
    EXPECT_EQ(found[0].evidence["filesystems"][0]["discard_option"], false);
    EXPECT_EQ(found[0].evidence["periodic_trim"]["enabled"], false);
    ASSERT_TRUE(found[0].action);
    EXPECT_EQ(*found[0].action, (std::vector<std::string>{"ssdtool", "trim", "--enable-periodic"}));
}

TEST(TrimInUseCheck, DiscardOptionOrTimerIsEnough) {
    auto system = system_with({ext4_on("sda1", "sda", 255 * kMiB, 100 * kMiB, {"rw", "discard"})}, timer(false));
    EXPECT_TRUE(check_trim_in_use(sata_setup_drive(), good_sata_setup(), system).findings.empty());
    system = system_with({ext4_on("sda1", "sda", 255 * kMiB, 100 * kMiB, {"rw", "discard=async"})}, timer(false));
    EXPECT_TRUE(check_trim_in_use(sata_setup_drive(), good_sata_setup(), system).findings.empty());
    system = system_with({ext4_on("sda1", "sda", 255 * kMiB, 100 * kMiB, {"rw"})}, timer(true));
    const auto outcome = check_trim_in_use(sata_setup_drive(), good_sata_setup(), system);
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(outcome.not_evaluated.empty());
    // "nodiscard" wins over an earlier "discard".
    system = system_with({ext4_on("sda1", "sda", 255 * kMiB, 100 * kMiB, {"discard", "nodiscard"})}, timer(false));
    EXPECT_EQ(with_id(check_trim_in_use(sata_setup_drive(), good_sata_setup(), system), "trim-disabled").size(), 1U);
}

TEST(TrimInUseCheck, UnknownPeriodicTrimIsNotEvaluated) {
    // A busybox system: no systemd, no cron job, a filesystem without discard.
    const auto system = system_with(
        {ext4_on("sda1", "sda", 255 * kMiB, 100 * kMiB, {"rw"})},
        Observed<PeriodicTrimObservation>::unknown("systemd is not running here (no /run/systemd/system)"));
    const auto outcome = check_trim_in_use(sata_setup_drive(), good_sata_setup(), system);
    EXPECT_TRUE(outcome.findings.empty());
    ASSERT_TRUE(not_evaluated(outcome, "trim-disabled"));
    EXPECT_NE(outcome.not_evaluated[0].reason.find("systemd is not running"), std::string::npos);
}

TEST(TrimInUseCheck, NoMountedFilesystemIsNotEvaluated) {
    const auto system = system_with({ext4_on("sdb1", "sdb", 255 * kMiB, 100 * kMiB, {"rw"})}, timer(false));
    const auto outcome = check_trim_in_use(sata_setup_drive(), good_sata_setup(), system);
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(not_evaluated(outcome, "trim-disabled"));
}

TEST(TrimInUseCheck, DmCryptWithoutDiscardsFiresEvenWithTheTimer) {
    auto fs = ext4_on("sda2", "sda", 255 * kMiB, 100 * kMiB, {"rw", "discard"});
    fs.block_device = "dm-0";
    fs.source = "/dev/mapper/cryptroot";
    fs.layers = {BlockLayer{"dm-0", "crypt", "cryptroot", 0}};
    const auto system = system_with({fs}, timer(true));
    const auto found = with_id(check_trim_in_use(sata_setup_drive(), good_sata_setup(), system), "trim-disabled");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].evidence["filesystems"][0]["blocked_by"]["kind"], "crypt");
    EXPECT_EQ(found[0].evidence["filesystems"][0]["blocked_by"]["name"], "cryptroot");
    EXPECT_NE(found[0].fix.find("crypttab"), std::string::npos);
    EXPECT_FALSE(found[0].action); // turning on the timer would not help

    // A crypt layer that passes discards is fine.
    auto passing = fs;
    passing.layers = {BlockLayer{"dm-0", "crypt", "cryptroot", 4096U * 1024}};
    EXPECT_TRUE(check_trim_in_use(sata_setup_drive(), good_sata_setup(), system_with({passing}, timer(true))).findings.empty());
}

TEST(TrimInUseCheck, UnsupportedTrimIsLeftToTrimUnsupported) {
    auto setup = good_sata_setup();
    setup.discard->max_bytes = 0;
    const auto system = system_with({ext4_on("sda1", "sda", 255 * kMiB, 100 * kMiB, {"rw"})}, timer(false));
    const auto outcome = check_trim_in_use(sata_setup_drive(), setup, system);
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(outcome.not_evaluated.empty());
}

// ---- free-space-low ------------------------------------------------------------

TEST(FreeSpaceCheck, NearlyFullFilesystemFires) {
    const auto system =
        system_with({ext4_on("sda1", "sda", 1000 * kMiB, 50 * kMiB, {"rw"})}, timer(false)); // 5 % free
    const auto found = with_id(check_free_space(sata_setup_drive(), good_sata_setup(), system), "free-space-low");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_TRUE(test::has_evidence(found[0], {{"free_percent", 5.0}, {"threshold_percent", 10.0},
            {"trim_in_use", false}}));
    EXPECT_NE(found[0].title.find("95.0 % full"), std::string::npos);
    EXPECT_NE(found[0].fix.find("spare"), std::string::npos);
}

TEST(FreeSpaceCheck, EnoughFreeSpaceDoesNotFire) {
    const auto system = system_with({ext4_on("sda1", "sda", 1000 * kMiB, 150 * kMiB, {"rw"})}, timer(true));
    const auto outcome = check_free_space(sata_setup_drive(), good_sata_setup(), system);
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(outcome.not_evaluated.empty());
}

TEST(FreeSpaceCheck, UnpartitionedSpaceCountsAsSpareArea) {
    DriveInfo drive = sata_setup_drive();
    drive.capacity_bytes = 10 * kGiB;
    auto setup = good_sata_setup();
    // 7 GiB partition on a 10 GiB drive: 3 GiB (30 %) never partitioned.
    setup.partitions = std::vector<PartitionObservation>{{"sda1", "/dev/sda1", 1U, 1 * kMiB, 7 * kGiB}};
    const auto system = system_with({ext4_on("sda1", "sda", 7 * kGiB, 100 * kMiB, {"discard"})}, timer(false));
    const auto found = with_id(check_free_space(drive, setup, system), "free-space-low");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Info);
    EXPECT_EQ(found[0].evidence["unpartitioned_bytes"], 3 * kGiB);
    EXPECT_NE(found[0].fix.find("outside every partition"), std::string::npos);
}

TEST(FreeSpaceCheck, UnknownSpaceIsNotEvaluated) {
    auto fs = ext4_on("sda1", "sda", 1000 * kMiB, 50 * kMiB, {"rw"});
    fs.space = Observed<FilesystemSpace>::unknown("statvfs /mnt/sda1: Permission denied");
    const auto outcome = check_free_space(sata_setup_drive(), good_sata_setup(), system_with({fs}, timer(true)));
    EXPECT_TRUE(outcome.findings.empty());
    ASSERT_TRUE(not_evaluated(outcome, "free-space-low"));
    EXPECT_NE(outcome.not_evaluated[0].reason.find("Permission denied"), std::string::npos);
}

// ---- write-cache-disabled ------------------------------------------------------

TEST(WriteCacheCheck, DisabledCacheFires) {
    auto setup = good_sata_setup();
    setup.write_cache = WriteCacheObservation{false, "write through", "device/scsi_disk/0:0:0:0/cache_type"};
    const auto found = with_id(check_write_cache(sata_setup_drive(), setup), "write-cache-disabled");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_EQ(found[0].evidence["state"], "write through");
    EXPECT_NE(found[0].fix.find("hdparm -W1 /dev/sda"), std::string::npos);
}

TEST(WriteCacheCheck, EnabledOrVirtualDoesNotFire) {
    EXPECT_TRUE(check_write_cache(sata_setup_drive(), good_sata_setup()).findings.empty());
    DriveInfo virtio = sata_setup_drive();
    virtio.protocol = Protocol::Virtio;
    auto setup = good_sata_setup();
    setup.write_cache = WriteCacheObservation{false, "write through", "queue/write_cache"};
    const auto outcome = check_write_cache(virtio, setup);
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(outcome.not_evaluated.empty());
}

TEST(WriteCacheCheck, UnknownIsNotEvaluated) {
    auto setup = good_sata_setup();
    setup.write_cache = Observed<WriteCacheObservation>::unknown("the kernel shows only whether the cache exists");
    EXPECT_TRUE(not_evaluated(check_write_cache(nvme_drive(), setup), "write-cache-disabled"));
}

// ---- swap-on-drive, hibernation-enabled ---------------------------------------

SystemSetup system_with_swap() {
    auto system = system_with({}, timer(true));
    system.swaps = std::vector<SwapObservation>{{"/dev/sda3", "partition", 8 * kGiB, 256 * kMiB, -2, "sda3", {"sda"}},
                                                {"/dev/zram0", "partition", 4 * kGiB, 0, 100, "zram0", {"zram0"}}};
    return system;
}

TEST(SwapCheck, SwapOnTheDriveIsInfoWithItsSize) {
    const auto found = with_id(check_swap(sata_setup_drive(), system_with_swap()), "swap-on-drive");
    ASSERT_EQ(found.size(), 1U); // not the zram one
    EXPECT_EQ(found[0].severity, Severity::Info);
    EXPECT_TRUE(test::has_evidence(found[0], {{"swap", "/dev/sda3"}, {"size_bytes", 8 * kGiB},
            {"freed_if_removed_bytes", 8 * kGiB}}));
    EXPECT_TRUE(check_swap(nvme_drive(), system_with_swap()).findings.empty());
}

TEST(HibernationCheck, ConfiguredHibernationIsInfoOnTheResumeDrive) {
    auto system = system_with_swap();
    HibernationObservation h;
    h.supported = true;
    h.mode = "platform";
    h.resume_device = "sda3";
    h.resume_source = "/sys/power/resume (8:3)";
    h.image_size_bytes = 6 * kGiB;
    h.memory_bytes = 16 * kGiB;
    h.drives = {"sda"};
    system.hibernation = h;
    const auto found = with_id(check_hibernation(sata_setup_drive(), system), "hibernation-enabled");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Info);
    EXPECT_TRUE(test::has_evidence(found[0], {{"resume_device", "/dev/sda3"}, {"reserved_bytes", 8 * kGiB},
            {"image_size_bytes", 6 * kGiB}}));
    EXPECT_TRUE(check_hibernation(nvme_drive(), system).findings.empty());
    // Listed at system level only when the resume device is on no checked drive.
    EXPECT_TRUE(run_system_checks(system, {sata_setup_drive()}).findings.empty());
    EXPECT_EQ(run_system_checks(system, {nvme_drive()}).findings.size(), 1U);
}

TEST(HibernationCheck, NotConfiguredOrUnknown) {
    auto system = system_with_swap();
    EXPECT_TRUE(check_hibernation(sata_setup_drive(), system).findings.empty()); // supported, no resume device
    system.hibernation = Observed<HibernationObservation>::unknown("cannot read /sys/power/state");
    EXPECT_TRUE(check_hibernation(sata_setup_drive(), system).findings.empty());
    EXPECT_TRUE(not_evaluated(run_system_checks(system, {sata_setup_drive()}), "hibernation-enabled"));
}

// ---- ordering and --fail-on ----------------------------------------------------

TEST(CheckOutcomeOrder, SortsBySeverityKeepingOrder) {
    std::vector<Finding> findings(4);
    findings[0].id = "a";
    findings[0].severity = Severity::Info;
    findings[1].id = "b";
    findings[1].severity = Severity::Critical;
    findings[2].id = "c";
    findings[2].severity = Severity::Warning;
    findings[3].id = "d";
    findings[3].severity = Severity::Critical;
    sort_by_severity(findings);
    EXPECT_EQ(findings[0].id, "b");
    EXPECT_EQ(findings[1].id, "d");
    EXPECT_EQ(findings[2].id, "c");
    EXPECT_EQ(findings[3].id, "a");
    EXPECT_TRUE(has_finding_at_least(findings, Severity::Critical));
    findings.erase(findings.begin(), findings.begin() + 2);
    EXPECT_FALSE(has_finding_at_least(findings, Severity::Critical));
    EXPECT_TRUE(has_finding_at_least(findings, Severity::Warning));
    EXPECT_TRUE(has_finding_at_least(findings, Severity::Info));
}

} // namespace
} // namespace ssd
