#include "core/bench/sustained_report.h"

#include <cmath>

#include "core/util/json_util.h"
#include "core/util/rounding.h"
#include "core/util/text_columns.h"
#include "core/util/units.h"

namespace ssd::bench {

namespace {

nlohmann::json number_if(bool known, double value) {
    return known ? nlohmann::json(round_decimals(value, 3)) : nlohmann::json(nullptr);
}

constexpr double kCurveStep = 5.0; // seconds per averaged point of the text curve

std::string curve_text(std::span<const Sample> samples) {
    std::string text;
    double begin = 0.0;
    double bytes = 0.0;
    double previous = 0.0;
    int on_line = 0;
    auto flush = [&](double end) {
        if (end <= begin) return;
        text += "  " + fixed(begin, 0) + "-" + fixed(end, 0) + " s " +
                fixed(bytes / (end - begin) / 1e6, 0);
        if (++on_line == 6) {
            text += "\n";
            on_line = 0;
        }
        begin = end;
        bytes = 0.0;
    };
    for (const auto& sample : samples) {
        bytes += sample.mb_per_s * 1e6 * (sample.t - previous);
        previous = sample.t;
        if (sample.t >= begin + kCurveStep - 1e-9) flush(sample.t);
    }
    flush(previous);
    if (on_line != 0) text += "\n";
    return text;
}

} // namespace

nlohmann::json sustained_to_json(const SustainedResult& sustained) {
    const CacheDrop& drop = sustained.drop;
    const CacheDropOptions& options = sustained.options;
    return {
        {"job", sustained.job},
        {"phase", std::string(kCachePhases.wire(drop.phase))},
        {"dropped", drop.dropped},
        {"cache_bytes_estimate", drop.dropped ? nlohmann::json(drop.bytes_before_drop) : nlohmann::json(nullptr)},
        {"drop_at_seconds", number_if(drop.dropped, drop.drop_at_seconds)},
        {"before_mb_per_s", round_decimals(drop.before_mb_per_s, 3)},
        {"after_mb_per_s", number_if(drop.dropped, drop.after_mb_per_s)},
        {"settled", drop.settled_at_seconds.has_value()},
        {"settled_at_seconds", number_if(drop.settled_at_seconds.has_value(), drop.settled_at_seconds.value_or(0.0))},
        {"stopped_because", std::string(kSustainedStops.wire(sustained.stopped_because))},
        {"bytes_written", sustained.bytes_written},
        {"seconds", round_decimals(sustained.seconds, 3)},
        {"limits", {{"seconds", round_decimals(sustained.limit_seconds, 3)}, {"bytes", sustained.limit_bytes}}},
        {"no_drop_reason", drop.dropped ? nlohmann::json(nullptr) : text_or_null(drop.no_drop_reason)},
        {"detector",
         {{"window_seconds", options.window},
          {"confirm_seconds", options.confirm},
          {"drop_ratio", options.drop_ratio},
          {"min_before_seconds", options.min_before},
          {"settle_seconds", options.settle},
          {"settle_tolerance", options.settle_tolerance}}},
    };
}

std::optional<SustainedResult> sustained_from_json(const nlohmann::json& block) {
    if (!block.is_object()) return std::nullopt;
    SustainedResult sustained;
    CacheDrop& drop = sustained.drop;
    sustained.job = json_or<std::string>(block, "job", {});
    drop.phase = kCachePhases.parse(json_or<std::string>(block, "phase", {})).value_or(CachePhase::Cache);
    drop.dropped = json_or(block, "dropped", false);
    drop.bytes_before_drop = json_or<std::uint64_t>(block, "cache_bytes_estimate", 0);
    drop.drop_at_seconds = json_or(block, "drop_at_seconds", 0.0);
    drop.before_mb_per_s = json_or(block, "before_mb_per_s", 0.0);
    drop.after_mb_per_s = json_or(block, "after_mb_per_s", 0.0);
    drop.settled_at_seconds = json_optional<double>(block, "settled_at_seconds");
    drop.no_drop_reason = json_or<std::string>(block, "no_drop_reason", {});
    sustained.stopped_because =
        kSustainedStops.parse(json_or<std::string>(block, "stopped_because", {})).value_or(SustainedStop::TimeLimit);
    sustained.bytes_written = json_or<std::uint64_t>(block, "bytes_written", 0);
    sustained.seconds = json_or(block, "seconds", 0.0);
    const auto& limits = json_object(block, "limits");
    sustained.limit_seconds = json_or(limits, "seconds", 0.0);
    sustained.limit_bytes = json_or<std::uint64_t>(limits, "bytes", 0);
    const auto& detector = json_object(block, "detector");
    CacheDropOptions& options = sustained.options;
    options.window = json_or<std::size_t>(detector, "window_seconds", options.window);
    options.confirm = json_or<std::size_t>(detector, "confirm_seconds", options.confirm);
    options.drop_ratio = json_or(detector, "drop_ratio", options.drop_ratio);
    options.min_before = json_or<std::size_t>(detector, "min_before_seconds", options.min_before);
    options.settle = json_or<std::size_t>(detector, "settle_seconds", options.settle);
    options.settle_tolerance = json_or(detector, "settle_tolerance", options.settle_tolerance);
    return sustained;
}

std::string sustained_to_text(const SustainedResult& sustained, std::span<const Sample> samples) {
    const CacheDrop& drop = sustained.drop;
    std::string text = "Sustained write: ";
    if (drop.dropped) {
        text += "the speed dropped after " + format_bytes(drop.bytes_before_drop) + " (the cache estimate), at " +
                fixed(drop.drop_at_seconds, 0) + " s: " + fixed(drop.before_mb_per_s, 1) + " MB/s before, " +
                fixed(drop.after_mb_per_s, 1) + " MB/s after";
        text += drop.settled_at_seconds ? "; settled from " + fixed(*drop.settled_at_seconds, 0) + " s"
                                        : "; it had not settled";
    } else {
        text += "no drop seen: " + drop.no_drop_reason;
    }
    text += ".\n  Ended because " + std::string(kSustainedStops.label(sustained.stopped_because)) + " (" +
            format_bytes(sustained.bytes_written) + " in " + fixed(sustained.seconds, 1) + " s; limits " +
            fixed(sustained.limit_seconds, 0) + " s, " + format_bytes(sustained.limit_bytes) + ").\n";
    if (!drop.dropped && sustained.stopped_because != SustainedStop::Settled) {
        text += "  A cache larger than what was written, or none: a larger test area (--size) or a longer run "
                "(--seconds) may show the drop.\n";
    }
    if (!samples.empty()) text += "  MB/s over each 5 s:\n" + curve_text(samples);
    return text;
}

} // namespace ssd::bench
