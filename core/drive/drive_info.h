// What discovery knows about a drive without talking to it (CONTRACT.md `list`).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace ssd {

struct DriveInfo {
    std::string device;     // "/dev/sda"
    std::string kernel_name; // "sda": the confirmation token of a drive without a serial
    std::optional<std::string> model;
    std::optional<std::string> serial;
    std::optional<std::string> firmware;
    std::string protocol;   // ata | nvme | scsi | virtio | mmc | unknown
    std::string transport;  // sata | pata | usb | nvme | virtio | mmc | scsi | unknown
    std::uint64_t capacity_bytes = 0;
    bool rotational = false;
    bool removable = false;
    std::uint32_t logical_sector_bytes = 512;
    std::uint32_t physical_sector_bytes = 512;
    bool discard_supported = false;
};

} // namespace ssd
