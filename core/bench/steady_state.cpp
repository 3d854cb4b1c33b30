#include "core/bench/steady_state.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/util/json_util.h"
#include "core/util/rounding.h"
#include "core/util/text_columns.h"

namespace ssd::bench {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Three decimals, as bench_report.cpp writes its figures; NaN stays NaN (null in JSON).
double percent(double fraction) { return round_decimals(fraction * 100.0, 3); }

// A fraction as a percentage; null where there is none (a window with no I/O).
nlohmann::json percent_json(double fraction) {
    return std::isnan(fraction) ? nlohmann::json(nullptr) : nlohmann::json(percent(fraction));
}

std::string percent_text(double fraction) { return std::isnan(fraction) ? "n/a" : fixed(fraction * 100.0, 1) + " %"; }

nlohmann::json window_to_json(const SteadyStateWindow& w) {
    return {{"start_seconds", round_decimals(w.start_seconds, 3)},
            {"end_seconds", round_decimals(w.end_seconds, 3)},
            {"first_round", w.first_round},
            {"rounds", w.rounds},
            {"mean_iops", round_decimals(w.mean_iops, 3)},
            {"min_iops", round_decimals(w.min_iops, 3)},
            {"max_iops", round_decimals(w.max_iops, 3)},
            {"range_percent", percent_json(w.range_fraction)},
            {"slope_iops_per_s", round_decimals(w.slope_iops_per_second, 3)},
            {"slope_excursion_percent", percent_json(w.slope_excursion_fraction)},
            {"steady", w.steady}};
}

SteadyStateWindow window_from_json(const nlohmann::json& w) {
    SteadyStateWindow window;
    window.start_seconds = json_or(w, "start_seconds", 0.0);
    window.end_seconds = json_or(w, "end_seconds", 0.0);
    window.first_round = json_or<std::size_t>(w, "first_round", 0);
    window.rounds = json_or<std::size_t>(w, "rounds", 0);
    window.mean_iops = json_or(w, "mean_iops", 0.0);
    window.min_iops = json_or(w, "min_iops", 0.0);
    window.max_iops = json_or(w, "max_iops", 0.0);
    window.range_fraction = json_or(w, "range_percent", kNaN) / 100.0;
    window.slope_iops_per_second = json_or(w, "slope_iops_per_s", 0.0);
    window.slope_excursion_fraction = json_or(w, "slope_excursion_percent", kNaN) / 100.0;
    window.steady = json_or(w, "steady", false);
    return window;
}

} // namespace

std::vector<Sample> steady_state_rounds(const std::vector<Sample>& samples, std::size_t round_seconds) {
    std::vector<Sample> rounds;
    const std::size_t per_round = std::max<std::size_t>(round_seconds, 1);
    double round_start = 0.0;
    double previous_end = 0.0;
    double ios = 0.0;
    double megabytes = 0.0;
    std::size_t in_round = 0;
    for (const Sample& sample : samples) {
        const double length = sample.t - previous_end;
        previous_end = sample.t;
        ios += sample.iops * length;
        megabytes += sample.mb_per_s * length;
        if (++in_round < per_round) continue;
        const double seconds = sample.t - round_start;
        rounds.push_back(seconds > 0.0 ? Sample{sample.t, megabytes / seconds, ios / seconds} : Sample{sample.t, 0.0, 0.0});
        round_start = sample.t;
        ios = 0.0;
        megabytes = 0.0;
        in_round = 0;
    }
    return rounds;
}

SteadyStateWindow evaluate_window(const std::vector<Sample>& rounds, std::size_t first, std::size_t count,
                                  const SteadyStateCriteria& criteria) {
    SteadyStateWindow window;
    window.first_round = first;
    window.rounds = count;
    if (count == 0 || first + count > rounds.size()) return window;
    const std::size_t last = first + count - 1;
    window.start_seconds = first == 0 ? 0.0 : rounds[first - 1].t;
    window.end_seconds = rounds[last].t;
    double sum_t = 0.0;
    double sum_y = 0.0;
    window.min_iops = rounds[first].iops;
    window.max_iops = rounds[first].iops;
    for (std::size_t k = first; k <= last; ++k) {
        sum_t += rounds[k].t;
        sum_y += rounds[k].iops;
        window.min_iops = std::min(window.min_iops, rounds[k].iops);
        window.max_iops = std::max(window.max_iops, rounds[k].iops);
    }
    const double n = static_cast<double>(count);
    const double mean_t = sum_t / n;
    window.mean_iops = sum_y / n;
    // Least squares: slope = Σ(t - t̄)(y - ȳ) / Σ(t - t̄)².
    double sxy = 0.0;
    double sxx = 0.0;
    for (std::size_t k = first; k <= last; ++k) {
        const double dt = rounds[k].t - mean_t;
        sxy += dt * (rounds[k].iops - window.mean_iops);
        sxx += dt * dt;
    }
    window.slope_iops_per_second = sxx > 0.0 ? sxy / sxx : 0.0;
    if (window.mean_iops <= 0.0) {
        // Nothing completed: a stall, not a steady state, and no ratio to the mean.
        window.range_fraction = kNaN;
        window.slope_excursion_fraction = kNaN;
        return window;
    }
    // The fitted line's Max - Min over the window: its value at the last
    // round minus its value at the first.
    const double excursion = std::abs(window.slope_iops_per_second) * (rounds[last].t - rounds[first].t);
    window.range_fraction = (window.max_iops - window.min_iops) / window.mean_iops;
    window.slope_excursion_fraction = excursion / window.mean_iops;
    window.steady = window.range_fraction <= criteria.max_range_fraction &&
                    window.slope_excursion_fraction <= criteria.max_slope_excursion_fraction;
    return window;
}

