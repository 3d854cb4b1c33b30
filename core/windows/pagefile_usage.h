// Pagefile usage as NtQuerySystemInformation(SystemPageFileInformation)
// reports it: a chain of SYSTEM_PAGEFILE_INFORMATION entries, 64-bit layout:
// ULONG NextEntryOffset (0), ULONG TotalSize (4, pages), ULONG TotalInUse
// (8, pages), ULONG PeakUsage (12, pages), UNICODE_STRING PageFileName (16:
// USHORT Length, USHORT MaximumLength, 4 bytes padding, PWSTR Buffer at 24).
// The name's buffer points into the same output buffer, so decoding needs
// the address the buffer had (`base_address`).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/util/error.h"

namespace ssd::windows {

struct PagefileUsage {
    std::string name;              // "C:\pagefile.sys" (the "\??\" prefix removed)
    std::uint64_t total_bytes = 0;
    std::uint64_t in_use_bytes = 0;
    std::uint64_t peak_bytes = 0;
};

Result<std::vector<PagefileUsage>> decode_pagefile_information(std::span<const std::byte> bytes,
                                                               std::uint64_t base_address, std::uint32_t page_size);

} // namespace ssd::windows
