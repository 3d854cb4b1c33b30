#include "core/bench/fake_io_backend.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace ssd::bench {

class FakeIoBackend::Queue final : public IoQueue {
public:
    Queue(FakeIoBackend& owner, std::uint32_t id, const QueueOptions& options)
        : owner_(owner), id_(id), depth_(options.depth), buffers_(options.buffers.begin(), options.buffers.end()) {}

    void prepare(const IoRequest& request) override {
        prepared_.push_back(request);
        if (prepared_.size() + in_flight_.size() > depth_) {
            const std::lock_guard lock(owner_.mutex_);
            ++owner_.depth_violations_;
        }
    }

    Result<std::size_t> submit_and_wait(std::span<IoCompletion> out, std::size_t min_complete) override {
        ManualClock& clock = *owner_.options_.clock;
        const std::int64_t now = clock.now_ns();
        {
            const std::lock_guard lock(owner_.mutex_);
            for (const auto& request : prepared_) {
                const std::uint64_t sequence = owner_.sequence_++;
                const std::int64_t latency =
                    owner_.options_.latency_ns ? owner_.options_.latency_ns(request, sequence) : 100'000;
                in_flight_.push_back(Pending{request, sequence, now, now + latency});
            }
            prepared_.clear();
            auto& max = owner_.max_in_flight_[id_];
            max = std::max(max, static_cast<std::uint32_t>(in_flight_.size()));
        }
        std::stable_sort(in_flight_.begin(), in_flight_.end(),
                         [](const Pending& a, const Pending& b) { return a.complete_ns < b.complete_ns; });
        if (min_complete > 0 && !in_flight_.empty()) {
            const std::size_t index = std::min(min_complete, in_flight_.size()) - 1;
            clock.advance_to(in_flight_[index].complete_ns);
        }
        const std::int64_t reached = clock.now_ns();
        std::size_t count = 0;
        while (count < out.size() && count < in_flight_.size() && in_flight_[count].complete_ns <= reached) {
            out[count] = complete(in_flight_[count]);
            ++count;
        }
        in_flight_.erase(in_flight_.begin(), in_flight_.begin() + static_cast<std::ptrdiff_t>(count));
        return count;
    }

private:
    struct Pending {
        IoRequest request;
        std::uint64_t sequence;
        std::int64_t submit_ns;
        std::int64_t complete_ns;
    };

    FakeIoBackend& owner_;
    std::uint32_t id_;
    std::uint32_t depth_;
    std::vector<IoBuffer> buffers_;
    std::vector<IoRequest> prepared_;
    std::vector<Pending> in_flight_;

    IoCompletion complete(const Pending& pending) {
        const Options& options = owner_.options_;
        const IoRequest& request = pending.request;
        const std::lock_guard lock(owner_.mutex_);
        owner_.records_.push_back(Record{request, id_, pending.submit_ns, pending.complete_ns});
        if (request.buffer >= buffers_.size() || request.length > buffers_[request.buffer].size ||
            request.offset + request.length > options.capacity_bytes) {
            ++owner_.contract_violations_;
            return IoCompletion{request.tag, -EINVAL};
        }
        std::int64_t result = request.length;
        if (options.result) result = options.result(request, pending.sequence);
        if (result == static_cast<std::int64_t>(request.length) && options.keep_data) {
            std::byte* data = buffers_[request.buffer].data;
            if (request.direction == IoDirection::Read) {
                std::memcpy(data, owner_.memory_.data() + request.offset, request.length);
            } else if (!(options.drop_write && options.drop_write(request, pending.sequence))) {
                std::uint64_t where = request.offset;
                if (options.write_offset) where = options.write_offset(request, pending.sequence);
                if (where + request.length <= options.capacity_bytes) {
                    std::memcpy(owner_.memory_.data() + where, data, request.length);
                }
            }
        }
        return IoCompletion{request.tag, result};
    }
};

FakeIoBackend::FakeIoBackend(Options options) : options_(std::move(options)) {
    if (options_.keep_data) memory_.resize(static_cast<std::size_t>(options_.capacity_bytes));
}

Result<std::unique_ptr<IoQueue>> FakeIoBackend::open_queue(const QueueOptions& options) {
    if (options_.clock == nullptr) return fail(ErrorCode::Usage, "the fake back end needs a clock");
    const std::lock_guard lock(mutex_);
    const auto id = static_cast<std::uint32_t>(depths_.size());
    depths_.push_back(options.depth);
    max_in_flight_.push_back(0);
    return std::unique_ptr<IoQueue>(std::make_unique<Queue>(*this, id, options));
}

std::vector<FakeIoBackend::Record> FakeIoBackend::records() const {
    const std::lock_guard lock(mutex_);
    return records_;
}

std::vector<std::uint32_t> FakeIoBackend::max_in_flight() const {
    const std::lock_guard lock(mutex_);
    return max_in_flight_;
}

std::vector<std::uint32_t> FakeIoBackend::depths() const {
    const std::lock_guard lock(mutex_);
    return depths_;
}

std::uint64_t FakeIoBackend::depth_violations() const {
    const std::lock_guard lock(mutex_);
    return depth_violations_;
}

std::uint64_t FakeIoBackend::contract_violations() const {
    const std::lock_guard lock(mutex_);
    return contract_violations_;
}

} // namespace ssd::bench
