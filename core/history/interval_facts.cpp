#include "core/history/interval_facts.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "core/history/page_programs.h"
#include "core/util/rounding.h"
#include "core/util/time_text.h"
#include "core/util/units.h"

namespace ssd::history {

namespace {

std::vector<Sample> awake(const std::vector<Sample>& samples) {
    std::vector<Sample> readings;
    for (const auto& sample : samples) {
        if (!sample.standby) readings.push_back(sample);
    }
    return readings;
}

std::optional<std::uint64_t> granularity(const std::vector<Sample>& samples, WriteCounterKind kind) {
    for (auto it = samples.rbegin(); it != samples.rend(); ++it) {
        if (const auto& counter = counter_of(*it, kind)) return counter->unit_bytes;
    }
    return std::nullopt;
}

// Sums the known steps into `total`, and each into the period that holds its end.
void add_steps(const std::vector<CounterStep>& steps, WriteCounterKind kind, std::optional<std::uint64_t>& total,
               std::map<std::int64_t, PeriodFacts>& days, IntervalWrites& writes) {
    if (!steps.empty()) total = 0;
    for (const auto& step : steps) {
        if (step.counter_break) {
            writes.breaks.push_back(
                {kind, *step.counter_break, step.from_time, step.to_time, step.before_bytes, step.after_bytes});
            if (!step.bytes) writes.lower_bound = true;
        }
        if (!step.bytes) continue;
        *total += *step.bytes;
        auto& day = days[day_start(step.to_time)];
        auto& bucket = kind == WriteCounterKind::Host ? day.host_bytes : day.nand_bytes;
        bucket = bucket.value_or(0) + *step.bytes;
    }
}

// Drives that count flash pages (page_programs.h): Δ(host + other pages) / Δhost pages over
// the pairs of readings where both counters went forward (a fall is a reset: that pair is
// left out). Each page is one step of the counter, so kMinStepsForWa host pages are needed.
// `pages` holds each reading's page counters; false when none has them.
bool interval_page_wa(const std::vector<std::optional<PagePrograms>>& readings_pages, IntervalWrites& writes) {
    std::uint64_t host = 0, all = 0;
    std::size_t pairs = 0;
    std::optional<PagePrograms> previous;
    bool any = false;
    for (const auto& pages : readings_pages) {
        if (!pages) continue;
        any = true;
        if (previous && pages->host >= previous->host && pages->other >= previous->other) {
            host += pages->host - previous->host;
            all += (pages->host - previous->host) + (pages->other - previous->other);
            ++pairs;
        }
        previous = pages;
    }
    if (!any) return false;
    if (pairs == 0) {
        writes.gap = IntervalWaGap::TooFewSamples;
        writes.unavailable_reason = "fewer than two readings with both flash-page counters in the interval";
    } else if (host < kMinStepsForWa) {
        writes.gap = IntervalWaGap::TooLittleWritten;
        writes.unavailable_reason = "the host's data filled " + std::to_string(host) + " flash pages in the interval; at least " +
                                    std::to_string(kMinStepsForWa) + " are needed for write amplification within 2 %";
    } else {
        writes.gap = IntervalWaGap::None;
        writes.write_amplification = round_decimals(static_cast<double>(all) / static_cast<double>(host), 2);
        writes.unavailable_reason.clear();
    }
    return true;
}

// ΔNAND / Δhost over the pairs of readings where both steps are known, so a
// gap in one counter never skews the ratio.
void interval_wa(const std::vector<Sample>& readings, const std::vector<std::optional<PagePrograms>>& pages,
                 IntervalWrites& writes) {
    const auto host_unit = granularity(readings, WriteCounterKind::Host);
    const auto nand_unit = granularity(readings, WriteCounterKind::Nand);
    if (!nand_unit && interval_page_wa(pages, writes)) return;
    if (!host_unit) {
        writes.gap = IntervalWaGap::NoHostCounter;
        writes.unavailable_reason = "the drive reports no host-writes counter of known unit";
        return;
    }
    if (!nand_unit) {
        writes.gap = IntervalWaGap::NoNandCounter;
        writes.unavailable_reason = "the drive reports no NAND-writes counter of known unit (NVMe drives have none "
                                    "in the standard log)";
        return;
    }
    std::uint64_t host = 0, nand = 0;
    std::size_t pairs = 0;
    const Sample* previous = nullptr;
    for (const auto& sample : readings) {
        if (!sample.host_written || !sample.nand_written) continue;
        if (previous != nullptr) {
            const auto h = step_between(*previous->host_written, previous->time, *sample.host_written, sample.time);
            const auto n = step_between(*previous->nand_written, previous->time, *sample.nand_written, sample.time);
            if (h.bytes && n.bytes) {
                host += *h.bytes;
                nand += *n.bytes;
                ++pairs;
            }
        }
        previous = &sample;
    }
    if (pairs == 0) {
        writes.gap = IntervalWaGap::TooFewSamples;
        writes.unavailable_reason = "fewer than two readings with both write counters in the interval";
        return;
    }
    if (host < kMinStepsForWa * *host_unit) {
        writes.gap = IntervalWaGap::TooLittleWritten;
        writes.unavailable_reason = "the host wrote " + format_bytes(host) + " in the interval; at least " +
                                    std::to_string(kMinStepsForWa) + " steps of its counter (" +
                                    format_bytes(kMinStepsForWa * *host_unit) +
                                    ") are needed for write amplification within 2 %";
        return;
    }
    writes.gap = IntervalWaGap::None;
    writes.write_amplification = round_decimals(static_cast<double>(nand) / static_cast<double>(host), 2);
}

IntervalWrites interval_writes(const std::vector<Sample>& readings, const std::vector<std::optional<PagePrograms>>& pages,
                               std::map<std::int64_t, PeriodFacts>& days) {
    IntervalWrites writes;
    writes.host_granularity_bytes = granularity(readings, WriteCounterKind::Host);
    writes.nand_granularity_bytes = granularity(readings, WriteCounterKind::Nand);
    for (auto it = readings.rbegin(); it != readings.rend(); ++it) {
        if (!it->write_method.empty()) {
            writes.method = it->write_method;
            break;
        }
    }
    add_steps(counter_steps(readings, WriteCounterKind::Host), WriteCounterKind::Host, writes.host_bytes, days,
              writes);
    add_steps(counter_steps(readings, WriteCounterKind::Nand), WriteCounterKind::Nand, writes.nand_bytes, days,
              writes);
    if (readings.size() >= 2) {
        const double span_days =
            static_cast<double>(readings.back().time - readings.front().time) / static_cast<double>(kSecondsPerDay);
        if (span_days > 0) {
            if (writes.host_bytes) writes.host_bytes_per_day = std::round(static_cast<double>(*writes.host_bytes) / span_days);
            if (writes.nand_bytes) writes.nand_bytes_per_day = std::round(static_cast<double>(*writes.nand_bytes) / span_days);
        }
    }
    interval_wa(readings, pages, writes);
    return writes;
}

TemperatureFacts temperatures(const std::vector<Sample>& readings, std::map<std::int64_t, PeriodFacts>& days) {
    TemperatureFacts facts;
    double sum = 0;
    int count = 0;
    for (std::size_t i = 0; i < readings.size(); ++i) {
        const Sample& sample = readings[i];
        if (sample.temperature_limit_c) facts.warning_threshold_c = sample.temperature_limit_c;
        if (!sample.temperature_c) continue;
        const int t = *sample.temperature_c;
        facts.min_c = std::min(facts.min_c.value_or(t), t);
        facts.max_c = std::max(facts.max_c.value_or(t), t);
        sum += t;
        ++count;
        auto& day = days[day_start(sample.time)];
        day.temperature_min_c = std::min(day.temperature_min_c.value_or(t), t);
        day.temperature_max_c = std::max(day.temperature_max_c.value_or(t), t);
        if (sample.temperature_limit_c && t >= *sample.temperature_limit_c && i + 1 < readings.size()) {
            facts.seconds_at_or_above_threshold += std::min(readings[i + 1].time - sample.time, kMaxReadingSpan);
        }
    }
    if (count > 0) facts.average_c = std::round(sum / count * 10) / 10;
    return facts;
}

std::vector<CounterChange> counter_changes(const SampleSeries& series) {
    std::vector<std::optional<CounterChange>> by_name(series.counter_names.size());
    for (const auto& point : series.counter_points) {
        if (point.name >= by_name.size() || point.sample >= series.samples.size()) continue;
        const std::int64_t time = series.samples[point.sample].time;
        auto& change = by_name[point.name];
        if (!change) {
            change = CounterChange{series.counter_names[point.name], point.raw, point.raw, point.normalized,
                                   point.normalized, time, time, 0};
            continue;
        }
        if (point.raw == change->to && point.normalized == change->to_normalized) continue;
        if (change->changes == 0) {
            // The reading before the first change: the newest sample before this one.
            change->first_change_after = point.sample > 0 ? series.samples[point.sample - 1].time : time;
        }
        change->to = point.raw;
        change->to_normalized = point.normalized;
        change->last_change_at = time;
        ++change->changes;
    }
    std::vector<CounterChange> changes;
    for (auto& change : by_name) {
        if (change && change->changes > 0) changes.push_back(std::move(*change));
    }
    return changes;
}

std::vector<VerdictChange> verdict_changes(const std::vector<Sample>& readings) {
    std::vector<VerdictChange> changes;
    for (std::size_t i = 1; i < readings.size(); ++i) {
        if (readings[i].verdict != readings[i - 1].verdict) {
            changes.push_back({readings[i].time, readings[i - 1].verdict, readings[i].verdict});
        }
    }
    return changes;
}

// When `total` reaches `rated` at `per_day`, from `now`.
std::optional<std::int64_t> reached_at(std::uint64_t total, std::uint64_t rated, std::optional<double> per_day,
                                       std::int64_t now) {
    if (total >= rated || !per_day || *per_day <= 0) return std::nullopt;
    const double days = static_cast<double>(rated - total) / *per_day;
    if (!std::isfinite(days) || days > 1e7) return std::nullopt;  // beyond any drive's life: no date
    return now + static_cast<std::int64_t>(days * kSecondsPerDay);
}

EnduranceFacts endurance(const std::vector<Sample>& readings, const EnduranceInputs& inputs,
                         std::optional<double> host_bytes_per_day, std::map<std::int64_t, PeriodFacts>& days) {
    std::vector<WearReading> wear;
    for (const auto& sample : readings) {
        if (!sample.percent_used) continue;
        wear.push_back({sample.time, *sample.percent_used});
        days[day_start(sample.time)].percent_used = *sample.percent_used;
    }
    EnduranceFacts facts = project_endurance(wear);
    for (auto it = readings.rbegin(); it != readings.rend(); ++it) {
        if (it->host_written) {
            facts.host_bytes_total = it->host_written->bytes;
            break;
        }
    }
    facts.rated_endurance_bytes = inputs.rated_endurance_bytes;
    facts.rated_endurance_source = inputs.rated_endurance_source;
    if (facts.host_bytes_total && inputs.rated_endurance_bytes && *inputs.rated_endurance_bytes > 0) {
        facts.rated_endurance_used_percent =
            round_decimals(100.0 * static_cast<double>(*facts.host_bytes_total) /
                         static_cast<double>(*inputs.rated_endurance_bytes), 2);
        facts.rated_endurance_reached = reached_at(*facts.host_bytes_total, *inputs.rated_endurance_bytes,
                                                   host_bytes_per_day, readings.back().time);
    }
    return facts;
}

std::optional<double> period_wa(const PeriodFacts& period) {
    if (!period.host_bytes || !period.nand_bytes || *period.host_bytes == 0) return std::nullopt;
    return round_decimals(static_cast<double>(*period.nand_bytes) / static_cast<double>(*period.host_bytes), 2);
}

std::optional<std::uint64_t> add_optional(std::optional<std::uint64_t> a, std::optional<std::uint64_t> b) {
    if (!a) return b;
    if (!b) return a;
    return *a + *b;
}

std::vector<PeriodFacts> weeks_of(const std::vector<PeriodFacts>& days) {
    std::map<std::int64_t, PeriodFacts> weeks;
    for (const auto& day : days) {
        const std::int64_t start = week_start(day.start);
        auto& week = weeks[start];
        week.start = start;
        week.host_bytes = add_optional(week.host_bytes, day.host_bytes);
        week.nand_bytes = add_optional(week.nand_bytes, day.nand_bytes);
        if (day.temperature_min_c)
            week.temperature_min_c = std::min(week.temperature_min_c.value_or(*day.temperature_min_c), *day.temperature_min_c);
        if (day.temperature_max_c)
            week.temperature_max_c = std::max(week.temperature_max_c.value_or(*day.temperature_max_c), *day.temperature_max_c);
        if (day.percent_used) week.percent_used = day.percent_used;
    }
    std::vector<PeriodFacts> list;
    for (auto& [start, week] : weeks) {
        week.write_amplification = period_wa(week);
        list.push_back(week);
    }
    return list;
}

} // namespace

IntervalFacts analyze_interval(const SampleSeries& series, const TimeRange& range, const EnduranceInputs& inputs) {
    IntervalFacts facts;
    facts.drive = series.drive;
    facts.range = range;
    facts.samples = series.samples.size();
    if (!series.samples.empty()) {
        facts.first_sample = series.samples.front().time;
        facts.last_sample = series.samples.back().time;
    }
    const std::vector<Sample> readings = awake(series.samples);
    facts.standby_samples = series.samples.size() - readings.size();
    // The page counters of the same readings (a page-counting drive's interval WA).
    const auto all_pages = page_programs_of(series);
    std::vector<std::optional<PagePrograms>> pages;
    for (std::size_t i = 0; i < series.samples.size(); ++i) {
        if (!series.samples[i].standby) pages.push_back(all_pages[i]);
    }
    std::map<std::int64_t, PeriodFacts> days;
    facts.writes = interval_writes(readings, pages, days);
    facts.temperature = temperatures(readings, days);
    facts.counter_changes = counter_changes(series);
    facts.verdict_changes = verdict_changes(readings);
    facts.endurance = endurance(readings, inputs, facts.writes.host_bytes_per_day, days);
    for (auto& [start, day] : days) {
        day.start = start;
        day.write_amplification = period_wa(day);
        facts.days.push_back(day);
    }
    facts.weeks = weeks_of(facts.days);
    return facts;
}

} // namespace ssd::history
