#include "platform/macos/macos_setup_inspector.h"

#include <sys/stat.h>

#include <chrono>

#include "core/macos/macos_power.h"
#include "platform/macos/macos_drive_inventory.h"

namespace ssd::macos_platform {

namespace {

using namespace std::chrono_literals;

constexpr const char* kNotRead = "not read on macOS yet";

} // namespace

Result<DriveSetup> MacSetupInspector::inspect_drive(const DriveInfo& drive) {
    DriveSetup setup;
    setup.media = MediaObservation{drive.rotational ? MediaKind::Rotating : MediaKind::SolidState, false,
                                   "diskutil info: SolidState"};
    setup.controller = Observed<ControllerObservation>::unknown("a Mac has no IDE/AHCI mode to choose");
    setup.sata_link = Observed<SataLinkObservation>::unknown(kNotRead);
    setup.pcie_link = Observed<PcieLinkObservation>::unknown(kNotRead);
    setup.partitions = Observed<std::vector<PartitionObservation>>::unknown(kNotRead);
    setup.write_cache = Observed<WriteCacheObservation>::unknown(kNotRead);
    for (const auto& p : profiled_drives(runner_)) {
        if (p.bsd_name != drive.kernel_name || !p.trim) continue;
        DiscardObservation discard;
        discard.max_bytes = *p.trim ? std::max<std::uint64_t>(drive.capacity_bytes, 1) : 0;
        discard.source = std::string("system_profiler: TRIM Support: ") + (*p.trim ? "Yes" : "No");
        // A third-party SSD supports TRIM; macOS just does not send it until trimforce.
        discard.drive_reports_trim = p.protocol == Protocol::Ata ? std::optional<bool>{} : std::optional<bool>{*p.trim};
        setup.discard = discard;
    }
    if (!setup.discard) {
        setup.discard = Observed<DiscardObservation>::unknown("system_profiler does not list " + drive.kernel_name);
    }
    return setup;
}

Result<SystemSetup> MacSetupInspector::inspect_system() {
    SystemSetup system;
    system.filesystems = Observed<std::vector<FilesystemObservation>>::unknown(
        "APFS volumes are not mapped to their physical drives on macOS yet");
    system.swaps = Observed<std::vector<SwapObservation>>::unknown(
        "macOS manages swap itself (dynamic_pager creates and removes swap files in /private/var/vm as memory "
        "pressure requires): there is no swap area to size or move");
    system.periodic_trim = Observed<PeriodicTrimObservation>::unknown(
        "macOS has no TRIM schedule: where TRIM is on it trims free space when a volume is mounted and blocks as "
        "files are deleted");
    auto output = runner_.run(Command{{"pmset", "-g"}, 30s});
    if (!output) {
        system.hibernation = Observed<HibernationObservation>::unknown(output.error().message);
        return system;
    }
    auto settings = macos::parse_pmset(output->out);
    if (!settings) {
        system.hibernation = Observed<HibernationObservation>::unknown(settings.error().message);
        return system;
    }
    HibernationObservation hibernation;
    hibernation.supported = settings->hibernate_mode.has_value();
    hibernation.mode = settings->hibernate_mode ? macos::hibernate_mode_description(*settings->hibernate_mode) : "";
    hibernation.resume_source = settings->hibernate_file.value_or("/var/vm/sleepimage");
    struct stat image {};
    if (::stat(hibernation.resume_source.c_str(), &image) == 0) {
        hibernation.image_size_bytes = static_cast<std::uint64_t>(image.st_size);
    }
    system.hibernation = hibernation;
    return system;
}

} // namespace ssd::macos_platform
