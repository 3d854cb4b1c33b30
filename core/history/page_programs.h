// The flash-page counters of a reading, for drives that count NAND writes in pages of a
// size they do not report (Crucial/Micron: 247 Host_Program_Page_Count and 248
// Bckgnd_Program_Page_Cnt or FTL_Program_Page_Count). Their write amplification is
// (host pages + other pages) / host pages over the drive's life (write_amplification.cpp)
// and Δ(host + other) / Δhost over an interval (interval_facts.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/history/history_store.h"
#include "core/history/sample.h"

namespace ssd::history {

struct PagePrograms {
    std::uint64_t host = 0;  // pages programmed with the host's data
    std::uint64_t other = 0; // pages the drive programmed itself (garbage collection, wear levelling)
};

// From a reading's own counters ("247 Host_Program_Page_Count"), matched by the
// drive-database names the attribute catalogue knows (a drive not in the database has
// generic names, which match none); nullopt unless both are there.
std::optional<PagePrograms> page_programs(const Sample& sample);

// For each sample of a stored series (aligned with series.samples): the page counters
// standing at it, from the series' counter points (a store leaves the samples' own
// counters empty), or from the sample's own counters where it carries them.
std::vector<std::optional<PagePrograms>> page_programs_of(const SampleSeries& series);

// The counters standing at sample `index` of a stored series: what the sample's own
// `counters` held before the store folded them into points.
std::vector<CounterValue> counters_at(const SampleSeries& series, std::size_t index);

} // namespace ssd::history
