// Findings only Windows has, from what the Windows back end read: TRIM
// turned off for NTFS/ReFS (DisableDeleteNotify), hiberfil.sys and its size,
// where the pagefile lives and how it is sized, and a scheduled defragmenter
// that still defragments SSDs (Windows Vista; Windows 7 on drives it does not
// recognise as SSDs). Pure: the facts come in, findings go out, with
// Windows-worded fixes and the ssdtool action that applies each fix.
//
// Ids: trim-disabled (the CONTRACT id, Windows cause), hibernation-enabled,
// pagefile-on-drive, defrag-scheduled-on-ssd.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/checks/check_outcome.h"
#include "core/checks/observed.h"
#include "core/drive/drive_info.h"
#include "core/health/evidence_words.h"
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

// System-wide: TRIM turned off for a filesystem type in use.
CheckOutcome windows_system_findings(const WindowsSystemFacts& facts);
// Per drive: hiberfil.sys and pagefiles on it; the scheduled defragmenter
// on a solid-state drive where the Windows version defragments SSDs.
CheckOutcome windows_drive_findings(const DriveInfo& drive, const WindowsSystemFacts& facts);
// The words for the evidence keys of the findings above (evidence_words.h).
std::span<const FindingEvidence> windows_finding_evidence();

} // namespace ssd::windows
