// IoBackend on Windows overlapped I/O. Each queue reopens the target
// (ReOpenFile) with FILE_FLAG_OVERLAPPED | FILE_FLAG_NO_BUFFERING |
// FILE_FLAG_WRITE_THROUGH and binds that handle to its own I/O completion
// port, so queues on different threads never see each other's completions.
// submit_and_wait issues ReadFile/WriteFile for every prepared request and
// collects completions with GetQueuedCompletionStatusEx. The wait gives up
// early (returning what completed) when a console interrupt arrived, so the
// engine can notice Ctrl-C. Destroying a queue cancels what is in flight and
// waits until the kernel has let go of every buffer.
#pragma once

#include <windows.h>

#include <atomic>

#include "core/bench/io_backend.h"

namespace ssd::windows_platform {

class OverlappedBackend final : public bench::IoBackend {
public:
    // target: an open file or disk handle, not owned; it must outlive the
    // back end and allow read (and write) sharing, since queues reopen it.
    // interrupted: a flag to poll while waiting; may be null.
    OverlappedBackend(HANDLE target, bool writable, const std::atomic<int>* interrupted = nullptr)
        : target_(target), writable_(writable), interrupted_(interrupted) {}

    std::string_view name() const override { return "overlapped"; }
    Result<std::unique_ptr<bench::IoQueue>> open_queue(const bench::QueueOptions& options) override;

private:
    HANDLE target_;
    bool writable_;
    const std::atomic<int>* interrupted_;
};

// A Win32 error as a negative errno, the IoCompletion convention.
std::int64_t negative_errno(DWORD error);

} // namespace ssd::windows_platform
