#include "core/bench/data_pattern.h"

#include <algorithm>
#include <cstring>

namespace ssd::bench {

namespace {

constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

} // namespace

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

namespace {

using State = std::uint64_t[4][RandomStream::kLanes];
constexpr std::size_t kBlock = 8 * RandomStream::kLanes; // bytes per step of all lanes

#if defined(__GNUC__) && !defined(__clang__)

// All eight lanes as 64 / Width vectors of Width bytes; one step writes 64 bytes.
template <int Width>
__attribute__((always_inline)) inline void fill_lanes(State& state, std::byte* out, std::size_t size) {
    typedef std::uint64_t Vector __attribute__((vector_size(Width)));
    constexpr std::size_t kChains = 64 / Width;
    constexpr std::size_t kPerVector = Width / 8;
    constexpr std::uint64_t kShiftA = 17;
    constexpr std::uint64_t kRotate = 45;
    Vector s0[kChains], s1[kChains], s2[kChains], s3[kChains];
    for (std::size_t c = 0; c < kChains; ++c) {
        std::memcpy(&s0[c], &state[0][c * kPerVector], Width);
        std::memcpy(&s1[c], &state[1][c * kPerVector], Width);
        std::memcpy(&s2[c], &state[2][c * kPerVector], Width);
        std::memcpy(&s3[c], &state[3][c * kPerVector], Width);
    }
    auto step = [&](std::byte* destination) {
#pragma GCC unroll 4
        for (std::size_t c = 0; c < kChains; ++c) {
            const Vector result = s0[c] + s3[c];
            const Vector t = s1[c] << kShiftA;
            s2[c] ^= s0[c];
            s3[c] ^= s1[c];
            s1[c] ^= s2[c];
            s0[c] ^= s3[c];
            s2[c] ^= t;
            s3[c] = (s3[c] << kRotate) | (s3[c] >> (64 - kRotate));
            std::memcpy(destination + c * Width, &result, Width);
        }
    };
    std::size_t done = 0;
    for (; size - done >= kBlock; done += kBlock) step(out + done);
    if (done < size) {
        alignas(64) std::byte tail[kBlock];
        step(tail);
        std::memcpy(out + done, tail, size - done);
    }
    for (std::size_t c = 0; c < kChains; ++c) {
        std::memcpy(&state[0][c * kPerVector], &s0[c], Width);
        std::memcpy(&state[1][c * kPerVector], &s1[c], Width);
        std::memcpy(&state[2][c * kPerVector], &s2[c], Width);
        std::memcpy(&state[3][c * kPerVector], &s3[c], Width);
    }
}

void fill_generic(State& state, std::byte* out, std::size_t size) { fill_lanes<16>(state, out, size); }

// Not on Windows: GCC cannot keep the stack 32-byte aligned for AVX spills
// there (GCC bug 54412), so the SSE2 path serves mingw-w64 builds.
#if (defined(__x86_64__) || defined(__i386__)) && !defined(_WIN32)
#define SSD_BENCH_AVX2 1
__attribute__((target("avx2"))) void fill_avx2(State& state, std::byte* out, std::size_t size) {
    fill_lanes<32>(state, out, size);
}
#endif

using FillFunction = void (*)(State&, std::byte*, std::size_t);

FillFunction pick_fill() {
#if defined(SSD_BENCH_AVX2)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2")) return fill_avx2;
#endif
    return fill_generic;
}

#else

void fill_scalar(State& state, std::byte* out, std::size_t size) {
    std::size_t done = 0;
    std::uint64_t block[RandomStream::kLanes];
    while (done < size) {
        for (int lane = 0; lane < RandomStream::kLanes; ++lane) {
            block[lane] = state[0][lane] + state[3][lane];
            const std::uint64_t t = state[1][lane] << 17;
            state[2][lane] ^= state[0][lane];
            state[3][lane] ^= state[1][lane];
            state[1][lane] ^= state[2][lane];
            state[0][lane] ^= state[3][lane];
            state[2][lane] ^= t;
            state[3][lane] = rotl(state[3][lane], 45);
        }
        const std::size_t n = std::min(kBlock, size - done);
        std::memcpy(out + done, block, n);
        done += n;
    }
}

#endif

} // namespace

void RandomStream::fill(std::byte* out, std::size_t size) {
#if defined(__GNUC__) && !defined(__clang__)
    static const FillFunction implementation = pick_fill();
    implementation(s_, out, size);
#else
    fill_scalar(s_, out, size);
#endif
}

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
