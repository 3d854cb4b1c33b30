// Steady state of a per-interval IOPS curve, as SNIA's Solid State Storage
// Performance Test Specification (PTS) defines it, with fio's `steadystate`
// options as the names for the window and the ramp. Pure: samples in, the
// verdict and the window's numbers out.
//
// SNIA SSS PTS 2.0.1 (https://www.snia.org/sites/default/files/technical_work/PTS/SSS_PTS_2.0.1.pdf),
// definitions: a device is in Steady State when, for the variable y tracked
// over the Measurement Window (a range of Rounds, not less than five),
//   a) the range, Max(y) - Min(y), is no more than 20 % of Ave(y), and
//   b) the slope excursion, Max(y) - Min(y) of the best linear (least-squares)
//      fit of y over the window, is no more than 10 % of Ave(y).
// fio (fio(1), "steadystate=str:float, ss"; fio 3.33 here):
//   ss=iops:X%        every IOPS measurement in the window within X % of the mean;
//   ss=iops_slope:X%  the least-squares slope (per second) below X % of the mean;
//   ss_dur            the rolling window (data collected once per second);
//   ss_ramp           time run before data collection starts.
// SNIA's slope criterion is fio's slope times the time from the window's
// first round to its last: with n rounds of r seconds, a 10 % excursion is
// iops_slope:(10/((n-1)·r))%.
//
// Here a round is the mean IOPS of `round_seconds` consecutive samples of the
// engine's per-second curve (the last sample may cover up to 1.5 s: engine.cpp
// merges a short tail; samples left over after the last whole round are not
// judged). SNIA's rounds are whole passes of a test, minutes long; one
// second is too short a round: per-second IOPS of a virtual disk swing by
// half, and on the curve recorded here (tests/fixtures/bench) one-second
// rounds looked steady at 6 s, two seconds before the drop. Steady state is
// reached at the end of the first window of rounds that meets both limits:
// the moment fio's job would stop and SNIA's round loop would end. Whether
// the run's last window still meets them is reported beside it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/engine.h"

namespace ssd::bench {

struct SteadyStateCriteria {
    std::size_t round_seconds = 5;          // per-second samples averaged into one round
    std::size_t window_rounds = 5;          // SNIA: at least five rounds; fio: ss_dur
    std::size_t ramp_rounds = 0;            // fio: ss_ramp; rounds skipped at the start
    double max_range_fraction = 0.20;       // SNIA: Max(y) - Min(y) <= 20 % of Ave(y)
    double max_slope_excursion_fraction = 0.10; // SNIA: the fit's Max - Min <= 10 % of Ave(y)
};

struct SteadyStateWindow {
    std::size_t first_round = 0;  // index into the rounds
    std::size_t rounds = 0;
    double start_seconds = 0.0;   // start of the first round (end of the one before)
    double end_seconds = 0.0;     // end of the last round
    double mean_iops = 0.0;
    double min_iops = 0.0;
    double max_iops = 0.0;
    double range_fraction = 0.0;          // (max - min) / mean
    double slope_iops_per_second = 0.0;   // least squares over the rounds' end times
    double slope_excursion_fraction = 0.0; // |slope| × (last t - first t) / mean
    bool steady = false;
};

struct SteadyState {
    SteadyStateCriteria criteria;
    std::size_t rounds = 0;  // whole rounds in the run, the ramp included
    bool reached = false;
    // The first steady window when reached, else the last window (SNIA reports
    // the last Measurement Window of a run that did not converge); nullopt when
    // the run has fewer rounds than ramp + window.
    std::optional<SteadyStateWindow> window;
    // The run's last window meets the limits too (nullopt: too few rounds).
    std::optional<bool> steady_at_end;
};

// The rounds of a per-second curve: `round_seconds` samples each, IOPS and
// MB/s weighted by each sample's interval, t the end of the round's last.
std::vector<Sample> steady_state_rounds(const std::vector<Sample>& samples, std::size_t round_seconds);

// One window of rounds: the statistics and the verdict under `criteria`.
SteadyStateWindow evaluate_window(const std::vector<Sample>& rounds, std::size_t first, std::size_t count,
                                  const SteadyStateCriteria& criteria);

SteadyState detect_steady_state(const std::vector<Sample>& samples, const SteadyStateCriteria& criteria = {});

// The `steady_state` object of a result in the `bench` document (docs/CONTRACT.md)
// and its reader (nullopt for null or anything else that is not one).
nlohmann::json steady_state_to_json(const SteadyState& state);
std::optional<SteadyState> steady_state_from_json(const nlohmann::json& value);
// One line for the results table: "steady state (SNIA PTS: ...) reached at 12 s: ...".
std::string steady_state_to_text(const SteadyState& state);

} // namespace ssd::bench
