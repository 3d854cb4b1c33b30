// The fake I/O back end (fio's null engine with a memory): completes each
// request after a scripted latency on a ManualClock, optionally keeps the
// data in memory, and records every request so tests can check that each
// I/O was accounted for and the queue depth was respected. Also used to
// inject errors, lost writes and misdirected writes.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <vector>

#include "core/bench/clock.h"
#include "core/bench/io_backend.h"

namespace ssd::bench {

class FakeIoBackend final : public IoBackend {
public:
    // sequence: 0-based number of the request over the whole back end.
    using Script = std::function<std::int64_t(const IoRequest& request, std::uint64_t sequence)>;

    struct Options {
        ManualClock* clock = nullptr;      // required
        std::uint64_t capacity_bytes = 0;  // requests beyond it fail with -EINVAL
        bool keep_data = false;            // a memory of capacity_bytes
        Script latency_ns;                 // default: 100 µs each
        Script result;                     // default: the full length; return -errno or a short count to fail
        // Where a write really lands (default: its offset): misdirected writes.
        std::function<std::uint64_t(const IoRequest&, std::uint64_t sequence)> write_offset;
        // Return true to drop a write silently (a lost write).
        std::function<bool(const IoRequest&, std::uint64_t sequence)> drop_write;
    };

    struct Record {
        IoRequest request;
        std::uint32_t queue = 0;
        std::int64_t submit_ns = 0;
        std::int64_t complete_ns = 0;
    };

    explicit FakeIoBackend(Options options);

    std::string_view name() const override { return "fake"; }
    Result<std::unique_ptr<IoQueue>> open_queue(const QueueOptions& options) override;

    // Observations (thread-safe copies).
    std::vector<Record> records() const;              // in completion order
    std::vector<std::uint32_t> max_in_flight() const; // per queue
    std::vector<std::uint32_t> depths() const;        // per queue, as opened
    std::uint64_t depth_violations() const;           // requests beyond a queue's depth
    std::uint64_t contract_violations() const;        // bad buffer index, length or range
    std::vector<std::byte>& memory() { return memory_; }

private:
    class Queue;
    Options options_;
    std::vector<std::byte> memory_;
    mutable std::mutex mutex_;
    std::uint64_t sequence_ = 0;
    std::vector<Record> records_;
    std::vector<std::uint32_t> max_in_flight_;
    std::vector<std::uint32_t> depths_;
    std::uint64_t depth_violations_ = 0;
    std::uint64_t contract_violations_ = 0;
};

} // namespace ssd::bench
