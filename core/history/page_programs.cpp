#include "core/history/page_programs.h"

#include <charconv>
#include <string_view>

#include "core/smart/attribute_catalogue.h"

namespace ssd::history {

namespace {

// The meaning of a stored counter name ("247 Host_Program_Page_Count") by its catalogue row.
std::optional<AttributeMeaning> meaning_of(std::string_view counter_name) {
    const auto space = counter_name.find(' ');
    if (space == std::string_view::npos) return std::nullopt;
    int id = 0;
    const auto [end, error] = std::from_chars(counter_name.data(), counter_name.data() + space, id);
    if (error != std::errc{} || end != counter_name.data() + space) return std::nullopt;
    const AttributeEntry* entry = catalogue_entry(counter_name.substr(space + 1), id);
    if (entry == nullptr) return std::nullopt;
    return entry->meaning;
}

// Gathers the two page counters from (name, raw) pairs.
struct PageCounterValues {
    std::optional<std::uint64_t> host;
    std::optional<std::uint64_t> other;

    void see(std::optional<AttributeMeaning> meaning, std::uint64_t raw) {
        if (meaning == AttributeMeaning::HostPagePrograms) host = raw;
        if (meaning == AttributeMeaning::OtherPagePrograms) other = raw;
    }
    std::optional<PagePrograms> both() const {
        if (!host || !other) return std::nullopt;
        return PagePrograms{*host, *other};
    }
};

} // namespace

std::optional<PagePrograms> page_programs(const Sample& sample) {
    PageCounterValues values;
    for (const auto& counter : sample.counters) values.see(meaning_of(counter.name), counter.raw);
    return values.both();
}

std::vector<std::optional<PagePrograms>> page_programs_of(const SampleSeries& series) {
    std::vector<std::optional<PagePrograms>> pages(series.samples.size());
    std::vector<std::optional<AttributeMeaning>> meanings;
    for (const auto& name : series.counter_names) meanings.push_back(meaning_of(name));
    PageCounterValues standing;
    std::size_t point = 0;
    for (std::size_t index = 0; index < series.samples.size(); ++index) {
        for (; point < series.counter_points.size() && series.counter_points[point].sample <= index; ++point) {
            const auto& at = series.counter_points[point];
            if (at.name < meanings.size()) standing.see(meanings[at.name], at.raw);
        }
        pages[index] = standing.both();
        if (const auto own = page_programs(series.samples[index])) pages[index] = own;
    }
    return pages;
}

std::vector<CounterValue> counters_at(const SampleSeries& series, std::size_t index) {
    std::vector<std::optional<CounterValue>> standing(series.counter_names.size());
    for (const auto& point : series.counter_points) {
        if (point.sample > index || point.name >= standing.size()) continue;
        standing[point.name] =
            CounterValue{series.counter_names[point.name], point.raw, point.normalized, point.worst, point.threshold};
    }
    std::vector<CounterValue> counters;
    for (auto& value : standing) {
        if (value) counters.push_back(std::move(*value));
    }
    return counters;
}

} // namespace ssd::history
