// Device names as the OS spells them.
#pragma once

#include <string>

namespace ssd {

// "/dev/nvme0n1" → "/dev/nvme0": a namespace's controller (self-tests, the
// drive's holds); any other name is returned as it is.
std::string nvme_controller_path(const std::string& device);

} // namespace ssd
