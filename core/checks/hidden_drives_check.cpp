// drives-hidden-by-raid-mode: an Intel controller whose firmware mode keeps drives from the OS
// (RST "RAID On" remapping NVMe drives behind the SATA controller, or an RST RAID / VMD function
// no driver runs). The drives are not broken and not in any list: only the firmware setting
// brings them back, so the finding says which setting and what to do first.
#include <array>
#include <cstdio>

#include "core/checks/check_support.h"
#include "core/checks/setup_checks.h"

namespace ssd {

namespace {

constexpr std::uint32_t kPciClassRaid = 0x0104; // base class 01 (storage), subclass 04 (RAID bus)

constexpr const char* kRaidModeFix =
    "In the BIOS/UEFI setup, set the storage mode from RAID (often 'RAID On', 'Intel RST Premium' or "
    "'Intel Optane') to AHCI, and turn off 'VMD Controller' / 'PCIe Storage Remap' where they exist. First: "
    "a RAID volume made in this mode becomes unreadable after the switch, so back up its data; and Windows "
    "installed in RAID mode stops with INACCESSIBLE_BOOT_DEVICE unless prepared: as administrator run "
    "`bcdedit /set {current} safeboot minimal`, switch in the setup, let Windows start in Safe Mode (it loads "
    "the AHCI/NVMe drivers), then run `bcdedit /deletevalue {current} safeboot` and restart. Linux needs "
    "nothing else: the ahci and nvme drivers then see every drive.";

// "8086:9a0b", as lspci names a function.
std::string intel_device_id(std::uint16_t device_id) {
    std::array<char, 16> buffer{};
    std::snprintf(buffer.data(), buffer.size(), "8086:%04x", static_cast<unsigned>(device_id));
    return buffer.data();
}

Finding hiding_finding(const IntelStorageControllerObservation& c) {
    Finding f;
    f.id = "drives-hidden-by-raid-mode";
    f.severity = Severity::Warning;
    if (c.remapped_nvme && *c.remapped_nvme > 0) {
        const auto n = *c.remapped_nvme;
        f.title = std::to_string(n) + (n == 1 ? " NVMe drive is" : " NVMe drives are") +
                  " hidden behind the Intel SATA controller " + c.pci_address +
                  ", which runs in RST RAID mode: the OS cannot use " + (n == 1 ? "it" : "them");
    } else {
        f.title = "The Intel storage controller " + c.pci_address +
                  " is in RAID (RST or VMD) mode and no driver runs it: its drives are invisible";
    }
    f.evidence = {{"pci_address", c.pci_address},
                  {"pci_class", checks_detail::hex_class(c.pci_class)},
                  {"device_id", intel_device_id(c.device_id)},
                  {"driver", c.driver.empty() ? nlohmann::json(nullptr) : nlohmann::json(c.driver)},
                  {"remapped_nvme", c.remapped_nvme ? nlohmann::json(*c.remapped_nvme) : nlohmann::json(nullptr)}};
    f.fix = kRaidModeFix;
    return f;
}

namespace words = evidence_format;

constexpr EvidenceKey kHidingKeys[] = {
    {"pci_address", "Controller (PCI address)", words::text},
    {"pci_class", "PCI class", words::text},
    {"device_id", "PCI vendor:device", words::text},
    {"driver", "Driver", words::text},
    {"remapped_nvme", "NVMe drives remapped behind it", words::count},
};
constexpr FindingEvidence kHidingEvidence[] = {{"drives-hidden-by-raid-mode", kHidingKeys}};

} // namespace

std::span<const FindingEvidence> hidden_drives_evidence() { return kHidingEvidence; }

bool hides_drives(const IntelStorageControllerObservation& c) {
    if (c.remapped_nvme && *c.remapped_nvme > 0) return true;
    return (c.pci_class >> 8) == kPciClassRaid && c.driver.empty();
}

CheckOutcome check_hidden_drives(const SystemSetup& system) {
    CheckOutcome outcome;
    if (!system.intel_storage_controllers) return outcome; // not looked for here (see SystemSetup)
    for (const auto& controller : *system.intel_storage_controllers) {
        if (hides_drives(controller)) outcome.add(hiding_finding(controller));
    }
    return outcome;
}

} // namespace ssd
