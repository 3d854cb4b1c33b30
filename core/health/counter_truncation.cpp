#include "core/health/counter_truncation.h"

#include "core/util/units.h"

namespace ssd {

std::optional<int> truncated_width(std::uint64_t cut, std::uint64_t whole) {
    for (const int width : {32, 48}) {
        const std::uint64_t modulus = std::uint64_t{1} << width;
        if (whole >= modulus && whole % modulus == cut) return width;
    }
    return std::nullopt;
}

std::string truncation_reason(const std::string& cut_label, std::uint64_t cut, const std::string& whole_label,
                              std::uint64_t whole, int width) {
    return cut_label + " " + format_count(cut) + " is " + whole_label + " " + format_count(whole) + " cut to " +
           std::to_string(width) + " bits";
}

} // namespace ssd
