#include <cmath>

#include "core/alerts/rule_measures.h"
#include "core/history/counter_steps.h"
#include "core/history/interval_facts.h"
#include "core/history/page_programs.h"
#include "core/util/time_text.h"

namespace ssd::alerts {

namespace {

constexpr double kBytesPerGb = 1e9;
// Samples come at a schedule's pace, never exactly on the minute: a reading
// up to 10 % older than the window still counts as its start, so hourly
// samples judge a 60-minute window.
constexpr double kWindowSlack = 1.1;
constexpr std::int64_t kWeek = 7 * kSecondsPerDay;

// The awake samples from `since` up to the judged one, oldest first; `with_counters` gives
// each the counters standing at it (a stored series keeps them apart, as points).
std::vector<history::Sample> readings_since(const RuleInput& input, std::int64_t since, bool with_counters = false) {
    std::vector<history::Sample> readings;
    const auto& samples = input.series().samples;
    for (std::size_t i = 0; i <= input.judged_index(); ++i) {
        if (samples[i].time < since || samples[i].standby) continue;
        readings.push_back(samples[i]);
        if (with_counters && readings.back().counters.empty()) {
            readings.back().counters = history::counters_at(input.series(), i);
        }
    }
    return readings;
}

} // namespace

RuleReading write_burst(const RuleInput& input) {
    const auto& settings = input.settings();
    const auto& host = input.sample().host_written;
    if (!host) return unknown_reading();
    const auto window = static_cast<std::int64_t>(std::llround(settings.write_burst_minutes * 60 * kWindowSlack));
    const auto readings = readings_since(input, input.sample().time - window);
    const auto steps = history::counter_steps(readings, history::WriteCounterKind::Host);
    std::uint64_t written = 0;
    bool known = false;
    for (const auto& step : steps) {
        if (!step.bytes) continue;
        written += *step.bytes;
        known = true;
    }
    // No earlier reading in the window (or only unknown steps): nothing measured.
    if (!known) return unknown_reading();
    const double threshold = settings.write_burst_gb * kBytesPerGb;
    if (static_cast<double>(written) <= threshold) return clear_reading();
    const std::int64_t span = input.sample().time - steps.front().from_time;
    // The level is the counter itself, and worse means another threshold's
    // worth written: an acknowledged burst stays silent until the next one.
    return holds(static_cast<double>(host->bytes),
                 number_text(std::round(static_cast<double>(written) / kBytesPerGb * 10) / 10) +
                     " GB written by the host in " + duration_text(span) + " (more than " +
                     number_text(settings.write_burst_gb) + " GB in " + std::to_string(settings.write_burst_minutes) +
                     " min)",
                 {{"written_bytes", static_cast<double>(written)},
                  {"seconds", static_cast<double>(span)},
                  {"threshold_bytes", threshold},
                  {"window_minutes", settings.write_burst_minutes},
                  {"host_bytes", static_cast<double>(host->bytes)}},
                 threshold);
}

RuleReading weekly_wa(const RuleInput& input) {
    const std::int64_t until = input.sample().time;
    const history::TimeRange range{until - kWeek, until};
    history::SampleSeries week;
    week.drive = input.series().drive;
    week.samples = readings_since(input, until - kWeek, true);  // a page-counting drive's WA is in its counters
    const auto facts = history::analyze_interval(week, range, {});
    const auto& writes = facts.writes;
    // Only where the history computes it (enough written to be within 2 %).
    if (!writes.write_amplification) return unknown_reading();
    const double wa = *writes.write_amplification;
    const double above = input.settings().weekly_wa_above;
    if (wa <= above) return clear_reading();
    std::vector<EvidenceValue> evidence{{"write_amplification", wa}, {"above", above}};
    if (writes.host_bytes) evidence.push_back({"host_bytes", static_cast<double>(*writes.host_bytes)});
    if (writes.nand_bytes) evidence.push_back({"nand_bytes", static_cast<double>(*writes.nand_bytes)});
    std::string summary = "Write amplification " + number_text(wa) + " over the last 7 days (above " +
                          number_text(above) + ")";
    if (writes.host_bytes && writes.nand_bytes) {
        summary += ": the flash wrote " + number_text(std::round(static_cast<double>(*writes.nand_bytes) / kBytesPerGb)) +
                   " GB for " + number_text(std::round(static_cast<double>(*writes.host_bytes) / kBytesPerGb)) +
                   " GB from the host";
    }
    return holds(wa, std::move(summary), std::move(evidence), 0.5);
}

} // namespace ssd::alerts
