// Backing a benchmark's I/O buffers with transparent huge pages.
//
// A buffer made of 4 KiB pages is as many segments for the device as it has
// pages, unless the pages happen to be physically adjacent; a virtio disk that
// takes 254 segments per request splits every 1 MiB request of such a buffer
// in two (measured: ssdtool's SEQ1M writes reached vda as 512 KiB requests on
// average, fio's as 1024 KiB). In a huge page a 1 MiB buffer is contiguous.
// The buffers are allocated, filled and then collapsed (MADV_COLLAPSE, Linux
// 6.1: works whatever /sys/kernel/mm/transparent_hugepage/enabled says), before
// io_uring pins them; where the kernel cannot, they stay as they were.
#pragma once

#include <cstddef>
#include <span>

#include "core/bench/io_backend.h"

namespace ssd::linux_platform {

// Collapses every whole, aligned huge page (bench::kHugePageBytes) that the
// buffers cover together (adjacent buffers of one allocation count as one
// range) into a transparent huge page. Returns how many huge pages now back
// them; 0 where the kernel or its configuration does not allow it.
std::size_t back_with_huge_pages(std::span<const bench::IoBuffer> buffers);

} // namespace ssd::linux_platform
