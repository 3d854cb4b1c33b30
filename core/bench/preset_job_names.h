// The names of a preset's jobs in the order they run, for a display laid out
// before the run (the GUI's tiles), so that a job added to a preset shows
// without a change there; empty where the jobs depend on the target or the
// options (consistency, read-scan, custom). Defined in plan.cpp, next to the
// presets' jobs.
#pragma once

#include <string>
#include <vector>

#include "core/bench/plan.h"

namespace ssd::bench {

std::vector<std::string> preset_job_names(Preset preset);

} // namespace ssd::bench
