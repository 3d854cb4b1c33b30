// Human text for the terminal: short lines, each number explained, sizes in
// GB and GiB. The JSON writer is the machine contract; this is for people.
#pragma once

#include <string>
#include <vector>

#include "core/diagnosis/drive_health.h"
#include "core/drive/drive_info.h"

namespace ssd {

std::string list_to_text(const std::vector<DriveInfo>& drives);
std::string health_to_text(const HealthResult& health);
// "<indent>evidence:\n<indent>  Label: value\n…": a finding's evidence in
// words (evidence_catalog.h); empty when it has none.
std::string evidence_to_text(const Finding& finding, const std::string& indent);

} // namespace ssd
