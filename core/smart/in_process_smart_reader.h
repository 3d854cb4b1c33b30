// Seam: reading ATA SMART inside the process, for machines without smartctl
// (Linux: libatasmart). It has no drive database, so vendor attributes keep
// the reader's own generic names and nothing is derived from them.
#pragma once

#include <string>

#include "core/smart/smart_report.h"
#include "core/util/error.h"

namespace ssd {

class InProcessSmartReader {
public:
    virtual ~InProcessSmartReader() = default;
    virtual std::string name() const = 0; // "libatasmart"
    // PermissionDenied, NoSuchDevice, or DriveRejected (not an ATA drive / no SMART).
    virtual Result<SmartReport> read(const std::string& device) = 0;
};

} // namespace ssd
