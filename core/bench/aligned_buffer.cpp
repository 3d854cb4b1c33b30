#include "core/bench/aligned_buffer.h"

#include <algorithm>
#include <cstring>
#include <new>
#include <utility>

namespace ssd::bench {

namespace {

std::size_t allocation_alignment(std::size_t size, std::size_t alignment) {
    return size >= kHugePageBytes ? std::max(alignment, kHugePageBytes) : alignment;
}

std::size_t allocation_size(std::size_t size) {
    return size >= kHugePageBytes ? (size + kHugePageBytes - 1) / kHugePageBytes * kHugePageBytes : size;
}

} // namespace

AlignedBuffer::AlignedBuffer(std::size_t size, std::size_t alignment)
    : data_(static_cast<std::byte*>(
          ::operator new(allocation_size(size), std::align_val_t{allocation_alignment(size, alignment)}))),
      size_(size), alignment_(allocation_alignment(size, alignment)) {
    std::memset(data_, 0, allocation_size(size));
}

AlignedBuffer::~AlignedBuffer() { release(); }

AlignedBuffer::AlignedBuffer(AlignedBuffer&& other) noexcept
    : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)),
      alignment_(std::exchange(other.alignment_, 0)) {}

AlignedBuffer& AlignedBuffer::operator=(AlignedBuffer&& other) noexcept {
    if (this != &other) {
        release();
        data_ = std::exchange(other.data_, nullptr);
        size_ = std::exchange(other.size_, 0);
        alignment_ = std::exchange(other.alignment_, 0);
    }
    return *this;
}

void AlignedBuffer::abandon() {
    data_ = nullptr;
    size_ = 0;
}

void AlignedBuffer::release() {
    if (data_ != nullptr) {
        ::operator delete(data_, std::align_val_t{alignment_});
        data_ = nullptr;
    }
}

} // namespace ssd::bench
