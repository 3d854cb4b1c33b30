// controller-legacy-ide: an ATA drive on a controller in legacy IDE mode
// (PCI class "IDE interface", or an IDE-mode driver) instead of AHCI.
#include "core/checks/check_support.h"
#include "core/checks/setup_checks.h"

namespace ssd {

namespace {


constexpr std::uint32_t kPciClassIde = 0x0101;   // base class 01 (storage), subclass 01 (IDE)
constexpr std::uint32_t kPciClassSata = 0x0106;  // subclass 06 (SATA; prog-if 01 = AHCI)

bool legacy_ide_driver(const std::string& driver) {
    // Linux drivers that run a controller through the IDE programming interface.
    return driver == "ata_piix" || driver == "ata_generic" || driver == "pata_acpi" || driver.starts_with("pata_") ||
           driver == "piix" || driver == "ide_pci_generic";
}

constexpr const char* kFix =
    "Set the SATA mode in the BIOS/UEFI setup to AHCI (the option is often called 'SATA Mode', "
    "'SATA Operation' or 'Configure SATA as', with values like IDE/Compatible/Legacy, AHCI, RAID). "
    "AHCI brings NCQ (many commands in flight at once) and reliable TRIM; legacy IDE mode costs much of "
    "an SSD's speed. Linux needs nothing else: the ahci driver is in every distribution kernel. "
    "Windows installed in IDE mode does not load its AHCI driver at boot and stops with "
    "INACCESSIBLE_BOOT_DEVICE after the switch unless it is prepared first: as administrator run "
    "`bcdedit /set {current} safeboot minimal`, restart into the BIOS setup, select AHCI, let Windows start "
    "(in Safe Mode it loads the AHCI driver and keeps it), then run `bcdedit /deletevalue {current} safeboot` "
    "and restart. (Windows 7: set HKLM\\SYSTEM\\CurrentControlSet\\Services\\msahci\\Start to 0 before "
    "switching.) A genuine parallel-ATA drive on a PATA cable has no AHCI mode: nothing to switch.";

namespace words = evidence_format;

// "0x010180 (IDE interface)": the class code with what it means.
std::string pci_class_words(const nlohmann::json& value, const nlohmann::json& evidence) {
    std::string text = words::text(value, evidence);
    if (text.starts_with("0x0101")) text += " (IDE interface)";
    if (text.starts_with("0x0106")) text += " (SATA controller)";
    return text;
}

constexpr EvidenceKey kControllerKeys[] = {
    {"driver", "Driver", words::text},
    {"pci_class", "PCI class", pci_class_words},
    {"ide_programming_interface", "Runs the legacy IDE programming interface", words::yes_no},
    {"pci_address", "Controller (PCI address)", words::text},
    {"transport", "Drive attached as", words::text},
};
constexpr FindingEvidence kControllerEvidence[] = {{"controller-legacy-ide", kControllerKeys}};

} // namespace

std::span<const FindingEvidence> controller_evidence() { return kControllerEvidence; }

CheckOutcome check_controller_mode(const DriveInfo& drive, const DriveSetup& setup) {
    CheckOutcome outcome;
    if (drive.protocol != Protocol::Ata) {
        return outcome; // NVMe, USB, virtio, SCSI: no IDE/AHCI choice
    }
    if (!setup.controller) {
        outcome.skip("controller-legacy-ide", "the drive's host controller is unknown: " + setup.controller.reason());
        return outcome;
    }
    const auto& c = *setup.controller;
    const bool ide_class = c.pci_class && (*c.pci_class >> 8) == kPciClassIde;
    const bool sata_class = c.pci_class && (*c.pci_class >> 8) == kPciClassSata;
    const bool ide_driver = legacy_ide_driver(c.driver);
    if (!ide_class && !(ide_driver && !sata_class)) {
        if (c.driver.empty() && !c.pci_class) {
            outcome.skip("controller-legacy-ide",
                         "neither the driver nor the PCI class of controller " + c.pci_address + " is known");
        }
        return outcome;
    }
    Finding f;
    f.id = "controller-legacy-ide";
    f.severity = Severity::Warning;
    f.title = "The drive's controller runs in legacy IDE mode" +
              (c.driver.empty() ? std::string() : " (driver " + c.driver + ")") + ", not AHCI";
    f.evidence = {{"driver", c.driver.empty() ? nlohmann::json(nullptr) : nlohmann::json(c.driver)},
                  {"pci_address", c.pci_address},
                  {"pci_class", c.pci_class ? nlohmann::json(checks_detail::hex_class(*c.pci_class))
                                            : nlohmann::json(nullptr)},
                  {"ide_programming_interface", ide_class},
                  {"transport", drive.transport}};
    f.fix = kFix;
    outcome.add(std::move(f));
    return outcome;
}

} // namespace ssd
