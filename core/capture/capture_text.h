// A support capture in words: which drives it holds and how each was read (the -d type,
// the NVMe log pages), for the CLI's text output and the GUI's confirmation.
#pragma once

#include <string>

#include "core/capture/support_capture.h"

namespace ssd {

std::string capture_summary_text(const SupportCapture& capture);

} // namespace ssd
