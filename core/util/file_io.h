// Whole-file reads with typed errors (standard C++ only, so core stays portable).
#pragma once

#include <filesystem>
#include <string>

#include "core/util/error.h"

namespace ssd {

// InputUnreadable when the file is missing or cannot be read.
Result<std::string> read_text_file(const std::filesystem::path& path);

} // namespace ssd
