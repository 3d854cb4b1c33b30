// Windows disk names, tool lookup and the storage controller classification
// (core/windows): pure functions the Windows back end relies on.
#include <gtest/gtest.h>

#include <map>

#include "core/windows/device_names.h"
#include "core/windows/storage_controller.h"
#include "core/windows/tool_search.h"

namespace ssd::windows {
namespace {

using Kind = ParsedDiskName::Kind;

TEST(WindowsDiskNames, EveryFormSmartctlAndWindowsUse) {
    for (const char* name : {"/dev/pd3", "pd3", "\\\\.\\PhysicalDrive3", "\\\\?\\physicaldrive3", "PhysicalDrive3",
                             "//./PhysicalDrive3"}) {
        const auto parsed = parse_disk_name(name);
        EXPECT_EQ(parsed.kind, Kind::PhysicalDrive) << name;
        EXPECT_EQ(parsed.number, 3U) << name;
    }
    EXPECT_EQ(parse_disk_name("C:").kind, Kind::Volume);
    EXPECT_EQ(parse_disk_name("c:\\").kind, Kind::Volume);
    EXPECT_EQ(parse_disk_name("\\\\.\\C:").kind, Kind::Volume);
    EXPECT_EQ(parse_disk_name("\\\\?\\Volume{6b66f471-bad0-40ff-bc86-d2ebec4edb06}\\").kind, Kind::Volume);
    const auto partition = parse_disk_name("\\\\.\\Harddisk2Partition1");
    EXPECT_EQ(partition.kind, Kind::Partition);
    EXPECT_EQ(partition.number, 2U);
    EXPECT_EQ(parse_disk_name("/dev/sda").kind, Kind::Other);
    EXPECT_EQ(parse_disk_name("PhysicalDrive").kind, Kind::Other);
    EXPECT_EQ(parse_disk_name("pd1x").kind, Kind::Other);
    EXPECT_EQ(smartctl_device_name(0), "/dev/pd0");
    EXPECT_EQ(physical_drive_path(12), "\\\\.\\PhysicalDrive12");
}

TEST(WindowsToolSearch, PathThenDefaultFoldersNeverTheCurrentDirectory) {
    const std::map<std::string, std::string> environment = {
        {"PATH", "C:\\Windows\\system32;.;relative\\bin;\"C:\\Quoted Dir\";;C:\\WINDOWS\\System32\\"},
        {"ProgramFiles", "C:\\Program Files"},
        {"ProgramW6432", "C:\\Program Files"}};
    const auto lookup = [&](std::string_view name) -> std::optional<std::string> {
        const auto it = environment.find(std::string(name));
        if (it == environment.end()) return std::nullopt;
        return it->second;
    };
    EXPECT_EQ(tool_candidates("smartctl", lookup),
              (std::vector<std::string>{"C:\\Windows\\system32\\smartctl.exe", "C:\\Quoted Dir\\smartctl.exe",
                                        "C:\\Program Files\\smartmontools\\bin\\smartctl.exe"}));
    EXPECT_EQ(tool_candidates("fsutil", lookup), (std::vector<std::string>{"C:\\Windows\\system32\\fsutil.exe",
                                                                           "C:\\Quoted Dir\\fsutil.exe"}));
    EXPECT_TRUE(is_explicit_path("C:\\tools\\smartctl.exe"));
    EXPECT_TRUE(is_explicit_path("defrag.exe"));
    EXPECT_FALSE(is_explicit_path("smartctl"));
}

TEST(WindowsStorageController, ServicesByMode) {
    EXPECT_EQ(classify_storage_service("storahci").mode, ControllerMode::Ahci);
    EXPECT_EQ(classify_storage_service("msahci").mode, ControllerMode::Ahci);
    EXPECT_EQ(classify_storage_service("StorNVMe").mode, ControllerMode::Nvme);
    EXPECT_EQ(classify_storage_service("pciide").mode, ControllerMode::LegacyIde);
    EXPECT_EQ(classify_storage_service("intelide").mode, ControllerMode::LegacyIde);
    EXPECT_EQ(classify_storage_service("atapi").mode, ControllerMode::LegacyIde);
    EXPECT_EQ(classify_storage_service("iaStorAC").mode, ControllerMode::VendorAhciOrRaid);
    EXPECT_EQ(classify_storage_service("rcraid").mode, ControllerMode::Raid);
    EXPECT_EQ(classify_storage_service("USBSTOR").mode, ControllerMode::Usb);
    EXPECT_EQ(classify_storage_service("something").mode, ControllerMode::Other);
}

TEST(WindowsStorageController, PciClassFromHardwareIds) {
    // An Intel ICH9 SATA controller in AHCI mode and in IDE mode.
    EXPECT_EQ(pci_class_from_ids({"PCI\\VEN_8086&DEV_2922&SUBSYS_28268086&REV_02", "PCI\\VEN_8086&DEV_2922&CC_010601",
                                  "PCI\\VEN_8086&CC_010601", "PCI\\CC_010601", "PCI\\CC_0106"}),
              0x010601U);
    EXPECT_EQ(pci_class_from_ids({"PCI\\VEN_8086&DEV_2920&REV_02", "PCI\\CC_0101"}), 0x010100U);
    EXPECT_EQ(pci_class_from_ids({"PCI\\VEN_144D&DEV_A808&CC_010802"}), 0x010802U);
    EXPECT_FALSE(pci_class_from_ids({"USB\\VID_04E8&PID_61F5", "SCSI\\DiskSamsung"}).has_value());
    EXPECT_FALSE(pci_class_from_ids({"PCI\\CC_01Z6"}).has_value());
}

TEST(WindowsStorageController, PcieSpeedCodes) {
    EXPECT_EQ(pcie_speed_from_code(1), 2500U);
    EXPECT_EQ(pcie_speed_from_code(3), 8000U);
    EXPECT_EQ(pcie_speed_from_code(4), 16000U);
    EXPECT_FALSE(pcie_speed_from_code(0).has_value());
    EXPECT_FALSE(pcie_speed_from_code(7).has_value());
}

} // namespace
} // namespace ssd::windows
