// What each Windows maintenance action runs, as a dry-run plan
// (core/safety/action_plan.h): pure builders, so the exact argv and the
// notes are tested everywhere and a dry run prints what a real run does.
//  - TRIM now:        defrag <X>: /L          (re-TRIM of the free space, Windows 8+;
//                     PowerShell's Optimize-Volume -ReTrim does the same)
//  - enable TRIM:     fsutil behavior set DisableDeleteNotify [ReFS] 0, and the
//                     Optimize Drives task enabled (weekly re-TRIM)
//  - hibernation:     powercfg /hibernate off|on, /hibernate /type reduced|full,
//                     /hibernate /size <40..100 % of RAM>
//  - pagefile:        HKLM\...\Memory Management\PagingFiles (REG_MULTI_SZ); a
//                     restart applies it
//  - secure erase:    NVMe: IOCTL_STORAGE_REINITIALIZE_MEDIA (data disks only);
//                     ATA: not from Windows (the drive is security-frozen at boot)
//  - firmware:        NVMe: IOCTL_STORAGE_FIRMWARE_GET_INFO/DOWNLOAD/ACTIVATE;
//                     other drives: the vendor's tool
// Errors: Usage for bad arguments, Refused (with what to do instead) where
// Windows offers no way.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/drive/drive_interface.h"
#include "core/safety/action_plan.h"
#include "core/util/error.h"
#include "core/windows/defrag_schedule.h"

namespace ssd::windows {

inline constexpr const char* kDefragTaskName = "\\Microsoft\\Windows\\Defrag\\ScheduledDefrag";
inline constexpr const char* kMemoryManagementKey =
    "SYSTEM\\CurrentControlSet\\Control\\Session Manager\\Memory Management";

// `mount` is a drive letter volume ("C:" or "C:\").
Result<safety::ActionPlan> plan_retrim(const std::string& mount, const WindowsVersion& version);

// ReFS gets its own setting on Windows 10 and later (ReFS v2).
Result<safety::ActionPlan> plan_enable_trim(const WindowsVersion& version, bool refs_in_use);

enum class HibernationChange { Off, On, Reduced, Full, SizePercent };
struct HibernationRequest {
    HibernationChange change = HibernationChange::Off;
    std::uint32_t size_percent = 0; // SizePercent only: 40..100
};
Result<safety::ActionPlan> plan_hibernation(const HibernationRequest& request);

struct PagefileRequest {
    char drive_letter = 'C';
    std::optional<std::uint32_t> initial_mb; // both empty: system-managed size
    std::optional<std::uint32_t> maximum_mb;
};
// `current`: the PagingFiles strings now (shown in the plan, for undoing it).
Result<safety::ActionPlan> plan_pagefile(const PagefileRequest& request, const std::vector<std::string>& current);

// protocol: DriveInfo::protocol; device: "\\.\PhysicalDriveN".
Result<safety::ActionPlan> plan_secure_erase(Protocol protocol, const std::string& device);
Result<safety::ActionPlan> plan_firmware(Protocol protocol, const std::string& device,
                                         const std::string& image);

} // namespace ssd::windows
