// What the benchmark writes, without generating it afresh for every write.
//
// Generating 1 MiB of random data costs about 70 µs of CPU even at the
// vectorised generator's ~14 GB/s: half the CPU of a sequential-write run
// (docs/BENCHMARKS.md). The pool fills its buffers once with the pattern and
// hands them out in turn as the write buffers themselves (no copy); before
// each write it stamps the first 8 bytes of every 512-byte sector afresh.
// Why that is still honest data for a drive:
// - no sector compresses: its other 504 bytes are random (for `random`);
// - no two sectors written in a run are alike: a stamp is mix64 of a counter
//   (a bijection, so stamps never repeat), so deduplication at any
//   granularity from 512 bytes up finds nothing; fio's default (one buffer
//   per queue slot, offset and time written into every 512 bytes) is the same
//   idea with predictable stamps and less data;
// - the random bytes repeat only when the pool comes round again, at least
//   4 MiB of writes later (kWritePoolBytes, per run), far beyond what a
//   controller compresses together (one mapping unit or block).
// `zeros` stays all zeros (no stamps: measuring zeros is the point);
// `compressible` keeps its random half and zero half per 512 bytes, the
// stamp falling in the random half.
//
// A buffer goes back to the pool when its write completed and is handed out
// again last (a FIFO of free buffers), so a buffer in flight is never stamped.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/bench/aligned_buffer.h"
#include "core/bench/data_pattern.h"
#include "core/bench/io_backend.h"

namespace ssd::bench {

// Random data in a run's pools together, at least (each thread has its own pool).
inline constexpr std::size_t kWritePoolBytes = std::size_t{4} << 20;
// Sectors are stamped every this many bytes: the smallest logical block a drive has.
inline constexpr std::size_t kStampInterval = 512;

// How many buffers of `buffer_bytes` one of `threads` pools holds: enough for
// its share of kWritePoolBytes, and never fewer than the queue depth (each
// request in flight needs its own).
std::size_t write_pool_buffers(std::size_t buffer_bytes, std::uint32_t queue_depth, std::uint32_t threads);

class WritePool {
public:
    // `buffers` buffers of `buffer_bytes` (a multiple of 4 KiB), aligned for
    // direct I/O, filled with `pattern` from a generator seeded by `seed`.
    WritePool(std::size_t buffer_bytes, std::size_t buffers, DataPattern pattern, std::uint64_t seed);

    std::size_t size() const { return free_.size(); }
    std::size_t buffer_bytes() const { return buffer_bytes_; }
    std::byte* buffer(std::size_t index) { return memory_.data() + index * buffer_bytes_; }
    // Appends every buffer to a queue's list (QueueOptions::buffers, where a
    // request names its buffer by index); returns the index of the first, to
    // which take()'s index is added.
    std::uint32_t append_to(std::vector<IoBuffer>& buffers);

    // The buffer free longest, its first `length` bytes stamped for a write
    // (length ≤ buffer_bytes). Only while one is free (at most size() taken).
    std::size_t take(std::size_t length);
    // A buffer whose write completed (or failed).
    void give_back(std::size_t index);
    std::size_t free_buffers() const { return free_count_; }

    // The kernel may still read from it: never freed (AlignedBuffer::abandon).
    void abandon() { memory_.abandon(); }

private:
    AlignedBuffer memory_;
    std::size_t buffer_bytes_;
    DataPattern pattern_;
    std::uint64_t stamp_key_;
    std::uint64_t stamps_ = 0;
    // A ring of free buffer indices: taken at head_, returned at the tail.
    std::vector<std::size_t> free_;
    std::size_t head_ = 0;
    std::size_t free_count_ = 0;

    void stamp(std::byte* data, std::size_t length);
};

} // namespace ssd::bench
