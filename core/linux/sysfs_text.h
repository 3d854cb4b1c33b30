// Decoders of the values and names in Linux's /sys: link speeds, IDENTIFY
// word 76, the AHCI CAP register, bracketed choices, PCI addresses, libata
// port names and the SCSI unit serial number page. Pure, portable core code:
// built and unit-tested on every host; the Linux back end (platform/linux)
// reads the attributes and calls these.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ssd::linux_kernel {

// libata's "1.5 Gbps" / "3.0 Gbps" / "6.0 Gbps" → 1500 / 3000 / 6000; "<unknown>" → nullopt.
std::optional<std::uint32_t> parse_sata_speed_mbps(std::string_view text);
// PCI "8.0 GT/s PCIe" / "2.5 GT/s" → 8000 / 2500; "Unknown" → nullopt.
std::optional<std::uint32_t> parse_pcie_speed_mts(std::string_view text);
// The highest SATA generation in IDENTIFY DEVICE word 76, from libata's
// ata_device `id` attribute (256 hex words, 8 per line).
std::optional<std::uint32_t> sata_max_from_identify(std::string_view id_text);
// The interface speed support (ISS) field of the AHCI CAP register ("0x…").
std::optional<std::uint32_t> ahci_caps_max_mbps(std::string_view caps_text);
// The selected entry and all entries of "[platform] shutdown reboot".
std::pair<std::string, std::vector<std::string>> parse_bracketed_choice(std::string_view text);
// "0000:00:1f.2"
bool is_pci_address(std::string_view name);
// "ata3" → 3
std::optional<unsigned> ata_port_number(std::string_view name);
// SCSI VPD page 0x80 (unit serial number, sysfs `vpd_pg80`): a 4-byte header
// with the length in byte 3, then the serial padded with blanks; nullopt
// when shorter than the header or blank.
std::optional<std::string> vpd_unit_serial(std::string_view page);

} // namespace ssd::linux_kernel
