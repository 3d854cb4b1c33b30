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

#include <span>

#include "core/checks/check_outcome.h"
#include "core/checks/windows/windows_facts.h"
#include "core/drive/drive_info.h"
#include "core/health/evidence_words.h"

namespace ssd::windows {

// System-wide: TRIM turned off for a filesystem type in use.
CheckOutcome windows_system_findings(const WindowsSystemFacts& facts);
// Per drive: hiberfil.sys and pagefiles on it; the scheduled defragmenter
// on a solid-state drive where the Windows version defragments SSDs.
CheckOutcome windows_drive_findings(const DriveInfo& drive, const WindowsSystemFacts& facts);
// The words for the evidence keys of the findings above (evidence_words.h).
std::span<const FindingEvidence> windows_finding_evidence();

} // namespace ssd::windows
