#include "core/actions/action_target.h"

namespace ssd::actions {

ActionTarget target_of(const DriveInfo& drive) {
    ActionTarget target;
    target.identity = safety::identity_of(drive);
    target.block_devices = {drive.kernel_name};
    target.discard_max_bytes = drive.discard_supported ? drive.capacity_bytes : 0;
    target.logical_block_size = drive.logical_sector_bytes;
    target.firmware = drive.firmware;
    return target;
}

} // namespace ssd::actions
