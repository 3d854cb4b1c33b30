#include "core/diagnosis/drive_health.h"

#include "core/capture/saved_reports.h"
#include "core/diagnosis/drive_lookup.h"
#include "core/smart/nvme_log_reader.h"
#include "core/smart/smart_reader.h"
#include "core/util/file_io.h"

namespace ssd {

namespace {

// Discovery knows how the drive is attached; smartctl knows what the drive
// says about itself. Prefer the drive's own identity, keep discovery's rest.
DriveInfo merge_identity(const SmartReport& report, std::optional<DriveInfo> discovered) {
    DriveInfo drive = discovered.value_or(DriveInfo{});
    if (!discovered) {
        drive.device = report.device_name;
        drive.protocol = report.protocol;
        // smartctl reports a negotiated link speed only for SATA links.
        drive.transport = report.is_nvme()                                            ? Transport::Nvme
                          : report.is_ata() && report.interface_speed.max.has_value() ? Transport::Sata
                                                                                      : Transport::Unknown;
        drive.rotational = report.rotation_rate.value_or(0) > 0;
        drive.logical_sector_bytes = report.logical_block_size.value_or(512);
        drive.physical_sector_bytes = report.physical_block_size.value_or(drive.logical_sector_bytes);
        drive.capacity_bytes = report.capacity_bytes.value_or(0);
        drive.discard_supported = report.trim_supported.value_or(false);
    }
    if (report.model) drive.model = report.model;
    if (report.serial) drive.serial = report.serial;
    if (report.firmware) drive.firmware = report.firmware;
    if (drive.capacity_bytes == 0 && report.capacity_bytes) drive.capacity_bytes = *report.capacity_bytes;
    return drive;
}

std::string unavailable_reason(const DriveInfo& drive, const SmartReading& reading) {
    if (drive.protocol == Protocol::Virtio) {
        return "a virtio disk is virtual: the hypervisor does not pass SMART through (" +
               reading.unavailable_reason + ")";
    }
    if (reading.device_type_unknown) {
        return "no SMART pass-through to this device (" + reading.unavailable_reason +
               "); behind a USB or RAID bridge, name the type with --device-type";
    }
    return reading.unavailable_reason;
}

} // namespace

HealthResult health_from_report(SmartReport report, std::optional<DriveInfo> discovered,
                                const DriveKnowledge& knowledge) {
    HealthResult result;
    result.drive = merge_identity(report, std::move(discovered));
    result.smart_available = report.smart_supported != false && report.smart_enabled != false;
    if (!result.smart_available) {
        result.smart_unavailable_reason = report.smart_supported == false
                                              ? "the drive does not support SMART"
                                              : "SMART is disabled on the drive";
    }
    result.facts = analyze_drive(report, knowledge.advisories);
    result.facts.endurance = rated_endurance_of(knowledge.ratings, report.model.value_or(""), report.capacity_bytes,
                                                result.facts.writes.host_bytes);
    if (report.reader != "smartctl") {
        // Write amplification rules key off smartctl's drive-database names;
        // an in-process reader has only generic names, so nothing is derived.
        result.facts.writes = WriteFacts{};
        result.facts.writes.unavailable_reason =
            "read with " + report.reader +
            ", not smartctl: without smartctl's drive database the vendor write counters cannot be "
            "identified";
        result.facts.verdict.reasons.push_back("SMART read in-process with " + report.reader +
                                               " (no drive database; smartctl missing or not chosen)");
    }
    result.smart = std::move(report);
    return result;
}

Result<SavedFile> read_saved_reports(const std::filesystem::path& file) {
    auto text = read_text_file(file);
    if (!text) return tl::unexpected(text.error());
    auto saved = read_saved_file(*text);
    if (!saved) return fail(saved.error().code, file.string() + ": " + saved.error().message);
    return saved;
}

HealthResult health_from_saved_report(SmartReport report, const DriveKnowledge& knowledge,
                                      const CaptureNameResolution& names) {
    std::optional<DrivedbResolution> resolution;
    if (names.resolve && names.runner != nullptr && wants_drivedb_resolution(report, names.database.file.has_value())) {
        const auto lookup =
            look_up_drive_database(*names.runner, names.database, *report.model, report.firmware.value_or(""));
        resolution = resolve_attribute_names(report, lookup, names.database);
    }
    auto result = health_from_report(std::move(report), std::nullopt, knowledge);
    result.drive_database = std::move(resolution);
    return result;
}

Result<HealthResult> health_from_smartctl_file(const std::filesystem::path& file,
                                               const DriveKnowledge& knowledge,
                                               const CaptureNameResolution& names,
                                               const std::optional<std::string>& device) {
    auto saved = read_saved_reports(file);
    if (!saved) return tl::unexpected(saved.error());
    auto report = saved_drive(*saved, device);
    if (!report) return fail(report.error().code, file.string() + ": " + report.error().message);
    return health_from_saved_report(std::move(*report), knowledge, names);
}

static Result<HealthResult> health_in_process(InProcessSmartReader* in_process, const DriveInfo& drive,
                                       const DriveKnowledge& knowledge) {
    if (in_process == nullptr) {
        return fail(ErrorCode::ToolMissing, "this build has no in-process SMART reader");
    }
    if (drive.protocol != Protocol::Ata) {
        return fail(ErrorCode::DriveRejected,
                    in_process->name() + " reads ATA drives only; " + drive.device + " is " +
                        wire_name(drive.protocol));
    }
    auto report = in_process->read(drive.device);
    if (!report) {
        return tl::unexpected(report.error());
    }
    return health_from_report(std::move(*report), drive, knowledge);
}

Result<HealthResult> health_from_device(DriveInventory& inventory, CommandRunner& runner,
                                        InProcessSmartReader* in_process, const HealthRequest& request,
                                        const DriveKnowledge& knowledge) {
    std::vector<EnduranceRating> given;
    const DriveKnowledge with_request_rating = with_rating_given(knowledge, request.rated_tbw, given);
    auto drive = lookup_drive(inventory, request.device, request.device_type);
    if (!drive) {
        return tl::unexpected(drive.error());
    }
    if (request.reader == SmartReaderChoice::InProcess) {
        return health_in_process(in_process, *drive, with_request_rating);
    }
    const auto device_type = request.device_type ? request.device_type : drive->smartctl_device_type;
    auto reading = read_smart(runner, SmartReadRequest{drive->device, device_type, request.leave_sleeping,
                                                       knowledge.usb_bridges});
    if (!reading) {
        const bool can_fall_back = reading.error().code == ErrorCode::ToolMissing &&
                                   request.reader == SmartReaderChoice::Auto && in_process != nullptr &&
                                   drive->protocol == Protocol::Ata;
        if (can_fall_back) {
            return health_in_process(in_process, *drive, with_request_rating);
        }
        return tl::unexpected(reading.error());
    }
    if (!reading->available) {
        HealthResult result;
        result.drive = reading->report ? merge_identity(*reading->report, *drive) : *drive;
        result.smart_available = false;
        result.in_standby = reading->in_standby;
        result.smart_unavailable_reason = unavailable_reason(*drive, *reading);
        result.facts.verdict.reasons.push_back("no SMART data: " + result.smart_unavailable_reason);
        result.facts.writes.unavailable_reason = "no SMART data";
        result.facts.wear.source = "no SMART data";
        result.facts.endurance.reason = "no SMART data";
        return result;
    }
    SmartReport report = std::move(*reading->report);
    // The health log has no NAND counter; these pages may (smart/nvme_log_reader.h).
    if (auto logs = read_nvme_media_logs_of(runner, drive->device, report)) {
        report.nvme_media = nvme_media_evidence(std::move(*logs));
    }
    return health_from_report(std::move(report), std::move(*drive), with_request_rating);
}

} // namespace ssd
