// A DriveInfo as an inventory lists a drive: its path, kernel name, protocol,
// transport and size; a test sets whatever else it looks at.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include "core/drive/drive_info.h"

namespace ssd::test {

inline DriveInfo listed_drive(std::string device, std::string kernel_name, Protocol protocol, Transport transport,
                              std::uint64_t capacity_bytes = 0) {
    DriveInfo drive;
    drive.device = std::move(device);
    drive.kernel_name = std::move(kernel_name);
    drive.protocol = protocol;
    drive.transport = transport;
    drive.capacity_bytes = capacity_bytes;
    return drive;
}

} // namespace ssd::test
