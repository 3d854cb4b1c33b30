// The median of a set of figures (the mean of the two middle ones for an even count; 0 for
// none): the cache-drop detector's rolling windows and the wake-up test's repeats.
#pragma once

#include <vector>

namespace ssd {

double median_of(std::vector<double> values);

} // namespace ssd
