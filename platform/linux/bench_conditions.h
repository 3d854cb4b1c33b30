// The Linux side of a benchmark's recorded conditions (core/bench/run_conditions.h):
// the mount holding a directory (/proc/self/mountinfo: type, mount and superblock
// options), the device-mapper/md layers from there down to the drives (the same
// sysfs walk the setup checks use: linux_block_topology.h) and each drive's link
// (the setup inspector's SATA/PCIe observations, the inventory's transport).
// Everything is read below DevicePaths' roots, so tests use captured trees.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/bench/run_conditions.h"
#include "platform/linux/device_usage.h"

namespace ssd::linux_platform {

// A directory: the filesystem holding it, with its size and free space.
Observed<bench::ConditionFacts> directory_conditions(const DevicePaths& paths, const std::string& directory,
                                                      std::optional<std::uint64_t> total_bytes,
                                                      std::optional<std::uint64_t> free_bytes);
// A block device by its kernel name ("sdb", "dm-3", "sdb1").
Observed<bench::ConditionFacts> device_conditions(const DevicePaths& paths, const std::string& kernel_name);

} // namespace ssd::linux_platform
