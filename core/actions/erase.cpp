#include "core/actions/erase.h"

#include <algorithm>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <sstream>
#include <thread>

#include "core/actions/discard.h"
#include "core/util/units.h"

namespace ssd::actions {

namespace {

using nlohmann::json;
using std::chrono::seconds;

constexpr seconds kFormatTimeout{2 * 3600};
constexpr seconds kSanitizeCommandTimeout{120};
constexpr seconds kQueryTimeout{60};
constexpr seconds kSanitizeDefaultLimit{24 * 3600};

std::string join_methods(const std::vector<EraseMethod>& methods) {
    std::string text;
    for (const auto m : methods) text += (text.empty() ? "" : ", ") + std::string(erase_method_name(m));
    return text.empty() ? "none" : text;
}

std::string node_beside(const std::string& device, const std::string& name) {
    const auto slash = device.rfind('/');
    return (slash == std::string::npos ? std::string() : device.substr(0, slash + 1)) + name;
}

std::string minutes_text(std::optional<unsigned> minutes, bool over) {
    if (!minutes) return "no estimate";
    return (over ? "more than " : "") + std::to_string(*minutes) + " min";
}

Result<CommandOutput> run_query(CommandRunner& runner, std::vector<std::string> argv) {
    Command command;
    command.argv = std::move(argv);
    command.timeout = kQueryTimeout;
    return runner.run(command);
}

ProgressEvent event_for(const std::string& phase, double elapsed, std::optional<double> percent,
                        std::optional<double> estimate, std::string message) {
    ProgressEvent event;
    event.action = "erase";
    event.phase = phase;
    event.percent = percent;
    event.elapsed_seconds = elapsed;
    event.estimated_total_seconds = estimate;
    event.message = std::move(message);
    return event;
}

json ata_capabilities(const AtaIdentity& id) {
    const auto& s = id.security;
    auto minutes = [](std::optional<unsigned> m) { return m ? json(*m) : json(nullptr); };
    return {{"interface", wire_name(Protocol::Ata)},
            {"security_supported", s.supported},
            {"security_enabled", s.enabled},
            {"locked", s.locked},
            {"frozen", s.frozen},
            {"count_expired", s.count_expired},
            {"enhanced_erase_supported", s.enhanced_erase_supported},
            {"erase_minutes", minutes(s.erase_minutes)},
            {"erase_minutes_more_than", s.erase_minutes_over},
            {"enhanced_erase_minutes", minutes(s.enhanced_erase_minutes)},
            {"enhanced_erase_minutes_more_than", s.enhanced_erase_minutes_over},
            {"security_section_present", s.section_present}};
}

json nvme_capabilities(const NvmeControllerInfo& c) {
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

// ---- ATA --------------------------------------------------------------------

class AtaEraser {
public:
    AtaEraser(ActionPlatform& platform, const ActionTarget& target, const ProgressSink& progress)
        : platform_(platform), target_(target), progress_(progress), device_(target.identity.device) {}

    std::vector<std::string> hdparm_security(const std::string& option) const {
        return {"hdparm", "--user-master", "u", option, kAtaTemporaryPassword, device_};
    }
    std::vector<std::string> identify_argv() const { return {"hdparm", "-I", device_}; }

    Result<AtaIdentity> identify() {
        auto output = run_query(platform_.runner(), identify_argv());
        if (!output) return tl::unexpected(output.error());
        if (output->exit_status != 0 && output->out.empty()) {
            return fail(ErrorCode::ToolFailed, "hdparm -I " + device_ + " failed: " + output->err);
        }
        return parse_hdparm_identify(output->out);
    }

    void plan(safety::ActionPlan& plan, EraseMethod method, const AtaSecurityState& security) const {
        const bool enhanced = method == EraseMethod::AtaEnhanced;
        plan.steps.push_back(safety::command_step(hdparm_security("--security-set-pass"),
                                                  "set the temporary user password '" +
                                                      std::string(kAtaTemporaryPassword) +
                                                      "' (SECURITY SET PASSWORD): the erase needs one"));
        plan.steps.push_back(safety::check_step(identify_argv(), "check that security is now enabled"));
        plan.steps.push_back(safety::command_step(
            hdparm_security(enhanced ? "--security-erase-enhanced" : "--security-erase"),
            std::string(enhanced ? "ENHANCED " : "") + "SECURITY ERASE UNIT (the drive's estimate: " +
                minutes_text(enhanced ? security.enhanced_erase_minutes : security.erase_minutes,
                             enhanced ? security.enhanced_erase_minutes_over : security.erase_minutes_over) +
                "); a successful erase also removes the password",
            ata_erase_timeout(security, enhanced)));
        plan.steps.push_back(safety::check_step(identify_argv(), "check that security is disabled again"));
        auto cleanup = safety::command_step(hdparm_security("--security-disable"),
                                            "remove the temporary password (SECURITY UNLOCK + DISABLE PASSWORD)");
        cleanup.only_on_failure = true;
        plan.steps.push_back(cleanup);
        auto recheck = safety::check_step(identify_argv(), "check that the password is gone");
        recheck.only_on_failure = true;
        plan.steps.push_back(recheck);
    }

    Result<void> run(EraseMethod method, const AtaSecurityState& security, std::vector<std::string>& notes) {
        const bool enhanced = method == EraseMethod::AtaEnhanced;
        const auto start = platform_.clock().now();
        // 1. Temporary password.
        auto set = run_command(hdparm_security("--security-set-pass"), kQueryTimeout);
        std::optional<Error> set_failure;
        if (!set) {
            set_failure = set.error();
        } else {
            set_failure = hdparm_failure("SECURITY SET PASSWORD", *set);
        }
        auto after_set = identify();
        if (!after_set) {
            // Cannot tell whether the password took: try to remove it.
            return recover(Error{after_set.error().code, "cannot read the security state after setting the password: " +
                                                             after_set.error().message});
        }
        if (!after_set->security.enabled) {
            // Nothing changed on the drive.
            if (set_failure) return tl::unexpected(*set_failure);
            return fail(ErrorCode::DriveRejected,
                        "the drive did not take the temporary password (security is still not enabled after "
                        "SECURITY SET PASSWORD); nothing was changed");
        }
        if (set_failure) return recover(*set_failure); // enabled although hdparm complained
        // 2. The erase.
        const auto& s = after_set->security;
        const auto estimate_minutes = enhanced ? s.enhanced_erase_minutes : s.erase_minutes;
        std::optional<double> estimate;
        if (estimate_minutes) estimate = 60.0 * *estimate_minutes;
        Command erase;
        erase.argv = hdparm_security(enhanced ? "--security-erase-enhanced" : "--security-erase");
        erase.timeout = ata_erase_timeout(security, enhanced);
        if (progress_) {
            progress_(event_for("security-erase", seconds_between(start, platform_.clock().now()), 0.0, estimate,
                                std::string(enhanced ? "ENHANCED " : "") + "SECURITY ERASE UNIT started"));
        }
        auto erased = run_with_ticks(platform_, erase, progress_, "erase", "security-erase", estimate);
        std::optional<Error> erase_failure;
        if (!erased) {
            erase_failure = erased.error();
        } else {
            erase_failure = hdparm_failure(std::string(enhanced ? "ENHANCED " : "") + "SECURITY ERASE UNIT", *erased);
        }
        if (erase_failure) return recover(*erase_failure);
        // 3. A successful erase leaves security disabled.
        auto after = identify();
        if (!after) return recover(Error{after.error().code, "cannot read the security state after the erase: " + after.error().message});
        if (after->security.enabled || after->security.locked) {
            return recover(Error{ErrorCode::DriveRejected,
                                 "the drive reported success, but security is still enabled afterwards"});
        }
        notes.push_back("security is disabled again: the temporary password is gone");
        if (progress_) {
            progress_(event_for("security-erase", seconds_between(start, platform_.clock().now()), 100.0, estimate,
                                "erase finished"));
        }
        return {};
    }

private:
    ActionPlatform& platform_;
    const ActionTarget& target_;
    const ProgressSink& progress_;
    std::string device_;

    Result<CommandOutput> run_command(std::vector<std::string> argv, seconds timeout) {
        Command command;
        command.argv = std::move(argv);
        command.timeout = timeout;
        return platform_.runner().run(command);
    }

    // Something failed after the password was set: remove it, then say
    // exactly what state the drive is in.
    tl::unexpected<Error> recover(const Error& cause) {
        auto disabled = run_command(hdparm_security("--security-disable"), kQueryTimeout);
        std::optional<Error> disable_failure;
        if (!disabled) {
            disable_failure = disabled.error();
        } else {
            disable_failure = hdparm_failure("SECURITY DISABLE PASSWORD", *disabled);
        }
        auto state = identify();
        const std::string remove_by_hand = "`hdparm --user-master u --security-disable " +
                                           std::string(kAtaTemporaryPassword) + " " + device_ + "`";
        std::string message = cause.message + ". ";
        if (state && !state->security.enabled && !state->security.locked) {
            message += "The temporary password was removed again: security is disabled and the drive is unlocked, "
                       "as before. Its data may be partly erased; run the erase again to finish it";
        } else if (state) {
            message += "The drive is left with the user password '" + std::string(kAtaTemporaryPassword) +
                       "' set (security enabled" + (state->security.locked ? ", LOCKED" : ", not locked") +
                       (state->security.frozen ? ", frozen" : "") + ")" +
                       (disable_failure ? " because removing it failed too (" + disable_failure->message + ")" : "") +
                       ". Remove it with " + remove_by_hand +
                       (state->security.frozen ? " after unfreezing the drive (suspend and resume the machine)" : "") +
                       "; until then the drive " +
                       (state->security.locked ? "refuses all reads and writes"
                                               : "locks itself at the next power cycle");
        } else {
            message += "Its security state cannot be read now (" + state.error().message +
                       "); if the password is still set, remove it with " + remove_by_hand;
        }
        return tl::unexpected(Error{cause.code == ErrorCode::Refused ? ErrorCode::DriveRejected : cause.code, message});
    }
};

// ---- NVMe -------------------------------------------------------------------

std::vector<std::string> format_argv(const std::string& node, EraseMethod method) {
    return {"nvme", "format", node, method == EraseMethod::NvmeCrypto ? "--ses=2" : "--ses=1", "--force"};
}

std::string sanact(EraseMethod method) {
    switch (method) {
    case EraseMethod::SanitizeBlock: return "2";
    case EraseMethod::SanitizeOverwrite: return "3";
    default: return "4";
    }
}

std::vector<std::string> sanitize_argv(const std::string& controller, EraseMethod method) {
    std::vector<std::string> argv{"nvme", "sanitize", controller, "--sanact=" + sanact(method)};
    if (method == EraseMethod::SanitizeOverwrite) argv.push_back("--owpass=1");
    return argv;
}

std::vector<std::string> sanitize_log_argv(const std::string& controller) {
    return {"nvme", "sanitize-log", controller, "-o", "json"};
}

bool is_sanitize(EraseMethod m) {
    return m == EraseMethod::SanitizeCrypto || m == EraseMethod::SanitizeBlock || m == EraseMethod::SanitizeOverwrite;
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

Result<void> run_sanitize(ActionPlatform& platform, const ActionTarget& target, EraseMethod method,
                          const ProgressSink& progress) {
    const std::string controller = target.nvme_controller_device;
    const auto start = platform.clock().now();
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
        auto output = run_query(platform.runner(), sanitize_log_argv(controller));
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
            if (progress) progress(event_for("sanitize", elapsed, 100.0, estimate, log->status_text));
            return {};
        case SanitizeStatus::Failed:
            return fail(ErrorCode::DriveRejected,
                        "the drive reports that the sanitize failed (" + log->status_text +
                            "); it stays in sanitize failure mode, with I/O refused, until a sanitize completes: run "
                            "`ssdtool erase " + target.identity.device + " --method " +
                            std::string(erase_method_name(method)) + "` again (or `nvme sanitize " + controller +
                            " --sanact=1` to exit failure mode)");
        case SanitizeStatus::InProgress:
            if (progress) progress(event_for("sanitize", elapsed, log->percent(), estimate, log->status_text));
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
        platform.clock().sleep_for(platform.clock().poll_interval());
    }
}

} // namespace

// ---- names --------------------------------------------------------------------

bool is_ata_method(EraseMethod method) { return method == EraseMethod::AtaEnhanced || method == EraseMethod::AtaNormal; }

// ---- choices ------------------------------------------------------------------

Result<MethodChoice> choose_ata_method(const AtaSecurityState& security, std::optional<EraseMethod> requested,
                                       const std::string& device) {
    MethodChoice choice;
    if (security.supported) {
        if (security.enhanced_erase_supported) choice.supported.push_back(EraseMethod::AtaEnhanced);
        choice.supported.push_back(EraseMethod::AtaNormal);
    }
    if (requested) {
        choice.requested = true;
        if (std::find(choice.supported.begin(), choice.supported.end(), *requested) == choice.supported.end()) {
            std::string why = !is_ata_method(*requested)
                                  ? std::string(" (it is an NVMe method; ") + device + " is an ATA drive)"
                                  : " (hdparm -I shows " +
                                        std::string(security.supported ? "\"not supported: enhanced erase\""
                                                                       : "no ATA security feature set") + ")";
            return fail(ErrorCode::Refused, std::string(erase_method_name(*requested)) +
                                                " is not supported by the drive " + device + why +
                                                "; it supports: " + join_methods(choice.supported));
        }
        choice.method = *requested;
        return choice;
    }
    if (choice.supported.empty()) {
        return fail(ErrorCode::Refused, device + ": the security feature set is not supported by the drive");
    }
    choice.method = choice.supported.front();
    return choice;
}

Result<MethodChoice> choose_nvme_method(const NvmeControllerInfo& c, std::optional<EraseMethod> requested,
                                        const std::string& device) {
    MethodChoice choice;
    // Strongest first: cryptographic, then block erase, then user-data erase.
    if (c.sanitize_crypto()) choice.supported.push_back(EraseMethod::SanitizeCrypto);
    if (c.format_supported() && c.crypto_erase_supported()) choice.supported.push_back(EraseMethod::NvmeCrypto);
    if (c.sanitize_block()) choice.supported.push_back(EraseMethod::SanitizeBlock);
    if (c.format_supported()) choice.supported.push_back(EraseMethod::NvmeUserData);
    if (c.sanitize_overwrite()) choice.supported.push_back(EraseMethod::SanitizeOverwrite);
    if (requested) {
        choice.requested = true;
        if (std::find(choice.supported.begin(), choice.supported.end(), *requested) == choice.supported.end()) {
            std::string why;
            if (is_ata_method(*requested)) {
                why = "it is an ATA method; " + device + " is an NVMe drive";
            } else if (is_sanitize(*requested)) {
                why = "the controller's SANICAP is " + std::to_string(c.sanicap) + ": no " +
                      (*requested == EraseMethod::SanitizeCrypto ? "crypto erase"
                       : *requested == EraseMethod::SanitizeBlock ? "block erase"
                                                                   : "overwrite") +
                      " sanitize";
            } else if (!c.format_supported()) {
                why = "OACS " + std::to_string(c.oacs) + " has no Format NVM";
            } else {
                why = "FNA " + std::to_string(c.fna) + " has no cryptographic erase";
            }
            return fail(ErrorCode::Refused, std::string(erase_method_name(*requested)) +
                                                " is not supported by the drive " + device + " (" + why +
                                                "); it supports: " + join_methods(choice.supported));
        }
        choice.method = *requested;
        return choice;
    }
    const auto first = std::find_if(choice.supported.begin(), choice.supported.end(),
                                    [](EraseMethod m) { return m != EraseMethod::SanitizeOverwrite; });
    if (first == choice.supported.end()) {
        return fail(ErrorCode::Refused,
                    device + " supports neither Format NVM nor a sanitize erase by block or crypto erase" +
                        (choice.supported.empty() ? "" : " (only sanitize-overwrite; ask for it with --method)"));
    }
    choice.method = *first;
    return choice;
}

std::optional<Error> ata_security_blocker(const AtaIdentity& id, const std::string& device) {
    const auto& s = id.security;
    if (!id.ata_device) {
        return Error{ErrorCode::Refused, device + " does not answer as an ATA device (hdparm -I shows no ATA "
                                                  "identity), so ATA security erase cannot be used"};
    }
    if (!s.section_present || !s.supported) {
        return Error{ErrorCode::Refused,
                     device + ": the security feature set is not supported by the drive (hdparm -I shows " +
                         (s.section_present ? "\"(?) supported\"" : "no Security section") +
                         "), so it cannot be erased with SECURITY ERASE UNIT; discard it with `ssdtool discard " +
                         device + "` instead (TRIM, not a secure erase)"};
    }
    if (s.locked) {
        return Error{ErrorCode::Refused, device + " is locked by a password set before (security enabled, locked): "
                                                  "unlock it with its password (`hdparm --user-master u "
                                                  "--security-unlock PASSWORD " + device + "`) first"};
    }
    if (s.enabled) {
        return Error{ErrorCode::Refused, device + " already has a user password (security enabled): ssdtool only "
                                                  "erases with a temporary password of its own and never touches one "
                                                  "it did not set. Remove it first (`hdparm --user-master u "
                                                  "--security-disable PASSWORD " + device + "`)"};
    }
    if (s.frozen) {
        return Error{ErrorCode::Refused,
                     device + " is frozen (security frozen): the BIOS/UEFI froze its security commands at boot, so "
                              "the drive refuses SECURITY ERASE UNIT until its next power-on or reset. Unfreeze it: "
                              "suspend the machine and wake it (`systemctl suspend`, or `echo mem > "
                              "/sys/power/state`): most drives come back unfrozen; or, if the port supports "
                              "hot-plug, unplug the drive's power/SATA cable while the system runs and plug it back "
                              "in. Then run this again"};
    }
    if (s.count_expired) {
        return Error{ErrorCode::Refused, device + ": its security count has expired (too many wrong passwords "
                                                  "since power-on); power it off and on, then run this again"};
    }
    return std::nullopt;
}

std::chrono::seconds ata_erase_timeout(const AtaSecurityState& security, bool enhanced) {
    const auto minutes = enhanced ? security.enhanced_erase_minutes : security.erase_minutes;
    const bool over = enhanced ? security.enhanced_erase_minutes_over : security.erase_minutes_over;
    if (!minutes || over || *minutes == 0) return std::chrono::hours(12);
    return std::chrono::seconds(2LL * 60 * *minutes + 30 * 60);
}

// ---- running ------------------------------------------------------------------

Result<CommandOutput> run_with_ticks(ActionPlatform& platform, const Command& command, const ProgressSink& progress,
                                     const std::string& action, const std::string& phase,
                                     std::optional<double> estimated_seconds) {
    const auto interval = platform.clock().tick_interval();
    if (!progress || interval.count() <= 0) return platform.runner().run(command);
    const auto start = platform.clock().now();
    std::mutex mutex;
    std::condition_variable wake;
    bool done = false;
    std::thread ticker([&] {
        std::unique_lock lock(mutex);
        while (!wake.wait_for(lock, interval, [&done] { return done; })) {
            const double elapsed = seconds_between(start, platform.clock().now());
            ProgressEvent event;
            event.action = action;
            event.phase = phase;
            event.elapsed_seconds = elapsed;
            event.estimated_total_seconds = estimated_seconds;
            if (estimated_seconds && *estimated_seconds > 0) {
                event.percent = std::min(99.0, 100.0 * elapsed / *estimated_seconds);
                event.message = "running (by the drive's estimate)";
            } else {
                event.message = "running (the drive gives no estimate)";
            }
            progress(event);
        }
    });
    auto output = platform.runner().run(command);
    {
        std::lock_guard lock(mutex);
        done = true;
    }
    wake.notify_all();
    ticker.join();
    return output;
}

Result<EraseReport> run_erase(ActionPlatform& platform, const EraseRequest& request, const ProgressSink& progress) {
    const std::optional<EraseMethod> requested = request.method;
    auto target = platform.devices().resolve(request.device);
    if (!target) return tl::unexpected(target.error());
    auto usage = platform.devices().usage(*target);
    if (!usage) return tl::unexpected(usage.error());
    if (auto refusal = safety::check_not_in_use(target->identity, *usage, safety::Operation::Erase)) {
        return tl::unexpected(*refusal);
    }
    const auto& identity = target->identity;
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
                        (target->discard_max_bytes > 0 ? "; `ssdtool discard` discards it instead (not a secure erase)"
                                                       : ""));
    }

