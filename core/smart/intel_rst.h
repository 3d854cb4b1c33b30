// An NVMe drive behind Intel RST or VMD on Windows (issue 35). Windows lists it, but Intel's
// driver (iaStorVD, iaStorAC) has no standard NVMe pass-through, so smartctl's first NVMe command
// fails with "IOCTL_STORAGE_QUERY_PROPERTY(NVMe) failed, Error=1" (ERROR_INVALID_FUNCTION;
// smartmontools issues #164 and #212). Without a word of explanation that reads as a broken
// drive; it is the storage mode.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/smart/smart_report.h"

namespace ssd {

// What to tell the user when smartctl's messages show that refusal; nullopt otherwise.
std::optional<std::string> intel_rst_explanation(const std::vector<SmartctlMessage>& messages);

} // namespace ssd
