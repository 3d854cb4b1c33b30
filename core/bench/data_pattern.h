// What the benchmark writes. Controllers that compress or deduplicate make
// repetitive data look fast, so the default is `random`: incompressible, and
// no 512-byte sector written twice in a run (the write pool stamps every
// sector afresh: write_pool.h). `zeros` and `compressible` (about 2:1) are on
// request.
#pragma once

#include "core/util/enum_table.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace ssd::bench {

enum class DataPattern { Random, Zeros, Compressible };

inline constexpr EnumTable<DataPattern, 3> kDataPatterns{{{
    {DataPattern::Random, "random", "random (incompressible)"},
    {DataPattern::Zeros, "zeros", "zeros"},
    {DataPattern::Compressible, "compressible", "compressible (about 2:1)"},
}}};
inline std::string_view data_pattern_name(DataPattern pattern) { return kDataPatterns.wire(pattern); }
inline std::optional<DataPattern> parse_data_pattern(std::string_view name) { return kDataPatterns.parse(name); }

// splitmix64: seeds generators and mixes keys (offsets, run ids) into seeds.
std::uint64_t mix64(std::uint64_t value);

// Small scalar generator for offsets and decisions (xoshiro256**).
class Rng {
public:
    explicit Rng(std::uint64_t seed);
    std::uint64_t next();
    // Uniform in [0, bound); bound > 0.
    std::uint64_t below(std::uint64_t bound);

private:
    std::uint64_t s_[4];
};

// Bulk pseudo-random bytes: xoshiro256+ in eight interleaved lanes (output:
// lane 0..7, 8 bytes each, per 64 bytes), written so the compiler keeps the
// lanes in vector registers: AVX2 where the CPU has it (about 19 GB/s per
// core), SSE2/NEON otherwise, plain code on other compilers; every path gives
// the same bytes. The stream never repeats within 2^256 outputs; not
// cryptographic. A fill that ends inside a 64-byte block discards the rest of
// that block. Same seed, same bytes (verification relies on it).
class RandomStream {
public:
    static constexpr int kLanes = 8;
    explicit RandomStream(std::uint64_t seed);
    void fill(std::byte* out, std::size_t size);

private:
    // s_[word][lane]
    alignas(64) std::uint64_t s_[4][kLanes];
};

// Bytes per chunk of the compressible pattern: the first half random, the
// second half zeros (fio's buffer_compress_percentage=50 does the same).
constexpr std::size_t kCompressibleChunk = 512;

// Fills a write buffer with the pattern; for random and compressible the
// content is fresh from `stream` on every call.
void fill_pattern(RandomStream& stream, DataPattern pattern, std::byte* out, std::size_t size);

} // namespace ssd::bench
