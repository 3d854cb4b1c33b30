// The parts of LinuxSetupInspector::inspect_drive, one observation each, over
// where the disk sits in sysfs (DrivePlace). Controller and links:
// linux_setup_links.cpp; partitions: linux_setup_partitions.cpp; discard:
// linux_setup_trim.cpp.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/checks/setup_observations.h"
#include "core/drive/drive_info.h"
#include "platform/linux/linux_setup_inspector.h"

namespace ssd::linux_platform::setup {

// The disk's sysfs directory and the devices above it, e.g.
// …/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0/block/sda
struct DrivePlace {
    std::string name;                            // "sda"
    std::filesystem::path real;                  // the canonical sys/block/NAME
    std::optional<std::filesystem::path> ata_dir;  // the libata port ("ata1")
    std::optional<std::filesystem::path> host_dir; // the SCSI host below the port ("host0")
    std::optional<std::filesystem::path> pci_dir;  // the nearest PCI function
    std::string nvme_controller;                 // NVMe: "nvme0"
    std::filesystem::path nvme_pci;              // NVMe: the controller's PCI function
};

Observed<ControllerObservation> observe_controller(const LinuxSetupRoots& roots, const DriveInfo& drive,
                                                   const DrivePlace& place);
Observed<SataLinkObservation> observe_sata_link(const LinuxSetupRoots& roots, const DriveInfo& drive,
                                                const DrivePlace& place);
Observed<PcieLinkObservation> observe_pcie_link(const LinuxSetupRoots& roots, const DriveInfo& drive,
                                                const DrivePlace& place);
Observed<std::vector<PartitionObservation>> observe_partitions(const LinuxSetupRoots& roots, const DriveInfo& drive,
                                                               const DrivePlace& place);
Observed<DiscardObservation> observe_discard(const LinuxSetupRoots& roots, const DriveInfo& drive,
                                             const DrivePlace& place);

} // namespace ssd::linux_platform::setup
