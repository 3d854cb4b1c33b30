#include "core/bench/data_pattern.h"

#include <algorithm>
#include <cstring>

namespace ssd::bench {

namespace {

constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

} // namespace

std::string_view data_pattern_name(DataPattern pattern) {
    switch (pattern) {
    case DataPattern::Random: return "random";
    case DataPattern::Zeros: return "zeros";
    case DataPattern::Compressible: return "compressible";
    }
    return "random";
}

std::optional<DataPattern> parse_data_pattern(std::string_view name) {
    if (name == "random") return DataPattern::Random;
    if (name == "zeros") return DataPattern::Zeros;
    if (name == "compressible") return DataPattern::Compressible;
    return std::nullopt;
}

std::uint64_t mix64(std::uint64_t value) {
    value += 0x9e3779b97f4a7c15ULL;
    value = (value ^ (value >> 30)) * 0xbf58476d1ce4e5b9ULL;
    value = (value ^ (value >> 27)) * 0x94d049bb133111ebULL;
    return value ^ (value >> 31);
}

Rng::Rng(std::uint64_t seed) {
    for (auto& word : s_) {
        seed = mix64(seed);
        word = seed;
    }
}

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

std::uint64_t Rng::below(std::uint64_t bound) {
    // Rejection keeps the distribution exactly uniform.
    const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
    std::uint64_t value = next();
    while (value >= limit) value = next();
    return value % bound;
}

RandomStream::RandomStream(std::uint64_t seed) {
    for (auto& word : s_) {
        for (auto& lane : word) {
            seed = mix64(seed);
            lane = seed;
        }
    }
}

#if defined(__GNUC__)

namespace {
// Two 64-bit lanes per vector; gcc and clang map it to SSE2/NEON registers.
typedef std::uint64_t Lanes2 __attribute__((vector_size(16)));
} // namespace

void RandomStream::fill(std::byte* out, std::size_t size) {
    Lanes2 a0, a1, a2, a3, b0, b1, b2, b3; // lanes 0-1 and 2-3 of words 0..3
    std::memcpy(&a0, &s_[0][0], 16);
    std::memcpy(&a1, &s_[1][0], 16);
    std::memcpy(&a2, &s_[2][0], 16);
    std::memcpy(&a3, &s_[3][0], 16);
    std::memcpy(&b0, &s_[0][2], 16);
    std::memcpy(&b1, &s_[1][2], 16);
    std::memcpy(&b2, &s_[2][2], 16);
    std::memcpy(&b3, &s_[3][2], 16);
    std::size_t done = 0;
    alignas(16) unsigned char tail[32];
    while (done < size) {
        const Lanes2 ra = a0 + a3;
        const Lanes2 rb = b0 + b3;
        const Lanes2 ta = a1 << 17;
        const Lanes2 tb = b1 << 17;
        a2 ^= a0;
        b2 ^= b0;
        a3 ^= a1;
        b3 ^= b1;
        a1 ^= a2;
        b1 ^= b2;
        a0 ^= a3;
        b0 ^= b3;
        a2 ^= ta;
        b2 ^= tb;
        a3 = (a3 << 45) | (a3 >> 19);
        b3 = (b3 << 45) | (b3 >> 19);
        if (size - done >= 32) {
            std::memcpy(out + done, &ra, 16);
            std::memcpy(out + done + 16, &rb, 16);
            done += 32;
        } else {
            std::memcpy(tail, &ra, 16);
            std::memcpy(tail + 16, &rb, 16);
            std::memcpy(out + done, tail, size - done);
            done = size;
        }
    }
    std::memcpy(&s_[0][0], &a0, 16);
    std::memcpy(&s_[1][0], &a1, 16);
    std::memcpy(&s_[2][0], &a2, 16);
    std::memcpy(&s_[3][0], &a3, 16);
    std::memcpy(&s_[0][2], &b0, 16);
    std::memcpy(&s_[1][2], &b1, 16);
    std::memcpy(&s_[2][2], &b2, 16);
    std::memcpy(&s_[3][2], &b3, 16);
}

#else

void RandomStream::fill(std::byte* out, std::size_t size) {
    std::uint64_t s0[4], s1[4], s2[4], s3[4];
    for (int lane = 0; lane < 4; ++lane) {
        s0[lane] = s_[0][lane];
        s1[lane] = s_[1][lane];
        s2[lane] = s_[2][lane];
        s3[lane] = s_[3][lane];
    }
    std::size_t done = 0;
    std::uint64_t block[4];
    while (done < size) {
        for (int lane = 0; lane < 4; ++lane) {
            block[lane] = s0[lane] + s3[lane];
            const std::uint64_t t = s1[lane] << 17;
            s2[lane] ^= s0[lane];
            s3[lane] ^= s1[lane];
            s1[lane] ^= s2[lane];
            s0[lane] ^= s3[lane];
            s2[lane] ^= t;
            s3[lane] = rotl(s3[lane], 45);
        }
        const std::size_t n = std::min<std::size_t>(32, size - done);
        std::memcpy(out + done, block, n);
        done += n;
    }
    for (int lane = 0; lane < 4; ++lane) {
        s_[0][lane] = s0[lane];
        s_[1][lane] = s1[lane];
        s_[2][lane] = s2[lane];
        s_[3][lane] = s3[lane];
    }
}

#endif

void fill_pattern(RandomStream& stream, DataPattern pattern, std::byte* out, std::size_t size) {
    switch (pattern) {
    case DataPattern::Random:
        stream.fill(out, size);
        return;
    case DataPattern::Zeros:
        std::memset(out, 0, size);
        return;
    case DataPattern::Compressible:
        for (std::size_t at = 0; at < size; at += kCompressibleChunk) {
            const std::size_t chunk = std::min(kCompressibleChunk, size - at);
            const std::size_t random_part = chunk / 2;
            stream.fill(out + at, random_part);
            std::memset(out + at + random_part, 0, chunk - random_part);
        }
        return;
    }
}

} // namespace ssd::bench
