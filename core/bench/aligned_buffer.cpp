#include "core/bench/aligned_buffer.h"

#include <cstring>
#include <new>
#include <utility>

namespace ssd::bench {

AlignedBuffer::AlignedBuffer(std::size_t size, std::size_t alignment)
    : data_(static_cast<std::byte*>(::operator new(size, std::align_val_t{alignment}))), size_(size),
      alignment_(alignment) {
    std::memset(data_, 0, size_);
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
