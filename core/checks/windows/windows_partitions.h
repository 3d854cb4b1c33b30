// The partitions of a decoded Windows drive layout (core/windows/drive_layout.h)
// as the setup checks see them: the decoder knows the bytes, this knows what
// the partition check needs from them.
#pragma once

#include <cstdint>
#include <vector>

#include "core/checks/setup_observations.h"
#include "core/windows/drive_layout.h"

namespace ssd::windows {

// Named by the device link Windows creates for each ("Harddisk0Partition1",
// openable as \\.\Harddisk0Partition1). MBR extended-partition containers are
// left out: they hold logical partitions, not data.
std::vector<PartitionObservation> partition_observations(const DriveLayout& layout, std::uint32_t disk_number);

} // namespace ssd::windows
