// IoBackend on io_uring (liburing): one ring per engine thread, created on
// that thread (COOP_TASKRUN + SINGLE_ISSUER where the kernel has them),
// buffers and the file registered with the kernel when allowed (no page
// pinning or file lookup per I/O), one io_uring_enter per batch that both
// submits and waits.
#pragma once

#include "core/bench/io_backend.h"

namespace ssd::linux_platform {

// Whether this process may use io_uring with the read/write opcodes the
// back end needs (seccomp filters, the io_uring_disabled sysctl and old
// kernels say no). The error explains why.
Result<void> io_uring_usable();

class IoUringBackend final : public bench::IoBackend {
public:
    // fd: an open target, not owned; it must outlive the back end.
    explicit IoUringBackend(int fd) : fd_(fd) {}
    std::string_view name() const override { return "io_uring"; }
    Result<std::unique_ptr<bench::IoQueue>> open_queue(const bench::QueueOptions& options) override;

private:
    int fd_;
};

} // namespace ssd::linux_platform
