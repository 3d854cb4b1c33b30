// polkit as the service's authority: `pkcheck --action-id ACTION --process
// PID,START,UID --allow-user-interaction` through the real polkit daemon. With
// user interaction allowed, polkit asks the caller's authentication agent (the
// password dialog of their desktop session) where the policy says auth_admin;
// pkcheck then waits for the answer.
#pragma once

#include "core/process/command_runner.h"
#include "core/requests/authorization.h"

namespace ssd::linux_platform {

class PkcheckAuthority : public requests::Authority {
public:
    explicit PkcheckAuthority(CommandRunner& runner) : runner_(runner) {}
    std::optional<Error> check(const requests::PeerCredentials& caller, requests::Access access) override;

private:
    CommandRunner& runner_;
};

// pkcheck's answer (pkcheck(1) RETURN VALUE): 0 authorized; 1 not authorized; 2 no
// authentication agent could ask; 3 the dialog was dismissed; 127 an error.
std::optional<Error> pkcheck_verdict(const CommandOutput& output);

} // namespace ssd::linux_platform
