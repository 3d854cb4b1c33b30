// Byte sizes for people: decimal GB (what drive labels use) and binary GiB
// (what operating systems often show), side by side so neither surprises.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ssd {

// "500.1 GB (465.8 GiB)"; small sizes fall back to MB/MiB, KB/KiB, bytes.
std::string format_bytes(std::uint64_t bytes);

// The numbers format_bytes writes, for a front end that writes them in its own locale:
// 500107862016 → {500.1…, "GB", 465.8…, "GiB"}; below 1 KB the units are empty.
struct ScaledBytes {
    double decimal = 0;
    std::string_view decimal_unit;
    double binary = 0;
    std::string_view binary_unit;
};
ScaledBytes scale_bytes(std::uint64_t bytes);

// "3,584": digits in groups of three, for counts and exact byte numbers.
std::string format_count(std::uint64_t value);

// An exact binary size as people write it: "4 KiB" for 4096, "1 MiB" for
// 1048576; "3,584 bytes" when it is not a whole number of KiB.
std::string format_binary_size(std::uint64_t bytes);

// A transfer size as benchmarks name it (CrystalDiskMark, fio): "4K", "128K", "1M", "512B".
std::string block_size_label(std::uint64_t block_size);

// fio-style size argument: digits with an optional k/m/g/t suffix meaning
// KiB/MiB/GiB/TiB (case-insensitive). Returns nullopt when malformed or on overflow.
std::optional<std::uint64_t> parse_size(std::string_view text);

// a * b, or nullopt when the product does not fit in 64 bits.
std::optional<std::uint64_t> checked_multiply(std::uint64_t a, std::uint64_t b);

} // namespace ssd
