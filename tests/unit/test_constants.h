// Constants many test files use: sizes, times and the names of the captures most tests read.
// One definition each, so the unity builds (cmake/BuildSpeed.cmake) see no two.
#pragma once

#include <cstdint>

namespace ssd::test {

inline constexpr std::uint64_t kKiB = 1024;
inline constexpr std::uint64_t kMiB = 1024 * kKiB;
inline constexpr std::uint64_t kGiB = 1024 * kMiB;

inline constexpr std::int64_t kHour = 3600;
inline constexpr std::int64_t kDay = 24 * kHour;
// Where the history tests' samples start: 2023-11-14 22:13:20 UTC.
inline constexpr std::int64_t kSampleStart = 1'700'000'000;

// The fake benchmark back end's latencies in comparisons: one run twice as slow as the other
// (a millisecond a request: a short quick run's SEQ1M Q8 write is then 160 MiB of fresh data,
// not 1.6 GiB, to generate under the sanitizers).
inline constexpr std::int64_t kFastRequestNs = 1'000'000;
inline constexpr std::int64_t kSlowRequestNs = 2'000'000;

// Shared captures (../shared/fixtures/smart) and project fixtures many tests read.
inline constexpr const char* kSandForceCapture = "kingston_SV300S37A240G-SandForce_smartmontools-go.json";
inline constexpr const char* kPm893Capture = "samsung_MZ7L3480HCHQ-PM893-notindb_promexp.json";
inline constexpr const char* kSanitizeCryptoFwIdentify = "nvme/synthetic-id-ctrl-sanitize-crypto-fw.json";

} // namespace ssd::test
