// Per-I/O latency, HdrHistogram style: values below 128 ns are exact, above
// that 64 buckets per power of two (at most 1.6 % apart). Each bucket keeps
// its count and the sum of its values, so a percentile is the mean of the
// values in its bucket: exact whenever a bucket holds one distinct value
// (synthetic latencies in tests), within the bucket's width otherwise.
// Mean, min and max are exact. Threads keep their own and merge at the end.
#pragma once

#include <array>
#include <cstdint>

namespace ssd::bench {

class LatencyHistogram {
public:
    static constexpr int kExactBelowBits = 7;  // 0..127 ns: one bucket per value
    static constexpr int kSubBucketBits = 6;   // 64 buckets per power of two
    static constexpr int kMaxBits = 41;        // up to 2^41 ns (36 minutes); above: last bucket
    static constexpr std::size_t kBucketCount =
        (std::size_t{1} << kExactBelowBits) + std::size_t{kMaxBits - kExactBelowBits} * (std::size_t{1} << kSubBucketBits);

    void record(std::uint64_t nanoseconds) {
        auto& bucket = buckets_[bucket_index(nanoseconds)];
        ++bucket.count;
        bucket.sum += nanoseconds;
        ++count_;
        sum_ += nanoseconds;
        if (nanoseconds > max_) max_ = nanoseconds;
        if (nanoseconds < min_) min_ = nanoseconds;
    }
    void merge(const LatencyHistogram& other);

    std::uint64_t count() const { return count_; }
    // All in nanoseconds; 0 when empty.
    double mean() const;
    std::uint64_t min() const { return count_ == 0 ? 0 : min_; }
    std::uint64_t max() const { return max_; }
    // Nearest-rank percentile (0 < p <= 100).
    double percentile(double p) const;

    static std::size_t bucket_index(std::uint64_t nanoseconds);

private:
    struct Bucket {
        std::uint64_t count = 0;
        std::uint64_t sum = 0;
    };
    std::array<Bucket, kBucketCount> buckets_{};
    std::uint64_t count_ = 0;
    std::uint64_t sum_ = 0;
    std::uint64_t max_ = 0;
    std::uint64_t min_ = ~std::uint64_t{0};
};

} // namespace ssd::bench
