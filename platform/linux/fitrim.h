// The Linux system calls behind TRIM: FITRIM (free space of a mounted
// filesystem, decided by the filesystem) and BLKDISCARD (ranges of a whole
// block device, opened with O_EXCL so the kernel refuses a device that is
// mounted, swap, or claimed by device-mapper/RAID).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/actions/action_platform.h"
#include "core/util/error.h"

namespace ssd::linux_platform {

// ioctl(FITRIM) over the whole filesystem mounted at `mountpoint` (range 0 to
// the end, minimum extent 0): the bytes the filesystem passed down as
// discards. Refused when the filesystem or its device cannot discard,
// PermissionDenied without root, InputUnreadable when the mountpoint cannot
// be opened.
Result<std::uint64_t> fitrim_mountpoint(const std::string& mountpoint);

// Opens `device` (O_WRONLY | O_EXCL) for BLKDISCARD. Refused when the kernel
// says it is busy (EBUSY), PermissionDenied without root.
Result<std::unique_ptr<actions::BlockDiscarder>> open_block_discarder(const std::string& device);

} // namespace ssd::linux_platform
