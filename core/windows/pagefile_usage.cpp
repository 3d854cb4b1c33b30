#include "core/windows/pagefile_usage.h"

#include "core/windows/byte_reader.h"

namespace ssd::windows {

Result<std::vector<PagefileUsage>> decode_pagefile_information(std::span<const std::byte> bytes,
                                                               std::uint64_t base_address, std::uint32_t page_size) {
    const ByteReader reader(bytes);
    std::vector<PagefileUsage> pagefiles;
    if (bytes.empty()) return pagefiles; // no pagefile
    std::size_t at = 0;
    for (int guard = 0; guard < 64; ++guard) {
        const auto next = reader.u32(at);
        const auto total = reader.u32(at + 4);
        const auto in_use = reader.u32(at + 8);
        const auto peak = reader.u32(at + 12);
        const auto name_length = reader.u16(at + 16);
        const auto name_address = reader.u64(at + 24);
        if (!next || !total || !in_use || !peak || !name_length || !name_address) {
            return fail(ErrorCode::InputMalformed, "SYSTEM_PAGEFILE_INFORMATION entry at byte " + std::to_string(at) +
                                                       " is cut short");
        }
        PagefileUsage usage;
        usage.total_bytes = std::uint64_t{*total} * page_size;
        usage.in_use_bytes = std::uint64_t{*in_use} * page_size;
        usage.peak_bytes = std::uint64_t{*peak} * page_size;
        if (*name_length > 0) {
            if (*name_address < base_address || *name_address - base_address >= bytes.size()) {
                return fail(ErrorCode::InputMalformed, "pagefile name points outside the buffer");
            }
            const auto name = reader.utf16_string(static_cast<std::size_t>(*name_address - base_address),
                                                  *name_length / 2U);
            if (!name) return fail(ErrorCode::InputMalformed, "pagefile name runs past the buffer");
            usage.name = *name;
            if (usage.name.rfind("\\??\\", 0) == 0) usage.name.erase(0, 4);
        }
        pagefiles.push_back(std::move(usage));
        if (*next == 0) break;
        at += *next;
    }
    return pagefiles;
}

} // namespace ssd::windows
