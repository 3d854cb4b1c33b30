// Seam: which drives exist and what a device path refers to. Each OS
// implements it (Linux: sysfs); tests use a captured sysfs tree.
#pragma once

#include <string>
#include <vector>

#include "core/drive/drive_info.h"
#include "core/util/error.h"

namespace ssd {

class DriveInventory {
public:
    virtual ~DriveInventory() = default;
    // Every block device that is a drive (no loop, ram, zram or partitions).
    virtual Result<std::vector<DriveInfo>> list() = 0;
    // The drive a user-supplied path names. NoSuchDevice when the path does not
    // exist, NotADrive when it is not a whole drive (a partition, a loop
    // device, a regular file…), with a message that says which.
    virtual Result<DriveInfo> lookup(const std::string& device_path) = 0;
};

// The drives a request names, looked up in order (the first failure is the error), or every
// drive when it names none: what `check`, `report` and `capture` read.
Result<std::vector<DriveInfo>> named_or_all_drives(DriveInventory& inventory, const std::vector<std::string>& devices);

} // namespace ssd
