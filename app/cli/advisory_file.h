// Finds and loads the firmware advisory data file for ssdtool.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "core/health/firmware_advisories.h"

namespace ssd::cli {

inline constexpr const char* kAdvisoryFileName = "ssd-firmware-advisories.json";

// Where the file is looked for, in order: $SSD_ADVISORIES_FILE alone when
// set; else beside the executable (the Windows layout: data next to
// ssdtool.exe), <exe>/../share/ssd-toolbox/advisories/ (an installed POSIX
// prefix), the configured install prefix, the source tree. `executable_dir`
// comes from the platform (HostEnvironment); nullopt skips the first two.
std::vector<std::filesystem::path> advisory_file_candidates(const std::optional<std::string>& from_environment,
                                                            const std::optional<std::filesystem::path>& executable_dir);

// Loads the first candidate that exists. A missing file yields no
// advisories; a malformed one a one-line warning on `warnings` — neither
// stops ssdtool.
std::vector<Advisory> load_advisories_for_cli(std::ostream& warnings,
                                              const std::optional<std::filesystem::path>& executable_dir);

} // namespace ssd::cli
