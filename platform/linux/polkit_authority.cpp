#include "platform/linux/polkit_authority.h"

#include <chrono>
#include <string>

#include "core/util/plain_text.h"

namespace ssd::linux_platform {

namespace {

// Long enough for a person to type a password into the agent's dialog.
constexpr std::chrono::minutes kAuthenticationTimeout{5};

} // namespace

std::optional<Error> pkcheck_verdict(const CommandOutput& output) {
    if (output.timed_out) {
        return Error{ErrorCode::NotAuthorized, "no answer from polkit's authentication dialog within " +
                                                    std::to_string(kAuthenticationTimeout.count()) + " minutes"};
    }
    const std::string said = first_line(output.err).empty() ? "" : " (polkit: " + first_line(output.err) + ")";
    if (output.killed_by_signal) return Error{ErrorCode::ToolFailed, "pkcheck was killed" + said};
    switch (output.exit_status) {
    case 0: return std::nullopt;
    // 1 also ends a wrong password typed into the agent (pkcheck cannot tell them apart).
    case 1:
        return Error{ErrorCode::NotAuthorized,
                     "polkit refused it: its policy does not allow it for this user, or the administrator's "
                     "password was not given correctly" + said};
    case 2:
        return Error{ErrorCode::NotAuthorized,
                     "it needs an administrator's password and no polkit authentication agent could ask for it in "
                     "the caller's session (run a desktop session's agent, or pkttyagent in a terminal)" + said};
    case 3: return Error{ErrorCode::NotAuthorized, "the authentication dialog was dismissed" + said};
    default:
        return Error{ErrorCode::ToolFailed,
                     "pkcheck failed with exit status " + std::to_string(output.exit_status) + said};
    }
}

std::optional<Error> PkcheckAuthority::check(const requests::PeerCredentials& caller, requests::Access access) {
    Command command;
    command.argv = {"pkcheck",
                    "--action-id",
                    std::string(requests::kPolkitActions.wire(access)),
                    "--process",
                    std::to_string(caller.pid) + "," + std::to_string(caller.start_time) + "," +
                        std::to_string(caller.uid),
                    "--allow-user-interaction"};
    command.timeout = kAuthenticationTimeout;
    auto output = runner_.run(command);
    if (!output) return output.error();
    return pkcheck_verdict(*output);
}

} // namespace ssd::linux_platform
