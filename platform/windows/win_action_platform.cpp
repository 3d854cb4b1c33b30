// ActionPlatform for Windows: disks resolved as \\.\PhysicalDriveN
// (/dev/pdN), their use (volumes, the Windows volume, pagefiles) from the
// volume list, free-space re-TRIM with `defrag X: /L`, periodic TRIM as the
// Optimize Drives task plus DisableDeleteNotify, whole-disk discard with
// IOCTL_STORAGE_MANAGE_DATA_SET_ATTRIBUTES (TRIM), mains power from
// GetSystemPowerStatus. Swap and hibernation are the pagefile and powercfg
// settings (memory(): WinMemorySettings, MemoryModel::WindowsSettings):
// `ssdtool swap` and `ssdtool hibernation` plan and apply them with
// core/windows's commands. The capabilities that are Win32 calls on a disk
// or a volume are this one class; memory, time and the (absent) service
// manager are their own objects.
#include "platform/whole_disk_action_platform.h"

#include <windows.h>
#include <winioctl.h>

#include <algorithm>
#include <cstddef>

#include "core/actions/windows/maintenance_plans.h"
#include "core/windows/device_names.h"
#include "core/windows/text_lines.h"
#include "platform/windows/disk_trim.h"
#include "platform/windows/system_queries.h"
#include "platform/windows/volumes.h"
#include "platform/windows/win_drive_inventory.h"
#include "platform/windows/win_memory_settings.h"
#include "platform/windows/win_setup_inspector.h"
#include "platform/windows/win_util.h"

namespace ssd {

using namespace windows_platform; // this back end's own helpers

namespace {

namespace w = ssd::windows;
using namespace std::chrono_literals;

class DsmDiscarder final : public actions::BlockDiscarder {
public:
    DsmDiscarder(UniqueHandle disk, std::uint64_t size) : disk_(std::move(disk)), size_(size) {}

