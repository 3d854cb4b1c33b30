// A support capture (issue 35, `ssdtool capture`): one self-contained document per machine
// that a technician takes away and reads elsewhere as if the drives were attached. Per drive it
// keeps what the tools printed, never a reinterpretation: smartctl's `--json=o -x` document as
// smartctl printed it (its text lines included), the -d type that was used, and the raw NVMe
// media-write log pages with their ids (nvme_log_reader.h), so a later release decodes them anew.
// docs/CONTRACT.md `capture` has the format.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/smart/nvme_media_evidence.h"
#include "core/util/error.h"

namespace ssd {

inline constexpr int kSupportCaptureVersion = 1;

struct CapturedDrive {
    std::string device;                      // as it was named: "/dev/nvme0", "/dev/sdb"
    std::vector<std::string> commands;       // what was run for it, in order
    std::optional<std::string> device_type_given; // the -d type smartctl was given (negotiated or the user's)
    nlohmann::json smartctl;                 // smartctl's document; null when it printed none
    std::optional<NvmeLogReading> nvme_logs; // NVMe drives only
    std::optional<std::string> error;        // why the drive could not be read
    // The drive's setup as this machine's checks saw it: {"findings", "not_evaluated", "setup"} in
    // `check`'s shape (check_json.h); null when not inspected (a RAID member, no inspector).
    nlohmann::json setup;
};

struct SupportCapture {
    std::string tool_version;
    std::string captured_at;                 // "2026-11-29 12:00 UTC"
    std::optional<std::string> host;
    bool redacted = false;
    std::vector<CapturedDrive> drives;
    // The system's checks as this machine saw them (filesystems, swap, hibernation, periodic TRIM,
    // controllers): `check`'s "system" shape; null when not inspected.
    nlohmann::json system;
};

nlohmann::json support_capture_to_json(const SupportCapture& capture);

// Whether a parsed document is a support capture (an object with "ssd_toolbox_capture"), so the
// readers of smartctl captures can take either (saved_reports.h).
bool is_support_capture(const nlohmann::json& doc);

// InputMalformed (naming the field) for a document not a capture or with a wrong field;
// UnsupportedFormat for another version.
Result<SupportCapture> support_capture_from_json(const nlohmann::json& doc);

} // namespace ssd
