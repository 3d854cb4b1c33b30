// Finds and loads the rated endurance tables for ssdtool: the machine's own
// file first (an administrator's ratings for drives the shipped table does not
// know), then the shipped one (resources/endurance).
#pragma once

#include <filesystem>
#include <iosfwd>
#include <optional>
#include <vector>

#include "core/health/rated_endurance.h"
#include "core/process/host_environment.h"

namespace ssd::cli {

inline constexpr const char* kRatedEnduranceFileName = "ssd-rated-endurance.json";
// In HostEnvironment::machine_config_dir(), the same format (a user's entries
// may leave out sources and capacity_gb with "source_kind": "user").
inline constexpr const char* kMachineRatingsFileName = "rated-endurance.json";

// The machine's file (when `machine_config_dir` is given), then the shipped
// one ($SSD_RATED_ENDURANCE_FILE alone when set). A missing file is skipped; a
// malformed one is named in a one-line warning on `warnings` and skipped —
// neither stops ssdtool.
std::vector<EnduranceRating> load_ratings_for_cli(std::ostream& warnings,
                                                  const std::optional<std::filesystem::path>& executable_dir,
                                                  const std::optional<std::filesystem::path>& machine_config_dir);

} // namespace ssd::cli
