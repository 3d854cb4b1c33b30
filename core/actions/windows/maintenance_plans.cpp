#include "core/actions/windows/maintenance_plans.h"

#include "core/util/join.h"
#include "core/windows/paging_files.h"

namespace ssd::windows {

namespace {

using namespace std::chrono_literals;
using safety::ActionPlan;

std::optional<char> drive_letter(const std::string& mount) {
    if ((mount.size() == 2 || (mount.size() == 3 && (mount[2] == '\\' || mount[2] == '/'))) && mount[1] == ':') {
        const char c = mount[0];
        if (c >= 'a' && c <= 'z') return static_cast<char>(c - 'a' + 'A');
        if (c >= 'A' && c <= 'Z') return c;
    }
    return std::nullopt;
}

bool windows8_or_later(const WindowsVersion& v) { return v.major > 6 || (v.major == 6 && v.minor >= 2); }
bool windows10_or_later(const WindowsVersion& v) { return v.major >= 10; }

constexpr const char* kPowercfgNote = "powercfg needs an administrator command prompt (ssdtool asks for elevation)";

} // namespace

Result<ActionPlan> plan_retrim(const std::string& mount, const WindowsVersion& version) {
    const auto letter = drive_letter(mount);
    if (!letter) {
        return fail(ErrorCode::Usage, "name a volume by its drive letter (C: or C:\\), not " + mount);
    }
    if (!windows8_or_later(version)) {
        return fail(ErrorCode::Refused, version_name(version) +
                                            " has no free-space re-TRIM (defrag /L and Optimize-Volume came with "
                                            "Windows 8); it trims as files are deleted when DisableDeleteNotify is 0");
    }
    const std::string volume = std::string(1, *letter) + ":";
    ActionPlan plan;
    plan.action = "trim";
    plan.target = volume + "\\";
    plan.steps.push_back(safety::command_step({"defrag.exe", volume, "/L"},
                                              "re-TRIM: tell the drive every free cluster of " + volume +
                                                  " is unused (the filesystem picks the ranges; no data is moved)",
                                              3600s));
    plan.notes.push_back("the same as `Optimize-Volume -DriveLetter " + std::string(1, *letter) +
                         " -ReTrim -Verbose` in PowerShell and Optimize Drives > Optimize");
    plan.notes.push_back("Windows does not report how many bytes were trimmed; ssdtool reports the free space the "
                         "re-TRIM covered");
    return plan;
}

Result<ActionPlan> plan_enable_trim(const WindowsVersion& version, bool refs_in_use) {
    ActionPlan plan;
    plan.action = "trim-enable";
    plan.target = "NTFS" + std::string(refs_in_use ? " and ReFS" : "");
    plan.steps.push_back(safety::command_step({"fsutil.exe", "behavior", "set", "DisableDeleteNotify", "0"},
                                              "let NTFS (and ReFS v1) send TRIM as files are deleted", 60s));
    if (refs_in_use && windows10_or_later(version)) {
        plan.steps.push_back(safety::command_step({"fsutil.exe", "behavior", "set", "DisableDeleteNotify", "ReFS", "0"},
                                                  "let ReFS v2 send TRIM as files are deleted", 60s));
    }
    if (windows8_or_later(version)) {
        plan.steps.push_back(safety::command_step({"schtasks.exe", "/Change", "/TN", kDefragTaskName, "/ENABLE"},
                                                  "turn on the weekly Optimize Drives task, which re-trims SSDs", 60s));
    }
    plan.notes.push_back("takes effect at once, no restart");
    return plan;
}

Result<ActionPlan> plan_hibernation(const HibernationRequest& request) {
    ActionPlan plan;
    plan.action = "hibernation";
    plan.target = "hiberfil.sys";
    switch (request.change) {
    case HibernationChange::Off:
        plan.steps.push_back(safety::command_step({"powercfg.exe", "/hibernate", "off"},
                                                  "turn hibernation off and delete hiberfil.sys", 60s));
        plan.notes.push_back("Fast Startup needs hibernation and goes off with it; shutdown then takes a full boot");
        break;
    case HibernationChange::On:
        plan.steps.push_back(safety::command_step({"powercfg.exe", "/hibernate", "on"},
                                                  "turn hibernation on (Windows creates hiberfil.sys)", 60s));
        break;
    case HibernationChange::Reduced:
        plan.steps.push_back(safety::command_step({"powercfg.exe", "/hibernate", "/type", "reduced"},
                                                  "a reduced hiberfil.sys: enough for Fast Startup, not for "
                                                  "hibernating from the Start menu",
                                                  60s));
        break;
    case HibernationChange::Full:
        plan.steps.push_back(safety::command_step({"powercfg.exe", "/hibernate", "/type", "full"},
                                                  "a full hiberfil.sys: hibernation and Fast Startup", 60s));
        break;
    case HibernationChange::SizePercent:
        if (request.size_percent < 40 || request.size_percent > 100) {
            return fail(ErrorCode::Usage, "the hiberfil.sys size is a percentage of RAM from 40 to 100, not " +
                                              std::to_string(request.size_percent));
        }
        plan.steps.push_back(safety::command_step(
            {"powercfg.exe", "/hibernate", "/size", std::to_string(request.size_percent)},
            "size hiberfil.sys to " + std::to_string(request.size_percent) + " % of RAM", 60s));
        plan.notes.push_back("too small a file makes hibernation fail when the memory in use does not compress "
                             "into it");
        break;
    }
    plan.notes.emplace_back(kPowercfgNote);
    return plan;
}

Result<ActionPlan> plan_pagefile(const PagefileRequest& request, const std::vector<std::string>& current) {
    auto value = paging_files_value(request.drive_letter, request.initial_mb, request.maximum_mb);
    if (!value) return tl::unexpected(value.error());
    const std::string joined = join(*value, "; ");
    const std::string before = join(current, "; ");
    ActionPlan plan;
    plan.action = "swap-resize";
    plan.target = std::string(1, request.drive_letter) + ":\\pagefile.sys";
    plan.method = request.initial_mb ? "custom" : "system-managed";
    plan.steps.push_back(safety::file_step("set HKLM\\" + std::string(kMemoryManagementKey) +
                                           "\\PagingFiles (REG_MULTI_SZ) to \"" + joined + "\" (now: \"" +
                                           (before.empty() ? std::string("no pagefile") : before) + "\")"));
    plan.notes.push_back("Windows reads the pagefile settings at boot: restart to apply them");
    plan.notes.push_back("this replaces \"Automatically manage paging file size for all drives\" and pagefiles on "
                         "other drives; System Properties > Advanced > Performance > Virtual memory shows the result");
    return plan;
}

Result<ActionPlan> plan_secure_erase(Protocol protocol, const std::string& device) {
    if (protocol == Protocol::Nvme) {
        ActionPlan plan;
        plan.action = "erase";
        plan.target = device;
        plan.method = "sanitize-crypto";
        plan.steps.push_back(safety::ioctl_step("FSCTL_LOCK_VOLUME and FSCTL_DISMOUNT_VOLUME on every volume of " +
                                                device + " (none may be in use)"));
        plan.steps.push_back(safety::ioctl_step(
            "IOCTL_STORAGE_REINITIALIZE_MEDIA on " + device +
            " with STORAGE_REINITIALIZE_MEDIA.SanitizeOption = StorageSanitizeMethodCryptoErase (the drive erases "
            "itself; Windows sends an NVMe Sanitize, or Format NVM on builds before 20348)"));
        plan.notes.push_back("Windows allows this only on data disks, never on the disk Windows runs from; erase that "
                             "one from Windows PE or a Linux boot medium (`ssdtool erase` there)");
        plan.notes.push_back("Microsoft documents no guarantee of the result; the drive's own sanitize status is "
                             "authoritative (smartctl -x shows it)");
        return plan;
    }
    return fail(ErrorCode::Refused,
                "ssdtool does not send ATA SECURITY ERASE UNIT from Windows: nearly every PC firmware freezes the "
                "drive's security feature set at boot, and Windows has no sleep/hot-plug step that reliably "
                "unfreezes it without risking a drive left locked with a password. Use the drive vendor's tool "
                "(Samsung Magician, Crucial Storage Executive, Intel/Solidigm Storage Tool, WD Dashboard, "
                "Kingston SSD Manager…), the firmware setup's own secure-erase option, or boot a Linux medium and "
                "run `ssdtool erase " + device + "` there, which can unfreeze the drive by suspend/resume");
}

Result<ActionPlan> plan_firmware(Protocol protocol, const std::string& device, const std::string& image) {
    if (protocol == Protocol::Nvme) {
        ActionPlan plan;
        plan.action = "firmware";
        plan.target = device;
        plan.steps.push_back(safety::ioctl_step("IOCTL_STORAGE_FIRMWARE_GET_INFO on " + device +
                                                ": firmware slots, the active slot, whether it can be upgraded and "
                                                "the download granularity"));
        plan.steps.push_back(safety::ioctl_step("IOCTL_STORAGE_FIRMWARE_DOWNLOAD of " + image +
                                                " in pieces of the reported granularity"));
        plan.steps.push_back(safety::ioctl_step("IOCTL_STORAGE_FIRMWARE_ACTIVATE of the downloaded image in the "
                                                "first writable slot"));
        plan.steps.push_back(safety::check_step({}, "re-read the firmware revision (it may need a restart)"));
        plan.notes.push_back("Windows 10 and later pass these to NVMe drives through stornvme; vendor drivers may not");
        plan.notes.push_back("keep the machine on mains power; do not interrupt the download");
        return plan;
    }
    return fail(ErrorCode::Refused,
                "firmware for " + (protocol == Protocol::Unknown ? std::string("this") : wire_name(protocol)) +
                    " drives is not flashed from Windows by ssdtool: use the vendor's updater (it knows the drive's "
                    "download mode and verifies the image), or a Linux boot medium with `ssdtool firmware " + device +
                    " " + image + "`, which uses hdparm's DOWNLOAD MICROCODE");
}

} // namespace ssd::windows
