// What the Windows back end reads about the system (the facts the Windows
// findings are judged on), and how each fact is written as JSON: the same
// object serves a finding's evidence and setup.platform, so both say a
// pagefile or hiberfil.sys with the same keys.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/checks/observed.h"
#include "core/windows/defrag_schedule.h"
#include "core/windows/fsutil_parser.h"
#include "core/windows/paging_files.h"

namespace ssd::windows {

struct HibernationFacts {
    bool enabled = false;                     // HibernateEnabled = 1 / "Hibernate" available
    std::string file_path;                    // "C:\hiberfil.sys"
    std::optional<std::uint64_t> file_bytes;  // its size now
    std::optional<std::string> file_type;     // "full" | "reduced" (HiberFileType)
    std::optional<std::uint64_t> memory_bytes;
    std::vector<std::string> drives;          // kernel names of the drive(s) holding the file
};

struct PagefileFacts {
    PagingFileEntry entry;                   // as configured
    std::string file_path;                   // the file that exists ("C:\pagefile.sys")
    std::optional<std::uint64_t> file_bytes; // allocated now
    std::optional<std::uint64_t> in_use_bytes;
    std::vector<std::string> drives;
};

struct WindowsSystemFacts {
    WindowsVersion version;
    Observed<std::vector<DeleteNotifySetting>> delete_notify;
    Observed<HibernationFacts> hibernation;
    Observed<std::vector<PagefileFacts>> pagefiles;
    Observed<bool> defrag_task_enabled;       // \Microsoft\Windows\Defrag\ScheduledDefrag
    std::vector<std::string> filesystems_in_use; // "NTFS", "ReFS" (to judge DisableDeleteNotify)
};

// {"filesystem" (null: the one setting of Windows 7/8 for NTFS and ReFS v1), "DisableDeleteNotify"}
nlohmann::json delete_notify_json(const DeleteNotifySetting& setting);
// {"file", "file_bytes", "file_type", "memory_bytes"}
nlohmann::json hibernation_file_json(const HibernationFacts& hibernation);
// {"file", "system_managed", "automatic_all_drives", "initial_mib", "maximum_mib",
//  "file_bytes", "in_use_bytes"}
nlohmann::json pagefile_json(const PagefileFacts& pagefile);

} // namespace ssd::windows
