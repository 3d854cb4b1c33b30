#include "core/smart/intel_rst.h"

namespace ssd {

std::optional<std::string> intel_rst_explanation(const std::vector<SmartctlMessage>& messages) {
    for (const auto& message : messages) {
        if (message.text.find("IOCTL_STORAGE_QUERY_PROPERTY(NVMe) failed, Error=1") == std::string::npos) continue;
        return "the drive's driver refuses NVMe pass-through: this is what Intel Rapid Storage Technology (RST) or "
               "VMD does (driver iaStorVD or iaStorAC), and smartctl cannot read a drive through it on Windows. The "
               "drive is not at fault. To read it, set the storage mode in the BIOS/UEFI setup from RAID/RST to AHCI "
               "and turn off VMD, after preparing Windows (`bcdedit /set {current} safeboot minimal` first, "
               "`bcdedit /deletevalue {current} safeboot` after the first start in Safe Mode). Behind VMD a Linux "
               "live system also reads it: Linux's vmd driver hands the drive to its own NVMe driver";
    }
    return std::nullopt;
}

} // namespace ssd
