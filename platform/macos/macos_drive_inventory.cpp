#include "platform/macos/macos_drive_inventory.h"

#include <chrono>

#include "core/macos/macos_diskutil.h"
#include "core/macos/plist_xml.h"

namespace ssd::macos_platform {

namespace {

using namespace std::chrono_literals;

Result<nlohmann::json> diskutil_plist(CommandRunner& runner, std::vector<std::string> argv) {
    auto output = runner.run(Command{std::move(argv), 60s});
    if (!output) return tl::unexpected(output.error());
    if (output->exit_status != 0) {
        return fail(ErrorCode::NoSuchDevice, "diskutil: " + (output->err.empty() ? output->out : output->err));
    }
    return macos::parse_plist_xml(output->out);
}

} // namespace

std::vector<macos::ProfiledDrive> profiled_drives(CommandRunner& runner) {
    auto output = runner.run(Command{{"system_profiler", "SPSerialATADataType", "SPNVMeDataType", "-json"}, 120s});
    if (!output || output->exit_status != 0) return {};
    auto drives = macos::parse_system_profiler_storage(output->out);
    return drives ? *drives : std::vector<macos::ProfiledDrive>{};
}

Result<DriveInfo> MacDriveInventory::describe(const std::string& disk,
                                              const std::vector<macos::ProfiledDrive>& profiled) {
    auto info = diskutil_plist(runner_, {"diskutil", "info", "-plist", disk});
    if (!info) return tl::unexpected(info.error());
    auto drive = macos::drive_from_diskutil_info(*info);
    if (!drive) return drive;
    for (const auto& p : profiled) {
        if (p.bsd_name != drive->kernel_name) continue;
        drive->serial = p.serial;
        drive->firmware = p.revision;
        if (p.model) drive->model = p.model;
        if (drive->protocol == Protocol::Unknown) drive->protocol = p.protocol;
        drive->discard_supported = p.trim.value_or(false);
    }
    return drive;
}

Result<std::vector<DriveInfo>> MacDriveInventory::list() {
    auto list = diskutil_plist(runner_, {"diskutil", "list", "-plist"});
    if (!list) return tl::unexpected(list.error());
    auto disks = macos::whole_disks(*list);
    if (!disks) return tl::unexpected(disks.error());
    const auto profiled = profiled_drives(runner_);
    std::vector<DriveInfo> drives;
    for (const auto& disk : *disks) {
        if (auto drive = describe(disk, profiled)) drives.push_back(std::move(*drive));
    }
    return drives;
}

Result<DriveInfo> MacDriveInventory::lookup(const std::string& device_path) {
    std::string disk = device_path;
    if (disk.rfind("/dev/r", 0) == 0) disk = disk.substr(6);
    if (disk.rfind("/dev/", 0) == 0) disk = disk.substr(5);
    return describe(disk, profiled_drives(runner_));
}

} // namespace ssd::macos_platform
