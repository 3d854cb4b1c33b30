#include "core/bench/verify.h"

#include <cstring>
#include <vector>

namespace ssd::bench {

namespace {

constexpr std::uint64_t kMagic = 0x5946525654445353ULL; // "SSDTVRFY" in little-endian memory

struct Header {
    std::uint64_t magic;
    std::uint64_t run_id;
    std::uint64_t offset;
    std::uint32_t generation;
    std::uint32_t pattern;
};
static_assert(sizeof(Header) == kVerifyHeaderBytes);

std::uint64_t payload_seed(std::uint64_t run_id, std::uint64_t offset, std::uint32_t generation) {
    return mix64(run_id ^ mix64(offset ^ mix64(generation)));
}

void fill_payload(std::byte* payload, std::size_t size, std::uint64_t run_id, std::uint64_t offset,
                  std::uint32_t generation, DataPattern pattern) {
    RandomStream stream(payload_seed(run_id, offset, generation));
    fill_pattern(stream, pattern, payload, size);
}

std::string hex(std::uint64_t value) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string text = "0x";
    bool started = false;
    for (int shift = 60; shift >= 0; shift -= 4) {
        const auto digit = static_cast<std::size_t>((value >> shift) & 0xF);
        if (digit != 0 || started || shift == 0) {
            text += digits[digit];
            started = true;
        }
    }
    return text;
}

} // namespace

void format_verify_unit(std::byte* unit, std::size_t unit_bytes, std::uint64_t run_id, std::uint64_t offset,
                        std::uint32_t generation, DataPattern pattern) {
    const Header header{kMagic, run_id, offset, generation, static_cast<std::uint32_t>(pattern)};
    std::memcpy(unit, &header, sizeof header);
    fill_payload(unit + sizeof header, unit_bytes - sizeof header, run_id, offset, generation, pattern);
}

VerifyState::VerifyState(std::uint64_t run_id, std::uint32_t unit_bytes, std::uint64_t span_offset,
                         std::uint64_t span_bytes)
    : run_id_(run_id), unit_(unit_bytes), span_offset_(span_offset),
      generations_(static_cast<std::size_t>(span_bytes / unit_bytes), 0) {}

void VerifyState::prepare_write(std::byte* buffer, std::uint64_t offset, std::uint32_t length, DataPattern pattern) {
    for (std::uint32_t at = 0; at < length; at += unit_) {
        const std::uint64_t unit_offset = offset + at;
        const auto index = static_cast<std::size_t>((unit_offset - span_offset_) / unit_);
        const std::uint32_t generation = ++generations_[index];
        format_verify_unit(buffer + at, unit_, run_id_, unit_offset, generation, pattern);
    }
}

void VerifyState::check_read(const std::byte* buffer, std::uint64_t offset, std::uint32_t length) {
    std::vector<std::byte> expected(unit_);
    std::uint64_t checked = 0;
    for (std::uint32_t at = 0; at < length; at += unit_) {
        const std::uint64_t unit_offset = offset + at;
        const auto index = static_cast<std::size_t>((unit_offset - span_offset_) / unit_);
        const std::uint32_t want = generations_[index];
        if (want == 0) continue; // never written by this run: nothing to compare with
        ++checked;
        Header header{};
        std::memcpy(&header, buffer + at, sizeof header);
        if (header.magic != kMagic) {
            record_bad(unit_offset, "the block at offset " + std::to_string(unit_offset) +
                                        " does not hold data this benchmark wrote (no verification header)");
            continue;
        }
        if (header.run_id != run_id_) {
            record_bad(unit_offset, "the block at offset " + std::to_string(unit_offset) +
                                        " holds data of another run (" + hex(header.run_id) + ")");
            continue;
        }
        if (header.offset != unit_offset) {
            record_bad(unit_offset, "the block at offset " + std::to_string(unit_offset) +
                                        " holds data written for offset " + std::to_string(header.offset) +
                                        " (a misdirected write)");
            continue;
        }
        if (header.generation != want) {
            record_bad(unit_offset, "the block at offset " + std::to_string(unit_offset) + " holds write #" +
                                        std::to_string(header.generation) + " of that block, but write #" +
                                        std::to_string(want) + " was the last one completed (a lost write)");
            continue;
        }
        const auto pattern = static_cast<DataPattern>(header.pattern);
        if (header.pattern > static_cast<std::uint32_t>(DataPattern::Compressible)) {
            record_bad(unit_offset, "the block at offset " + std::to_string(unit_offset) + " has a damaged header");
            continue;
        }
        fill_payload(expected.data(), unit_ - kVerifyHeaderBytes, run_id_, unit_offset, want, pattern);
        if (std::memcmp(expected.data(), buffer + at + kVerifyHeaderBytes, unit_ - kVerifyHeaderBytes) != 0) {
            record_bad(unit_offset, "the block at offset " + std::to_string(unit_offset) +
                                        " reads back different from what was written (corrupted data)");
        }
    }
    units_checked_.fetch_add(checked, std::memory_order_relaxed);
    bytes_checked_.fetch_add(checked * unit_, std::memory_order_relaxed);
}

void VerifyState::record_bad(std::uint64_t offset, std::string problem) {
    bad_units_.fetch_add(1, std::memory_order_relaxed);
    const std::lock_guard lock(first_mutex_);
    if (!first_bad_offset_ || offset < *first_bad_offset_) {
        first_bad_offset_ = offset;
        first_problem_ = std::move(problem);
    }
}

VerifyOutcome VerifyState::outcome() const {
    VerifyOutcome outcome;
    outcome.bytes_checked = bytes_checked_.load();
    outcome.units_checked = units_checked_.load();
    outcome.bad_units = bad_units_.load();
    outcome.ok = outcome.bad_units == 0;
    const std::lock_guard lock(first_mutex_);
    outcome.first_bad_offset = first_bad_offset_;
    outcome.first_problem = first_problem_;
    return outcome;
}

} // namespace ssd::bench
