// What discovery knows about a drive without talking to it (docs/CONTRACT.md `list`).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/drive/drive_interface.h"

namespace ssd {

struct DriveInfo {
    std::string device;     // "/dev/sda"
    std::string kernel_name; // "sda": the confirmation token of a drive without a serial
    std::optional<std::string> model;
    std::optional<std::string> serial;
    std::optional<std::string> firmware;
    Protocol protocol = Protocol::Unknown;
    Transport transport = Transport::Unknown;
    std::uint64_t capacity_bytes = 0;
    bool rotational = false;
    bool removable = false;
    std::uint32_t logical_sector_bytes = 512;
    std::uint32_t physical_sector_bytes = 512;
    bool discard_supported = false;
    // A disk behind a RAID controller (smartctl's --scan): the -d type that reaches it through
    // `device`, the controller's node ("/dev/bus/6" -d "megaraid,8"). The OS lists no such drive.
    std::optional<std::string> smartctl_device_type;
};

} // namespace ssd
