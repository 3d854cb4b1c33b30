#include "platform/windows/volumes.h"

#include <windows.h>
#include <winioctl.h>

#include <algorithm>

#include "core/windows/device_names.h"
#include "core/windows/storage_descriptors.h"
#include "core/windows/text_lines.h"
#include "platform/windows/storage_query.h"
#include "platform/windows/win_util.h"

namespace ssd::windows_platform {

namespace {

namespace w = ssd::windows;

std::vector<std::string> mount_points_of(const std::wstring& guid_path) {
    DWORD needed = 0;
    GetVolumePathNamesForVolumeNameW(guid_path.c_str(), nullptr, 0, &needed);
    std::vector<std::string> points;
    if (needed == 0) return points;
    std::wstring buffer(needed, L'\0');
    if (!GetVolumePathNamesForVolumeNameW(guid_path.c_str(), buffer.data(), needed, &needed)) return points;
    std::size_t at = 0;
    while (at < buffer.size() && buffer[at] != L'\0') {
        const std::size_t end = buffer.find(L'\0', at);
        points.push_back(narrow(std::wstring_view(buffer).substr(at, end - at)));
        at = end + 1;
    }
    return points;
}

void fill_space(VolumeInfo& volume, const std::wstring& guid_path) {
    ULARGE_INTEGER available{};
    ULARGE_INTEGER total{};
    ULARGE_INTEGER free{};
    if (GetDiskFreeSpaceExW(guid_path.c_str(), &available, &total, &free)) {
        volume.size_bytes = total.QuadPart;
        volume.free_bytes = free.QuadPart;
        volume.available_bytes = available.QuadPart;
    }
    wchar_t filesystem[MAX_PATH + 1] = {};
    if (GetVolumeInformationW(guid_path.c_str(), nullptr, 0, nullptr, nullptr, nullptr, filesystem, MAX_PATH + 1)) {
        volume.filesystem = narrow(filesystem);
    }
}

void fill_extents(VolumeInfo& volume, std::wstring guid_path) {
    if (!guid_path.empty() && guid_path.back() == L'\\') guid_path.pop_back(); // the volume, not its root folder
    UniqueHandle handle(open_for_query(guid_path));
    if (!handle.valid()) {
        volume.unknown_reason = "cannot open the volume: " + error_text(GetLastError());
        return;
    }
    if (auto bytes = device_io_control(handle.get(), IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS, 256)) {
        if (auto extents = w::decode_volume_disk_extents(w::as_bytes(*bytes))) volume.extents = std::move(*extents);
    } else {
        volume.unknown_reason = bytes.error().message;
    }
    if (auto bytes = device_io_control(handle.get(), IOCTL_STORAGE_GET_DEVICE_NUMBER, 64)) {
        if (auto number = w::decode_device_number(w::as_bytes(*bytes)); number && number->partition_number > 0) {
            volume.partition_number = number->partition_number;
        }
    }
}

} // namespace

std::vector<VolumeInfo> list_volumes() {
    std::vector<VolumeInfo> volumes;
    wchar_t name[MAX_PATH + 1] = {};
    HANDLE search = FindFirstVolumeW(name, MAX_PATH + 1);
    if (search == INVALID_HANDLE_VALUE) return volumes;
    do {
        VolumeInfo volume;
        const std::wstring guid_path = name;
        volume.guid_path = narrow(guid_path);
        volume.mount_points = mount_points_of(guid_path);
        fill_space(volume, guid_path);
        fill_extents(volume, guid_path);
        volumes.push_back(std::move(volume));
    } while (FindNextVolumeW(search, name, MAX_PATH + 1));
    FindVolumeClose(search);
    return volumes;
}

std::optional<VolumeInfo> volume_of(const std::vector<VolumeInfo>& volumes, const std::string& path) {
    wchar_t mount[MAX_PATH + 1] = {};
    if (!GetVolumePathNameW(widen(path).c_str(), mount, MAX_PATH + 1)) return std::nullopt;
    const std::string mount_point = narrow(mount);
    for (const auto& volume : volumes) {
        for (const auto& point : volume.mount_points) {
            if (w::iequals(point, mount_point)) return volume;
        }
    }
    return std::nullopt;
}

std::string system_drive() {
    wchar_t buffer[16] = {};
    const DWORD length = GetEnvironmentVariableW(L"SystemDrive", buffer, 16);
    if (length == 2 && buffer[1] == L':') return narrow(std::wstring_view(buffer, 2));
    return "C:";
}

safety::UsageReport disk_usage(const std::vector<VolumeInfo>& volumes, std::uint32_t disk_number,
                               const std::string& system_drive) {
    auto first_mount = [](const VolumeInfo& volume) {
        return volume.mount_points.empty() ? volume.guid_path : volume.mount_points.front();
    };
    safety::UsageReport report;
    report.nodes_checked.push_back(w::physical_drive_path(disk_number));
    for (const auto& volume : volumes) {
        if (volume.extents.empty() && !volume.unknown_reason.empty()) {
            report.unknown.push_back("where volume " + first_mount(volume) + " lies: " + volume.unknown_reason);
            continue;
        }
        const bool on_disk = std::any_of(volume.extents.begin(), volume.extents.end(),
                                         [disk_number](const w::DiskExtent& e) { return e.disk_number == disk_number; });
        if (!on_disk) continue;
        const std::string where = first_mount(volume);
        report.nodes_checked.push_back(where);
        const bool holds_system =
            std::any_of(volume.mount_points.begin(), volume.mount_points.end(),
                        [&](const std::string& p) { return w::iequals(p.substr(0, 2), system_drive); });
        if (holds_system) {
            report.uses.push_back({safety::DeviceUse::Kind::SystemDrive, where,
                                   "the running Windows system (" + system_drive + ")"});
        } else if (!volume.mount_points.empty()) {
            report.uses.push_back({safety::DeviceUse::Kind::Mounted, where, volume.filesystem + " on " + where});
        } else {
            report.uses.push_back({safety::DeviceUse::Kind::Mounted, where, "a volume without a drive letter"});
        }
    }
    return report;
}

} // namespace ssd::windows_platform
