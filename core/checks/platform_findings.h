// What one OS adds to the shared setup checks (setup_checks.h): findings
// only that OS has, worded for it (Windows: TRIM switched off with
// DisableDeleteNotify, hiberfil.sys, pagefile sizing, a scheduled
// defragmenter that still defragments SSDs), and the observations behind
// them. A SetupInspector returns these (setup_inspector.h); run_checks()
// merges them into the drive's and the system's outcome, so `check`,
// `report` and the helper print them like every other finding.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/checks/check_outcome.h"

namespace ssd {

struct PlatformFindings {
    CheckOutcome outcome;
    // Shared finding ids this OS reports in its own words in the same scope
    // (a drive, or the system): shared findings with these ids are dropped,
    // so one fact is not reported twice with two different fixes. Their
    // not-evaluated entries stay: why a shared check could not run is still true.
    std::vector<std::string> replaces;
    // What the OS-specific checks looked at; printed under setup.platform.
    // null: nothing to add.
    nlohmann::json observations;

    bool empty() const {
        return outcome.findings.empty() && outcome.not_evaluated.empty() && replaces.empty() && observations.is_null();
    }
};

// The shared outcome with the platform's merged in (replaced ids dropped
// first), findings sorted by severity. An empty contribution leaves
// `shared` exactly as it was.
CheckOutcome merge_platform_findings(CheckOutcome shared, PlatformFindings platform);

} // namespace ssd
