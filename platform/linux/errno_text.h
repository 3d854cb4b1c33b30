// The text of an errno value for an error message ("No space left on device").
#pragma once

#include <string>
#include <system_error>

namespace ssd::linux_platform {

inline std::string errno_text(int error_number) { return std::generic_category().message(error_number); }

} // namespace ssd::linux_platform
