#include "core/actions/firmware.h"

#include <cstdio>
#include <regex>
#include <sstream>

#include "core/actions/ata_identify.h"
#include "core/actions/cancellation.h"
#include "core/actions/discard.h"
#include "core/util/units.h"
#include "core/util/plain_text.h"

namespace ssd::actions {

namespace {

using nlohmann::json;
using std::chrono::seconds;

constexpr seconds kQueryTimeout{60};
constexpr seconds kDownloadTimeout{20 * 60};
constexpr seconds kCommitTimeout{10 * 60};
// hdparm refuses images larger than 0xFFFF sectors.
constexpr std::uint64_t kAtaMaxImageBytes = 0xFFFFULL * 512;

Result<CommandOutput> run_command(CommandRunner& runner, std::vector<std::string> argv, seconds timeout) {
    Command command;
    command.argv = std::move(argv);
    command.timeout = timeout;
    return runner.run(command);
}

std::vector<std::string> matching_advisories(std::span<const Advisory> advisories, const std::string& model,
                                             const std::string& firmware) {
    std::vector<std::string> result;
    for (const auto& a : advisories) {
        if (std::regex_match(model, a.model_regex) && std::regex_match(firmware, a.firmware_regex)) {
            result.push_back(a.id + ": " + a.problem + " Fixed in " + a.fixed_firmware + ". " + a.fix);
        }
    }
    return result;
}

ProgressEvent event(const std::string& phase, double elapsed, std::optional<double> percent, std::string message) {
    ProgressEvent e;
    e.action = "firmware";
    e.phase = phase;
    e.elapsed_seconds = elapsed;
    e.percent = percent;
    e.message = std::move(message);
    return e;
}

} // namespace

Result<NvmeCommitChoice> choose_nvme_commit(const NvmeControllerInfo& c, const NvmeFirmwareLog& log,
                                            const std::string& device) {
    const unsigned slots = c.firmware_slots();
    std::vector<unsigned> writable;
    for (unsigned s = 1; s <= slots; ++s) {
        if (s == 1 && c.slot1_read_only()) continue;
        writable.push_back(s);
    }
    if (writable.empty()) {
        return fail(ErrorCode::Refused, device + " has no writable firmware slot (FRMW " + std::to_string(c.frmw) + ": " +
                                            std::to_string(slots) + " slot" + (slots == 1 ? "" : "s") +
                                            (c.slot1_read_only() ? ", slot 1 read-only" : "") +
                                            "), so a firmware image cannot be committed: not supported by the drive");
    }
    NvmeCommitChoice choice;
    // A slot other than the running one keeps the current image as a fallback.
    choice.slot = writable.front();
    for (const unsigned s : writable) {
        if (s != log.active_slot) {
            choice.slot = s;
            break;
        }
    }
    choice.reason = choice.slot != log.active_slot
                        ? "slot " + std::to_string(choice.slot) + ": writable, and not the running slot " +
                              std::to_string(log.active_slot) + " (which stays as a fallback)"
                        : "slot " + std::to_string(choice.slot) + ": the only writable slot (it replaces the running image)";
    if (c.activation_without_reset()) {
        choice.action = 3;
        choice.reset_needed = false;
        choice.reason += "; commit action 3 (replace and activate now): the controller supports activation without reset";
    } else {
        choice.action = 1;
        choice.reset_needed = true;
        choice.reason += "; commit action 1 (replace and activate at the next reset): the controller does not support "
                         "activation without reset";
    }
    return choice;
}

std::optional<std::string> hdparm_transfer_mode(const std::string& text) {
    static const std::regex pattern(R"(xfer_mode=(\d+) min=(\d+) max=(\d+) size=(\d+))");
    std::smatch match;
    if (!std::regex_search(text, match, pattern)) return std::nullopt;
    const std::string mode = match[1];
    if (mode == "3") return "mode 3 (segmented, " + std::string(match[4]) + "-byte segments)";
    if (mode == "14") return "mode 0x0E (segmented with deferred activation, " + std::string(match[4]) + "-byte segments)";
    if (mode == "7") return "mode 7 (the whole image in one transfer)";
    return "mode " + mode;
}

namespace {

json slot_revisions(const NvmeFirmwareLog& log) {
    json slots = json::object();
    for (const auto& [slot, revision] : log.slots) slots[std::to_string(slot)] = revision;
    return slots;
}

// ATA: DOWNLOAD MICROCODE through hdparm, when the drive supports it and the image fits.
Result<void> plan_ata_firmware(ActionPlatform& platform, const FirmwareRequest& request,
                               std::span<const Advisory> advisories, FirmwareReport& report) {
    const std::string& device = report.identity.device;
    report.interface = Protocol::Ata;
    report.granularity_bytes = 512;
    auto output = run_command(platform.runner(), {"hdparm", "-I", device}, kQueryTimeout);
    if (!output) return tl::unexpected(output.error());
    auto id = parse_hdparm_identify(output->out);
    if (!id) return tl::unexpected(id.error());
    if (!id->ata_device) return fail(ErrorCode::Refused, device + " does not answer as an ATA device (hdparm -I)");
    report.firmware_before = id->firmware;
    report.advisories = matching_advisories(advisories, id->model, id->firmware);
    if (!id->download_microcode && !id->segmented_download_microcode) {
        return fail(ErrorCode::Refused,
                    device + ": DOWNLOAD MICROCODE is not supported by the drive (hdparm -I lists no "
                             "DOWNLOAD_MICROCODE under Commands/features); update it with the vendor's tool");
    }
    if (report.file_bytes % 512 != 0) {
        return fail(ErrorCode::Refused, "pre-check failed: the image is " + std::to_string(report.file_bytes) +
                                            " bytes, not a multiple of 512 (ATA DOWNLOAD MICROCODE sends 512-byte sectors); "
                                            "is it the right file, unpacked?");
    }
    if (report.file_bytes > kAtaMaxImageBytes) {
        return fail(ErrorCode::Refused, "pre-check failed: the image is larger than " +
                                            std::to_string(kAtaMaxImageBytes) + " bytes, the most hdparm can send");
    }
    report.transfer_mode = id->segmented_download_microcode
                               ? "hdparm chooses mode 3 (segmented) when the drive's IDENTIFY data confirms it, "
                                 "else mode 7"
                               : "hdparm chooses mode 7 (the whole image in one transfer)";
    report.plan.steps.push_back(safety::command_step(
        {"hdparm", "--fwdownload", request.file, "--yes-i-know-what-i-am-doing", "--please-destroy-my-drive", device},
        "DOWNLOAD MICROCODE of " + std::to_string(report.file_bytes) + " bytes; " + report.transfer_mode,
        kDownloadTimeout));
    report.plan.steps.push_back(safety::check_step({"hdparm", "-I", device}, "re-read the identity: the new firmware revision"));
    report.plan.notes.push_back("current firmware: " + report.firmware_before);
    return {};
}

// NVMe: Firmware Image Download and Commit through nvme-cli, into the slot choose_nvme_commit picks.
Result<void> plan_nvme_firmware(ActionPlatform& platform, const std::string& controller, const FirmwareRequest& request,
                                std::span<const Advisory> advisories, FirmwareReport& report) {
    const std::string& device = report.identity.device;
    report.interface = Protocol::Nvme;
    auto output = run_command(platform.runner(), {"nvme", "id-ctrl", controller, "-o", "json"}, kQueryTimeout);
    if (!output) return tl::unexpected(output.error());
    if (output->exit_status != 0) return tl::unexpected(nvme_failure("Identify Controller", *output));
    auto c = parse_nvme_id_ctrl(output->out);
    if (!c) return tl::unexpected(c.error());
    report.firmware_before = c->firmware;
    report.advisories = matching_advisories(advisories, c->model, c->firmware);
    report.granularity_bytes = c->firmware_granularity_bytes();
    auto log_output = run_command(platform.runner(), {"nvme", "fw-log", controller, "-o", "json"}, kQueryTimeout);
    if (!log_output) return tl::unexpected(log_output.error());
    if (log_output->exit_status != 0) return tl::unexpected(nvme_failure("the firmware slot log", *log_output));
    auto log = parse_nvme_fw_log(log_output->out);
    if (!log) return tl::unexpected(log.error());
    report.slots = {{"count", c->firmware_slots()},
                    {"slot1_read_only", c->slot1_read_only()},
                    {"active", log->active_slot},
                    {"next", log->next_slot ? json(*log->next_slot) : json(nullptr)},
                    {"revisions", slot_revisions(*log)}};
    if (!c->firmware_commands_supported()) {
        return fail(ErrorCode::Refused, device + ": firmware download/commit is not supported by the drive (OACS " +
                                            std::to_string(c->oacs) +
                                            " has no Firmware Commit/Download); update it with the vendor's tool");
    }
    auto commit = choose_nvme_commit(*c, *log, device);
    if (!commit) return tl::unexpected(commit.error());
    report.commit = *commit;
    report.reset_needed = commit->reset_needed;
    if (report.file_bytes % report.granularity_bytes != 0) {
        return fail(ErrorCode::Refused, "pre-check failed: the image is " + std::to_string(report.file_bytes) +
                                            " bytes, not a multiple of the controller's firmware update "
                                            "granularity of " + std::to_string(report.granularity_bytes) +
                                            " bytes (FWUG " + std::to_string(c->fwug) + ")");
    }
    std::vector<std::string> download{"nvme", "fw-download", controller, "--fw=" + request.file};
    if (c->fwug != 0 && c->fwug != 0xFF) download.push_back("--xfer=" + std::to_string(report.granularity_bytes));
    report.plan.steps.push_back(safety::command_step(
        download, "Firmware Image Download of " + std::to_string(report.file_bytes) + " bytes", kDownloadTimeout));
    report.plan.steps.push_back(safety::command_step(
        {"nvme", "fw-commit", controller, "--slot=" + std::to_string(commit->slot),
         "--action=" + std::to_string(commit->action)},
        "Firmware Commit: " + commit->reason, kCommitTimeout));
    report.plan.steps.push_back(safety::check_step({"nvme", "fw-log", controller, "-o", "json"}, "re-read the firmware slots"));
    report.plan.steps.push_back(safety::check_step({"nvme", "id-ctrl", controller, "-o", "json"},
                                                   "re-read the identity: the running firmware revision"));
    report.plan.notes.push_back("current firmware: " + report.firmware_before + " (slot " +
                                std::to_string(log->active_slot) + ")");
    report.plan.notes.push_back(commit->reset_needed ? "a controller reset (a reboot) is needed to activate the new firmware"
                                                      : "the new firmware is activated without a reset");
    return {};
}

// One command step's outcome: an error ends the run, naming what the drive still runs.
Result<void> judge_step_output(const safety::PlanStep& step, const CommandOutput& output, FirmwareReport& report) {
    if (report.interface == Protocol::Ata) {
        if (auto mode = hdparm_transfer_mode(output.err + output.out)) report.transfer_mode = *mode;
        if (auto failure = hdparm_failure("DOWNLOAD MICROCODE", output)) {
            return fail(failure->code, failure->message + "; the drive keeps its current firmware " +
                                           report.firmware_before + " unless it reports otherwise after a power cycle");
        }
        return {};
    }
    const bool commit = step.argv[1] == "fw-commit";
    // nvme-cli exits non-zero when the controller answers "commit done,
    // but a reset is required": that is a success.
    if (commit && output.out.find("Success activating firmware") != std::string::npos &&
        output.out.find("requires") != std::string::npos) {
        report.reset_needed = true;
        report.notes.push_back(first_line(output.out));
        return {};
    }
    if (output.exit_status != 0 || output.timed_out || output.killed_by_signal) {
        Error error = nvme_failure(commit ? "the firmware commit" : "the firmware download", output);
        error.message += commit ? "; the image may be in the slot, but it was not activated: the drive keeps "
                                  "running " + report.firmware_before
                                : "; nothing was committed: the drive keeps running " + report.firmware_before;
        return tl::unexpected(error);
    }
    if (commit) report.notes.push_back(first_line(output.out));
    return {};
}

// Runs the plan's commands; false when a stop came between them (report.state says where).
Result<bool> send_firmware(ActionPlatform& platform, FirmwareReport& report, const ProgressSink& progress,
                           StopToken stop, std::chrono::steady_clock::time_point start) {
    bool sent = false; // an image went to the drive
    for (const auto& step : report.plan.steps) {
        if (step.kind != safety::StepKind::Command) continue;
        if (stop.stop_requested()) {
            report.cancelled = true;
            report.state = std::string(sent ? "stopped before the firmware commit: the image may sit in slot " +
                                                  std::to_string(report.commit ? report.commit->slot : 0) +
                                                  ", but it was not activated"
                                            : "stopped before the download: nothing was sent") +
                           "; the drive keeps its firmware " + report.firmware_before;
            return false;
        }
        if (progress) {
            progress(event(step.argv[1], seconds_between(start, platform.clock().now()), std::nullopt, step.description));
        }
        Command command;
        command.argv = step.argv;
        command.timeout = *step.timeout;
        Result<CommandOutput> output = fail(ErrorCode::ToolFailed, "");
        {
            const auto unstoppable = stop.unstoppable(
                "the drive is receiving its new firmware (" + step.argv[1] + "); stopping it midway could leave "
                "the drive unusable, so it runs to its end");
            output = platform.runner().run(command);
        }
        sent = true;
        if (!output) return tl::unexpected(output.error());
        if (auto judged = judge_step_output(step, *output, report); !judged) return tl::unexpected(judged.error());
    }
    return true;
}

// After the flash: the revision the drive now reports (and NVMe's slots).
void reread_firmware(ActionPlatform& platform, const ActionTarget& target, FirmwareReport& report) {
    if (report.interface == Protocol::Ata) {
        auto output = run_command(platform.runner(), {"hdparm", "-I", target.identity.device}, kQueryTimeout);
        if (output) {
            if (auto id = parse_hdparm_identify(output->out); id && !id->firmware.empty()) report.firmware_after = id->firmware;
        }
        if (report.firmware_after && *report.firmware_after == report.firmware_before) {
            report.notes.push_back("the drive still reports " + report.firmware_before +
                                   ": many drives switch to the new firmware only after a power cycle");
            report.reset_needed = true;
        }
        return;
    }
    const std::string& controller = target.nvme_controller_device;
    if (auto output = run_command(platform.runner(), {"nvme", "fw-log", controller, "-o", "json"}, kQueryTimeout);
        output && output->exit_status == 0) {
        if (auto log = parse_nvme_fw_log(output->out)) {
            report.slots["active"] = log->active_slot;
            report.slots["next"] = log->next_slot ? json(*log->next_slot) : json(nullptr);
            report.slots["revisions"] = slot_revisions(*log);
            const auto in_slot = log->slots.find(report.commit->slot);
            if (in_slot != log->slots.end()) {
                report.notes.push_back("slot " + std::to_string(report.commit->slot) + " now holds " + in_slot->second);
            }
        }
    }
    if (auto output = run_command(platform.runner(), {"nvme", "id-ctrl", controller, "-o", "json"}, kQueryTimeout);
        output && output->exit_status == 0) {
        if (auto c = parse_nvme_id_ctrl(output->out)) report.firmware_after = c->firmware;
    }
}

} // namespace

Result<FirmwareReport> run_firmware(ActionPlatform& platform, const FirmwareRequest& request,
                                    std::span<const Advisory> advisories, const ProgressSink& progress, StopToken stop) {
    auto unused = resolve_unused(platform.devices(), request.device, safety::Operation::Firmware);
    if (!unused) return tl::unexpected(unused.error());
    const ActionTarget& target = unused->target;
    const auto& identity = target.identity;
    FirmwareReport report;
    report.identity = identity;
    report.file = request.file;
    report.dry_run = request.dry_run;
    report.plan.action = "firmware";
    report.plan.target = identity.device;

    // The image.
    auto size = platform.files().readable_file_size(request.file);
    if (!size) {
        return fail(ErrorCode::Refused, "pre-check failed: the firmware image " + size.error().message +
                                            (size.error().code == ErrorCode::InputEmpty ? "" : " (it must be a readable file)"));
    }
    report.file_bytes = *size;

    // Mains power on a machine with a battery: a flash cut short can brick the drive.
    report.power = platform.power().power_state();
    if (report.power.has_battery && report.power.on_ac != std::optional<bool>(true)) {
        return fail(ErrorCode::Refused, std::string("pre-check failed: this machine runs on battery") +
                                            (report.power.on_ac ? "" : " (whether mains power is connected is unknown)") +
                                            "; connect the charger first: a firmware update cut short by a flat "
                                            "battery can leave the drive unusable");
    }

    Result<void> planned;
    if (identity.protocol == Protocol::Ata) {
        planned = plan_ata_firmware(platform, request, advisories, report);
    } else if (identity.protocol == Protocol::Nvme) {
        planned = plan_nvme_firmware(platform, target.nvme_controller_device, request, advisories, report);
    } else {
        return fail(ErrorCode::Refused, identity.device + " is a " + wire_name(identity.protocol) +
                                            " device: firmware flashing needs an ATA (hdparm) or NVMe (nvme-cli) drive");
    }
    if (!planned) return tl::unexpected(planned.error());
    for (const auto& advisory : report.advisories) report.plan.notes.push_back("advisory: " + advisory);
    if (request.dry_run) return report;
    if (auto refusal = safety::check_confirmation(identity, request.confirm, safety::Operation::Firmware)) {
        return tl::unexpected(*refusal);
    }

    const auto start = platform.clock().now();
    auto finished = send_firmware(platform, report, progress, stop, start);
    if (!finished) return tl::unexpected(finished.error());
    if (*finished) {
        reread_firmware(platform, target, report);
        if (report.reset_needed) {
            report.notes.push_back("a reset is needed to activate the new firmware: reboot (or power-cycle) the machine");
        }
    }
    report.elapsed_seconds = seconds_between(start, platform.clock().now());
    if (*finished && progress) progress(event("done", report.elapsed_seconds, 100.0, "firmware flashed"));
    return report;
}

json firmware_report_to_json(const FirmwareReport& report) {
    json doc = {{"device", report.identity.device},
                {"drive", safety::identity_to_json(report.identity)},
                {"interface", wire_name(report.interface)},
                {"file", report.file},
                {"file_bytes", report.file_bytes},
                {"granularity_bytes", report.granularity_bytes},
                {"firmware_before", report.firmware_before},
                {"firmware_after", report.firmware_after ? json(*report.firmware_after) : json(nullptr)},
                {"slots", report.slots.is_null() ? json(nullptr) : report.slots},
                {"commit", report.commit ? json{{"slot", report.commit->slot},
                                                {"action", report.commit->action},
                                                {"reason", report.commit->reason}}
                                         : json(nullptr)},
                {"transfer_mode", report.transfer_mode.empty() ? json(nullptr) : json(report.transfer_mode)},
                {"advisories", report.advisories},
                {"power", {{"has_battery", report.power.has_battery},
                           {"on_ac", report.power.on_ac ? json(*report.power.on_ac) : json(nullptr)},
                           {"evidence", report.power.evidence}}},
                {"dry_run", report.dry_run},
                {"plan", safety::plan_to_json(report.plan)},
                {"reset_needed", report.reset_needed},
                {"notes", report.notes}};
    add_run_outcome(doc, report.dry_run, "flashed", !report.cancelled, report.elapsed_seconds, report.cancelled,
                    report.state);
    return doc;
}

std::string firmware_report_to_text(const FirmwareReport& report) {
    std::ostringstream out;
    out << report.identity.device;
    if (report.identity.model) out << " (" << *report.identity.model << ")";
    out << ": firmware " << report.firmware_before << "\n";
    if (report.slots.is_object()) out << "Slots: " << report.slots.dump() << "\n";
    for (const auto& advisory : report.advisories) out << "Advisory: " << advisory << "\n";
    if (report.dry_run) return out.str() + safety::dry_run_text(report.plan, report.identity, "sent");
    if (report.cancelled) return out.str() + cancellation_text(report.state);
    out << "Flashed " << report.file << " (" << report.file_bytes << " bytes)";
    if (!report.transfer_mode.empty()) out << " with " << report.transfer_mode;
    out << ".\n";
    out << "Firmware now reported: " << report.firmware_after.value_or("unknown") << "\n";
    for (const auto& note : report.notes) out << "  " << note << "\n";
    return out.str();
}

} // namespace ssd::actions
