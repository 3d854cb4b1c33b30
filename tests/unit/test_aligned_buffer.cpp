// The benchmark's I/O buffers (core/bench/aligned_buffer.h): aligned as asked,
// and from 2 MiB on aligned to and spanning whole huge pages, so the platform
// can back a 1 MiB request with one physically contiguous page.
#include <gtest/gtest.h>

#include <cstdint>

#include "core/bench/aligned_buffer.h"

namespace ssd::bench {
namespace {

std::uintptr_t start_of(const AlignedBuffer& buffer) { return reinterpret_cast<std::uintptr_t>(buffer.data()); }

TEST(AlignedBuffer, SmallBuffersKeepTheAlignmentAsked) {
    const AlignedBuffer buffer(64 * 1024, 4096);
    EXPECT_EQ(start_of(buffer) % 4096, 0U);
    EXPECT_EQ(buffer.size(), 64U * 1024);
    EXPECT_EQ(buffer.data()[64 * 1024 - 1], std::byte{0}); // zero-filled
}

TEST(AlignedBuffer, LargeBuffersStartOnAHugePageAndKeepTheirSize) {
    for (const std::size_t size : {kHugePageBytes, kHugePageBytes + 4096, 3 * kHugePageBytes}) {
        const AlignedBuffer buffer(size, 4096);
        EXPECT_EQ(start_of(buffer) % kHugePageBytes, 0U) << size;
        EXPECT_EQ(buffer.size(), size);
        EXPECT_EQ(buffer.data()[size - 1], std::byte{0});
    }
}

} // namespace
} // namespace ssd::bench
