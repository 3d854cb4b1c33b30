// What the platform found out about a benchmark target before anything is
// opened for writing. The core decides from these facts alone whether the
// run may go ahead (free space, the raw-device safety rules), so the
// decisions are tested on synthetic facts.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/bench/run_conditions.h"
#include "core/safety/safety_rules.h"
#include "core/util/error.h"

namespace ssd::bench {

enum class TargetKind { Directory, BlockDevice };

struct DirectoryFacts {
    std::uint64_t free_bytes = 0;  // available to this user (statvfs f_bavail)
    std::uint64_t total_bytes = 0;
    std::uint32_t alignment = 4096; // direct I/O alignment for files in it
    std::string filesystem;         // "ext4", when known
};

// A raw block device. Writes to it are judged by the same safety rules as
// erase and discard (core/safety), from the same observations the actions
// platform makes, so the rules and the messages cannot drift apart.
struct DeviceFacts {
    // Who it is: the confirmation token (serial number, or the kernel name
    // of a device without one), model and capacity. For a partition: its own
    // node, kernel name and size, with the serial and model of its drive.
    safety::TargetIdentity identity;
    // Empty for a whole drive. Otherwise why it is not one ("/dev/sdb1 is a
    // partition; name the whole drive /dev/sdb", a device-mapper volume…):
    // such a device may be read, never written.
    std::string not_a_drive;
    std::uint32_t logical_block_size = 512;
    bool discard_supported = false;
    // Who uses it (mounted filesystems, swap, holders, the running system, an
    // exclusive open by another program), for a whole drive.
    safety::UsageReport usage;
    // Set when its use could not be established at all (e.g. permission
    // denied): a run that writes fails with this error; a read-only run does
    // not need to know.
    std::optional<Error> usage_error;
};

struct TargetFacts {
    std::string path; // as the user gave it
    TargetKind kind = TargetKind::Directory;
    DirectoryFacts directory;
    DeviceFacts device;
    // What lies under the target (filesystem, layers, drives and links, fill
    // level), recorded with every result; unknown with the reason where the
    // platform does not look.
    Observed<ConditionFacts> conditions = Observed<ConditionFacts>::unknown(
        "not evaluated on this system: only the Linux back end reads the filesystem, layers and link under a target");
};

} // namespace ssd::bench
