// Memory for direct I/O: the page cache is bypassed, so buffers must be
// aligned to the target's logical block size (we use at least 4 KiB).
#pragma once

#include <cstddef>

namespace ssd::bench {

// The usual transparent huge page (x86-64, arm64 with 4 KiB pages). Buffers of
// at least this size start on such a boundary and span whole ones, so the
// platform can back them with huge pages (platform/linux/huge_pages.h): a
// 1 MiB request then lies in physically contiguous memory, one segment for the
// device instead of 256 pages that a queue limited to 254 segments splits.
inline constexpr std::size_t kHugePageBytes = std::size_t{2} << 20;
// The usual small page: a request of at most this size is one segment already.
inline constexpr std::size_t kSmallPageBytes = 4096;

class AlignedBuffer {
public:
    AlignedBuffer() = default;
    // Zero-filled. Throws std::bad_alloc like new. From kHugePageBytes on,
    // aligned to it and rounded up to a multiple of it (size() is as asked).
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