SteadyState detect_steady_state(const std::vector<Sample>& samples, const SteadyStateCriteria& criteria) {
    SteadyState state;
    state.criteria = criteria;
    const std::vector<Sample> rounds = steady_state_rounds(samples, criteria.round_seconds);
    const std::size_t window = std::max<std::size_t>(criteria.window_rounds, 1);
    state.rounds = rounds.size();
    if (rounds.size() < criteria.ramp_rounds + window) return state;
    const std::size_t last_first = rounds.size() - window;
    for (std::size_t first = criteria.ramp_rounds; first <= last_first; ++first) {
        SteadyStateWindow candidate = evaluate_window(rounds, first, window, criteria);
        if (candidate.steady) {
            state.reached = true;
            state.window = candidate;
            break;
        }
    }
    const SteadyStateWindow final_window = evaluate_window(rounds, last_first, window, criteria);
    state.steady_at_end = final_window.steady;
    if (!state.reached) state.window = final_window;
    return state;
}

nlohmann::json steady_state_to_json(const SteadyState& state) {
    const SteadyStateCriteria& c = state.criteria;
    return {{"reached", state.reached},
            {"at_seconds", state.reached ? nlohmann::json(round_decimals(state.window->end_seconds, 3)) : nlohmann::json(nullptr)},
            {"steady_at_end", optional_json(state.steady_at_end)},
            {"rounds", state.rounds},
            {"window", state.window ? window_to_json(*state.window) : nlohmann::json(nullptr)},
            {"criteria",
             {{"definition", "SNIA PTS"},
              {"round_seconds", c.round_seconds},
              {"window_rounds", c.window_rounds},
              {"ramp_rounds", c.ramp_rounds},
              {"max_range_percent", percent(c.max_range_fraction)},
              {"max_slope_excursion_percent", percent(c.max_slope_excursion_fraction)}}}};
}

std::optional<SteadyState> steady_state_from_json(const nlohmann::json& value) {
    if (!value.is_object() || !value.contains("reached")) return std::nullopt;
    SteadyState state;
    state.reached = json_or(value, "reached", false);
    state.steady_at_end = json_optional<bool>(value, "steady_at_end");
    state.rounds = json_or<std::size_t>(value, "rounds", 0);
    if (value.contains("window") && value["window"].is_object()) state.window = window_from_json(value["window"]);
    const nlohmann::json& c = json_object(value, "criteria");
    const SteadyStateCriteria defaults;
    state.criteria.round_seconds = json_or(c, "round_seconds", defaults.round_seconds);
    state.criteria.window_rounds = json_or(c, "window_rounds", defaults.window_rounds);
    state.criteria.ramp_rounds = json_or(c, "ramp_rounds", defaults.ramp_rounds);
    state.criteria.max_range_fraction = json_or(c, "max_range_percent", defaults.max_range_fraction * 100.0) / 100.0;
    state.criteria.max_slope_excursion_fraction =
        json_or(c, "max_slope_excursion_percent", defaults.max_slope_excursion_fraction * 100.0) / 100.0;
    return state;
}

std::string steady_state_to_text(const SteadyState& state) {
    const SteadyStateCriteria& c = state.criteria;
    std::string text = "steady state (SNIA PTS: " + std::to_string(c.window_rounds) + " rounds of " +
                       std::to_string(c.round_seconds) + " s, range <= " +
                       percent_text(c.max_range_fraction) + ", slope excursion <= " +
                       percent_text(c.max_slope_excursion_fraction) + " of the mean): ";
    if (!state.window) {
        return text + "not judged: " + std::to_string(state.rounds) + " rounds, fewer than the ramp and window\n";
    }
    const SteadyStateWindow& w = *state.window;
    const std::string figures = fixed(w.start_seconds, 0) + "-" + fixed(w.end_seconds, 0) + " s: " +
                                fixed(w.mean_iops, 0) + " IOPS, range " + percent_text(w.range_fraction) +
                                ", slope excursion " + percent_text(w.slope_excursion_fraction);
    if (!state.reached) return text + "not reached (last window " + figures + ")\n";
    text += "reached at " + fixed(w.end_seconds, 0) + " s (window " + figures + ")";
    if (state.steady_at_end) text += *state.steady_at_end ? "; steady at the end" : "; not steady at the end";
    return text + "\n";
}

} // namespace ssd::bench
