// Which whole device a path names and who uses it: what every destructive
// action asks before it plans anything (core/safety judges the answer).
#pragma once

#include <string>

#include "core/actions/action_target.h"
#include "core/safety/safety_rules.h"
#include "core/util/error.h"

namespace ssd::actions {

class DeviceAccess {
public:
    virtual ~DeviceAccess() = default;
    // The whole device a path names (drive, NVMe controller, loop device).
    virtual Result<ActionTarget> resolve(const std::string& path) = 0;
    // Who uses it (mounts, swap, holders, the running system, exclusive opens).
    virtual Result<safety::UsageReport> usage(const ActionTarget& target) = 0;
    // Re-reads the identity after a change (firmware revision after a flash).
    virtual Result<ActionTarget> reread(const ActionTarget& target) { return resolve(target.identity.device); }
    // The kernel name of any block device node, partitions included ("sda2").
    virtual Result<std::string> block_device_name(const std::string& path) = 0;
};

// The device a destructive action names and who uses it; refused
// (safety::check_not_in_use) while it is in use.
struct UnusedTarget {
    ActionTarget target;
    safety::UsageReport usage;
};
Result<UnusedTarget> resolve_unused(DeviceAccess& devices, const std::string& path, safety::Operation operation);

} // namespace ssd::actions
