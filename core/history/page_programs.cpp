#include "core/history/page_programs.h"

#include <charconv>
#include <string_view>

#include "core/smart/attribute_catalogue.h"

namespace ssd::history {

namespace {

// "247 Host_Program_Page_Count" → its catalogue row, or nullptr.
const AttributeEntry* entry_of(std::string_view counter_name) {
    const auto space = counter_name.find(' ');
    if (space == std::string_view::npos) return nullptr;
    int id = 0;
    const auto [end, error] = std::from_chars(counter_name.data(), counter_name.data() + space, id);
    if (error != std::errc{} || end != counter_name.data() + space) return nullptr;
    return catalogue_entry(counter_name.substr(space + 1), id);
}

} // namespace

std::optional<PagePrograms> page_programs(const Sample& sample) {
    std::optional<std::uint64_t> host;
    std::optional<std::uint64_t> other;
    for (const auto& counter : sample.counters) {
        const AttributeEntry* entry = entry_of(counter.name);
        if (entry == nullptr) continue;
        if (entry->meaning == AttributeMeaning::HostPagePrograms) host = counter.raw;
        if (entry->meaning == AttributeMeaning::OtherPagePrograms) other = counter.raw;
    }
    if (!host || !other) return std::nullopt;
    return PagePrograms{*host, *other};
}

} // namespace ssd::history
