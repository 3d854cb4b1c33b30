// Backing the benchmark's buffers with transparent huge pages
// (platform/linux/huge_pages.h), checked in this process's own smaps: where the
// kernel cannot collapse (before Linux 6.1, THP off) the test says it did not run.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/bench/aligned_buffer.h"
#include "platform/linux/huge_pages.h"

namespace ssd::linux_platform {
namespace {

using bench::AlignedBuffer;
using bench::IoBuffer;
using bench::kHugePageBytes;

// AnonHugePages (KiB) of the mapping in /proc/self/smaps that holds `at`.
long huge_kib_around(const void* at) {
    const auto target = reinterpret_cast<std::uintptr_t>(at);
    std::ifstream smaps("/proc/self/smaps");
    std::string line;
    bool inside = false;
    while (std::getline(smaps, line)) {
        std::uintptr_t begin = 0, end = 0;
        char dash = 0;
        std::istringstream range(line);
        if (range >> std::hex >> begin >> dash >> end && dash == '-') {
            inside = begin <= target && target < end;
            continue;
        }
        if (inside && line.rfind("AnonHugePages:", 0) == 0) return std::stol(line.substr(14));
    }
    return -1;
}

TEST(HugePages, ABufferOfTwoHugePagesIsCollapsedIntoThem) {
    AlignedBuffer buffer(2 * kHugePageBytes, 4096);
    std::memset(buffer.data(), 0x5a, buffer.size()); // filled, as the write pool's are
    const std::vector<IoBuffer> buffers{{buffer.data(), buffer.size()}};
    const std::size_t pages = back_with_huge_pages(buffers);
    if (pages == 0) GTEST_SKIP() << "this kernel collapsed no huge page (MADV_COLLAPSE: Linux 6.1); this test did not run";
    EXPECT_EQ(pages, 2U);
    EXPECT_GE(huge_kib_around(buffer.data()), 4096);
    EXPECT_EQ(buffer.data()[buffer.size() - 1], std::byte{0x5a}); // the data survives the copy
}

TEST(HugePages, AdjacentBuffersOfOneAllocationCountAsOneRange) {
    AlignedBuffer block(kHugePageBytes, 4096);
    std::memset(block.data(), 1, block.size());
    // Two 1 MiB buffers side by side: neither alone covers a huge page, together they do.
    const std::vector<IoBuffer> halves{{block.data() + kHugePageBytes / 2, kHugePageBytes / 2},
                                       {block.data(), kHugePageBytes / 2}};
    const std::size_t pages = back_with_huge_pages(halves);
    if (pages == 0) GTEST_SKIP() << "this kernel collapsed no huge page (MADV_COLLAPSE: Linux 6.1); this test did not run";
    EXPECT_EQ(pages, 1U);
    // Half a huge page alone is never collapsed.
    AlignedBuffer other(kHugePageBytes, 4096);
    EXPECT_EQ(back_with_huge_pages(std::vector<IoBuffer>{{other.data(), kHugePageBytes / 2}}), 0U);
}

} // namespace
} // namespace ssd::linux_platform
