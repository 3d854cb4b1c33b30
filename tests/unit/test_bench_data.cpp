#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cmath>
#include <cstring>
#include <set>
#include <string>
#include <vector>

#include "core/bench/data_pattern.h"
#include "core/bench/write_pool.h"

namespace ssd::bench {
namespace {

std::vector<std::byte> generate(DataPattern pattern, std::size_t size, std::uint64_t seed = 42) {
    RandomStream stream(seed);
    std::vector<std::byte> buffer(size);
    fill_pattern(stream, pattern, buffer.data(), buffer.size());
    return buffer;
}

// Shannon entropy of the byte values, bits per byte.
double entropy(const std::byte* data, std::size_t size) {
    std::array<std::size_t, 256> counts{};
    for (std::size_t i = 0; i < size; ++i) ++counts[static_cast<unsigned char>(data[i])];
    double bits = 0.0;
    for (const auto count : counts) {
        if (count == 0) continue;
        const double p = static_cast<double>(count) / static_cast<double>(size);
        bits -= p * std::log2(p);
    }
    return bits;
}

// A simple compressor's estimate: runs of 8+ zero bytes cost 4 bytes; other
// bytes cost their order-0 entropy. Ratio = original / estimated size.
double compression_ratio(const std::vector<std::byte>& data) {
    std::vector<std::byte> literals;
    std::size_t runs = 0;
    for (std::size_t i = 0; i < data.size();) {
        std::size_t j = i;
        while (j < data.size() && data[j] == std::byte{0}) ++j;
        if (j - i >= 8) {
            ++runs;
            i = j;
        } else {
            literals.push_back(data[i]);
            ++i;
        }
    }
    const double literal_bytes =
        literals.empty() ? 0.0 : static_cast<double>(literals.size()) * entropy(literals.data(), literals.size()) / 8.0;
    return static_cast<double>(data.size()) / (literal_bytes + 4.0 * static_cast<double>(runs));
}

TEST(BenchData, RandomBuffersDifferAndNeverRepeatASector) {
    RandomStream stream(7);
    std::set<std::string> buffers, sectors;
    std::vector<std::byte> buffer(4096);
    for (int i = 0; i < 512; ++i) {
        fill_pattern(stream, DataPattern::Random, buffer.data(), buffer.size());
        const std::string bytes(reinterpret_cast<const char*>(buffer.data()), buffer.size());
        EXPECT_TRUE(buffers.insert(bytes).second) << "buffer " << i << " repeats";
        for (std::size_t at = 0; at < bytes.size(); at += 512) {
            EXPECT_TRUE(sectors.insert(bytes.substr(at, 512)).second) << "a 512-byte sector repeats";
        }
    }
}

TEST(BenchData, RandomIsIncompressible) {
    const auto data = generate(DataPattern::Random, 1 << 20);
    EXPECT_GT(entropy(data.data(), data.size()), 7.99);
    EXPECT_LT(compression_ratio(data), 1.01);
}

TEST(BenchData, ZerosAreZeros) {
    auto data = generate(DataPattern::Zeros, 1 << 16);
    for (const auto b : data) ASSERT_EQ(b, std::byte{0});
    // Also when the buffer held something before.
    RandomStream stream(1);
    stream.fill(data.data(), data.size());
    fill_pattern(stream, DataPattern::Zeros, data.data(), data.size());
    for (const auto b : data) ASSERT_EQ(b, std::byte{0});
}

TEST(BenchData, CompressibleIsAboutTwoToOne) {
    const auto data = generate(DataPattern::Compressible, 1 << 20);
    const double ratio = compression_ratio(data);
    EXPECT_GT(ratio, 1.9);
    EXPECT_LT(ratio, 2.1);
    // Still fresh: the random halves of consecutive buffers differ.
    RandomStream stream(3);
    std::vector<std::byte> a(4096), b(4096);
    fill_pattern(stream, DataPattern::Compressible, a.data(), a.size());
    fill_pattern(stream, DataPattern::Compressible, b.data(), b.size());
    EXPECT_NE(std::memcmp(a.data(), b.data(), 256), 0);
}

TEST(BenchData, SameSeedSameBytesDifferentSeedDifferentBytes) {
    EXPECT_EQ(generate(DataPattern::Random, 4096, 5), generate(DataPattern::Random, 4096, 5));
    EXPECT_NE(generate(DataPattern::Random, 4096, 5), generate(DataPattern::Random, 4096, 6));
}

// One xoshiro256+ step (Blackman and Vigna) on one generator's four words,
// written as the new state from the old one rather than as the in-place
// updates the implementation makes: an independent reading of the same step.
std::uint64_t xoshiro256plus_next(std::array<std::uint64_t, 4>& s) {
    const auto [a, b, c, d] = s;
    const std::uint64_t c_then = c ^ a;
    const std::uint64_t d_then = d ^ b;
    s = {a ^ d_then, b ^ c_then, c_then ^ (b << 17), std::rotl(d_then, 45)};
    return a + d;
}

// The documented generator: xoshiro256+ in eight lanes seeded by
// splitmix64, lanes 0..7 per 64 bytes. Every build (AVX2, SSE2, plain) must
// produce exactly this: verification depends on reproducible bytes.
TEST(BenchData, StreamMatchesTheScalarReference) {
    constexpr std::size_t lanes = 8;
    // Seeded word by word: word 0 of lanes 0..7, then word 1 of each, ...
    std::array<std::array<std::uint64_t, 4>, lanes> generator{};
    std::uint64_t seed = 99;
    for (std::size_t word = 0; word < 4; ++word) {
        for (auto& lane : generator) {
            seed = mix64(seed);
            lane[word] = seed;
        }
    }
    std::vector<std::byte> expected(1000);
    for (std::size_t at = 0; at < expected.size(); at += 8 * lanes) {
        std::array<std::uint64_t, lanes> block{};
        for (std::size_t lane = 0; lane < lanes; ++lane) block[lane] = xoshiro256plus_next(generator[lane]);
        std::memcpy(expected.data() + at, block.data(), std::min<std::size_t>(8 * lanes, expected.size() - at));
    }
    RandomStream whole(99);
    std::vector<std::byte> one_piece(1000);
    whole.fill(one_piece.data(), one_piece.size());
    EXPECT_EQ(one_piece, expected);
    // In pieces that end on block boundaries, the stream continues seamlessly.
    RandomStream pieces(99);
    std::vector<std::byte> two_pieces(1000);
    pieces.fill(two_pieces.data(), 512);
    pieces.fill(two_pieces.data() + 512, 488);
    EXPECT_EQ(two_pieces, expected);
}

TEST(BenchData, RngBelowStaysInRange) {
    Rng rng(1);
    std::array<int, 10> seen{};
    for (int i = 0; i < 10000; ++i) {
        const auto v = rng.below(10);
        ASSERT_LT(v, 10U);
        ++seen[v];
    }
    for (const auto count : seen) EXPECT_GT(count, 800);
}

TEST(BenchData, PatternNames) {
    EXPECT_EQ(parse_data_pattern("random"), DataPattern::Random);
    EXPECT_EQ(parse_data_pattern("zeros"), DataPattern::Zeros);
    EXPECT_EQ(parse_data_pattern("compressible"), DataPattern::Compressible);
    EXPECT_FALSE(parse_data_pattern("ones"));
    EXPECT_EQ(data_pattern_name(DataPattern::Compressible), "compressible");
}

// --- the write pool --------------------------------------------------------------

std::string bytes_of(WritePool& pool, std::size_t index, std::size_t length) {
    return std::string(reinterpret_cast<const char*>(pool.buffer(index)), length);
}

// The bytes with every sector's stamp (its first 8 bytes) blanked: the pool's own random part.
std::string without_stamps(std::string bytes) {
    for (std::size_t at = 0; at < bytes.size(); at += kStampInterval) std::fill_n(bytes.begin() + static_cast<std::ptrdiff_t>(at), 8, '\0');
    return bytes;
}

TEST(BenchWritePool, HoldsItsShareOfTheRandomDataAndAtLeastTheQueueDepth) {
    EXPECT_EQ(kWritePoolBytes, std::size_t{4} << 20);
    EXPECT_EQ(write_pool_buffers(4096, 32, 1), 1024U);     // 4 MiB
    EXPECT_EQ(write_pool_buffers(4096, 32, 4), 256U);      // 1 MiB per thread
    EXPECT_EQ(write_pool_buffers(1 << 20, 8, 1), 8U);      // SEQ1M Q8: one per request in flight
    EXPECT_EQ(write_pool_buffers(3 << 20, 1, 1), 2U);      // rounded up
    EXPECT_EQ(write_pool_buffers(4096, 4096, 1), 4096U);   // the depth decides
}

// A queue names buffers by index: the pool's follow whatever the list held.
TEST(BenchWritePool, ItsBuffersJoinAQueuesListAfterTheOthers) {
    WritePool pool(8192, 4, DataPattern::Random, 3);
    std::vector<IoBuffer> buffers(3);
    EXPECT_EQ(pool.append_to(buffers), 3U);
    ASSERT_EQ(buffers.size(), 7U);
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(buffers[3 + i].data, pool.buffer(i));
        EXPECT_EQ(buffers[3 + i].size, 8192U);
    }
}

// Every sector written carries a stamp of its own, so none is written twice; the
// random rest of a sector comes round again only when the whole pool has been written.
TEST(BenchWritePool, NoSectorIsWrittenTwiceAndTheRandomPartRepeatsOnlyAfterThePool) {
    WritePool pool(4096, 1024, DataPattern::Random, 9);
    std::set<std::string> sectors;
    std::vector<std::string> writes;
    for (int i = 0; i < 2048; ++i) {
        const std::size_t index = pool.take(4096);
        writes.push_back(bytes_of(pool, index, 4096));
        pool.give_back(index);
        for (std::size_t at = 0; at < 4096; at += kStampInterval) {
            EXPECT_TRUE(sectors.insert(writes.back().substr(at, kStampInterval)).second) << "write " << i;
        }
    }
    std::set<std::string> random_parts;
    for (std::size_t i = 0; i < 1024; ++i) {
        for (std::size_t at = 0; at < 4096; at += kStampInterval) {
            random_parts.insert(without_stamps(writes[i].substr(at, kStampInterval)));
        }
        EXPECT_TRUE(without_stamps(writes[i + 1024]) == without_stamps(writes[i])) << i; // the pool came round
        EXPECT_FALSE(writes[i + 1024] == writes[i]) << i;
    }
    EXPECT_EQ(random_parts.size(), 1024U * 8); // within 4 MiB of writes nothing repeats
}

TEST(BenchWritePool, ABufferInUseIsNeverHandedOutOrTouched) {
    WritePool pool(4096, 8, DataPattern::Random, 4);
    std::vector<std::size_t> taken;
    for (int i = 0; i < 8; ++i) taken.push_back(pool.take(4096));
    EXPECT_EQ(std::set<std::size_t>(taken.begin(), taken.end()).size(), 8U);
    EXPECT_EQ(pool.free_buffers(), 0U);
    // Given back out of order: handed out again in the order given back.
    const std::vector<std::size_t> returned{taken[5], taken[2], taken[7], taken[0]};
    for (const auto index : returned) pool.give_back(index);
    const std::string held = bytes_of(pool, taken[1], 4096);
    for (int round = 0; round < 3; ++round) {
        for (const auto expected : returned) {
            const std::size_t index = pool.take(4096);
            EXPECT_EQ(index, expected);
            pool.give_back(index);
        }
    }
    EXPECT_EQ(bytes_of(pool, taken[1], 4096), held); // still in flight: untouched
}

TEST(BenchWritePool, OnlyTheRequestsLengthIsStamped) {
    WritePool pool(4096, 1, DataPattern::Random, 5);
    const std::string before = bytes_of(pool, 0, 4096);
    pool.give_back(pool.take(1000));
    const std::string after = bytes_of(pool, 0, 4096);
    EXPECT_NE(after.substr(0, 8), before.substr(0, 8));
    EXPECT_NE(after.substr(512, 8), before.substr(512, 8));
    EXPECT_EQ(after.substr(8, 504), before.substr(8, 504));
    EXPECT_EQ(after.substr(1024), before.substr(1024));
}

TEST(BenchWritePool, PatternsKeepTheirNature) {
    WritePool random(1 << 20, 1, DataPattern::Random, 6);
    const std::size_t r = random.take(1 << 20);
    const std::vector<std::byte> random_bytes(random.buffer(r), random.buffer(r) + (1 << 20));
    EXPECT_GT(entropy(random_bytes.data(), random_bytes.size()), 7.99);
    EXPECT_LT(compression_ratio(random_bytes), 1.01);

    WritePool zeros(65536, 2, DataPattern::Zeros, 6);
    const std::size_t z = zeros.take(65536);
    EXPECT_TRUE(std::all_of(zeros.buffer(z), zeros.buffer(z) + 65536, [](std::byte b) { return b == std::byte{0}; }));

    WritePool compressible(1 << 20, 1, DataPattern::Compressible, 6);
    const std::size_t c = compressible.take(1 << 20);
    const std::vector<std::byte> half(compressible.buffer(c), compressible.buffer(c) + (1 << 20));
    const double ratio = compression_ratio(half);
    EXPECT_GT(ratio, 1.9);
    EXPECT_LT(ratio, 2.1);
}

} // namespace
} // namespace ssd::bench
