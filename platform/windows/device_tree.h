// The Plug and Play device tree above a disk: which controller it hangs
// off (the driver service bound to it, its PCI class) and, for NVMe, the
// PCIe link the drive negotiated. SetupAPI finds the disk's device node by
// its disk number; CfgMgr32 walks up the parents.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/util/error.h"

namespace ssd::windows_platform {

struct PcieLink {
    std::optional<std::uint32_t> current_speed_mts;
    std::optional<std::uint32_t> current_width;
    std::optional<std::uint32_t> max_speed_mts;
    std::optional<std::uint32_t> max_width;
    std::optional<std::uint32_t> upstream_max_speed_mts; // the port (slot) it is plugged into
    std::optional<std::uint32_t> upstream_max_width;
    std::string instance_id;                              // "PCI\VEN_144D&DEV_A808&…\4&…"
    std::string upstream_instance_id;
};

struct ControllerNode {
    std::string service;                  // "storahci", "pciide", "stornvme"; "" when unbound
    std::string instance_id;              // the controller's device instance ID
    std::vector<std::string> hardware_ids; // hardware and compatible IDs
    std::optional<std::uint32_t> pci_class;
    std::optional<PcieLink> pcie;         // the PCI function's link, when it is PCI Express
};

// NoSuchDevice when no disk device node has this number; InputUnreadable
// when the tree cannot be read.
Result<ControllerNode> storage_controller_of(std::uint32_t disk_number);

} // namespace ssd::windows_platform
