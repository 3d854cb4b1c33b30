// The device an action (discard, erase, firmware) is aimed at, as the
// platform resolved it from the path the user gave: who it is (for the
// confirmation token and the messages), which block devices it spans (an
// NVMe controller: all its namespaces) and what it supports.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/safety/safety_rules.h"

namespace ssd::actions {

struct ActionTarget {
    safety::TargetIdentity identity;
    // Whole block devices (kernel names) the action reaches: {"sdb"}; for
    // NVMe every namespace of the controller, since sanitize, firmware and
    // (on many controllers) format act on all of them.
    std::vector<std::string> block_devices;
    // NVMe: the controller ("nvme0", its node "/dev/nvme0") and, when a
    // namespace was named, that namespace ("nvme0n1", id 1).
    std::string nvme_controller;
    std::string nvme_controller_device;
    std::string nvme_namespace;
    std::optional<std::uint32_t> nvme_namespace_id;
    // Loop devices: the file behind it.
    std::string loop_backing_file;
    // What the OS will send: 0 means no discard.
    std::uint64_t discard_max_bytes = 0;
    std::uint64_t discard_granularity_bytes = 0;
    std::uint32_t logical_block_size = 512;
    std::optional<std::string> firmware; // the revision the OS reports
};

// The target of a drive as discovery listed it, where the OS names one
// whole disk (Windows, macOS): the drive is its only block device, and it
// takes discards over its whole capacity when it supports them at all.
ActionTarget target_of(const DriveInfo& drive);

} // namespace ssd::actions
