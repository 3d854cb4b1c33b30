// `powercfg /a` (/availablesleepstates): which sleep states Windows offers
// and why the others are unavailable. Two sections, each a list of states,
// each unavailable state followed by one or more reason sentences:
//
//   The following sleep states are available on this system:
//       Standby (S3)
//       Hibernate
//   The following sleep states are not available on this system:
//       Hybrid Sleep
//           The hypervisor does not support this standby state.
//
// Windows Vista printed the available states on one line ("Standby ( S1 S3 )
// Hibernate Hybrid Sleep") and did not indent. Only English output is
// understood (the headers are localised): other languages give
// UnsupportedFormat and the caller falls back to the registry.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/util/error.h"

namespace ssd::windows {

struct SleepState {
    std::string name;                  // "Standby (S3)", "Hibernate", "Fast Startup"
    std::vector<std::string> reasons;  // why it is unavailable (empty for available states)
};

struct SleepStates {
    std::vector<SleepState> available;
    std::vector<SleepState> unavailable;
};

Result<SleepStates> parse_powercfg_available_states(std::string_view text);

// What the states say about hibernation.
enum class HibernationAvailability {
    Enabled,      // "Hibernate" is available
    Disabled,     // unavailable only because it was turned off ("Hibernation has not been enabled.")
    Unsupported,  // unavailable for another reason (firmware, hypervisor, policy…)
    NotListed,    // neither section names it
};
HibernationAvailability hibernation_availability(const SleepStates& states);
// The reasons given for an unavailable Hibernate state (empty otherwise).
std::vector<std::string> hibernation_reasons(const SleepStates& states);

} // namespace ssd::windows
