#include "platform/windows/overlapped_backend.h"

#include <algorithm>
#include <cerrno>
#include <optional>
#include <vector>

#include "platform/windows/win_util.h"

namespace ssd::windows_platform {

namespace {

constexpr DWORD kWaitSliceMs = 100;

struct Slot {
    OVERLAPPED overlapped{};
    std::uint64_t tag = 0;
    bool busy = false;
};

class OverlappedQueue final : public bench::IoQueue {
public:
    OverlappedQueue(UniqueHandle file, UniqueHandle port, const bench::QueueOptions& options,
                    const std::atomic<int>* interrupted)
        : file_(std::move(file)), port_(std::move(port)), buffers_(options.buffers.begin(), options.buffers.end()),
          slots_(options.depth == 0 ? 1 : options.depth), interrupted_(interrupted) {}

    OverlappedQueue(const OverlappedQueue&) = delete;
    OverlappedQueue& operator=(const OverlappedQueue&) = delete;

    ~OverlappedQueue() override {
        if (in_flight_ > 0) {
            CancelIoEx(file_.get(), nullptr);
            // The kernel may still write into the engine's buffers until each
            // request has completed (cancelled or not): wait for all of them.
            while (in_flight_ > 0) {
                OVERLAPPED_ENTRY entries[64];
                ULONG removed = 0;
                if (!GetQueuedCompletionStatusEx(port_.get(), entries, 64, &removed, INFINITE, FALSE)) break;
                in_flight_ -= std::min<std::size_t>(removed, in_flight_);
            }
        }
    }

    void prepare(const bench::IoRequest& request) override { staged_.push_back(request); }

    Result<std::size_t> submit_and_wait(std::span<bench::IoCompletion> out, std::size_t min_complete) override {
        std::size_t count = 0;
        const auto deliver = [&](std::uint64_t tag, std::int64_t result) {
            if (count < out.size()) {
                out[count++] = bench::IoCompletion{tag, result};
            } else {
                early_.push_back(bench::IoCompletion{tag, result});
            }
        };
        while (!early_.empty() && count < out.size()) {
            out[count++] = early_.back();
            early_.pop_back();
        }
        for (const auto& request : staged_) {
            if (auto failed = issue(request)) deliver(request.tag, *failed);
        }
        staged_.clear();
        while (count < min_complete && in_flight_ > 0) {
            OVERLAPPED_ENTRY entries[64];
            ULONG removed = 0;
            const ULONG room = static_cast<ULONG>(std::min<std::size_t>(64, std::max<std::size_t>(out.size() - count, 1)));
            if (!GetQueuedCompletionStatusEx(port_.get(), entries, room, &removed, kWaitSliceMs, FALSE)) {
                const DWORD error = GetLastError();
                if (error == WAIT_TIMEOUT) {
                    if (interrupted_ != nullptr && interrupted_->load(std::memory_order_relaxed) != 0) break;
                    continue;
                }
                return fail(ErrorCode::ToolFailed, "waiting for I/O failed: " + error_text(error));
            }
            for (ULONG i = 0; i < removed; ++i) {
                auto* slot = reinterpret_cast<Slot*>(entries[i].lpOverlapped); // overlapped is Slot's first member
                DWORD transferred = 0;
                const bool ok = GetOverlappedResult(file_.get(), &slot->overlapped, &transferred, FALSE) != 0;
                const std::int64_t result = ok ? static_cast<std::int64_t>(transferred)
                                               : (GetLastError() == ERROR_HANDLE_EOF ? 0 : negative_errno(GetLastError()));
                slot->busy = false;
                --in_flight_;
                deliver(slot->tag, result);
            }
        }
        return count;
    }

private:
    UniqueHandle file_;
    UniqueHandle port_;
    std::vector<bench::IoBuffer> buffers_;
    std::vector<Slot> slots_;
    std::vector<bench::IoRequest> staged_;
    std::vector<bench::IoCompletion> early_; // completions that did not fit into `out`
    std::size_t in_flight_ = 0;
    const std::atomic<int>* interrupted_;

    Slot* free_slot() {
        for (auto& slot : slots_) {
            if (!slot.busy) return &slot;
        }
        return nullptr;
    }

    // Starts one request; returns its result when it failed at once.
    std::optional<std::int64_t> issue(const bench::IoRequest& request) {
        Slot* slot = free_slot();
        if (slot == nullptr || request.buffer >= buffers_.size() || request.length > buffers_[request.buffer].size) {
            return -EINVAL;
        }
        slot->overlapped = OVERLAPPED{};
        slot->overlapped.Offset = static_cast<DWORD>(request.offset & 0xFFFFFFFFU);
        slot->overlapped.OffsetHigh = static_cast<DWORD>(request.offset >> 32U);
        slot->tag = request.tag;
        void* data = buffers_[request.buffer].data;
        const BOOL started = request.direction == bench::IoDirection::Read
                                 ? ReadFile(file_.get(), data, request.length, nullptr, &slot->overlapped)
                                 : WriteFile(file_.get(), data, request.length, nullptr, &slot->overlapped);
        if (!started) {
            const DWORD error = GetLastError();
            if (error != ERROR_IO_PENDING) return error == ERROR_HANDLE_EOF ? 0 : negative_errno(error);
        }
        // Pending or done at once: either way a completion packet comes.
        slot->busy = true;
        ++in_flight_;
        return std::nullopt;
    }
};

} // namespace

std::int64_t negative_errno(DWORD error) {
    switch (error) {
    case ERROR_INVALID_PARAMETER:
    case ERROR_INVALID_USER_BUFFER: return -EINVAL;
    case ERROR_NOT_ENOUGH_MEMORY:
    case ERROR_NO_SYSTEM_RESOURCES:
    case ERROR_NOT_ENOUGH_QUOTA:
    case ERROR_WORKING_SET_QUOTA: return -ENOMEM;
    case ERROR_ACCESS_DENIED: return -EACCES;
    case ERROR_WRITE_PROTECT: return -EROFS;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL: return -ENOSPC;
    case ERROR_OPERATION_ABORTED: return -ECANCELED;
    case ERROR_NOT_SUPPORTED: return -EOPNOTSUPP;
    default: return -EIO;
    }
}

Result<std::unique_ptr<bench::IoQueue>> OverlappedBackend::open_queue(const bench::QueueOptions& options) {
    const DWORD access = GENERIC_READ | (writable_ ? GENERIC_WRITE : 0);
    UniqueHandle file(ReOpenFile(target_, access, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                                 FILE_FLAG_OVERLAPPED | FILE_FLAG_NO_BUFFERING | FILE_FLAG_WRITE_THROUGH));
    if (!file.valid()) {
        return fail(ErrorCode::ToolFailed, "cannot open the target for overlapped I/O: " + error_text(GetLastError()));
    }
    UniqueHandle port(CreateIoCompletionPort(file.get(), nullptr, 0, 1));
    if (!port.valid()) {
        return fail(ErrorCode::ToolFailed, "cannot create an I/O completion port: " + error_text(GetLastError()));
    }
    // No event signalling per request: completions come only through the port.
    SetFileCompletionNotificationModes(file.get(), FILE_SKIP_SET_EVENT_ON_HANDLE);
    return std::unique_ptr<bench::IoQueue>(
        std::make_unique<OverlappedQueue>(std::move(file), std::move(port), options, interrupted_));
}

} // namespace ssd::windows_platform
