#include "core/actions/erase_nvme.h"

#include <algorithm>

#include "core/actions/discard.h"
#include "core/actions/erase_steps.h"

namespace ssd::actions {

namespace {

std::string node_beside(const std::string& device, const std::string& name) {
    const auto slash = device.rfind('/');
    return (slash == std::string::npos ? std::string() : device.substr(0, slash + 1)) + name;
}

std::string sanact(EraseMethod method) {
    switch (method) {
    case EraseMethod::SanitizeBlock: return "2";
    case EraseMethod::SanitizeOverwrite: return "3";
    default: return "4";
    }
}

} // namespace

nlohmann::json nvme_capabilities(const NvmeControllerInfo& c) {
    return {{"interface", wire_name(Protocol::Nvme)},
            {"oacs", c.oacs},
            {"fna", c.fna},
            {"sanicap", c.sanicap},
            {"format_supported", c.format_supported()},
            {"crypto_erase_supported", c.crypto_erase_supported()},
            {"format_applies_to_all_namespaces", c.format_applies_to_all_namespaces()},
            {"sanitize_crypto_erase", c.sanitize_crypto()},
            {"sanitize_block_erase", c.sanitize_block()},
            {"sanitize_overwrite", c.sanitize_overwrite()}};
}


std::vector<std::string> format_argv(const std::string& node, EraseMethod method) {
    return {"nvme", "format", node, method == EraseMethod::NvmeCrypto ? "--ses=2" : "--ses=1", "--force"};
}

std::vector<std::string> sanitize_argv(const std::string& controller, EraseMethod method) {
    std::vector<std::string> argv{"nvme", "sanitize", controller, "--sanact=" + sanact(method)};
    if (method == EraseMethod::SanitizeOverwrite) argv.push_back("--owpass=1");
    return argv;
}

std::vector<std::string> sanitize_log_argv(const std::string& controller) {
    return {"nvme", "sanitize-log", controller, "-o", "json"};
}

std::vector<std::string> namespaces_to_format(const ActionTarget& target) {
    std::vector<std::string> nodes;
    if (!target.nvme_namespace.empty()) {
        nodes.push_back(node_beside(target.identity.device, target.nvme_namespace));
    } else {
        for (const auto& ns : target.block_devices) nodes.push_back(node_beside(target.identity.device, ns));
    }
    return nodes;
}

Result<EraseStopped> run_sanitize(ActionPlatform& platform, const ActionTarget& target, EraseMethod method,
                                  const ProgressSink& progress, StopToken stop) {
    const std::string controller = target.nvme_controller_device;
    const auto start = platform.clock().now();
    const auto unstoppable = stop.unstoppable(
        "the drive is sanitizing (" + erase_method_description(method) + ") and cannot be stopped: it finishes by "
        "itself, even across a reset; a cancel only stops the waiting for it");
    Command command;
    command.argv = sanitize_argv(controller, method);
    command.timeout = kSanitizeCommandTimeout;
    auto started = platform.runner().run(command);
    if (!started) return tl::unexpected(started.error());
    if (started->exit_status != 0 || started->timed_out || started->killed_by_signal) {
        return tl::unexpected(nvme_failure("the sanitize command (" + std::string(erase_method_name(method)) + ")", *started));
    }
    std::optional<double> estimate;
    int polls_without_start = 0;
    for (;;) {
        auto output = run_erase_query(platform.runner(), sanitize_log_argv(controller));
        if (!output) return tl::unexpected(output.error());
        if (output->exit_status != 0) {
            return tl::unexpected(nvme_failure("reading the sanitize log", *output));
        }
        auto log = parse_nvme_sanitize_log(output->out);
        if (!log) return tl::unexpected(log.error());
        if (!estimate) {
            const auto seconds_estimate = method == EraseMethod::SanitizeCrypto ? log->seconds_crypto_erase
                                          : method == EraseMethod::SanitizeBlock ? log->seconds_block_erase
                                                                                 : log->seconds_overwrite;
            if (seconds_estimate) estimate = static_cast<double>(*seconds_estimate);
        }
        const double elapsed = seconds_between(start, platform.clock().now());
        switch (log->status) {
        case SanitizeStatus::Completed:
        case SanitizeStatus::CompletedNoDeallocate:
            if (progress) progress(erase_event("sanitize", elapsed, 100.0, estimate, log->status_text));
            return EraseStopped();
        case SanitizeStatus::Failed:
            return fail(ErrorCode::DriveRejected,
                        "the drive reports that the sanitize failed (" + log->status_text +
                            "); it stays in sanitize failure mode, with I/O refused, until a sanitize completes: run "
                            "`ssdtool erase " + target.identity.device + " --method " +
                            std::string(erase_method_name(method)) + "` again (or `nvme sanitize " + controller +
                            " --sanact=1` to exit failure mode)");
        case SanitizeStatus::InProgress:
            if (progress) progress(erase_event("sanitize", elapsed, log->percent(), estimate, log->status_text));
            break;
        case SanitizeStatus::NeverSanitized:
        case SanitizeStatus::Unknown:
            if (++polls_without_start > 5) {
                return fail(ErrorCode::ToolFailed, "the drive accepted the sanitize command, but its sanitize log "
                                                   "never showed it running (" + log->status_text + ")");
            }
            break;
        }
        const double limit = estimate ? std::max(3.0 * *estimate, 600.0) : static_cast<double>(kSanitizeDefaultLimit.count());
        if (elapsed > limit) {
            return fail(ErrorCode::ToolFailed, "the sanitize is still running after " + std::to_string(static_cast<long>(elapsed)) +
                                                   " s; it goes on in the drive (it survives a reset); watch it with "
                                                   "`nvme sanitize-log " + controller + "`");
        }
        if (stop.stop_requested()) {
            return EraseStopped("stopped waiting after " + std::to_string(static_cast<long>(elapsed)) +
                                " s: the sanitize continues inside the drive (it cannot be stopped and survives a "
                                "reset) and the drive refuses I/O until it completes; watch it with `nvme "
                                "sanitize-log " + controller + "`");
        }
        platform.clock().sleep_for(platform.clock().poll_interval());
    }
}

Result<EraseStopped> run_format(ActionPlatform& platform, const safety::ActionPlan& plan, const ProgressSink& progress,
                                StopToken stop) {
    const auto start = platform.clock().now();
    std::string formatted;
    for (const auto& step : plan.steps) {
        if (stop.stop_requested()) {
            return EraseStopped("stopped before formatting " + step.argv[2] + ": " +
                                (formatted.empty() ? std::string("nothing was erased")
                                                   : formatted + " were erased") +
                                "; " + step.argv[2] + " and any namespace after it were not touched");
        }
        if (progress) {
            progress(erase_event("format", seconds_between(start, platform.clock().now()), std::nullopt, std::nullopt,
                               "formatting " + step.argv[2]));
        }
        Command command;
        command.argv = step.argv;
        command.timeout = *step.timeout;
        Result<CommandOutput> output = fail(ErrorCode::ToolFailed, "");
        {
            const auto unstoppable = stop.unstoppable("the drive is formatting " + step.argv[2] +
                                                      " (Format NVM) and cannot be stopped; it finishes by itself");
            output = run_with_ticks(platform, command, progress, "erase", "format", std::nullopt);
        }
        if (!output) return tl::unexpected(output.error());
        if (output->exit_status != 0 || output->timed_out || output->killed_by_signal) {
            return tl::unexpected(nvme_failure("the format of " + step.argv[2], *output));
        }
        if (output->out.find("Success formatting") == std::string::npos) {
            return fail(ErrorCode::ToolFailed, "nvme format " + step.argv[2] +
                                                   " exited 0 without reporting success: " + output->out);
        }
        formatted += (formatted.empty() ? "" : ", ") + step.argv[2];
    }
    if (progress) progress(erase_event("format", seconds_between(start, platform.clock().now()), 100.0, std::nullopt, "done"));
    return EraseStopped();
}

} // namespace ssd::actions
