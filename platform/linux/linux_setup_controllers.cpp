// Intel storage controllers that keep drives from Linux (issue 35), from /sys/bus/pci/devices:
// ahci's `remapped_nvme` (the NVMe drives an RST "RAID On" SATA controller hides; the kernel
// logs "Found N remapped NVMe devices. Switch your BIOS from RAID to AHCI mode to use them."),
// and RAID-class functions (RST RAID, VMD) that no driver is bound to.
#include <algorithm>

#include "platform/linux/linux_setup_inspector.h"
#include "platform/linux/linux_setup_support.h"
#include "platform/linux/sysfs_attr.h"

namespace ssd::linux_platform {

namespace fs = std::filesystem;

namespace {

constexpr unsigned long kIntelVendor = 0x8086;
constexpr std::uint32_t kPciClassStorage = 0x01; // base class

std::optional<unsigned long> hex_attribute(const fs::path& path) {
    const auto text = read_attr(path);
    if (!text) return std::nullopt;
    try {
        return std::stoul(*text, nullptr, 16);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

} // namespace

Observed<std::vector<IntelStorageControllerObservation>> LinuxSetupInspector::intel_storage_controllers() {
    const fs::path devices = roots_.sys / "bus" / "pci" / "devices";
    std::error_code error;
    fs::directory_iterator it(devices, error);
    if (error) {
        return Observed<std::vector<IntelStorageControllerObservation>>::unknown("cannot list " + devices.string() + ": " +
                                                                           error.message());
    }
    std::vector<IntelStorageControllerObservation> found;
    for (const auto& entry : it) {
        const fs::path pci = entry.path();
        const auto vendor = hex_attribute(pci / "vendor");
        const auto cls = hex_attribute(pci / "class");
        if (vendor != kIntelVendor || !cls || (*cls >> 16) != kPciClassStorage) continue;
        IntelStorageControllerObservation c;
        c.pci_address = pci.filename().string();
        c.pci_class = static_cast<std::uint32_t>(*cls);
        c.device_id = static_cast<std::uint16_t>(hex_attribute(pci / "device").value_or(0));
        c.driver = setup::link_name(pci / "driver").value_or("");
        c.remapped_nvme = setup::read_u32(pci / "remapped_nvme");
        found.push_back(std::move(c));
    }
    // directory order is the filesystem's: sorted, so reports and tests read the same each time
    std::sort(found.begin(), found.end(),
              [](const auto& a, const auto& b) { return a.pci_address < b.pci_address; });
    return found;
}

} // namespace ssd::linux_platform
