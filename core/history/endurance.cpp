#include "core/history/endurance.h"

#include <cmath>

#include "core/util/time_text.h"

namespace ssd::history {

namespace {

constexpr double kSecondsPerYear = 365.25 * kSecondsPerDay;

struct LineFit {
    double slope = 0;        // percent per second
    double centre_time = 0;  // the line passes through (centre_time, centre_percent)
    double centre_percent = 0;
    double slope_error = 0;  // standard error of the slope
};

// Ordinary least squares; times are taken relative to the first reading so
// the sums stay well conditioned.
LineFit fit_line(const std::vector<WearReading>& readings) {
    const double n = static_cast<double>(readings.size());
    const double origin = static_cast<double>(readings.front().time);
    double sum_t = 0, sum_p = 0;
    for (const auto& reading : readings) {
        sum_t += static_cast<double>(reading.time) - origin;
        sum_p += reading.percent_used;
    }
    const double mean_t = sum_t / n, mean_p = sum_p / n;
    double s_tt = 0, s_tp = 0;
    for (const auto& reading : readings) {
        const double dt = static_cast<double>(reading.time) - origin - mean_t;
        s_tt += dt * dt;
        s_tp += dt * (reading.percent_used - mean_p);
    }
    LineFit fit;
    fit.slope = s_tp / s_tt;
    fit.centre_time = origin + mean_t;
    fit.centre_percent = mean_p;
    double residuals = 0;
    for (const auto& reading : readings) {
        const double predicted = mean_p + fit.slope * (static_cast<double>(reading.time) - fit.centre_time);
        residuals += (reading.percent_used - predicted) * (reading.percent_used - predicted);
    }
    // Whole-percent readings: never claim less scatter than rounding gives (σ² = 1/12).
    const double variance = readings.size() > 2 ? std::max(residuals / (n - 2), 1.0 / 12) : 1.0 / 12;
    fit.slope_error = std::sqrt(variance / s_tt);
    return fit;
}

// When a line through the fit's centre with `slope` reaches 100 %; never
// before the newest reading.
std::optional<std::int64_t> reaches_full(const LineFit& fit, double slope, std::int64_t at_least) {
    if (slope <= 0) return std::nullopt;
    const double crossing = fit.centre_time + (100.0 - fit.centre_percent) / slope;
    if (!std::isfinite(crossing) || crossing > 4.0e12) return std::nullopt;
    return std::max(static_cast<std::int64_t>(crossing), at_least);
}

} // namespace

EnduranceFacts project_endurance(const std::vector<WearReading>& readings) {
    EnduranceFacts facts;
    facts.readings = readings.size();
    if (readings.empty()) {
        facts.gap = ProjectionGap::NoWearReadings;
        facts.reason = "the drive reports no life-used value, so its wear cannot be projected";
        return facts;
    }
    const WearReading& first = readings.front();
    const WearReading& last = readings.back();
    facts.percent_used = last.percent_used;
    const std::int64_t span = last.time - first.time;
    if (last.percent_used <= first.percent_used) {
        const bool flat = last.percent_used == first.percent_used;
        facts.gap = flat ? ProjectionGap::NoChangeYet : ProjectionGap::NotRising;
        const std::string days = std::to_string(span / kSecondsPerDay);
        if (flat && span > 0 && last.percent_used < 100) {
            // Less than one percent in `span`: the remaining percent take longer than that each.
            facts.at_least_seconds = span * (100 - last.percent_used);
            facts.reason = "life used stayed at " + std::to_string(last.percent_used) + " % over " + days +
                           " days: too little history to project; at this pace the rest lasts at least " +
                           std::to_string(*facts.at_least_seconds / kSecondsPerDay / 365) + " years";
        } else if (flat) {
            facts.reason = "only one life-used value so far: too little history to project";
        } else {
            facts.reason = "life used fell from " + std::to_string(first.percent_used) + " % to " +
                           std::to_string(last.percent_used) + " % (a reset or another drive): no projection";
        }
        return facts;
    }
    const LineFit fit = fit_line(readings);
    facts.percent_per_year = std::round(fit.slope * kSecondsPerYear * 100) / 100;
    if (fit.slope <= 0) {
        facts.gap = ProjectionGap::NotRising;
        facts.reason = "the fitted trend of life used does not rise: no projection";
        return facts;
    }
    facts.gap = ProjectionGap::None;
    facts.projected_end = reaches_full(fit, fit.slope, last.time);
    facts.earliest_end = reaches_full(fit, fit.slope + 2 * fit.slope_error, last.time);
    facts.latest_end = reaches_full(fit, fit.slope - 2 * fit.slope_error, last.time);
    facts.reason = "least-squares line through " + std::to_string(readings.size()) + " readings over " +
                   std::to_string(span / kSecondsPerDay) + " days; range from the slope ±2 standard errors";
    return facts;
}

} // namespace ssd::history
