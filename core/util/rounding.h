// Rounding figures for the documents the tool writes: a ratio to 2 decimals, a
// throughput or latency to 3, so a document does not carry float noise.
#pragma once

#include <cmath>

namespace ssd {

// `value` rounded to `decimals` places (half away from zero).
inline double round_decimals(double value, int decimals) {
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

} // namespace ssd
