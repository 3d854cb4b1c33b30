// Finds and loads the firmware advisory data file for ssdtool.
#pragma once

#include <iosfwd>
#include <vector>

#include "core/health/firmware_advisories.h"

namespace ssd::cli {

// Looks, in order, at $SSD_ADVISORIES_FILE, <exe>/../share/ssd-toolbox/advisories/,
// the install prefix and the source tree. A missing file yields no advisories;
// a malformed one a one-line warning on `warnings` — neither stops ssdtool.
std::vector<Advisory> load_advisories_for_cli(std::ostream& warnings);

} // namespace ssd::cli
