// Raw operations on a whole block device that the core issues itself (not
// through hdparm or nvme-cli): discarding every block.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/actions/action_target.h"
#include "core/util/error.h"

namespace ssd::actions {

// An open whole device, claimed exclusively, for BLKDISCARD (Linux) or its
// equivalent.
class BlockDiscarder {
public:
    virtual ~BlockDiscarder() = default;
    // DriveRejected when the device refuses the discard, ToolFailed for other errors.
    virtual Result<void> discard(std::uint64_t offset, std::uint64_t length) = 0;
    virtual std::uint64_t size_bytes() const = 0;
};

class BlockDevices {
public:
    virtual ~BlockDevices() = default;
    virtual Result<std::unique_ptr<BlockDiscarder>> open_for_discard(const ActionTarget& target) = 0;
    virtual std::string discard_step_description(const ActionTarget& target, std::uint64_t chunk_bytes) const = 0;
};

} // namespace ssd::actions
