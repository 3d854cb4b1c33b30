// Every drive in a saved file, whichever kind a technician was sent: smartctl's JSON or the text
// of `-a`/`-x` (one drive), or an ssdtool support capture (each drive it holds, its NVMe log
// pages decoded). The readers of saved files (health, check and report --capture, history
// import) go through this, so a capture is read wherever a smartctl report is.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/capture/capture_reports.h"

namespace ssd {

struct SavedFile {
    bool support_capture = false;
    std::vector<CapturedReport> drives; // a smartctl report: one, its device as smartctl named it
    nlohmann::json system;              // a support capture's system checks as recorded; else null
};

// Errors: the parsers' (InputEmpty, InputMalformed, InputNotSmartctl, UnsupportedFormat).
Result<SavedFile> read_saved_file(std::string_view text);

// The one drive of `file` to analyse: the only one, or the one named `device` (a capture of
// several needs it: the error lists them).
Result<SmartReport> saved_drive(const SavedFile& file, const std::optional<std::string>& device);

} // namespace ssd
