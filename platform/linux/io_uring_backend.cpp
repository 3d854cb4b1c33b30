#include "platform/linux/io_uring_backend.h"

#include <liburing.h>
#include <sys/uio.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <system_error>
#include <vector>

#include "platform/linux/errno_text.h"
#include "platform/linux/huge_pages.h"

namespace ssd::linux_platform {

namespace {

class IoUringQueue final : public bench::IoQueue {
public:
    IoUringQueue() = default;
    IoUringQueue(const IoUringQueue&) = delete;
    IoUringQueue& operator=(const IoUringQueue&) = delete;
    ~IoUringQueue() override {
        if (initialised_) io_uring_queue_exit(&ring_);
    }

    Result<void> init(int fd, const bench::QueueOptions& options) {
        fd_ = fd;
        buffers_.assign(options.buffers.begin(), options.buffers.end());
        cqes_.resize(options.depth);
        // Newest flags first; older kernels reject them with EINVAL.
        // DEFER_TASKRUN (Linux 6.1): completions are posted only when we enter
        // the kernel to wait, and a wait for n completions sleeps until n are
        // there instead of waking for each one; with the engine waiting for a
        // quarter of its queue that halved the CPU per I/O at QD32 on
        // virtio-blk, quiet and beside busy loops (docs/BENCHMARKS.md).
        // COOP_TASKRUN: completions are processed when we enter the kernel
        // anyway, without interrupting us. SINGLE_ISSUER: one thread submits.
        const unsigned flag_sets[] = {IORING_SETUP_DEFER_TASKRUN | IORING_SETUP_SINGLE_ISSUER,
                                      IORING_SETUP_COOP_TASKRUN | IORING_SETUP_SINGLE_ISSUER,
                                      IORING_SETUP_COOP_TASKRUN, 0};
        int result = -EINVAL;
        for (const unsigned flags : flag_sets) {
            io_uring_params params{};
            params.flags = flags;
            result = io_uring_queue_init_params(options.depth, &ring_, &params);
            if (result != -EINVAL) break;
        }
        if (result < 0) {
            return fail(ErrorCode::ToolFailed, "cannot set up an io_uring of depth " + std::to_string(options.depth) +
                                                   ": " + errno_text(-result));
        }
        initialised_ = true;
        // Before io_uring pins them: a 1 MiB request in one huge page is one
        // segment, not 256 (huge_pages.h).
        if (options.huge_pages) back_with_huge_pages(buffers_);
        // Registration saves per-I/O work but is optional (RLIMIT_MEMLOCK may
        // forbid pinning the buffers for an ordinary user).
        std::vector<iovec> iovecs;
        iovecs.reserve(buffers_.size());
        for (const auto& buffer : buffers_) iovecs.push_back(iovec{buffer.data, buffer.size});
        fixed_buffers_ = !iovecs.empty() &&
                         io_uring_register_buffers(&ring_, iovecs.data(), static_cast<unsigned>(iovecs.size())) == 0;
        fixed_file_ = io_uring_register_files(&ring_, &fd_, 1) == 0;
        return {};
    }

    void prepare(const bench::IoRequest& request) override {
        io_uring_sqe* sqe = io_uring_get_sqe(&ring_);
        if (sqe == nullptr) { // cannot happen within the depth; submit to make room
            io_uring_submit(&ring_);
            sqe = io_uring_get_sqe(&ring_);
        }
        const int target = fixed_file_ ? 0 : fd_;
        void* data = buffers_[request.buffer].data;
        const auto offset = static_cast<__u64>(request.offset);
        if (request.direction == bench::IoDirection::Read) {
            if (fixed_buffers_) {
                io_uring_prep_read_fixed(sqe, target, data, request.length, offset, static_cast<int>(request.buffer));
            } else {
                io_uring_prep_read(sqe, target, data, request.length, offset);
            }
        } else {
            if (fixed_buffers_) {
                io_uring_prep_write_fixed(sqe, target, data, request.length, offset, static_cast<int>(request.buffer));
            } else {
                io_uring_prep_write(sqe, target, data, request.length, offset);
            }
        }
        if (fixed_file_) sqe->flags |= IOSQE_FIXED_FILE;
        io_uring_sqe_set_data64(sqe, request.tag);
    }

    Result<std::size_t> submit_and_wait(std::span<bench::IoCompletion> out, std::size_t min_complete) override {
        const int submitted = io_uring_submit_and_wait(&ring_, static_cast<unsigned>(min_complete));
        // EINTR: a signal (the caller checks its stop flag). EAGAIN/EBUSY:
        // the kernel is short of resources; reap what there is and retry.
        if (submitted < 0 && submitted != -EINTR && submitted != -EAGAIN && submitted != -EBUSY) {
            return fail(ErrorCode::ToolFailed, "io_uring_enter failed: " + errno_text(-submitted));
        }
        const std::size_t room = std::min(out.size(), cqes_.size());
        const unsigned count = io_uring_peek_batch_cqe(&ring_, cqes_.data(), static_cast<unsigned>(room));
        for (unsigned i = 0; i < count; ++i) {
            out[i] = bench::IoCompletion{io_uring_cqe_get_data64(cqes_[i]), cqes_[i]->res};
        }
        io_uring_cq_advance(&ring_, count);
        return std::size_t{count};
    }

private:
    io_uring ring_{};
    bool initialised_ = false;
    bool fixed_buffers_ = false;
    bool fixed_file_ = false;
    int fd_ = -1;
    std::vector<bench::IoBuffer> buffers_;
    std::vector<io_uring_cqe*> cqes_;
};

} // namespace

Result<void> io_uring_usable() {
    io_uring ring{};
    const int result = io_uring_queue_init(2, &ring, 0);
    if (result < 0) {
        return fail(ErrorCode::ToolMissing, "io_uring is not available (" + errno_text(-result) + ")");
    }
    io_uring_probe* probe = io_uring_get_probe_ring(&ring);
    const bool complete = probe != nullptr && io_uring_opcode_supported(probe, IORING_OP_READ) &&
                          io_uring_opcode_supported(probe, IORING_OP_WRITE) &&
                          io_uring_opcode_supported(probe, IORING_OP_READ_FIXED) &&
                          io_uring_opcode_supported(probe, IORING_OP_WRITE_FIXED);
    if (probe != nullptr) io_uring_free_probe(probe);
    io_uring_queue_exit(&ring);
    if (!complete) {
        return fail(ErrorCode::ToolMissing, "io_uring lacks the read/write operations (kernel older than 5.6)");
    }
    return {};
}

Result<std::unique_ptr<bench::IoQueue>> IoUringBackend::open_queue(const bench::QueueOptions& options) {
    auto queue = std::make_unique<IoUringQueue>();
    if (auto ready = queue->init(fd_, options); !ready) return tl::unexpected(ready.error());
    return std::unique_ptr<bench::IoQueue>(std::move(queue));
}

} // namespace ssd::linux_platform
