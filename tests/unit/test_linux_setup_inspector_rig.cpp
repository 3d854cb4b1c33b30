// The Linux SetupInspector and the setup checks on a capture of the QEMU rig
// guest (a real Debian kernel: AHCI SATA SSD sda, PIIX legacy-IDE disk sdb,
// NVMe nvme0n1), taken after the rig's partitioning plus this state:
//   sda  MBR: sda1 at sector 63, sda2 at 64 MiB with ext4 mounted on /mnt/sata
//        (no discard option) and filled until 4 MiB were free
//   sdb  GPT: sdb1 at sector 2048, nothing mounted
//   nvme0n1 GPT: p1 at 1 MiB, ext4 mounted on /mnt/nvme with discard, holding a
//        16 MiB swap file; p2 a swap partition, named as the resume device
//        (echo 259:2 > /sys/power/resume, as an initramfs does for resume=)
//   busybox userland: no systemd, no cron.
// Files: tests/fixtures/sysfs/rig-guest-checks (sysfs-snapshot.sh + /sys/power
// + the AHCI host registers), tests/fixtures/proc/rig-guest-checks (mountinfo,
// swaps, meminfo, cmdline, `stat -f` of both mounts); see its README.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/checks/setup_checks.h"
#include "core/diagnosis/drive_checks.h"
#include "core/diagnosis/drive_health.h"
#include "core/linux/sysfs_text.h"
#include "core/report/check_json.h"
#include "core/report/check_reader.h"
#include "core/report/check_text.h"
#include "core/report/json_writer.h"
#include "core/util/file_io.h"
#include "evidence_expectations.h"
#include "finding_evidence.h"
#include "fixture_paths.h"
#include "identity_expectations.h"
#include "platform/linux/linux_setup_inspector.h"
#include "platform/linux/sysfs_drive_inventory.h"
#include "recorded_space.h"
#include "text_parts.h"

namespace ssd {
namespace {

using linux_platform::LinuxSetupInspector;

class RigGuest : public ::testing::Test {
protected:
    void SetUp() override {
        linux_platform::LinuxSetupRoots roots;
        roots.sys = test::project_fixture("sysfs/rig-guest-checks");
        roots.proc = test::project_fixture("proc/rig-guest-checks");
        roots.root = "/nonexistent-root"; // the guest's rootfs has no /etc/systemd, /run/systemd or cron
        roots.dev = "/nonexistent-dev";
        inspector_ = std::make_unique<LinuxSetupInspector>(roots, test::rig_guest_space);
        linux_platform::SysfsDriveInventory inventory(roots.sys, "/dev");
        auto drives = inventory.list();
        ASSERT_TRUE(drives) << drives.error().message;
        drives_ = *drives;
        auto system = inspector_->inspect_system();
        ASSERT_TRUE(system);
        system_ = *system;
    }

    const DriveInfo& drive(const std::string& name) const {
        const auto it = std::find_if(drives_.begin(), drives_.end(),
                                     [&name](const DriveInfo& d) { return d.kernel_name == name; });
        EXPECT_NE(it, drives_.end()) << name;
        return it != drives_.end() ? *it : drives_.front();
    }

    DriveSetup setup(const std::string& name) {
        auto s = inspector_->inspect_drive(drive(name));
        EXPECT_TRUE(s) << (s ? "" : s.error().message);
        return s ? *s : DriveSetup{};
    }

    CheckOutcome checks(const std::string& name) { return run_setup_checks(drive(name), setup(name), system_); }

