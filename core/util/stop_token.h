// Cancellation for long operations (bench, discard, erase, trim, firmware,
// later self-tests). The caller owns a StopSource; the operation gets a
// StopToken and checks it at its safe points: between discard chunks,
// between trimmed filesystems, before a firmware commit, while polling a
// sanitize. The value is the reason: a signal number (2 for Ctrl-C or a
// cancel request, 15 for SIGTERM), 0 while running.
//
// Some work cannot be stopped once started (an ATA SECURITY ERASE UNIT, an
// NVMe sanitize: the drive finishes it even across a reset). The operation
// says so with StopToken::unstoppable(why) for the time it runs, and the
// caller tells whoever asked to cancel exactly that instead of pretending.
#pragma once

#include <atomic>
#include <mutex>
#include <optional>
#include <string>

namespace ssd {

inline constexpr int kStopByCancel = 2; // as if Ctrl-C had been pressed

class StopSource {
public:
    void request_stop(int reason = kStopByCancel) {
        int expected = 0;
        flag_.compare_exchange_strong(expected, reason);
    }
    void reset() {
        flag_ = 0;
        set_unstoppable(std::nullopt);
    }
    bool stop_requested() const { return flag_.load() != 0; }
    // The signal-style flag itself (a signal handler may store into it).
    std::atomic<int>& flag() { return flag_; }
    const std::atomic<int>& flag() const { return flag_; }

    // Why the running work cannot be stopped now; nullopt: it can.
    std::optional<std::string> unstoppable() const {
        const std::lock_guard lock(mutex_);
        return unstoppable_;
    }
    void set_unstoppable(std::optional<std::string> why) {
        const std::lock_guard lock(mutex_);
        unstoppable_ = std::move(why);
    }

private:
    std::atomic<int> flag_{0};
    mutable std::mutex mutex_;
    std::optional<std::string> unstoppable_;
};

// What an operation holds: cheap to copy; a default token never stops.
class StopToken {
public:
    StopToken() = default;
    explicit StopToken(StopSource& source) : source_(&source), flag_(&source.flag()) {}
    // A bare flag that a signal handler sets (the CLI's Ctrl-C): it can stop
    // the work, but nobody is there to be told what cannot be stopped.
    explicit StopToken(const std::atomic<int>& flag) : flag_(&flag) {}

    bool stop_requested() const { return flag_ != nullptr && flag_->load() != 0; }
    int reason() const { return flag_ == nullptr ? 0 : flag_->load(); }
    // The flag for code that polls an atomic (the benchmark engine); null when
    // nothing can stop this operation.
    const std::atomic<int>* flag() const { return flag_; }

    // Marks a stretch that cannot be stopped (RAII): while it lives, a
    // cancel is answered with `why`.
    class UnstoppableScope {
    public:
        UnstoppableScope(StopSource* source, std::string why) : source_(source) {
            if (source_ != nullptr) source_->set_unstoppable(std::move(why));
        }
        ~UnstoppableScope() {
            if (source_ != nullptr) source_->set_unstoppable(std::nullopt);
        }
        UnstoppableScope(const UnstoppableScope&) = delete;
        UnstoppableScope& operator=(const UnstoppableScope&) = delete;

    private:
        StopSource* source_;
    };
    [[nodiscard]] UnstoppableScope unstoppable(std::string why) const { return {source_, std::move(why)}; }

private:
    StopSource* source_ = nullptr;
    const std::atomic<int>* flag_ = nullptr;
};

} // namespace ssd
