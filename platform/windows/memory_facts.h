// The pagefiles and hibernation as Windows has them now, read the same way
// for `check` (WinSetupInspector) and for `swap`/`hibernation`
// (WinMemorySettings): PagingFiles and the pagefiles in use
// (SystemPageFileInformation), HibernateEnabled/HiberFileType, `powercfg /a`
// and the size of hiberfil.sys.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/actions/windows/memory_settings.h"
#include "core/checks/observed.h"
#include "core/checks/setup_observations.h"
#include "core/checks/windows/windows_findings.h"
#include "core/process/command_runner.h"
#include "platform/windows/volumes.h"

namespace ssd::windows_platform {

struct PagefileReading {
    // PagingFiles as stored; empty when the value is empty or missing
    // (no pagefile configured).
    std::vector<std::string> configured;
    // The pagefiles in use with their configured entry; unknown when
    // PagingFiles is malformed.
    Observed<std::vector<windows::PagefileFacts>> pagefiles;
    std::vector<SwapObservation> swaps;  // the same files, as the shared checks see swap
};
PagefileReading read_pagefiles(const std::vector<VolumeInfo>& volumes);

struct HibernationReading {
    windows::HibernationSettings settings;
    HibernationObservation observed;     // as the shared checks see hibernation
};
// runner: runs `powercfg /a`.
HibernationReading read_hibernation(CommandRunner& runner, const std::vector<VolumeInfo>& volumes);

// Kernel names ("PhysicalDrive0") of the disks a volume lies on.
std::vector<std::string> drives_of(const VolumeInfo& volume);

} // namespace ssd::windows_platform
