// What the platform found out about a benchmark target before anything is
// opened for writing. The core decides from these facts alone whether the
// run may go ahead (free space, the raw-device safety rules), so the
// decisions are tested on synthetic facts.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ssd::bench {

enum class TargetKind { Directory, BlockDevice };

struct DirectoryFacts {
    std::uint64_t free_bytes = 0;  // available to this user (statvfs f_bavail)
    std::uint64_t total_bytes = 0;
    std::uint32_t alignment = 4096; // direct I/O alignment for files in it
    std::string filesystem;         // "ext4", when known
};

struct DeviceFacts {
    std::string kernel_name;              // "sda", "loop0"
    std::optional<std::string> serial;    // the confirmation token when present
    std::optional<std::string> model;
    bool is_partition = false;
    std::string parent_kernel_name;       // the whole drive of a partition
    std::uint64_t capacity_bytes = 0;
    std::uint32_t logical_block_size = 512;
    bool discard_supported = false;
    // Why it is busy, one phrase each: "/dev/sda2 is mounted on /",
    // "/dev/sda3 is active swap", "dm-0 is built on it", "another program
    // has it open exclusively". Empty: unused.
    std::vector<std::string> in_use;
};

struct TargetFacts {
    std::string path; // as the user gave it
    TargetKind kind = TargetKind::Directory;
    DirectoryFacts directory;
    DeviceFacts device;
};

} // namespace ssd::bench
