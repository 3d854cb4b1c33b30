#include "platform/windows/win_memory_settings.h"

#include <windows.h>

#include "core/actions/windows/maintenance_plans.h"
#include "platform/windows/memory_facts.h"
#include "platform/windows/registry.h"
#include "platform/windows/volumes.h"

namespace ssd::windows_platform {

std::optional<std::uint64_t> WinMemorySettings::memory_total_bytes() {
    MEMORYSTATUSEX status{};
    status.dwLength = sizeof status;
    if (!GlobalMemoryStatusEx(&status)) return std::nullopt;
    return status.ullTotalPhys;
}

std::optional<std::uint64_t> WinMemorySettings::memory_available_bytes() {
    MEMORYSTATUSEX status{};
    status.dwLength = sizeof status;
    if (!GlobalMemoryStatusEx(&status)) return std::nullopt;
    return status.ullAvailPhys;
}

Result<windows::PagefileSettings> WinMemorySettings::pagefiles() {
    PagefileReading reading = read_pagefiles(list_volumes());
    windows::PagefileSettings settings;
    settings.configured = std::move(reading.configured);
    // Malformed PagingFiles: the files are still listed, without their entry.
    if (reading.pagefiles) {
        settings.files = std::move(*reading.pagefiles);
    } else {
        for (const auto& swap : reading.swaps) {
            windows::PagefileFacts file;
            file.file_path = swap.path;
            file.file_bytes = swap.size_bytes;
            file.in_use_bytes = swap.used_bytes;
            file.drives = swap.drives;
            settings.files.push_back(std::move(file));
        }
    }
    const std::string system = system_drive();
    settings.system_drive_letter = system.empty() ? 'C' : system[0];
    return settings;
}

Result<void> WinMemorySettings::write_paging_files(const std::vector<std::string>& value) {
    return write_multi_sz(windows::kMemoryManagementKey, "PagingFiles", value);
}

Result<windows::HibernationSettings> WinMemorySettings::hibernation() {
    return read_hibernation(runner_, list_volumes()).settings;
}

} // namespace ssd::windows_platform
