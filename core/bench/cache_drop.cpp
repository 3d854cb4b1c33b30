#include "core/bench/cache_drop.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <queue>
#include <vector>

#include "core/util/median.h"
#include "core/util/text_columns.h"

namespace ssd::bench {

namespace {

double median_range(const std::vector<double>& x, std::size_t begin, std::size_t end) {
    return median_of(std::vector<double>(x.begin() + static_cast<std::ptrdiff_t>(begin),
                                         x.begin() + static_cast<std::ptrdiff_t>(end)));
}

// out[d] = median of x[0, d) for d = 1..n (two heaps: O(n log n), so the
// live analysis, run once a second, stays cheap over an hour-long run).
std::vector<double> prefix_medians(const std::vector<double>& x) {
    std::priority_queue<double> low;
    std::priority_queue<double, std::vector<double>, std::greater<>> high;
    std::vector<double> out(x.size() + 1, 0.0);
    for (std::size_t i = 0; i < x.size(); ++i) {
        if (low.empty() || x[i] <= low.top()) {
            low.push(x[i]);
        } else {
            high.push(x[i]);
        }
        if (low.size() > high.size() + 1) {
            high.push(low.top());
            low.pop();
        } else if (high.size() > low.size()) {
            low.push(high.top());
            high.pop();
        }
        out[i + 1] = low.size() > high.size() ? low.top() : (low.top() + high.top()) / 2.0;
    }
    return out;
}

std::string seconds_label(std::size_t seconds) { return std::to_string(seconds) + " s"; }

// The split of x[lo, hi) into a `before` and an `after` level with the least
// absolute error: the second the speed fell, to the sample.
std::size_t step_point(const std::vector<double>& x, std::size_t lo, std::size_t hi, std::size_t first,
                       double before, double after) {
    std::size_t best = std::max(lo, first);
    double best_cost = std::numeric_limits<double>::infinity();
    for (std::size_t split = std::max(lo, first); split < hi; ++split) {
        double cost = 0.0;
        for (std::size_t i = lo; i < hi; ++i) cost += std::fabs(x[i] - (i < split ? before : after));
        if (cost < best_cost) {
            best_cost = cost;
            best = split;
        }
    }
    return best;
}

} // namespace

CacheDrop detect_cache_drop(std::span<const Sample> samples, const CacheDropOptions& options) {
    CacheDrop result;
    const std::size_t n = samples.size();
    const std::size_t window = std::max<std::size_t>(options.window, 1);
    const std::size_t confirm = std::max<std::size_t>(options.confirm, 1);
    const std::size_t settle = std::max(options.settle, window);
    const std::size_t min_before = std::max<std::size_t>(options.min_before, 1);
    std::vector<double> x(n);
    std::vector<double> start(n);
    std::vector<double> bytes_until(n + 1, 0.0); // bytes written in samples [0, i)
    for (std::size_t i = 0; i < n; ++i) {
        x[i] = std::max(samples[i].mb_per_s, 0.0);
        start[i] = i == 0 ? 0.0 : samples[i - 1].t;
        bytes_until[i + 1] = bytes_until[i] + x[i] * std::max(samples[i].t - start[i], 0.0) * 1e6;
    }
    // MB/s over samples [from, to): bytes over time, what the drive really
    // delivered there (the medians find the drop; rates are what is reported).
    auto rate = [&](std::size_t from, std::size_t to) {
        const double seconds = (to == 0 ? 0.0 : samples[to - 1].t) - start[from];
        return seconds > 0.0 ? (bytes_until[to] - bytes_until[from]) / seconds / 1e6 : 0.0;
    };
    const auto prefix = prefix_medians(x);
    result.before_mb_per_s = n == 0 ? 0.0 : rate(0, n);
    if (n < min_before + confirm) {
        result.no_drop_reason = "the curve is too short (" + seconds_label(n) + "): a drop needs " +
                                seconds_label(min_before) + " before it and " + seconds_label(confirm) +
                                " after it to be told from a dip";
        return result;
    }

    std::optional<std::size_t> found;
    double lowest = std::numeric_limits<double>::infinity();
    for (std::size_t d = min_before; d + confirm <= n; ++d) {
        const double ahead = median_range(x, d, d + confirm);
        lowest = std::min(lowest, ahead);
        if (ahead < options.drop_ratio * prefix[d]) {
            found = d;
            break;
        }
    }
    if (!found) {
        result.no_drop_reason = "the speed never fell below " + fixed(options.drop_ratio * 100.0, 0) +
                                " % of the speed before it (median " + fixed(prefix[n], 1) + " MB/s, lowest " +
                                seconds_label(confirm) + " median " + fixed(lowest, 1) + " MB/s)";
        return result;
    }

    const std::size_t d = *found;
    const double after_level = median_range(x, d, d + confirm);
    const std::size_t s = step_point(x, d > confirm ? d - confirm : 0, std::min(n, d + confirm), min_before,
                                     prefix[d], after_level);
    result.dropped = true;
    result.phase = CachePhase::AfterDrop;
    result.drop_index = s;
    result.drop_at_seconds = start[s];
    result.bytes_before_drop = static_cast<std::uint64_t>(bytes_until[s]);
    result.before_mb_per_s = rate(0, s);
    result.after_mb_per_s = rate(s, n);

    // Settled: a stretch after the drop whose rolling `window` rates stay
    // flat. Rates, not medians, here: a slow drive's seconds alternate
    // between whole numbers of blocks (2 or 3 MiB in a second at 2.5 MiB/s),
    // which a median keeps and a rate over a few seconds averages out.
    std::vector<double> rolling(n, 0.0);
    for (std::size_t j = s; j + window <= n; ++j) rolling[j] = rate(j, j + window);
    for (std::size_t e = s; e + settle <= n; ++e) {
        const double level = rate(e, e + settle);
        bool flat = level > 0.0;
        for (std::size_t j = e; flat && j + window <= e + settle; ++j) {
            flat = std::fabs(rolling[j] - level) <= options.settle_tolerance * level;
        }
        if (flat) {
            result.phase = CachePhase::Settled;
            result.settled_at_seconds = start[e];
            result.settle_seen_at_seconds = samples[e + settle - 1].t;
            result.after_mb_per_s = rate(e, n);
            break;
        }
    }
    return result;
}

SustainedResult analyse_sustained(const JobResult& result, bool settled_early, const CacheDropOptions& options) {
    SustainedResult sustained;
    sustained.job = result.job.name;
    sustained.drop = detect_cache_drop(result.samples, options);
    sustained.bytes_written = result.bytes;
    sustained.seconds = result.seconds;
    sustained.limit_seconds = result.job.seconds;
    sustained.limit_bytes = result.job.bytes;
    sustained.options = options;
    if (settled_early) {
        sustained.stopped_because = SustainedStop::Settled;
    } else if (result.job.bytes != 0 && result.bytes >= result.job.bytes) {
        sustained.stopped_because = SustainedStop::ByteLimit;
    } else {
        sustained.stopped_because = SustainedStop::TimeLimit;
    }
    return sustained;
}

} // namespace ssd::bench
