// Swap and hibernation. Systems keep them in one of two ways, and the
// model says which, so `swap` and `hibernation` (core/requests/
// memory_handlers.h) pick the right one without asking what the OS is:
//  - SwapFiles: swap files or partitions in the filesystem table and a
//    resume device, set up step by step (Linux; core/actions/swap.h,
//    hibernation.h);
//  - WindowsSettings: the pagefile setting and hiberfil.sys through
//    powercfg, which Windows applies itself (core/actions/windows/memory_settings.h,
//    pagefile_commands.h, hibernation_commands.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/checks/observed.h"
#include "core/checks/setup_observations.h"
#include "core/util/enum_table.h"
#include "core/util/error.h"

namespace ssd::windows {
class MemorySettings;
}

namespace ssd::actions {

enum class MemoryModel { SwapFiles, WindowsSettings };

inline constexpr EnumTable<MemoryModel, 2> kMemoryModels{{{
    {MemoryModel::SwapFiles, "swap-files", "swap files and a resume device"},
    {MemoryModel::WindowsSettings, "windows-settings", "the Windows pagefile and hibernation settings"},
}}};

// Swap files and a resume device. Every method has a default that says the
// system has no implementation yet (macOS).
class SwapFiles {
public:
    virtual ~SwapFiles() = default;
    virtual Observed<std::vector<SwapObservation>> swap_areas() {
        return Observed<std::vector<SwapObservation>>::unknown("swap areas are not read on this system yet");
    }
    virtual Observed<HibernationObservation> hibernation_state() {
        return Observed<HibernationObservation>::unknown("hibernation is not read on this system yet");
    }
    // The filesystem holding `path` (a file that need not exist yet).
    virtual Result<FilesystemSpace> space_for(const std::string& path) { return unsupported("free space of " + path); }
    virtual Result<std::string> filesystem_type_for(const std::string& path) {
        return unsupported("the filesystem of " + path);
    }
    // A swap file: fully allocated (no holes), owned by root, mode 0600.
    virtual Result<void> create_swap_file(const std::string& path, std::uint64_t bytes) {
        (void)bytes;
        return unsupported("swap file " + path);
    }
    // The filesystem table (Linux /etc/fstab; a setting, tests use their own).
    virtual std::string fstab_path() { return {}; }

protected:
    static tl::unexpected<Error> unsupported(const std::string& what) {
        return tl::unexpected(Error{ErrorCode::Refused, what + ": not available on this system yet"});
    }
};

class MemorySettings {
public:
    virtual ~MemorySettings() = default;
    virtual MemoryModel model() const = 0;
    // RAM, and what could still be given to programs (Linux: MemAvailable).
    virtual std::optional<std::uint64_t> memory_total_bytes() = 0;
    virtual std::optional<std::uint64_t> memory_available_bytes() = 0;
    // The interface of model(): exactly that one is non-null.
    virtual SwapFiles* swap_files() { return nullptr; }
    virtual windows::MemorySettings* windows_settings() { return nullptr; }
};

} // namespace ssd::actions
