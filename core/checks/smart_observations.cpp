#include "core/checks/smart_observations.h"

namespace ssd {

void apply_drive_report(DriveSetup& setup, const DriveInfo& drive, const SmartReport& report) {
    if (report.rotation_rate) {
        MediaObservation media;
        media.confirmed_by_drive = true;
        if (*report.rotation_rate == 0) {
            media.kind = MediaKind::SolidState;
            media.source = "smartctl: Solid State Device";
        } else {
            media.kind = MediaKind::Rotating;
            media.source = "smartctl: " + std::to_string(*report.rotation_rate) + " rpm";
        }
        // A virtual disk stays virtual whatever its emulated drive claims.
        if (!(setup.media && setup.media->kind == MediaKind::Virtual)) setup.media = media;
    }

    if (drive.protocol == Protocol::Ata && report.is_ata()) {
        const auto& speed = report.interface_speed;
        if (speed.max_units || speed.current_units) {
            SataLinkObservation link = setup.sata_link ? *setup.sata_link : SataLinkObservation{};
            if (!setup.sata_link) {
                link.unknown_host_max_reason = "the OS's view of the link is unknown: " + setup.sata_link.reason();
            }
            // smartctl's speeds are in units of 100 Mb/s here (see InterfaceSpeed).
            if (!link.drive_max_mbps && speed.max_units && *speed.max_units > 0) {
                link.drive_max_mbps = static_cast<std::uint32_t>(*speed.max_units) * 100U;
                link.drive_max_source = "smartctl: SATA version, max " + speed.max.value_or("?");
                link.unknown_drive_max_reason.clear();
            }
            if (!link.current_mbps && speed.current_units && *speed.current_units > 0) {
                link.current_mbps = static_cast<std::uint32_t>(*speed.current_units) * 100U;
            }
            setup.sata_link = link;
        }
        if (report.write_cache_enabled) {
            WriteCacheObservation cache;
            cache.enabled = *report.write_cache_enabled;
            cache.raw = cache.enabled ? "enabled" : "disabled";
            cache.source = "smartctl: the drive's write cache (ATA IDENTIFY)";
            setup.write_cache = cache;
        }
    }
    if (report.trim_supported && setup.discard) {
        setup.discard->drive_reports_trim = *report.trim_supported;
        setup.discard->drive_report_source = "smartctl: TRIM Command";
    }
}

} // namespace ssd
