// One benchmark job, fio style: access pattern, block size, queue depth,
// threads, the span (test area) and how long to run.
#pragma once

#include "core/util/enum_table.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/bench/data_pattern.h"
#include "core/util/error.h"
#include "core/util/units.h"

namespace ssd::bench {

// fio's names: read, write, randread, randwrite, rw (sequential mixed),
// randrw (random mixed).
enum class Access { Read, Write, RandRead, RandWrite, Mixed, RandMixed };

// fio's rw= words.
inline constexpr EnumTable<Access, 6> kAccessPatterns{{{
    {Access::Read, "read", "sequential read"},
    {Access::Write, "write", "sequential write"},
    {Access::RandRead, "randread", "random read"},
    {Access::RandWrite, "randwrite", "random write"},
    {Access::Mixed, "rw", "sequential mixed read/write"},
    {Access::RandMixed, "randrw", "random mixed read/write"},
}}};
inline std::string_view access_name(Access access) { return kAccessPatterns.wire(access); }
inline std::optional<Access> parse_access(std::string_view name) { return kAccessPatterns.parse(name); }
bool is_random(Access access);
bool reads(Access access);
bool writes(Access access);

struct JobSpec {
    std::string name;                 // "RND4K Q32T1 read"; see job_name()
    Access access = Access::RandRead;
    std::uint32_t block_size = 4096;
    std::uint32_t queue_depth = 1;    // per thread (CDM's Q32T1 = 32 in flight)
    std::uint32_t threads = 1;
    std::uint64_t span_offset = 0;    // start of the test area on the target
    std::uint64_t span_bytes = 0;     // size of the test area
    double seconds = 0.0;             // measured time; 0 = limited by bytes only
    double warmup_seconds = 0.0;      // run first, not counted
    std::uint64_t bytes = 0;          // total bytes over all threads; 0 = limited by time only
    DataPattern data = DataPattern::Random;
    std::uint32_t read_percent = 50;  // mixed patterns only
    std::uint64_t slice_bytes = 0;    // read-scan: throughput per slice of this size
    bool check_reads = false;         // the verify pass: check every read against what was written
};

using ssd::block_size_label;  // "4K", "128K", "1M", "512B" (core/util/units.h)
// CDM style prefix: "SEQ1M Q8T1", "RND4K Q32T1".
std::string job_label(bool random, std::uint32_t block_size, std::uint32_t queue_depth, std::uint32_t threads);
// CDM style: "SEQ1M Q8T1 read", "RND4K Q32T1 write", "RND4K Q32T1 mix 70/30".
std::string job_name(Access access, std::uint32_t block_size, std::uint32_t queue_depth, std::uint32_t threads,
                     std::uint32_t read_percent = 50);

// Usage errors for a job that cannot run as given on a target with this
// alignment (logical block size, 4 KiB for files).
Result<void> validate_job(const JobSpec& job, std::uint32_t alignment);

// Bytes each thread works in: sequential threads (and every thread while
// verifying) own a slice of the span of this size; random threads share it.
std::uint64_t thread_region_bytes(const JobSpec& job, bool private_regions);

} // namespace ssd::bench
