// The I/O counters of a block device, /sys/block/<name>/stat
// (Documentation/block/stat.rst): what iostat reads. Pure, portable core code,
// tested on captured files; platform/linux reads them around each benchmark job.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace ssd::linux_kernel {

struct BlockStat {
    std::uint64_t read_ios = 0;
    std::uint64_t read_merges = 0;
    std::uint64_t read_sectors = 0; // 512-byte units
    std::uint64_t write_ios = 0;
    std::uint64_t write_merges = 0;
    std::uint64_t write_sectors = 0;
    std::uint64_t time_in_queue_ms = 0;
};

// The read and write requests, merges and sectors and the weighted time in
// queue (fields 1-3, 5-7 and 11). nullopt when the text has fewer than the
// 11 fields every kernel since 2.6 writes, or one is not a number. (Newer
// kernels add discard and flush fields, which are not needed here.)
std::optional<BlockStat> parse_block_stat(std::string_view text);

} // namespace ssd::linux_kernel
