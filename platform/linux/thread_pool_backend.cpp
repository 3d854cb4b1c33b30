#include "platform/linux/thread_pool_backend.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

#include "platform/linux/huge_pages.h"

namespace ssd::linux_platform {

namespace {

class ThreadPoolQueue final : public bench::IoQueue {
public:
    ThreadPoolQueue(int fd, const bench::QueueOptions& options)
        : fd_(fd), buffers_(options.buffers.begin(), options.buffers.end()) {
        if (options.huge_pages) back_with_huge_pages(buffers_); // one segment per large request (huge_pages.h)
    }

    ThreadPoolQueue(const ThreadPoolQueue&) = delete;
    ThreadPoolQueue& operator=(const ThreadPoolQueue&) = delete;

    ~ThreadPoolQueue() override {
        {
            const std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        work_ready_.notify_all();
        for (auto& worker : workers_) worker.join();
    }

    Result<void> start(std::uint32_t threads) {
        try {
            for (std::uint32_t i = 0; i < threads; ++i) workers_.emplace_back([this] { work(); });
        } catch (const std::system_error& e) {
            return fail(ErrorCode::ToolFailed, std::string("cannot start I/O threads: ") + e.what());
        }
        return {};
    }

    void prepare(const bench::IoRequest& request) override { staged_.push_back(request); }

    Result<std::size_t> submit_and_wait(std::span<bench::IoCompletion> out, std::size_t min_complete) override {
        if (workers_.empty()) return transfer_here(out);
        std::unique_lock lock(mutex_);
        const std::size_t added = staged_.size();
        pending_.insert(pending_.end(), staged_.begin(), staged_.end());
        staged_.clear();
        if (added == 1) {
            work_ready_.notify_one();
        } else if (added > 1) {
            work_ready_.notify_all();
        }
        done_ready_.wait(lock, [this, min_complete] { return done_.size() >= min_complete; });
        return take_done(out);
    }

private:
    int fd_;
    std::vector<bench::IoBuffer> buffers_;
    std::vector<bench::IoRequest> staged_;
    std::mutex mutex_;
    std::condition_variable work_ready_;
    std::condition_variable done_ready_;
    std::deque<bench::IoRequest> pending_;
    std::deque<bench::IoCompletion> done_;
    bool stopping_ = false;
    std::vector<std::thread> workers_;

    std::int64_t transfer(const bench::IoRequest& request) const {
        auto* data = static_cast<char*>(static_cast<void*>(buffers_[request.buffer].data));
        std::size_t done = 0;
        while (done < request.length) {
            const auto offset = static_cast<off_t>(request.offset + done);
            const ssize_t n = request.direction == bench::IoDirection::Read
                                  ? ::pread(fd_, data + done, request.length - done, offset)
                                  : ::pwrite(fd_, data + done, request.length - done, offset);
            if (n < 0) {
                if (errno == EINTR) continue;
                return -errno;
            }
            if (n == 0) break; // end of file: a short transfer
            done += static_cast<std::size_t>(n);
        }
        return static_cast<std::int64_t>(done);
    }

    // Depth 1: the request is transferred in the caller's own thread, as
    // fio's psync does; a hand-off to a worker and back costs two wake-ups.
    std::size_t transfer_here(std::span<bench::IoCompletion> out) {
        for (const auto& request : staged_) done_.push_back(bench::IoCompletion{request.tag, transfer(request)});
        staged_.clear();
        return take_done(out);
    }

    // Hands over as many completions as `out` holds; the rest wait for the
    // next call (a submit-only call passes none). The pool's caller holds mutex_.
    std::size_t take_done(std::span<bench::IoCompletion> out) {
        std::size_t count = 0;
        while (count < out.size() && !done_.empty()) {
            out[count++] = done_.front();
            done_.pop_front();
        }
        return count;
    }

    void work() {
        std::unique_lock lock(mutex_);
        for (;;) {
            work_ready_.wait(lock, [this] { return stopping_ || !pending_.empty(); });
            if (stopping_) return;
            const bench::IoRequest request = pending_.front();
            pending_.pop_front();
            lock.unlock();
            const std::int64_t result = transfer(request);
            lock.lock();
            done_.push_back(bench::IoCompletion{request.tag, result});
            done_ready_.notify_one();
        }
    }
};

} // namespace

Result<std::unique_ptr<bench::IoQueue>> ThreadPoolBackend::open_queue(const bench::QueueOptions& options) {
    auto queue = std::make_unique<ThreadPoolQueue>(fd_, options);
    // Depth 1: no pool, the caller transfers (transfer_here).
    const std::uint32_t threads = options.depth <= 1 ? 0 : std::min(options.depth, kMaxThreads);
    if (auto started = queue->start(threads); !started) return tl::unexpected(started.error());
    return std::unique_ptr<bench::IoQueue>(std::move(queue));
}

} // namespace ssd::linux_platform
