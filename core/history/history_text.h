// `ssdtool history` for people: per drive, a few lines that say what happened.
#pragma once

#include <string>
#include <vector>

#include "core/history/history_query.h"

namespace ssd::history {

std::string history_text(const std::vector<DriveHistory>& answers);

} // namespace ssd::history
