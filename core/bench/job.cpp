#include "core/bench/job.h"

#include <cmath>

namespace ssd::bench {

bool is_random(Access access) {
    return access == Access::RandRead || access == Access::RandWrite || access == Access::RandMixed;
}

bool reads(Access access) { return access != Access::Write && access != Access::RandWrite; }

bool writes(Access access) { return access != Access::Read && access != Access::RandRead; }

std::string job_label(bool random, std::uint32_t block_size, std::uint32_t queue_depth, std::uint32_t threads) {
    return (random ? "RND" : "SEQ") + block_size_label(block_size) + " Q" + std::to_string(queue_depth) + "T" +
           std::to_string(threads);
}

std::string job_name(Access access, std::uint32_t block_size, std::uint32_t queue_depth, std::uint32_t threads,
                     std::uint32_t read_percent) {
    std::string name = job_label(is_random(access), block_size, queue_depth, threads) + " ";
    switch (access) {
    case Access::Read:
    case Access::RandRead: return name + "read";
    case Access::Write:
    case Access::RandWrite: return name + "write";
    case Access::Mixed:
    case Access::RandMixed:
        return name + "mix " + std::to_string(read_percent) + "/" + std::to_string(100 - read_percent);
    }
    return name;
}

std::uint64_t thread_region_bytes(const JobSpec& job, bool private_regions) {
    if (!private_regions && is_random(job.access)) return job.span_bytes;
    const std::uint64_t per_thread = job.span_bytes / job.threads;
    return per_thread - per_thread % job.block_size;
}

Result<void> validate_job(const JobSpec& job, std::uint32_t alignment) {
    if (job.block_size == 0 || job.block_size % alignment != 0) {
        return fail(ErrorCode::Usage, "block size " + std::to_string(job.block_size) +
                                          " must be a multiple of " + std::to_string(alignment) +
                                          " bytes (the target's alignment for direct I/O)");
    }
    if (job.queue_depth < 1 || job.queue_depth > 4096) {
        return fail(ErrorCode::Usage, "queue depth must be between 1 and 4096");
    }
    if (job.threads < 1 || job.threads > 256) {
        return fail(ErrorCode::Usage, "threads must be between 1 and 256");
    }
    constexpr std::uint64_t max_buffers = std::uint64_t{4} << 30;
    if (std::uint64_t{job.block_size} * job.queue_depth * job.threads > max_buffers) {
        return fail(ErrorCode::Usage, "block size x queue depth x threads needs more than 4 GiB of I/O buffers");
    }
    if (job.span_offset % alignment != 0) {
        return fail(ErrorCode::Usage, "the test area must start at a multiple of " + std::to_string(alignment));
    }
    if (job.span_bytes < job.block_size || job.span_bytes % job.block_size != 0) {
        return fail(ErrorCode::Usage, "the test area (" + std::to_string(job.span_bytes) +
                                          " bytes) must be a non-zero multiple of the block size (" +
                                          std::to_string(job.block_size) + ")");
    }
    if (thread_region_bytes(job, true) < job.block_size) {
        return fail(ErrorCode::Usage, "the test area is too small to give each of " + std::to_string(job.threads) +
                                          " threads one block");
    }
    if (!(job.seconds >= 0.0) || !(job.warmup_seconds >= 0.0) || !std::isfinite(job.seconds) ||
        !std::isfinite(job.warmup_seconds) || job.seconds > 1e7 || job.warmup_seconds > 1e7) {
        return fail(ErrorCode::Usage, "seconds and warm-up must be non-negative numbers");
    }
    if (job.seconds == 0.0 && job.bytes == 0) {
        return fail(ErrorCode::Usage, "a job needs a duration (--seconds) or a byte count (--bytes)");
    }
    if (job.bytes % job.block_size != 0) {
        return fail(ErrorCode::Usage, "the byte count must be a multiple of the block size");
    }
    if ((job.access == Access::Mixed || job.access == Access::RandMixed) && job.read_percent > 100) {
        return fail(ErrorCode::Usage, "the read share of a mixed job is a percentage (0-100)");
    }
    return {};
}

} // namespace ssd::bench
