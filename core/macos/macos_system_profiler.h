// `system_profiler SPSerialATADataType SPNVMeDataType -json`: the SATA and
// NVMe drives with their identity and whether macOS sends them TRIM
// ("spsata_trim_support" / "spnvme_trim_support": "Yes"/"No"). macOS turns
// TRIM on for Apple's own SSDs; a third-party SATA SSD shows "No" until
// `sudo trimforce enable`. Controllers are the top-level items, drives their
// "_items".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/drive/drive_interface.h"
#include "core/util/error.h"

namespace ssd::macos {

struct ProfiledDrive {
    Protocol protocol = Protocol::Unknown; // Ata (SPSerialATADataType) or Nvme (SPNVMeDataType)
    std::string controller;              // the controller's "_name"
    std::string name;                    // "_name"
    std::optional<std::string> bsd_name; // "disk0"
    std::optional<std::string> model;
    std::optional<std::string> serial;
    std::optional<std::string> revision;
    std::optional<bool> trim;            // nullopt when the key is missing or neither Yes nor No
    std::optional<bool> solid_state;     // SATA: spsata_medium_type "Solid State"/"Rotational"
    std::optional<std::uint64_t> size_bytes;
};

// InputEmpty / InputMalformed; a document with neither data type gives an
// empty list (a Mac without SATA or NVMe drives).
Result<std::vector<ProfiledDrive>> parse_system_profiler_storage(std::string_view json_text);

} // namespace ssd::macos