    std::optional<AtaIdentity> ata_id;
    std::optional<NvmeControllerInfo> controller;
    if (ata) {
        AtaEraser eraser(platform, *target, progress);
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
        auto output = run_query(platform.runner(), {"nvme", "id-ctrl", target->nvme_controller_device, "-o", "json"});
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
        if (is_sanitize(report.method)) {
            report.plan.steps.push_back(safety::command_step(
                sanitize_argv(target->nvme_controller_device, report.method),
                "start the sanitize (" + erase_method_description(report.method) +
                    "); it acts on every namespace of the controller and runs inside the drive",
                kSanitizeCommandTimeout));
            report.plan.steps.push_back(safety::check_step(
                sanitize_log_argv(target->nvme_controller_device),
                "poll the sanitize log every " + std::to_string(platform.clock().poll_interval().count()) +
                    " ms for progress (SPROG) until the status (SSTAT) says completed or failed"));
        } else {
            for (const auto& node : namespaces_to_format(*target)) {
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
    if (ata) {
        AtaEraser eraser(platform, *target, progress);
        if (auto done = eraser.run(report.method, ata_id->security, report.notes); !done) {
            return tl::unexpected(done.error());
        }
    } else if (is_sanitize(report.method)) {
        if (auto done = run_sanitize(platform, *target, report.method, progress); !done) {
            return tl::unexpected(done.error());
        }
    } else {
        for (const auto& step : report.plan.steps) {
            if (progress) {
                progress(event_for("format", seconds_between(start, platform.clock().now()), std::nullopt, std::nullopt,
                                   "formatting " + step.argv[2]));
            }
            Command command;
            command.argv = step.argv;
            command.timeout = *step.timeout;
            auto output = run_with_ticks(platform, command, progress, "erase", "format", std::nullopt);
            if (!output) return tl::unexpected(output.error());
            if (output->exit_status != 0 || output->timed_out || output->killed_by_signal) {
                return tl::unexpected(nvme_failure("the format of " + step.argv[2], *output));
            }
            if (output->out.find("Success formatting") == std::string::npos) {
                return fail(ErrorCode::ToolFailed, "nvme format " + step.argv[2] +
                                                       " exited 0 without reporting success: " + output->out);
            }
        }
        if (progress) progress(event_for("format", seconds_between(start, platform.clock().now()), 100.0, std::nullopt, "done"));
    }
    report.elapsed_seconds = seconds_between(start, platform.clock().now());
    return report;
}

json erase_report_to_json(const EraseReport& report) {
    json supported = json::array();
    for (const auto m : report.supported) supported.push_back(erase_method_name(m));
    json doc = {{"device", report.identity.device},
                {"drive", safety::identity_to_json(report.identity)},
                {"method", erase_method_name(report.method)},
                {"method_description", erase_method_description(report.method)},
                {"method_chosen_by", report.method_requested ? "option" : "default (the strongest supported)"},
                {"supported_methods", supported},
                {"capabilities", report.capabilities},
                {"dry_run", report.dry_run},
                {"plan", safety::plan_to_json(report.plan)},
                {"notes", report.notes}};
    if (!report.dry_run) {
        doc["erased"] = true;
        doc["elapsed_seconds"] = report.elapsed_seconds;
    }
    return doc;
}

std::string erase_report_to_text(const EraseReport& report) {
    std::ostringstream out;
    out << report.identity.device;
    if (report.identity.model) out << " (" << *report.identity.model << ")";
    out << ": method " << erase_method_name(report.method) << " — " << erase_method_description(report.method)
        << (report.method_requested ? " (as asked)" : " (the strongest this drive supports)") << "\n";
    out << "Supported: " << join_methods(report.supported) << "\n";
    if (report.dry_run) {
        out << safety::plan_to_text(report.plan);
        out << "Dry run: nothing was changed. To run it: --confirm " << safety::expected_token(report.identity) << " ("
            << safety::token_description(report.identity) << ").\n";
        return out.str();
    }
    char elapsed[32];
    std::snprintf(elapsed, sizeof elapsed, "%.1f", report.elapsed_seconds);
    out << "Erased with " << erase_method_name(report.method) << " in " << elapsed << " s.\n";
    for (const auto& note : report.notes) out << "  " << note << "\n";
    return out.str();
}

} // namespace ssd::actions
