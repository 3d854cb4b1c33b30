// The I/O seam of the benchmark engine, modelled on fio's engine table
// (ioengines.h: queue, commit, getevents): a back end bound to one open
// target hands out queues; each queue is used by one thread, takes prepared
// requests and returns completions. Implementations: io_uring and a
// pread/pwrite thread pool (platform/linux), the fake (core/bench), later
// Windows overlapped I/O.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

#include "core/util/error.h"

namespace ssd::bench {

enum class IoDirection : std::uint8_t { Read, Write };

// A buffer the engine owns; queues only borrow it. Registered with the
// kernel where the back end can (io_uring fixed buffers).
struct IoBuffer {
    std::byte* data = nullptr;
    std::size_t size = 0;
};

struct IoRequest {
    IoDirection direction = IoDirection::Read;
    std::uint32_t buffer = 0; // index into QueueOptions::buffers
    std::uint32_t length = 0; // bytes; at most the buffer's size
    std::uint64_t offset = 0; // bytes from the start of the target
    std::uint64_t tag = 0;    // handed back in the completion
};

struct IoCompletion {
    std::uint64_t tag = 0;
    std::int64_t result = 0; // bytes transferred, or -errno
};

struct QueueOptions {
    std::uint32_t depth = 1;            // most requests prepared + in flight at once
    std::span<const IoBuffer> buffers;  // every buffer a request may name
    // Requests span several pages: back the buffers with huge pages where the
    // platform can, so each request is one piece of memory (one segment) for
    // the drive (platform/linux/huge_pages.h). A request of one page is one
    // segment anyway, and there huge pages cost 3 % of RND4K Q1T1 write IOPS
    // on the development VM (docs/BENCHMARKS.md, The requests the drive gets).
    bool huge_pages = false;
};

class IoQueue {
public:
    virtual ~IoQueue() = default;
    // Adds a request to the next submission. The engine never exceeds depth.
    virtual void prepare(const IoRequest& request) = 0;
    // Submits every prepared request, then waits until at least min_complete
    // have completed (or fewer when a signal interrupts the wait: the caller
    // checks its stop flag and calls again). Writes at most out.size()
    // completions and returns how many. An error means the queue is broken.
    // With min_complete 0 and an empty `out` it only submits.
    virtual Result<std::size_t> submit_and_wait(std::span<IoCompletion> out, std::size_t min_complete) = 0;
};

// One mechanism bound to one open target.
class IoBackend {
public:
    virtual ~IoBackend() = default;
    // "io_uring", "threads", "fake"…
    virtual std::string_view name() const = 0;
    // The mechanism a queue of this depth gets ("psync": pread/pwrite in the
    // caller's thread). name() unless the back end chooses by depth.
    virtual std::string_view engine_at(std::uint32_t depth) const {
        (void)depth;
        return name();
    }
    // Called on the thread that will use the queue (io_uring rings are bound
    // to their submitting thread).
    virtual Result<std::unique_ptr<IoQueue>> open_queue(const QueueOptions& options) = 0;
};

} // namespace ssd::bench
