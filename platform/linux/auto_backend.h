// The back end `--engine auto` gets where io_uring is usable: a queue of
// depth 1 is a pread/pwrite in the job's own thread (fio's psync), a deeper
// one an io_uring ring. With one request in flight there is nothing to batch,
// and the synchronous call was the shorter path for RND4K Q1T1 writes on the
// development VM: fio's psync ahead of fio's io_uring in 12 of 16 interleaved
// rounds, ssdtool's pread/pwrite ahead of its io_uring in 10 of 16; beside two
// busy loops RND4K Q1T1 write went from 1.05-1.11 of fio's io_uring to 1.40
// (docs/BENCHMARKS.md, QD1 by psync).
// Each result names the mechanism its job got (JobResult::engine).
#pragma once

#include "platform/linux/io_uring_backend.h"
#include "platform/linux/thread_pool_backend.h"

namespace ssd::linux_platform {

class AutoBackend final : public bench::IoBackend {
public:
    // fd: an open target, not owned; it must outlive the back end.
    explicit AutoBackend(int fd) : deep_(fd), single_(fd) {}
    // The engine of the deep queues, where the two mechanisms differ most.
    std::string_view name() const override { return deep_.name(); }
    std::string_view engine_at(std::uint32_t depth) const override {
        return depth <= 1 ? single_.engine_at(depth) : deep_.engine_at(depth);
    }
    Result<std::unique_ptr<bench::IoQueue>> open_queue(const bench::QueueOptions& options) override {
        return options.depth <= 1 ? single_.open_queue(options) : deep_.open_queue(options);
    }

private:
    IoUringBackend deep_;
    ThreadPoolBackend single_; // at depth 1 it starts no thread: the caller transfers
};

} // namespace ssd::linux_platform
