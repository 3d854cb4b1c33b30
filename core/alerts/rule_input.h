// What one rule reads when it judges one sample, and what it finds. Each rule
// is a function from RuleInput to RuleReading (rule_table.h lists them); the
// transitions (opened, worse, acknowledged, resolved) are decided once for all
// of them in alert_rules.cpp, so a rule only says what the drive shows.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/alerts/alert.h"
#include "core/alerts/rule_settings.h"
#include "core/history/history_store.h"

namespace ssd::alerts {

// Unknown is never "fixed": only Clear resolves an open alert.
enum class Judgement {
    Unknown,  // the sample does not carry what the rule reads: open alerts stay as they are
    Clear,    // the reading shows the condition absent
    Holds,    // the condition holds: `level`, `worse_by`, `summary` and `evidence` are set
};

struct RuleReading {
    Judgement judgement = Judgement::Unknown;
    double level = 0;
    double worse_by = 1;
    std::string summary;
    std::vector<EvidenceValue> evidence;
};

RuleReading unknown_reading();
RuleReading clear_reading();
RuleReading holds(double level, std::string summary, std::vector<EvidenceValue> evidence, double worse_by = 1);

class RuleInput {
public:
    // `judged` indexes series.samples and is in range (evaluate_rules checks).
    RuleInput(const RuleSettings& settings, const history::SampleSeries& series, std::size_t judged)
        : settings_(settings), series_(series), judged_(judged) {}

    const RuleSettings& settings() const { return settings_; }
    const history::SampleSeries& series() const { return series_; }
    std::size_t judged_index() const { return judged_; }
    const history::Sample& sample() const { return series_.samples[judged_]; }

    // The newest sample before the judged one that was awake (not standby): the
    // "previous sample" evidence speaks of.
    std::optional<std::size_t> previous_index() const;

    // A counter's raw value at a sample, by its full name ("NVMe Critical
    // Warning"). From the sample's own counters when it carries them (a whole
    // sample), else from the series' points (a stored series keeps counters
    // there). nullopt: the drive does not report it.
    std::optional<std::uint64_t> counter(std::size_t sample, std::string_view name) const;
    // An ATA attribute's raw value by id: its counter is named "<id> <name>"
    // ("5 Reallocated_Sector_Ct"), the name varying between drive databases.
    std::optional<std::uint64_t> attribute(std::size_t sample, int id) const;

    // The drive speaks NVMe (its health log gives the critical warning byte).
    bool nvme() const;

private:
    template <typename Match>
    std::optional<std::uint64_t> find_counter(std::size_t sample, Match match) const;

    const RuleSettings& settings_;
    const history::SampleSeries& series_;
    std::size_t judged_;
};

// "(8 at the previous sample)", or "" when the previous sample did not report it.
std::string previous_text(const std::optional<double>& previous, std::string_view unit = "");
// 9 → "9", 2.5 → "2.5": numbers in summaries as people write them.
std::string number_text(double value);
// 5400 → "1 h 30 min", 90 → "1 min 30 s".
std::string duration_text(std::int64_t seconds);

inline constexpr std::string_view kNvmeCriticalWarningCounter = "NVMe Critical Warning";

} // namespace ssd::alerts
