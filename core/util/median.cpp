#include "core/util/median.h"

#include <algorithm>
#include <cstddef>

namespace ssd {

double median_of(std::vector<double> values) {
    if (values.empty()) return 0.0;
    const auto middle = static_cast<std::ptrdiff_t>(values.size() / 2);
    std::nth_element(values.begin(), values.begin() + middle, values.end());
    const double upper = values[static_cast<std::size_t>(middle)];
    if (values.size() % 2 == 1) return upper;
    const double lower = *std::max_element(values.begin(), values.begin() + middle);
    return (lower + upper) / 2.0;
}

} // namespace ssd
