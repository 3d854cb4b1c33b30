// The portable fallback IoBackend: a pool of threads doing blocking
// pread/pwrite, one per request the queue may have in flight. A queue of
// depth 1 has no pool: its caller does the transfer (fio's psync), since a
// hand-off to a worker and back cost a quarter of RND4K Q1T1 write IOPS
// (docs/BENCHMARKS.md). Used where
// io_uring is unavailable (seccomp, old kernels), for the depth-1 queues of
// `--engine auto` (auto_backend.h) and, until they get their own, on other
// POSIX systems.
#pragma once

#include "core/bench/io_backend.h"

namespace ssd::linux_platform {

class ThreadPoolBackend final : public bench::IoBackend {
public:
    // fd: an open target, not owned; it must outlive the back end.
    explicit ThreadPoolBackend(int fd) : fd_(fd) {}
    std::string_view name() const override { return "threads"; }
    std::string_view engine_at(std::uint32_t depth) const override { return depth <= 1 ? "psync" : "threads"; }
    Result<std::unique_ptr<bench::IoQueue>> open_queue(const bench::QueueOptions& options) override;

    // Threads per queue at most; deeper queues share them.
    static constexpr std::uint32_t kMaxThreads = 256;

private:
    int fd_;
};

} // namespace ssd::linux_platform
