#include "core/actions/erase.h"

#include "core/actions/discard.h"
#include "core/actions/erase_ata.h"
#include "core/actions/erase_nvme.h"
#include "core/actions/erase_steps.h"
#include "core/util/units.h"

namespace ssd::actions {

Result<EraseReport> run_erase(ActionPlatform& platform, const EraseRequest& request, const ProgressSink& progress,
                              StopToken stop) {
    const std::optional<EraseMethod> requested = request.method;
    auto unused = resolve_unused(platform.devices(), request.device, safety::Operation::Erase);
    if (!unused) return tl::unexpected(unused.error());
    const ActionTarget& target = unused->target;
    const auto& identity = target.identity;
    EraseReport report;
    report.identity = identity;
    report.dry_run = request.dry_run;
    report.plan.action = "erase";
    report.plan.target = identity.device;

    const bool nvme = identity.protocol == Protocol::Nvme;
    const bool ata = identity.protocol == Protocol::Ata;
    if (!nvme && !ata) {
        return fail(ErrorCode::Refused,
                    identity.device + " is a " + wire_name(identity.protocol) + " device (" +
                        wire_name(identity.transport) +
                        "): secure erase needs an ATA drive (hdparm) or an NVMe drive (nvme-cli)" +
                        (identity.transport == Transport::Usb
                             ? "; a USB bridge hides the drive's own commands, connect it directly (SATA/NVMe) to "
                               "erase it"
                             : "") +
                        (target.discard_max_bytes > 0 ? "; `ssdtool discard` discards it instead (not a secure erase)"
                                                       : ""));
    }

    std::optional<AtaIdentity> ata_id;
    std::optional<NvmeControllerInfo> controller;
    if (ata) {
        AtaEraser eraser(platform, target, progress);
        auto id = eraser.identify();
        if (!id) return tl::unexpected(id.error());
        report.capabilities = ata_capabilities(*id);
        if (auto blocker = ata_security_blocker(*id, identity.device)) return tl::unexpected(*blocker);
        auto choice = choose_ata_method(id->security, requested, identity.device);
        if (!choice) return tl::unexpected(choice.error());
        report.method = choice->method;
        report.method_requested = choice->requested;
        report.supported = choice->supported;
        eraser.plan(report.plan, report.method, id->security);
        ata_id = *id;
    } else {
        auto output = run_erase_query(platform.runner(), {"nvme", "id-ctrl", target.nvme_controller_device, "-o", "json"});
        if (!output) return tl::unexpected(output.error());
        if (output->exit_status != 0) return tl::unexpected(nvme_failure("Identify Controller", *output));
        auto parsed = parse_nvme_id_ctrl(output->out);
        if (!parsed) return tl::unexpected(parsed.error());
        controller = *parsed;
        report.capabilities = nvme_capabilities(*controller);
        auto choice = choose_nvme_method(*controller, requested, identity.device);
        if (!choice) return tl::unexpected(choice.error());
        report.method = choice->method;
        report.method_requested = choice->requested;
        report.supported = choice->supported;
        if (is_sanitize_method(report.method)) {
            report.plan.steps.push_back(safety::command_step(
                sanitize_argv(target.nvme_controller_device, report.method),
                "start the sanitize (" + erase_method_description(report.method) +
                    "); it acts on every namespace of the controller and runs inside the drive",
                kSanitizeCommandTimeout));
            report.plan.steps.push_back(safety::check_step(
                sanitize_log_argv(target.nvme_controller_device),
                "poll the sanitize log every " + std::to_string(platform.clock().poll_interval().count()) +
                    " ms for progress (SPROG) until the status (SSTAT) says completed or failed"));
        } else {
            for (const auto& node : namespaces_to_format(target)) {
                report.plan.steps.push_back(safety::command_step(
                    format_argv(node, report.method),
                    erase_method_description(report.method) + " of " + node + ", keeping its LBA format",
                    kFormatTimeout));
            }
            if (controller->format_applies_to_all_namespaces() ||
                (report.method == EraseMethod::NvmeCrypto && controller->secure_erase_applies_to_all_namespaces())) {
                report.plan.notes.push_back("this controller formats/erases all its namespaces together (FNA " +
                                            std::to_string(controller->fna) + ")");
            }
        }
    }
    report.plan.method = std::string(erase_method_name(report.method));
    report.plan.notes.push_back("everything on " + identity.device + " (" + format_bytes(identity.capacity_bytes) +
                                ") is destroyed");
    if (request.dry_run) return report;
    if (auto refusal = safety::check_confirmation(identity, request.confirm, safety::Operation::Erase)) {
        return tl::unexpected(*refusal);
    }

    const auto start = platform.clock().now();
    Result<EraseStopped> stopped = EraseStopped("stopped before anything was sent to the drive: nothing was erased");
    if (stop.stop_requested()) {
        // Nothing to run.
    } else if (ata) {
        AtaEraser eraser(platform, target, progress);
        stopped = eraser.run(report.method, ata_id->security, report.notes, stop);
    } else if (is_sanitize_method(report.method)) {
        stopped = run_sanitize(platform, target, report.method, progress, stop);
    } else {
        stopped = run_format(platform, report.plan, progress, stop);
    }
    if (!stopped) return tl::unexpected(stopped.error());
    if (*stopped) {
        report.cancelled = true;
        report.state = **stopped;
    }
    report.elapsed_seconds = seconds_between(start, platform.clock().now());
    return report;
}

} // namespace ssd::actions