    Result<void> discard(std::uint64_t offset, std::uint64_t length) override {
        const auto failure = trim_disk_range(disk_.get(), offset, length);
        if (!failure) return {};
        const DWORD error = *failure;
        if (error == ERROR_INVALID_FUNCTION || error == ERROR_NOT_SUPPORTED || error == ERROR_IO_DEVICE) {
            return fail(ErrorCode::DriveRejected, "the drive rejected the TRIM: " + error_text(error));
        }
        return fail(ErrorCode::ToolFailed, "IOCTL_STORAGE_MANAGE_DATA_SET_ATTRIBUTES failed: " + error_text(error));
    }
    std::uint64_t size_bytes() const override { return size_; }

private:
    UniqueHandle disk_;
    std::uint64_t size_;
};

Result<std::uint32_t> disk_number_of(const actions::ActionTarget& target) {
    const auto parsed = w::parse_disk_name(target.identity.kernel_name);
    if (parsed.kind != w::ParsedDiskName::Kind::PhysicalDrive) {
        return fail(ErrorCode::NotADrive, target.identity.device + " is not a Windows disk");
    }
    return parsed.number;
}

} // namespace

WholeDiskActionPlatform::WholeDiskActionPlatform(CommandRunner& runner)
    : runner_(runner), memory_(std::make_unique<WinMemorySettings>(runner)) {}

Result<actions::ActionTarget> WholeDiskActionPlatform::resolve(const std::string& path) {
    WinDriveInventory inventory;
    auto drive = inventory.lookup(path);
    if (!drive) return tl::unexpected(drive.error());
    return actions::target_of(*drive);
}

Result<safety::UsageReport> WholeDiskActionPlatform::usage(const actions::ActionTarget& target) {
    auto disk = disk_number_of(target);
    if (!disk) return tl::unexpected(disk.error());
    return disk_usage(list_volumes(), *disk, system_drive());
}

Result<std::vector<actions::MountedFilesystem>> WholeDiskActionPlatform::mounted_filesystems() {
    std::vector<actions::MountedFilesystem> filesystems;
    for (const auto& volume : list_volumes()) {
        if (volume.mount_points.empty()) continue;
        actions::MountedFilesystem fs;
        fs.mountpoint = volume.mount_points.front();
        fs.source = volume.guid_path;
        fs.fstype = volume.filesystem;
        fs.block_device = fs.mountpoint.size() >= 2 && fs.mountpoint[1] == ':' ? fs.mountpoint.substr(0, 2) : "";
        for (const auto& extent : volume.extents) {
            const std::string drive = w::physical_drive_name(extent.disk_number);
            if (std::find(fs.drives.begin(), fs.drives.end(), drive) == fs.drives.end()) fs.drives.push_back(drive);
        }
        if (volume.partition_number && volume.extents.size() == 1) {
            fs.partitions.push_back("Harddisk" + std::to_string(volume.extents.front().disk_number) + "Partition" +
                                    std::to_string(*volume.partition_number));
        }
        if (fs.block_device.empty()) {
            fs.cannot_trim = "it has no drive letter (defrag /L names volumes by letter)";
        } else if (!w::iequals(fs.fstype, "NTFS") && !w::iequals(fs.fstype, "ReFS")) {
            fs.cannot_trim = "Windows re-trims NTFS and ReFS volumes only, not " +
                             (fs.fstype.empty() ? std::string("an unformatted volume") : fs.fstype);
        }
        filesystems.push_back(std::move(fs));
    }
    return filesystems;
}

Result<std::string> WholeDiskActionPlatform::block_device_name(const std::string& path) {
    const auto parsed = w::parse_disk_name(path);
    if (parsed.kind == w::ParsedDiskName::Kind::PhysicalDrive) return w::physical_drive_name(parsed.number);
    const std::size_t colon = path.find(':');
    if (parsed.kind == w::ParsedDiskName::Kind::Volume && colon != std::string::npos && colon > 0) {
        return path.substr(colon - 1, 2); // "C:"
    }
    return fail(ErrorCode::NoSuchDevice, path + " is not a disk (/dev/pdN, \\\\.\\PhysicalDriveN) or a drive letter");
}

Result<std::string> WholeDiskActionPlatform::canonical_directory(const std::string& path) {
    const std::wstring wide = widen(path);
    const DWORD needed = GetFullPathNameW(wide.c_str(), 0, nullptr, nullptr);
    if (needed == 0) return fail(ErrorCode::InputUnreadable, path + ": " + error_text(GetLastError()));
    std::wstring full(needed, L'\0');
    const DWORD written = GetFullPathNameW(wide.c_str(), needed, full.data(), nullptr);
    full.resize(written);
    const DWORD attributes = GetFileAttributesW(full.c_str());
    if (attributes == INVALID_FILE_ATTRIBUTES) return fail(ErrorCode::NoSuchDevice, path + " does not exist");
    if ((attributes & FILE_ATTRIBUTE_DIRECTORY) == 0) {
        return fail(ErrorCode::InputUnreadable, path + " is not a directory");
    }
    return narrow(full);
}

Result<std::uint64_t> WholeDiskActionPlatform::trim_filesystem(const std::string& mountpoint) {
    auto plan = w::plan_retrim(mountpoint, running_windows_version());
    if (!plan) return tl::unexpected(plan.error());
    const auto& step = plan->steps.front();
    auto output = runner_.run(Command{step.argv, step.timeout.value_or(3600s)});
    if (!output) return tl::unexpected(output.error());
    const std::string said = std::string(w::trim(w::console_text(output->out + output->err)));
    if (output->timed_out) return fail(ErrorCode::ToolFailed, "defrag /L did not finish within an hour");
    if (output->exit_status != 0) {
        if (said.find("Access is denied") != std::string::npos || said.find("elevat") != std::string::npos) {
            return fail(ErrorCode::PermissionDenied, "re-TRIM needs administrator rights: " + said);
        }
        return fail(ErrorCode::ToolFailed, "defrag /L failed (exit status " + std::to_string(output->exit_status) +
                                               "): " + said);
    }
    ULARGE_INTEGER available{};
    ULARGE_INTEGER total{};
    ULARGE_INTEGER free{};
    if (!GetDiskFreeSpaceExW(widen(plan->target).c_str(), &available, &total, &free)) return std::uint64_t{0};
    return free.QuadPart; // re-TRIM covers the free space; Windows reports no byte count
}

std::string WholeDiskActionPlatform::trim_step_description(const std::string& mountpoint) const {
    return "defrag.exe " + mountpoint.substr(0, 2) + " /L: re-TRIM of the volume's free clusters (the filesystem picks "
                                                     "the ranges; data is not moved)";
}

Observed<PeriodicTrimObservation> WholeDiskActionPlatform::periodic_trim() {
    return periodic_trim_observation(running_windows_version(), query_defrag_task_enabled(runner_));
}

Result<safety::ActionPlan> WholeDiskActionPlatform::plan_enable_periodic_trim() {
    bool refs = false;
    for (const auto& volume : list_volumes()) refs = refs || w::iequals(volume.filesystem, "ReFS");
    return w::plan_enable_trim(running_windows_version(), refs);
}

Result<std::unique_ptr<actions::BlockDiscarder>> WholeDiskActionPlatform::open_for_discard(const actions::ActionTarget& target) {
    auto disk = disk_number_of(target);
    if (!disk) return tl::unexpected(disk.error());
    const std::string path = w::physical_drive_path(*disk);
    UniqueHandle handle(CreateFileW(widen(path).c_str(), GENERIC_READ | GENERIC_WRITE,
                                    FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr, OPEN_EXISTING, 0, nullptr));
    if (!handle.valid()) {
        const DWORD error = GetLastError();
        if (error == ERROR_ACCESS_DENIED) {
            return fail(ErrorCode::PermissionDenied, "opening " + path + " for writing needs administrator rights");
        }
        return fail(ErrorCode::InputUnreadable, "cannot open " + path + ": " + error_text(error));
    }
    return std::unique_ptr<actions::BlockDiscarder>(
        std::make_unique<DsmDiscarder>(std::move(handle), target.identity.capacity_bytes));
}

std::string WholeDiskActionPlatform::discard_step_description(const actions::ActionTarget& target,
                                                        std::uint64_t chunk_bytes) const {
    return "open " + w::physical_drive_path(w::parse_disk_name(target.identity.kernel_name).number) +
           " for writing, then IOCTL_STORAGE_MANAGE_DATA_SET_ATTRIBUTES (DeviceDsmAction_Trim) from byte 0 to the "
           "end (" + std::to_string(target.identity.capacity_bytes) + " bytes) in ranges of " +
           std::to_string(chunk_bytes) + " bytes";
}

actions::PowerState WholeDiskActionPlatform::power_state() {
    actions::PowerState state;
    SYSTEM_POWER_STATUS status{};
    if (!GetSystemPowerStatus(&status)) {
        state.evidence = "GetSystemPowerStatus failed: " + error_text(GetLastError());
        return state;
    }
    state.has_battery = (status.BatteryFlag & 128U) == 0 && status.BatteryFlag != 255;
    if (status.ACLineStatus == 0 || status.ACLineStatus == 1) state.on_ac = status.ACLineStatus == 1;
    state.evidence = "GetSystemPowerStatus: ACLineStatus=" + std::to_string(status.ACLineStatus) +
                     ", BatteryFlag=" + std::to_string(status.BatteryFlag);
    return state;
}

Result<std::uint64_t> WholeDiskActionPlatform::readable_file_size(const std::string& path) {
    UniqueHandle file(CreateFileW(widen(path).c_str(), GENERIC_READ, FILE_SHARE_READ, nullptr, OPEN_EXISTING,
                                  FILE_ATTRIBUTE_NORMAL, nullptr));
    if (!file.valid()) return fail(ErrorCode::InputUnreadable, "cannot read " + path + ": " + error_text(GetLastError()));
    LARGE_INTEGER size{};
    if (!GetFileSizeEx(file.get(), &size)) {
        return fail(ErrorCode::InputUnreadable, "cannot read the size of " + path + ": " + error_text(GetLastError()));
    }
    if (size.QuadPart == 0) return fail(ErrorCode::InputEmpty, path + " is empty");
    return static_cast<std::uint64_t>(size.QuadPart);
}

} // namespace ssd
