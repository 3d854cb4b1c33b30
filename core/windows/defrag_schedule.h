// Scheduled optimisation ("defragmentation") and SSDs, by Windows version.
// The task is \Microsoft\Windows\Defrag\ScheduledDefrag; whether it is
// enabled comes from its XML definition (`schtasks /Query /TN <task> /XML`),
// which is not localised: <Settings><Enabled>false</Enabled> when turned
// off; no <Enabled> element means enabled (the Task Scheduler schema's
// default).
//  - Windows Vista: the scheduled defragmenter knows nothing of SSDs and
//    defragments them too: needless writes.
//  - Windows 7: it skips volumes Windows recognises as solid-state (by the
//    drive's report or its measured random-read speed); a drive behind an
//    IDE-mode or RAID controller may not be recognised.
//  - Windows 8 and later ("Optimize Drives"): SSD volumes get a re-TRIM of
//    their free space instead, which is wanted; the task doubles as the
//    periodic TRIM.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/util/error.h"

namespace ssd::windows {

struct WindowsVersion {
    std::uint32_t major = 0;
    std::uint32_t minor = 0;
    std::uint32_t build = 0;
};

// "Windows 10 / 11 (build 22631)", "Windows 7 (6.1.7601)".
std::string version_name(const WindowsVersion& version);

// Enabled state of a task from its XML definition. InputMalformed when the
// text is not a task definition (<Task ...> root missing).
Result<bool> task_enabled_from_xml(std::string_view xml);

enum class SsdOptimization {
    Defragments,       // Vista: SSDs are defragmented on schedule
    SkipsRecognised,   // Windows 7: SSDs recognised as such are skipped
    Retrims,           // Windows 8+: SSDs are re-trimmed on schedule
};
SsdOptimization scheduled_optimization(const WindowsVersion& version);

} // namespace ssd::windows
