#include "platform/windows/win_setup_inspector.h"

#include <windows.h>
#include <winioctl.h>

#include <algorithm>

#include "core/checks/windows/windows_partitions.h"
#include "core/checks/windows/windows_platform_findings.h"
#include "core/windows/device_names.h"
#include "core/windows/drive_layout.h"
#include "core/windows/storage_descriptors.h"
#include "platform/windows/device_tree.h"
#include "platform/windows/memory_facts.h"
#include "platform/windows/storage_query.h"
#include "platform/windows/system_queries.h"
#include "platform/windows/volumes.h"
#include "platform/windows/win_util.h"

namespace ssd::windows_platform {

namespace {
namespace w = ssd::windows;
} // namespace

windows::WindowsVersion running_windows_version() {
    using GetVersion = LONG(WINAPI*)(OSVERSIONINFOW*);
    w::WindowsVersion version;
    HMODULE ntdll = GetModuleHandleW(L"ntdll.dll");
    if (ntdll == nullptr) return version;
    const auto get = reinterpret_cast<GetVersion>(reinterpret_cast<void*>(GetProcAddress(ntdll, "RtlGetVersion")));
    OSVERSIONINFOW info{};
    info.dwOSVersionInfoSize = sizeof info;
    if (get != nullptr && get(&info) == 0) {
        version.major = info.dwMajorVersion;
        version.minor = info.dwMinorVersion;
        version.build = info.dwBuildNumber;
    }
    return version;
}

Result<DriveSetup> WinSetupInspector::inspect_drive(const DriveInfo& drive) {
    const auto parsed = w::parse_disk_name(drive.kernel_name);
    if (parsed.kind != w::ParsedDiskName::Kind::PhysicalDrive) {
        return fail(ErrorCode::NotADrive, drive.kernel_name + " is not a Windows disk name");
    }
    const std::uint32_t number = parsed.number;
    UniqueHandle disk(open_for_query(widen(w::physical_drive_path(number))));
    if (!disk.valid()) {
        return fail(ErrorCode::InputUnreadable, "cannot open " + w::physical_drive_path(number) + ": " +
                                                    error_text(GetLastError()));
    }
    DriveSetup setup;
    if (auto bytes = query_storage_property(disk.get(), StorageDeviceSeekPenaltyProperty)) {
        if (auto penalty = w::decode_seek_penalty(w::as_bytes(*bytes))) {
            setup.media = MediaObservation{*penalty ? MediaKind::Rotating : MediaKind::SolidState, false,
                                           std::string("DEVICE_SEEK_PENALTY_DESCRIPTOR.IncursSeekPenalty=") +
                                               (*penalty ? "1" : "0")};
        } else {
            setup.media = Observed<MediaObservation>::unknown(penalty.error().message);
        }
    } else {
        setup.media = Observed<MediaObservation>::unknown("the driver does not report a seek penalty: " +
                                                          bytes.error().message);
    }

    if (auto controller = storage_controller_of(number)) {
        setup.controller = ControllerObservation{controller->service, controller->instance_id, controller->pci_class};
        if (controller->pcie && drive.protocol == Protocol::Nvme) {
            const auto& link = *controller->pcie;
            PcieLinkObservation observation;
            observation.pci_address = link.instance_id;
            observation.current_speed_mts = link.current_speed_mts;
            observation.current_width = link.current_width;
            observation.max_speed_mts = link.max_speed_mts;
            observation.max_width = link.max_width;
            observation.upstream_pci_address = link.upstream_instance_id;
            observation.upstream_max_speed_mts = link.upstream_max_speed_mts;
            observation.upstream_max_width = link.upstream_max_width;
            setup.pcie_link = observation;
        } else {
            setup.pcie_link = Observed<PcieLinkObservation>::unknown("not a PCI Express drive");
        }
    } else {
        setup.controller = Observed<ControllerObservation>::unknown(controller.error().message);
        setup.pcie_link = Observed<PcieLinkObservation>::unknown(controller.error().message);
    }
    setup.sata_link = Observed<SataLinkObservation>::unknown(
        "Windows does not report the negotiated SATA link speed (smartctl -x shows it in 'SATA Version')");

    if (auto bytes = device_io_control(disk.get(), IOCTL_DISK_GET_DRIVE_LAYOUT_EX, 16384)) {
        if (auto layout = w::decode_drive_layout(w::as_bytes(*bytes))) {
            setup.partitions = w::partition_observations(*layout, number);
        } else {
            setup.partitions = Observed<std::vector<PartitionObservation>>::unknown(layout.error().message);
        }
    } else {
        setup.partitions = Observed<std::vector<PartitionObservation>>::unknown(bytes.error().message);
    }

    if (auto bytes = query_storage_property(disk.get(), StorageDeviceTrimProperty)) {
        if (auto trim = w::decode_trim_enabled(w::as_bytes(*bytes))) {
            DiscardObservation discard;
            // Windows gives no per-command limit: it sends TRIM to the whole device or not at all.
            discard.max_bytes = *trim ? std::max<std::uint64_t>(drive.capacity_bytes, 1) : 0;
            discard.source = std::string("DEVICE_TRIM_DESCRIPTOR.TrimEnabled=") + (*trim ? "1" : "0");
            setup.discard = discard;
        } else {
            setup.discard = Observed<DiscardObservation>::unknown(trim.error().message);
        }
    } else {
        setup.discard = Observed<DiscardObservation>::unknown("the driver does not report TRIM support: " +
                                                              bytes.error().message);
    }

    if (auto bytes = query_storage_property(disk.get(), StorageDeviceWriteCacheProperty)) {
        auto cache = w::decode_write_cache_property(w::as_bytes(*bytes));
        if (cache && cache->enabled) {
            setup.write_cache = WriteCacheObservation{*cache->enabled, *cache->enabled ? "enabled" : "disabled",
                                                      "STORAGE_WRITE_CACHE_PROPERTY"};
        } else {
            setup.write_cache = Observed<WriteCacheObservation>::unknown(
                cache ? "the driver does not know the write cache state" : cache.error().message);
        }
    } else {
        setup.write_cache = Observed<WriteCacheObservation>::unknown(bytes.error().message);
    }
    return setup;
}

Result<SystemSetup> WinSetupInspector::inspect_system() {
    SystemSetup system;
    facts_ = w::WindowsSystemFacts{};
    facts_.version = running_windows_version();
    facts_.delete_notify = query_delete_notify(runner_);
    facts_.defrag_task_enabled = query_defrag_task_enabled(runner_);
    const auto volumes = list_volumes();

    std::vector<FilesystemObservation> filesystems;
    for (const auto& volume : volumes) {
        if (volume.mount_points.empty() || volume.filesystem.empty()) continue;
        FilesystemObservation fs;
        fs.mountpoint = volume.mount_points.front();
        fs.source = volume.guid_path;
        fs.fstype = volume.filesystem;
        if (facts_.delete_notify) {
            // Windows trims as files are deleted: the discard mount option, in Linux terms.
            const auto* setting = w::setting_for(*facts_.delete_notify, volume.filesystem);
            if (setting != nullptr && w::trim_allowed(*setting)) fs.options.push_back("discard");
        }
        fs.block_device = fs.mountpoint.substr(0, 2);
        fs.drives = drives_of(volume);
        if (volume.partition_number && volume.extents.size() == 1) {
            fs.partitions.push_back("Harddisk" + std::to_string(volume.extents.front().disk_number) + "Partition" +
                                    std::to_string(*volume.partition_number));
        }
        if (volume.size_bytes && volume.free_bytes && volume.available_bytes) {
            fs.space = FilesystemSpace{*volume.size_bytes, *volume.free_bytes, *volume.available_bytes};
        } else {
            fs.space = Observed<FilesystemSpace>::unknown("GetDiskFreeSpaceEx failed");
        }
        if (std::find(facts_.filesystems_in_use.begin(), facts_.filesystems_in_use.end(), fs.fstype) ==
            facts_.filesystems_in_use.end()) {
            facts_.filesystems_in_use.push_back(fs.fstype);
        }
        filesystems.push_back(std::move(fs));
    }
    system.filesystems = std::move(filesystems);

    // Periodic TRIM: the Optimize Drives task re-trims SSDs (Windows 8 and later).
    system.periodic_trim = periodic_trim_observation(facts_.version, facts_.defrag_task_enabled);

    // Pagefiles (configuration, files, use) and hibernation, read as `swap` and `hibernation` read them.
    PagefileReading pagefiles = read_pagefiles(volumes);
    system.swaps = std::move(pagefiles.swaps);
    facts_.pagefiles = std::move(pagefiles.pagefiles);
    HibernationReading hibernation = read_hibernation(runner_, volumes);
    system.hibernation = std::move(hibernation.observed);
    facts_.hibernation = std::move(hibernation.settings.facts);
    return system;
}

PlatformFindings WinSetupInspector::platform_system_findings() { return w::windows_platform_system_findings(facts_); }

PlatformFindings WinSetupInspector::platform_drive_findings(const DriveInfo& drive) {
    return w::windows_platform_drive_findings(drive, facts_);
}

} // namespace ssd::windows_platform
