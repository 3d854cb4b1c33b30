// `ssdtool capture --redact`: the capture without what identifies the machine or its drives,
// replaced the same way wherever it appears (smartctl's JSON fields, its printed text lines,
// device paths, commands): every serial number becomes "[serial N]" (N counts the drives'
// distinct serials), the world wide names and NVMe EUI-64/NGUID identifiers become
// "[redacted]" (JSON objects dropped), the host name "[host]". The raw NVMe pages carry no
// identifier (the media-write logs hold counters only) and stay as read.
#pragma once

#include "core/capture/support_capture.h"

namespace ssd {

SupportCapture redacted_capture(SupportCapture capture);

} // namespace ssd
