#include "core/windows/storage_controller.h"

#include <iterator>

#include "core/windows/text_lines.h"

namespace ssd::windows {

namespace {

std::optional<std::uint32_t> hex_value(std::string_view text) {
    if (text.empty() || text.size() > 8) return std::nullopt;
    std::uint32_t value = 0;
    for (const char c : text) {
        std::uint32_t digit = 0;
        if (c >= '0' && c <= '9') {
            digit = static_cast<std::uint32_t>(c - '0');
        } else if (c >= 'a' && c <= 'f') {
            digit = static_cast<std::uint32_t>(c - 'a' + 10);
        } else if (c >= 'A' && c <= 'F') {
            digit = static_cast<std::uint32_t>(c - 'A' + 10);
        } else {
            return std::nullopt;
        }
        value = value * 16 + digit;
    }
    return value;
}

} // namespace

ControllerClass classify_storage_service(std::string_view service) {
    const std::string name(service);
    if (iequals(service, "storahci")) return {ControllerMode::Ahci, "Microsoft Standard SATA AHCI (storahci)"};
    if (iequals(service, "msahci")) return {ControllerMode::Ahci, "Microsoft AHCI, Windows 7 (msahci)"};
    if (iequals(service, "amd_sata") || iequals(service, "amdsata")) {
        return {ControllerMode::Ahci, "AMD SATA AHCI (" + name + ")"};
    }
    if (iequals(service, "stornvme")) return {ControllerMode::Nvme, "Microsoft Standard NVM Express (stornvme)"};
    if (iequals(service, "pciide") || iequals(service, "intelide") || iequals(service, "atapi") ||
        iequals(service, "viaide") || iequals(service, "cmdide")) {
        return {ControllerMode::LegacyIde, "legacy IDE (" + name + ")"};
    }
    if (istarts_with(service, "iaStor")) {
        return {ControllerMode::VendorAhciOrRaid, "Intel Rapid Storage Technology (" + name + ")"};
    }
    if (iequals(service, "rcraid") || iequals(service, "megasas") || iequals(service, "percsas2i") ||
        istarts_with(service, "megasas") || iequals(service, "arcsas")) {
        return {ControllerMode::Raid, "RAID controller (" + name + ")"};
    }
    if (iequals(service, "USBSTOR") || iequals(service, "UASPStor")) return {ControllerMode::Usb, "USB (" + name + ")"};
    if (istarts_with(service, "nvme") || istarts_with(service, "secnvme") || istarts_with(service, "iaNVMe")) {
        return {ControllerMode::Nvme, "vendor NVMe driver (" + name + ")"};
    }
    return {ControllerMode::Other, name.empty() ? std::string("no driver") : name};
}

std::optional<std::uint32_t> pci_class_from_ids(const std::vector<std::string>& ids) {
    std::optional<std::uint32_t> best;
    std::size_t best_digits = 0;
    for (const auto& id : ids) {
        if (!istarts_with(id, "PCI\\")) continue;
        // "CC_" followed by 4 (class, subclass) or 6 (with prog-if) hex digits.
        for (std::size_t at = id.find("CC_"); at != std::string::npos; at = id.find("CC_", at + 1)) {
            std::size_t end = at + 3;
            while (end < id.size() && id[end] != '&' && id[end] != '\\') ++end;
            const std::string_view digits = std::string_view(id).substr(at + 3, end - at - 3);
            const auto value = hex_value(digits);
            if (!value || (digits.size() != 4 && digits.size() != 6)) continue;
            const std::uint32_t code = digits.size() == 4 ? *value << 8U : *value;
            if (digits.size() > best_digits) {
                best = code;
                best_digits = digits.size();
            }
        }
    }
    return best;
}

std::optional<std::uint32_t> pcie_speed_from_code(std::uint32_t code) {
    constexpr std::uint32_t kSpeeds[] = {2500, 5000, 8000, 16000, 32000, 64000};
    if (code == 0 || code > std::size(kSpeeds)) return std::nullopt;
    return kSpeeds[code - 1];
}

} // namespace ssd::windows
