#include "core/actions/erase_ata.h"

#include "core/actions/discard.h"
#include "core/actions/erase_steps.h"

namespace ssd::actions {

namespace {

std::string minutes_text(std::optional<unsigned> minutes, bool over) {
    if (!minutes) return "no estimate";
    return (over ? "more than " : "") + std::to_string(*minutes) + " min";
}

} // namespace

nlohmann::json ata_capabilities(const AtaIdentity& id) {
    const auto& s = id.security;
    auto minutes = [](std::optional<unsigned> m) { return m ? nlohmann::json(*m) : nlohmann::json(nullptr); };
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


std::vector<std::string> AtaEraser::hdparm_security(const std::string& option) const {
    return {"hdparm", "--user-master", "u", option, kAtaTemporaryPassword, device_};
}

Result<AtaIdentity> AtaEraser::identify() {
    auto output = run_erase_query(platform_.runner(), identify_argv());
    if (!output) return tl::unexpected(output.error());
    if (output->exit_status != 0 && output->out.empty()) {
        return fail(ErrorCode::ToolFailed, "hdparm -I " + device_ + " failed: " + output->err);
    }
    return parse_hdparm_identify(output->out);
}

void AtaEraser::plan(safety::ActionPlan& plan, EraseMethod method, const AtaSecurityState& security) const {
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

Result<EraseStopped> AtaEraser::run(EraseMethod method, const AtaSecurityState& security,
                                    std::vector<std::string>& notes, StopToken stop) {
    const bool enhanced = method == EraseMethod::AtaEnhanced;
    const auto start = platform_.clock().now();
    // 1. Temporary password.
    const std::optional<Error> set_failure =
        hdparm_failure("SECURITY SET PASSWORD", run_command(hdparm_security("--security-set-pass"), kEraseQueryTimeout));
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
    // The last safe point: after it the drive erases and cannot be stopped.
    if (stop.stop_requested()) {
        if (auto left = remove_password()) {
            return fail(ErrorCode::ToolFailed, "cancelled before the erase command was sent: nothing was erased. " + *left);
        }
        return EraseStopped("stopped before the erase command was sent: nothing was erased, and the temporary "
                            "password was removed again (security is disabled and the drive unlocked, as before)");
    }
    // 2. The erase.
    const auto& s = after_set->security;
    const auto estimate_minutes = enhanced ? s.enhanced_erase_minutes : s.erase_minutes;
    std::optional<double> estimate;
    if (estimate_minutes) estimate = 60.0 * *estimate_minutes;
    Command erase;
    erase.argv = hdparm_security(enhanced ? "--security-erase-enhanced" : "--security-erase");
    erase.timeout = ata_erase_timeout(security, enhanced);
    if (progress_) {
        progress_(erase_event("security-erase", seconds_between(start, platform_.clock().now()), 0.0, estimate,
                            std::string(enhanced ? "ENHANCED " : "") + "SECURITY ERASE UNIT started"));
    }
    Result<CommandOutput> erased = fail(ErrorCode::ToolFailed, "");
    {
        const auto unstoppable = stop.unstoppable(
            "the drive is erasing (" + std::string(enhanced ? "ENHANCED " : "") +
            "SECURITY ERASE UNIT) and cannot be stopped; it finishes by itself (the drive's estimate: " +
            minutes_text(estimate_minutes, enhanced ? s.enhanced_erase_minutes_over : s.erase_minutes_over) + ")");
        erased = run_with_ticks(platform_, erase, progress_, "erase", "security-erase", estimate);
    }
    const std::optional<Error> erase_failure =
        hdparm_failure(std::string(enhanced ? "ENHANCED " : "") + "SECURITY ERASE UNIT", erased);
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
        progress_(erase_event("security-erase", seconds_between(start, platform_.clock().now()), 100.0, estimate,
                            "erase finished"));
    }
    return EraseStopped();
}

Result<CommandOutput> AtaEraser::run_command(std::vector<std::string> argv, std::chrono::seconds timeout) {
    Command command;
    command.argv = std::move(argv);
    command.timeout = timeout;
    return platform_.runner().run(command);
}

tl::unexpected<Error> AtaEraser::recover(const Error& cause) {
    const auto left = remove_password();
    const std::string message =
        cause.message + ". " +
        left.value_or("The temporary password was removed again: security is disabled and the drive is unlocked, as "
                      "before. Its data may be partly erased; run the erase again to finish it");
    return tl::unexpected(Error{cause.code == ErrorCode::Refused ? ErrorCode::DriveRejected : cause.code, message});
}

std::optional<std::string> AtaEraser::remove_password() {
    const std::optional<Error> disable_failure = hdparm_failure(
        "SECURITY DISABLE PASSWORD", run_command(hdparm_security("--security-disable"), kEraseQueryTimeout));
    auto state = identify();
    const std::string remove_by_hand = "`hdparm --user-master u --security-disable " +
                                       std::string(kAtaTemporaryPassword) + " " + device_ + "`";
    if (state && !state->security.enabled && !state->security.locked) return std::nullopt;
    if (state) {
        return "The drive is left with the user password '" + std::string(kAtaTemporaryPassword) +
               "' set (security enabled" + (state->security.locked ? ", LOCKED" : ", not locked") +
               (state->security.frozen ? ", frozen" : "") + ")" +
               (disable_failure ? " because removing it failed too (" + disable_failure->message + ")" : "") +
               ". Remove it with " + remove_by_hand +
               (state->security.frozen ? " after unfreezing the drive (suspend and resume the machine)" : "") +
               "; until then the drive " +
               (state->security.locked ? "refuses all reads and writes" : "locks itself at the next power cycle");
    }
    return "Its security state cannot be read now (" + state.error().message +
           "); if the password is still set, remove it with " + remove_by_hand;
}

} // namespace ssd::actions
