#include "platform/linux/huge_pages.h"

#include <sys/mman.h>

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/bench/aligned_buffer.h"

#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25 // Linux 6.1; older C libraries lack the name
#endif

namespace ssd::linux_platform {

namespace {

using Range = std::pair<std::uintptr_t, std::uintptr_t>; // [begin, end)

std::vector<Range> merged_ranges(std::span<const bench::IoBuffer> buffers) {
    std::vector<Range> ranges;
    for (const auto& buffer : buffers) {
        const auto begin = reinterpret_cast<std::uintptr_t>(buffer.data);
        ranges.emplace_back(begin, begin + buffer.size);
    }
    std::sort(ranges.begin(), ranges.end());
    std::vector<Range> merged;
    for (const auto& range : ranges) {
        if (!merged.empty() && range.first <= merged.back().second) {
            merged.back().second = std::max(merged.back().second, range.second);
        } else {
            merged.push_back(range);
        }
    }
    return merged;
}

} // namespace

std::size_t back_with_huge_pages(std::span<const bench::IoBuffer> buffers) {
    constexpr std::uintptr_t huge = bench::kHugePageBytes;
    std::size_t pages = 0;
    for (const auto& [begin, end] : merged_ranges(buffers)) {
        const std::uintptr_t first = (begin + huge - 1) / huge * huge;
        const std::uintptr_t last = end / huge * huge;
        for (std::uintptr_t at = first; at < last; at += huge) {
            void* page = reinterpret_cast<void*>(at);
            // MADV_HUGEPAGE keeps khugepaged from splitting it again; MADV_COLLAPSE
            // copies the filled pages into one huge page now.
            ::madvise(page, huge, MADV_HUGEPAGE);
            if (::madvise(page, huge, MADV_COLLAPSE) == 0) ++pages;
        }
    }
    return pages;
}

} // namespace ssd::linux_platform