    std::unique_ptr<LinuxSetupInspector> inspector_;
    std::vector<DriveInfo> drives_;
    SystemSetup system_;
};

std::vector<std::string> ids(const CheckOutcome& outcome) {
    std::vector<std::string> result;
    for (const auto& f : outcome.findings) result.push_back(f.id);
    return result;
}

std::vector<std::string> skipped(const CheckOutcome& outcome) {
    std::vector<std::string> result;
    for (const auto& n : outcome.not_evaluated) result.push_back(n.check);
    return result;
}

bool lists_value(const std::vector<std::string>& list, const std::string& value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

// The controller the inspector found above a drive: driver, PCI address and class.
::testing::AssertionResult controller_is(const DriveSetup& s, const std::string& driver, const std::string& pci_address,
                                         std::uint32_t pci_class) {
    if (!s.controller) return ::testing::AssertionFailure() << "no controller: " << s.controller.reason();
    const auto& c = *s.controller;
    if (c.driver == driver && c.pci_address == pci_address && c.pci_class == pci_class) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure() << c.driver << " at " << c.pci_address << ", class " << std::hex
                                         << c.pci_class.value_or(0) << "; expected " << driver << " at "
                                         << pci_address << ", class " << pci_class;
}

// The sentences the words of some evidence must include, each whole.
::testing::AssertionResult says_all(const std::vector<std::string>& sentences,
                                    std::initializer_list<const char*> wanted) {
    std::string missing;
    for (const char* sentence : wanted) {
        if (std::find(sentences.begin(), sentences.end(), sentence) == sentences.end()) {
            missing += std::string("\n  ") + sentence;
        }
    }
    if (missing.empty()) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "not said:" << missing;
}

TEST_F(RigGuest, ThreeDrives) {
    ASSERT_EQ(drives_.size(), 3U);
    EXPECT_EQ(drive("sda").transport, Transport::Sata);
    EXPECT_EQ(drive("sdb").transport, Transport::Pata);
    EXPECT_EQ(drive("nvme0n1").protocol, Protocol::Nvme);
}

TEST_F(RigGuest, AhciSataSsd) {
    const DriveSetup s = setup("sda");
    EXPECT_TRUE(controller_is(s, "ahci", "0000:00:02.0", 0x010601U));
    ASSERT_TRUE(s.sata_link);
    EXPECT_EQ(s.sata_link->link, "link1");
    EXPECT_EQ(s.sata_link->current_mbps, 1500U);         // sata_spd "1.5 Gbps"
    EXPECT_EQ(s.sata_link->host_max_mbps, 1500U);        // AHCI CAP c0141f05: ISS = Gen 1
    EXPECT_EQ(s.sata_link->host_max_source, "AHCI CAP.ISS (c0141f05)");
    EXPECT_FALSE(s.sata_link->drive_max_mbps);           // QEMU's IDENTIFY word 76 = 0x0100 (NCQ only)
    EXPECT_FALSE(s.sata_link->kernel_limit_mbps);        // sata_spd_limit "<unknown>"
    ASSERT_TRUE(s.partitions);
    ASSERT_EQ(s.partitions->size(), 2U);
    EXPECT_EQ((*s.partitions)[0].device, "/dev/sda1");
    EXPECT_EQ((*s.partitions)[0].start_bytes, 63U * 512);
    EXPECT_EQ((*s.partitions)[1].start_bytes, 131072U * 512);
    ASSERT_TRUE(s.discard);
    EXPECT_EQ(s.discard->max_bytes, 2147450880U);
    EXPECT_EQ(s.discard->ata_trim, "unqueued");
    ASSERT_TRUE(s.write_cache);
    EXPECT_TRUE(s.write_cache->enabled);
    EXPECT_EQ(s.write_cache->raw, "write back");
    ASSERT_TRUE(s.media);
    EXPECT_EQ(s.media->kind, MediaKind::SolidState); // rotation_rate=1 → queue/rotational=0

    const auto outcome = checks("sda");
    const auto found = ids(outcome);
    EXPECT_FALSE(lists_value(found, "controller-legacy-ide"));
    EXPECT_FALSE(lists_value(found, "trim-unsupported"));
    EXPECT_FALSE(lists_value(found, "sata-link-below-max"));
    EXPECT_TRUE(lists_value(skipped(outcome), "sata-link-below-max")); // the drive's maximum is unknown
    ASSERT_EQ(std::count(found.begin(), found.end(), "partition-misaligned"), 1);
    const auto misaligned = std::find_if(outcome.findings.begin(), outcome.findings.end(),
                                         [](const Finding& f) { return f.id == "partition-misaligned"; });
    EXPECT_TRUE(test::has_evidence(*misaligned, {{"partition", "/dev/sda1"}, {"classic_63_sector_layout", true}}));
    EXPECT_EQ(misaligned->severity, Severity::Warning);
    // /mnt/sata: 4095 of 178621 KiB blocks free (2.3 %).
    ASSERT_TRUE(lists_value(found, "free-space-low"));
    const auto low = std::find_if(outcome.findings.begin(), outcome.findings.end(),
                                  [](const Finding& f) { return f.id == "free-space-low"; });
    EXPECT_TRUE(test::has_evidence(*low, {{"mountpoint", "/mnt/sata"}, {"free_bytes", 4095U * 1024},
            {"trim_in_use", false}}));
    EXPECT_EQ(low->severity, Severity::Warning);
    // No discard option, and no systemd to ask about periodic TRIM: not evaluated, not passed.
    EXPECT_FALSE(lists_value(found, "trim-disabled"));
    const auto it = std::find_if(outcome.not_evaluated.begin(), outcome.not_evaluated.end(),
                                 [](const NotEvaluated& n) { return n.check == "trim-disabled"; });
    ASSERT_NE(it, outcome.not_evaluated.end());
    EXPECT_TRUE(test::contains_all(it->reason, {"/mnt/sata", "systemd is not running"}));
}

TEST_F(RigGuest, LegacyIdeDisk) {
    const DriveSetup s = setup("sdb");
    EXPECT_TRUE(controller_is(s, "ata_piix", "0000:00:01.1", 0x010180U));
    ASSERT_TRUE(s.partitions);
    ASSERT_EQ(s.partitions->size(), 1U);
    EXPECT_EQ((*s.partitions)[0].start_bytes, 2048U * 512);
    ASSERT_TRUE(s.discard);
    EXPECT_GT(s.discard->max_bytes, 0U);

    const auto outcome = checks("sdb");
    const auto found = ids(outcome);
    ASSERT_TRUE(lists_value(found, "controller-legacy-ide"));
    EXPECT_EQ(outcome.findings[0].evidence["driver"], "ata_piix");
    EXPECT_FALSE(lists_value(found, "partition-misaligned"));
    EXPECT_FALSE(lists_value(found, "trim-unsupported"));
    EXPECT_FALSE(lists_value(found, "sata-link-below-max")); // a parallel-ATA port has no SATA link speed
    EXPECT_FALSE(lists_value(skipped(outcome), "sata-link-below-max"));
    EXPECT_TRUE(lists_value(skipped(outcome), "trim-disabled"));  // nothing mounted
    EXPECT_TRUE(lists_value(skipped(outcome), "free-space-low"));
}

TEST_F(RigGuest, NvmeDrive) {
    const DriveSetup s = setup("nvme0n1");
    ASSERT_TRUE(s.controller);
    EXPECT_EQ(s.controller->driver, "nvme");
    ASSERT_TRUE(s.pcie_link);
    EXPECT_EQ(s.pcie_link->pci_address, "0000:00:03.0");
    EXPECT_EQ(s.pcie_link->current_speed_mts, 2500U);
    EXPECT_EQ(s.pcie_link->current_width, 1U);
    EXPECT_EQ(s.pcie_link->max_speed_mts, 2500U);
    EXPECT_EQ(s.pcie_link->max_width, 1U);
    EXPECT_TRUE(s.pcie_link->upstream_pci_address.empty()); // on the root bus of the i440FX machine
    ASSERT_TRUE(s.discard);
    EXPECT_GT(s.discard->max_bytes, 0U);
    EXPECT_FALSE(s.write_cache); // the kernel cannot tell "on" from "present" for NVMe

    const auto outcome = checks("nvme0n1");
    const auto found = ids(outcome);
    EXPECT_FALSE(lists_value(found, "pcie-link-below-max"));
    EXPECT_FALSE(lists_value(skipped(outcome), "pcie-link-below-max"));
    EXPECT_FALSE(lists_value(found, "trim-unsupported"));
    EXPECT_FALSE(lists_value(found, "trim-disabled"));    // /mnt/nvme is mounted with discard
    EXPECT_FALSE(lists_value(skipped(outcome), "trim-disabled"));
    EXPECT_FALSE(lists_value(found, "free-space-low"));
    EXPECT_FALSE(lists_value(found, "partition-misaligned"));
    EXPECT_TRUE(lists_value(skipped(outcome), "write-cache-disabled"));
    EXPECT_EQ(std::count(found.begin(), found.end(), "swap-on-drive"), 2); // the partition and the file
    ASSERT_TRUE(lists_value(found, "hibernation-enabled"));
    const auto hib = std::find_if(outcome.findings.begin(), outcome.findings.end(),
                                  [](const Finding& f) { return f.id == "hibernation-enabled"; });
    EXPECT_TRUE(test::has_evidence(*hib, {{"resume_device", "/dev/nvme0n1p2"}, {"reserved_bytes", 64508U * 1024},
            {"image_size_bytes", 394076160U}, {"swap_smaller_than_image", true}}));
    // Only the drive holding the resume device reports it.
    EXPECT_FALSE(lists_value(ids(checks("sda")), "hibernation-enabled"));
    EXPECT_TRUE(run_system_checks(system_, drives_).findings.empty());
}

TEST_F(RigGuest, SystemMountsSwapAndHibernation) {
    ASSERT_TRUE(system_.filesystems);
    ASSERT_EQ(system_.filesystems->size(), 2U); // rootfs, proc, sysfs, devtmpfs, tmpfs have no block device
    const auto& sata = (*system_.filesystems)[0];
    EXPECT_EQ(sata.mountpoint, "/mnt/sata");
    EXPECT_EQ(sata.block_device, "sda2");
    EXPECT_EQ(sata.drives, (std::vector<std::string>{"sda"}));
    EXPECT_FALSE(mounted_with_discard(sata));
    const auto& nvme = (*system_.filesystems)[1];
    EXPECT_EQ(nvme.block_device, "nvme0n1p1");
    EXPECT_EQ(nvme.drives, (std::vector<std::string>{"nvme0n1"}));
    EXPECT_TRUE(mounted_with_discard(nvme));

    ASSERT_TRUE(system_.swaps);
    ASSERT_EQ(system_.swaps->size(), 2U);
    EXPECT_EQ((*system_.swaps)[0].block_device, "nvme0n1p2");
    EXPECT_EQ((*system_.swaps)[0].size_bytes, 64508U * 1024);
    EXPECT_EQ((*system_.swaps)[1].path, "/mnt/nvme/swapfile");
    EXPECT_EQ((*system_.swaps)[1].type, "file");
    EXPECT_EQ((*system_.swaps)[1].block_device, "nvme0n1p1"); // the filesystem holding the file
    EXPECT_EQ((*system_.swaps)[1].drives, (std::vector<std::string>{"nvme0n1"}));

    ASSERT_TRUE(system_.hibernation);
    EXPECT_TRUE(system_.hibernation->supported); // "freeze mem disk"
    EXPECT_EQ(system_.hibernation->mode, "platform");
    EXPECT_EQ(system_.hibernation->resume_device, "nvme0n1p2");
    EXPECT_FALSE(system_.hibernation->resume_parameter); // not on the guest's command line
    EXPECT_EQ(system_.hibernation->drives, (std::vector<std::string>{"nvme0n1"}));
    EXPECT_EQ(system_.hibernation->memory_bytes, 981688U * 1024);

    ASSERT_FALSE(system_.periodic_trim);
    EXPECT_NE(system_.periodic_trim.reason().find("no cron job"), std::string::npos);
}

// The findings of the captured guest in words: every key described, and the
// classic sector-63 partition (byte 32256 = 7 × 4096 + 3584) said with units.
TEST_F(RigGuest, EvidenceInWords) {
    for (const char* name : {"sda", "sdb", "nvme0n1"}) {
        for (const auto& f : checks(name).findings) test::expect_evidence_described(f);
    }
    const auto outcome = checks("sda");
    const auto misaligned = std::find_if(outcome.findings.begin(), outcome.findings.end(),
                                         [](const Finding& f) { return f.id == "partition-misaligned"; });
    ASSERT_NE(misaligned, outcome.findings.end());
    std::vector<std::string> sentences;
    for (const auto& line : describe_evidence(*misaligned)) sentences.push_back(line.sentence());
    EXPECT_TRUE(says_all(sentences, {"Partition: /dev/sda1", "Start: byte 32,256", "Start sector: 63",
                                     "Offset: 3,584 bytes past a 4 KiB boundary",
                                     "Alignment unit (flash page or physical sector): 4 KiB",
                                     "The classic 63-sector layout of MS-DOS and Windows XP: yes",
                                     "Logical sector size: 512 bytes"}));
    // The text output of `ssdtool check` carries the same sentences.
    DriveCheck drive;
    drive.outcome = outcome;
    const std::string text = drive_checks_to_text(drive);
    EXPECT_NE(text.find("\n        Offset: 3,584 bytes past a 4 KiB boundary\n"), std::string::npos) << text;
    EXPECT_EQ(text.find("offset_in_alignment_bytes"), std::string::npos) << text;
}

// The parser is portable (test_linux_parsers.cpp); this capture's path is not (':').
TEST_F(RigGuest, RealAhciRegister) {
    auto caps = read_text_file(test::project_fixture(
        "sysfs/rig-guest-checks/devices/pci0000:00/0000:00:02.0/ata1/host0/scsi_host/host0/ahci_host_caps"));
    ASSERT_TRUE(caps);
    EXPECT_EQ(linux_kernel::ahci_caps_max_mbps(*caps), 1500U);
}

// The guest's system with periodic TRIM off (a mutation: the busybox guest
// has no timer to ask), so sda's /mnt/sata gets trim-disabled with its action.
class TimerOffInspector final : public SetupInspector {
public:
    explicit TimerOffInspector(SetupInspector& captured) : captured_(captured) {}
    Result<DriveSetup> inspect_drive(const DriveInfo& drive) override { return captured_.inspect_drive(drive); }
    Result<SystemSetup> inspect_system() override {
        auto system = captured_.inspect_system();
        if (system) system->periodic_trim = PeriodicTrimObservation{false, "systemd fstrim.timer", "not enabled"};
        return system;
    }

private:
    SetupInspector& captured_;
};

// The check document of the captured guest, written by check_report_to_json,
// reads back into the core's types (check_reader.h), field by field. SMART:
// a real KC400 capture for sda, "needs root" for the others.
TEST_F(RigGuest, CheckDocumentReadsBack) {
    SSD_REQUIRE_SHARED_FIXTURES();
    linux_platform::SysfsDriveInventory inventory(test::project_fixture("sysfs/rig-guest-checks"), "/dev");
    TimerOffInspector inspector(*inspector_);
    const HealthReader smart = [](const DriveInfo& d) -> Result<HealthResult> {
        if (d.kernel_name != "sda") return fail(ErrorCode::PermissionDenied, "reading SMART from " + d.device + " needs root");
        auto health = health_from_smartctl_file(test::smart_fixture("kingston_SKC400S371T-KC400_promexp.json"));
        if (health) health->drive = d;
        return health;
    };
    const auto written = run_checks(inventory, &inspector, smart, CheckRequest{});
    ASSERT_TRUE(written) << written.error().message;
    const CheckDocument read = check_report_from_json(check_report_to_json(*written));

    const auto same_outcome = [](const CheckOutcome& r, const CheckOutcome& w) {
        ASSERT_EQ(r.findings.size(), w.findings.size());
        for (std::size_t i = 0; i < w.findings.size(); ++i) {
            // Every printed field of the finding, compared through the one writer.
            EXPECT_EQ(finding_to_json(r.findings[i]), finding_to_json(w.findings[i]));
            EXPECT_EQ(r.findings[i].action, w.findings[i].action);
        }
        ASSERT_EQ(r.not_evaluated.size(), w.not_evaluated.size());
        for (std::size_t i = 0; i < w.not_evaluated.size(); ++i) {
            EXPECT_EQ(r.not_evaluated[i].check, w.not_evaluated[i].check);
            EXPECT_EQ(r.not_evaluated[i].reason, w.not_evaluated[i].reason);
        }
    };
    ASSERT_EQ(read.drives.size(), written->drives.size());
    for (std::size_t i = 0; i < written->drives.size(); ++i) {
        const CheckedDrive& r = read.drives[i];
        const DriveCheck& w = written->drives[i];
        test::expect_same_identity(r.drive, w.drive, test::IdentityIn::Check);
        EXPECT_EQ(r.verdict, w.health.facts.verdict.level);
        EXPECT_EQ(r.smart_available, w.health.smart_available);
        EXPECT_EQ(r.smart_unavailable_reason, w.health.smart_available ? "" : w.health.smart_unavailable_reason);
        same_outcome(r.outcome, w.outcome);
        EXPECT_EQ(r.setup, drive_setup_to_json(w.setup));
        ASSERT_TRUE(w.setup && w.setup->partitions);
        ASSERT_TRUE(r.partitions);
        ASSERT_EQ(r.partitions->size(), w.setup->partitions->size());
        for (std::size_t p = 0; p < r.partitions->size(); ++p) {
            EXPECT_EQ((*r.partitions)[p].device, (*w.setup->partitions)[p].device);
            EXPECT_EQ((*r.partitions)[p].number, (*w.setup->partitions)[p].number);
            EXPECT_EQ((*r.partitions)[p].start_bytes, (*w.setup->partitions)[p].start_bytes);
            EXPECT_EQ((*r.partitions)[p].size_bytes, (*w.setup->partitions)[p].size_bytes);
        }
    }
    same_outcome(read.system.outcome, written->system.outcome);
    EXPECT_EQ(read.system.setup, system_check_to_json(written->system)["setup"]);

    // What the GUI looks up: sda by its path, with the KC400's warning and the TRIM fix it can run.
    const CheckedDrive* sda = read.drive("/dev/sda");
    ASSERT_NE(sda, nullptr);
    EXPECT_TRUE(sda->smart_available);
    EXPECT_EQ(sda->verdict, "warning");
    EXPECT_EQ(sda->partitions->size(), 2U);
    const auto trim = std::find_if(sda->outcome.findings.begin(), sda->outcome.findings.end(),
                                   [](const Finding& f) { return f.id == "trim-disabled"; });
    ASSERT_NE(trim, sda->outcome.findings.end());
    EXPECT_EQ(trim->action, (std::vector<std::string>{"ssdtool", "trim", "--enable-periodic"}));
    const CheckedDrive* sdb = read.drive("/dev/sdb");
    ASSERT_NE(sdb, nullptr);
    EXPECT_FALSE(sdb->smart_available);
    EXPECT_NE(sdb->smart_unavailable_reason.find("needs root"), std::string::npos);
    EXPECT_EQ(read.drive("/dev/sdz"), nullptr);
}

} // namespace
} // namespace ssd
