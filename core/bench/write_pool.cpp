#include "core/bench/write_pool.h"

#include <algorithm>
#include <cassert>
#include <cstring>

namespace ssd::bench {

namespace {

constexpr std::size_t kPoolAlignment = 4096;

} // namespace

std::size_t write_pool_buffers(std::size_t buffer_bytes, std::uint32_t queue_depth, std::uint32_t threads) {
    const std::size_t share = kWritePoolBytes / std::max<std::uint32_t>(threads, 1);
    const std::size_t for_share = (share + buffer_bytes - 1) / std::max<std::size_t>(buffer_bytes, 1);
    return std::max<std::size_t>({for_share, queue_depth, 1});
}

WritePool::WritePool(std::size_t buffer_bytes, std::size_t buffers, DataPattern pattern, std::uint64_t seed)
    : memory_(buffer_bytes * buffers, kPoolAlignment), buffer_bytes_(buffer_bytes), pattern_(pattern),
      stamp_key_(mix64(seed ^ 0x7374616d70ULL)), free_(buffers) {
    RandomStream stream(mix64(seed));
    fill_pattern(stream, pattern, memory_.data(), memory_.size());
    for (std::size_t i = 0; i < buffers; ++i) free_[i] = i;
    free_count_ = buffers;
}

std::uint32_t WritePool::append_to(std::vector<IoBuffer>& buffers) {
    const auto first = static_cast<std::uint32_t>(buffers.size());
    for (std::size_t i = 0; i < size(); ++i) buffers.push_back(IoBuffer{buffer(i), buffer_bytes_});
    return first;
}

std::size_t WritePool::take(std::size_t length) {
    assert(free_count_ > 0 && length <= buffer_bytes_);
    const std::size_t index = free_[head_];
    head_ = (head_ + 1) % free_.size();
    --free_count_;
    stamp(buffer(index), length);
    return index;
}

void WritePool::give_back(std::size_t index) {
    assert(free_count_ < free_.size());
    free_[(head_ + free_count_) % free_.size()] = index;
    ++free_count_;
}

void WritePool::stamp(std::byte* data, std::size_t length) {
    if (pattern_ == DataPattern::Zeros) return;
    for (std::size_t at = 0; at + sizeof(std::uint64_t) <= length; at += kStampInterval) {
        const std::uint64_t value = mix64(stamp_key_ + stamps_++);
        std::memcpy(data + at, &value, sizeof value);
    }
}

} // namespace ssd::bench
