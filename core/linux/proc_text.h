// Parsers of the text files in Linux's /proc (proc(5)): mount table, active
// swap areas, kernel command line, memory totals. Pure, portable core code:
// built and unit-tested on every host (on captured files); the Linux back end
// (platform/linux) reads the files and calls these.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ssd::linux_kernel {

struct MountEntry {
    unsigned major = 0;
    unsigned minor = 0;
    std::string root;         // the part of the filesystem mounted ("/" unless a bind mount)
    std::string mountpoint;
    std::vector<std::string> options;       // per-mount options
    std::string fstype;
    std::string source;
    std::vector<std::string> super_options; // per-superblock options ("discard" lives here for ext4)
};
// /proc/PID/mountinfo; malformed lines are skipped.
std::vector<MountEntry> parse_mountinfo(std::string_view text);
// Whether a list of mount options (MountEntry::options or ::super_options) holds `name`.
bool has_mount_option(const std::vector<std::string>& options, std::string_view name);
// Whether the absolute `path` is `mountpoint` or lies below it ("/homework"
// is not below "/home").
bool is_at_or_below(std::string_view path, std::string_view mountpoint);
// The mount that holds `path` (absolute, already canonical): the longest
// mountpoint at or above it; of equal ones the last, since later mounts stack
// on earlier ones. nullopt when none does.
std::optional<MountEntry> mount_holding(const std::vector<MountEntry>& mounts, std::string_view path);

struct SwapEntry {
    std::string path;
    std::string type;  // "partition" | "file"
    std::uint64_t size_bytes = 0;
    std::uint64_t used_bytes = 0;
    int priority = 0;
};
// /proc/swaps (sizes in KiB there).
std::vector<SwapEntry> parse_proc_swaps(std::string_view text);

// "\040" → " " (mountinfo and /proc/swaps escape blanks in paths).
std::string unescape_octal(std::string_view text);
// The value of NAME= in a kernel command line; the last one wins, as in the kernel.
std::optional<std::string> kernel_parameter(std::string_view cmdline, std::string_view name);
// A field of /proc/meminfo in bytes ("MemTotal:  24684084 kB" → 24684084 × 1024);
// nullopt when the field is missing or not a number.
std::optional<std::uint64_t> meminfo_bytes(std::string_view meminfo, std::string_view field);

// Field 22 (starttime) of /proc/PID/stat(5): when the process started, in clock ticks after
// boot. The command name (field 2) may hold spaces and parentheses, so the fields are
// counted after its last ')'.
std::optional<std::uint64_t> proc_stat_start_time(std::string_view stat);

} // namespace ssd::linux_kernel
