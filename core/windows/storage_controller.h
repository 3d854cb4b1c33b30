// The storage controller behind a disk, as Windows names it: the service
// (driver) bound to the controller's device node and its PCI hardware IDs.
// In-box services: storahci (AHCI, Windows 8+), msahci (AHCI, Windows 7),
// stornvme (NVMe), pciide/intelide/atapi (legacy IDE). Vendor drivers:
// iaStorA/iaStorAC/iaStorAVC/iaStorV (Intel RST: AHCI or RAID), amd_sata /
// amdsata (AMD AHCI), rcraid (AMD RAID), nvstor (NVIDIA).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ssd::windows {

enum class ControllerMode { Ahci, LegacyIde, Nvme, VendorAhciOrRaid, Raid, Usb, Other };

struct ControllerClass {
    ControllerMode mode = ControllerMode::Other;
    std::string description; // "Microsoft AHCI (storahci)"
};

ControllerClass classify_storage_service(std::string_view service);

// The PCI class code (base, sub-class, programming interface: 0x010601 for
// AHCI, 0x0101xx for IDE) from a device's hardware or compatible IDs, e.g.
// "PCI\VEN_8086&DEV_2922&CC_010601" or "PCI\CC_0106" (then 0x010600 with the
// interface unknown; the most specific ID wins).
std::optional<std::uint32_t> pci_class_from_ids(const std::vector<std::string>& ids);

// PCIe link speed in MT/s per lane from the code Windows reports in
// DEVPKEY_PciDevice_CurrentLinkSpeed / MaxLinkSpeed: the Link Status/Link
// Capabilities speed encoding of the PCI Express specification (1 = 2.5 GT/s,
// 2 = 5 GT/s, 3 = 8 GT/s, 4 = 16 GT/s, 5 = 32 GT/s, 6 = 64 GT/s; pciprop.h
// names the first two). nullopt for 0 or an unknown code.
std::optional<std::uint32_t> pcie_speed_from_code(std::uint32_t code);

} // namespace ssd::windows
