// drives-hidden-by-raid-mode on Linux (issue 35): the Intel controllers under /sys/bus/pci/devices
// and the finding for one that keeps drives from the OS. No machine here runs Intel RST or VMD
// (the QEMU rig's ICH9 AHCI has none to hide), so the sysfs tree is SYNTHETIC, built by the test
// with the attributes the kernel gives such functions: vendor, device, class, the driver link and
// ahci's remapped_nvme (drivers/ata/ahci.c, since Linux 5.7; the ids from drivers/pci/controller/vmd.c).
#include <gtest/gtest.h>

#include <fstream>

#include "core/checks/setup_checks.h"
#include "platform/linux/linux_setup_inspector.h"
#include "temp_dir.h"

namespace ssd {
namespace {

namespace fs = std::filesystem;
using linux_platform::LinuxSetupInspector;
using linux_platform::LinuxSetupRoots;

void write(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path) << text << '\n';
}

void pci_function(const fs::path& sys, const std::string& address, const std::string& vendor,
                  const std::string& device, const std::string& cls, const std::string& driver) {
    const fs::path dir = sys / "bus" / "pci" / "devices" / address;
    write(dir / "vendor", vendor);
    write(dir / "device", device);
    write(dir / "class", cls);
    if (!driver.empty()) {
        fs::create_directories(sys / "bus" / "pci" / "drivers" / driver);
        fs::create_directory_symlink(sys / "bus" / "pci" / "drivers" / driver, dir / "driver");
    }
}

TEST(LinuxHiddenDrives, AnRstControllerHidingNvmeAndAnUnboundVmdAreFound) {
    test::TempDir sys("hidden-drives");
    // An RST "RAID On" SATA controller that ahci still runs, hiding one NVMe drive.
    pci_function(sys.path(), "0000:00:17.0", "0x8086", "0x282a", "0x010400", "ahci");
    write(sys.path() / "bus/pci/devices/0000:00:17.0/remapped_nvme", "1");
    // A VMD function with no driver (a kernel without CONFIG_VMD).
    pci_function(sys.path(), "0000:00:0e.0", "0x8086", "0x9a0b", "0x010400", "");
    // An ordinary AHCI controller: remapped_nvme 0, as the kernel writes for every ahci host.
    pci_function(sys.path(), "0000:00:1f.2", "0x8086", "0x2922", "0x010601", "ahci");
    write(sys.path() / "bus/pci/devices/0000:00:1f.2/remapped_nvme", "0");
    // Not Intel, not storage: never looked at.
    pci_function(sys.path(), "0000:01:00.0", "0x144d", "0xa808", "0x010802", "nvme");
    pci_function(sys.path(), "0000:00:02.0", "0x8086", "0x9a49", "0x030000", "");

    LinuxSetupRoots roots;
    roots.sys = sys.path();
    LinuxSetupInspector inspector(roots);
    const auto controllers = inspector.intel_storage_controllers();
    ASSERT_TRUE(controllers) << controllers.reason();
    ASSERT_EQ(controllers->size(), 3u);
    EXPECT_EQ((*controllers)[0].pci_address, "0000:00:0e.0");
    EXPECT_EQ((*controllers)[0].device_id, 0x9a0b);
    EXPECT_EQ((*controllers)[0].driver, "");
    EXPECT_EQ((*controllers)[1].pci_address, "0000:00:17.0");
    EXPECT_EQ((*controllers)[1].remapped_nvme, 1u);
    EXPECT_EQ((*controllers)[2].remapped_nvme, 0u);

    SystemSetup system;
    system.intel_storage_controllers = *controllers;
    const auto outcome = check_hidden_drives(system);
    ASSERT_EQ(outcome.findings.size(), 2u);
    EXPECT_EQ(outcome.findings[0].id, "drives-hidden-by-raid-mode");
    EXPECT_EQ(outcome.findings[0].title, "The Intel storage controller 0000:00:0e.0 is in RAID (RST or VMD) mode and "
                                         "no driver runs it: its drives are invisible");
    EXPECT_EQ(outcome.findings[0].evidence["device_id"], "8086:9a0b");
    EXPECT_TRUE(outcome.findings[0].evidence["driver"].is_null());
    EXPECT_EQ(outcome.findings[1].title, "1 NVMe drive is hidden behind the Intel SATA controller 0000:00:17.0, which "
                                         "runs in RST RAID mode: the OS cannot use it");
    EXPECT_EQ(outcome.findings[1].evidence["remapped_nvme"], 1);
    EXPECT_EQ(outcome.findings[1].evidence["pci_class"], "0x010400");
    EXPECT_NE(outcome.findings[1].fix.find("back up its data"), std::string::npos);
}

TEST(LinuxHiddenDrives, AMachineWithoutThemHasNoFindingAndNoPciTreeIsSilent) {
    test::TempDir sys("hidden-drives");
    pci_function(sys.path(), "0000:00:1f.2", "0x8086", "0x2922", "0x010601", "ahci");
    write(sys.path() / "bus/pci/devices/0000:00:1f.2/remapped_nvme", "0");
    LinuxSetupRoots roots;
    roots.sys = sys.path();
    SystemSetup system;
    system.intel_storage_controllers = LinuxSetupInspector(roots).intel_storage_controllers();
    EXPECT_TRUE(check_hidden_drives(system).findings.empty());

    roots.sys = sys.path() / "nothing-here";
    const auto unknown = LinuxSetupInspector(roots).intel_storage_controllers();
    ASSERT_FALSE(unknown);
    EXPECT_NE(unknown.reason().find("cannot list"), std::string::npos);
    system.intel_storage_controllers = unknown;
    const auto outcome = check_hidden_drives(system);
    EXPECT_TRUE(outcome.findings.empty());
    EXPECT_TRUE(outcome.not_evaluated.empty()) << "looked for where sysfs is; nowhere else a question";
}

} // namespace
} // namespace ssd
