#include "core/windows/powercfg_parser.h"

#include "core/windows/text_lines.h"

namespace ssd::windows {

namespace {

constexpr std::string_view kAvailableHeader = "The following sleep states are available on this system";
constexpr std::string_view kUnavailableHeader = "The following sleep states are not available";
constexpr std::string_view kNotEnabled = "Hibernation has not been enabled.";

// Names that start a state; "Standby" takes the parenthesised suffix that
// follows it ("Standby (S3)", "Standby ( S1 S3 )", "Standby (S0 Low Power
// Idle) Network Connected").
constexpr std::string_view kStateNames[] = {"Standby", "Hibernate", "Hybrid Sleep", "Fast Startup"};

std::size_t next_state_start(std::string_view line, std::size_t from) {
    std::size_t best = std::string_view::npos;
    for (const auto name : kStateNames) {
        for (std::size_t at = line.find(name, from); at != std::string_view::npos; at = line.find(name, at + 1)) {
            const bool word_start = at == 0 || line[at - 1] == ' ';
            if (word_start) {
                if (at < best) best = at;
                break;
            }
        }
    }
    return best;
}

// A state line may hold several states (Vista): split at each known name.
std::vector<std::string> split_states(std::string_view line) {
    std::vector<std::string> states;
    std::size_t start = next_state_start(line, 0);
    if (start != 0) return {std::string(line)}; // an unknown state: keep the whole line
    while (start != std::string_view::npos) {
        std::size_t search_from = start + 1;
        if (line.substr(start, 7) == "Standby") {
            const std::size_t close = line.find(')', start);
            if (close != std::string_view::npos) search_from = close + 1;
        }
        const std::size_t next = next_state_start(line, search_from);
        states.emplace_back(trim(line.substr(start, next == std::string_view::npos ? std::string_view::npos
                                                                                  : next - start)));
        start = next;
    }
    return states;
}

bool is_reason(const TextLine& line, std::size_t state_indent, bool indented_output) {
    if (indented_output) return line.indent > state_indent;
    return !line.text.empty() && line.text.back() == '.';
}

} // namespace

Result<SleepStates> parse_powercfg_available_states(std::string_view text) {
    const auto lines = split_lines(text);
    SleepStates states;
    std::vector<SleepState>* section = nullptr;
    bool saw_header = false;
    std::size_t state_indent = 0;
    bool indented_output = false;
    for (const auto& line : lines) {
        if (line.text.starts_with(kAvailableHeader)) {
            section = &states.available;
            saw_header = true;
            continue;
        }
        if (line.text.starts_with(kUnavailableHeader)) {
            section = &states.unavailable;
            saw_header = true;
            continue;
        }
        if (section == nullptr) continue;
        if (section->empty() && !is_reason(line, 0, false)) {
            // The first state of a section sets the indentation states use.
            state_indent = line.indent;
            indented_output = line.indent > 0;
        }
        if (!section->empty() && is_reason(line, state_indent, indented_output)) {
            section->back().reasons.emplace_back(line.text);
            continue;
        }
        for (auto& name : split_states(line.text)) section->push_back(SleepState{std::move(name), {}});
    }
    if (!saw_header) {
        return fail(ErrorCode::UnsupportedFormat,
                    "not the English output of powercfg /a (its section headers were not found)");
    }
    return states;
}

HibernationAvailability hibernation_availability(const SleepStates& states) {
    for (const auto& state : states.available) {
        if (state.name == "Hibernate") return HibernationAvailability::Enabled;
    }
    for (const auto& state : states.unavailable) {
        if (state.name != "Hibernate") continue;
        for (const auto& reason : state.reasons) {
            if (reason == kNotEnabled) return HibernationAvailability::Disabled;
        }
        return HibernationAvailability::Unsupported;
    }
    return HibernationAvailability::NotListed;
}

std::vector<std::string> hibernation_reasons(const SleepStates& states) {
    for (const auto& state : states.unavailable) {
        if (state.name == "Hibernate") return state.reasons;
    }
    return {};
}

} // namespace ssd::windows
