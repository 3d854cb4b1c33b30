#include "core/bench/latency_histogram.h"

#include <bit>
#include <cmath>

namespace ssd::bench {

std::size_t LatencyHistogram::bucket_index(std::uint64_t nanoseconds) {
    constexpr std::uint64_t exact_limit = std::uint64_t{1} << kExactBelowBits;
    if (nanoseconds < exact_limit) {
        return static_cast<std::size_t>(nanoseconds);
    }
    int msb = 63 - std::countl_zero(nanoseconds);
    if (msb >= kMaxBits) {
        return kBucketCount - 1;
    }
    const int shift = msb - kSubBucketBits;
    const auto mantissa = static_cast<std::size_t>(nanoseconds >> shift) - (std::size_t{1} << kSubBucketBits);
    return static_cast<std::size_t>(exact_limit) +
           static_cast<std::size_t>(msb - kExactBelowBits) * (std::size_t{1} << kSubBucketBits) + mantissa;
}

void LatencyHistogram::merge(const LatencyHistogram& other) {
    for (std::size_t i = 0; i < kBucketCount; ++i) {
        buckets_[i].count += other.buckets_[i].count;
        buckets_[i].sum += other.buckets_[i].sum;
    }
    count_ += other.count_;
    sum_ += other.sum_;
    if (other.max_ > max_) max_ = other.max_;
    if (other.min_ < min_) min_ = other.min_;
}

double LatencyHistogram::mean() const {
    return count_ == 0 ? 0.0 : static_cast<double>(sum_) / static_cast<double>(count_);
}

double LatencyHistogram::percentile(double p) const {
    if (count_ == 0) return 0.0;
    // p * count / 100, rounded up; the tiny slack keeps 99.9 % of 1000 at 999
    // although 99.9 has no exact binary form.
    const double exact = p * static_cast<double>(count_) / 100.0;
    auto rank = static_cast<std::uint64_t>(std::ceil(exact - exact * 1e-12));
    if (rank < 1) rank = 1;
    if (rank > count_) rank = count_;
    std::uint64_t seen = 0;
    for (const auto& bucket : buckets_) {
        seen += bucket.count;
        if (seen >= rank) {
            return static_cast<double>(bucket.sum) / static_cast<double>(bucket.count);
        }
    }
    return static_cast<double>(max_);
}

} // namespace ssd::bench
