// The drives of a support capture as the analysis reads a live drive: each smartctl document
// parsed, its NVMe log pages decoded (nvme_media_evidence.h), so `health`, `report`, `check`
// and `history import` give from a capture the facts they gave on the machine it came from.
#pragma once

#include <string>
#include <vector>

#include "core/capture/support_capture.h"
#include "core/smart/smart_report.h"

namespace ssd {

struct CapturedReport {
    std::string device;
    Result<SmartReport> report; // the capture's error for a drive it could not read
    nlohmann::json setup;       // a support capture's: the drive's setup checks as recorded; else null
};

// A redacted capture's drives have no serial (its tokens name no drive; a history keeps each
// such reading apart instead of joining unrelated drives under one token).
std::vector<CapturedReport> reports_of_capture(const SupportCapture& capture);

} // namespace ssd
