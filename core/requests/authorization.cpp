#include "core/requests/authorization.h"

#include "core/requests/request_codec.h"

namespace ssd::requests {

std::string describe_caller(const PeerCredentials& caller) {
    return "uid " + std::to_string(caller.uid) + " (pid " + std::to_string(caller.pid) + ")";
}

std::optional<Error> authorize(Authority& authority, const PeerCredentials& caller, const Request& request) {
    if (caller.uid == 0) return std::nullopt;
    const Access access = access_of(request);
    auto refusal = authority.check(caller, access);
    if (!refusal) return std::nullopt;
    const std::string what = std::string(method_name(request)) + " (" + std::string(kAccessKinds.label(access)) +
                             ", polkit action " + std::string(kPolkitActions.wire(access)) + ")";
    if (refusal->code == ErrorCode::NotAuthorized) {
        return Error{ErrorCode::NotAuthorized, "not authorized: " + what + ": " + refusal->message};
    }
    // The authority could not be asked: refuse, and say it was not a decision about this caller.
    return Error{ErrorCode::NotAuthorized,
                 "not authorized: " + what + ": the authority could not be asked: " + refusal->message};
}

} // namespace ssd::requests
