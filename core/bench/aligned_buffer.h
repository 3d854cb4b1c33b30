// Memory for direct I/O: the page cache is bypassed, so buffers must be
// aligned to the target's logical block size (we use at least 4 KiB).
#pragma once

#include <cstddef>

namespace ssd::bench {

class AlignedBuffer {
public:
    AlignedBuffer() = default;
    // Zero-filled. Throws std::bad_alloc like new.
    AlignedBuffer(std::size_t size, std::size_t alignment);
    ~AlignedBuffer();
    AlignedBuffer(AlignedBuffer&& other) noexcept;
    AlignedBuffer& operator=(AlignedBuffer&& other) noexcept;
    AlignedBuffer(const AlignedBuffer&) = delete;
    AlignedBuffer& operator=(const AlignedBuffer&) = delete;

    std::byte* data() { return data_; }
    const std::byte* data() const { return data_; }
    std::size_t size() const { return size_; }

    // Gives the memory up without freeing it: used when the kernel might still
    // write into it (I/O that could not be drained after a failure). Leaking a
    // few MiB beats a use-after-free.
    void abandon();

private:
    std::byte* data_ = nullptr;
    std::size_t size_ = 0;
    std::size_t alignment_ = 0;
    void release();
};

} // namespace ssd::bench
