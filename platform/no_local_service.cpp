// Windows and macOS: no resident service. Windows runs changes through its
// UAC-elevated helper (ssdtool-elevated), and a standard user reads SMART only
// where the OS allows it; macOS has no privileged back end yet.
#include "platform/local_service.h"

namespace ssd {

namespace {

class NoAuthority : public requests::Authority {
public:
    std::optional<Error> check(const requests::PeerCredentials&, requests::Access) override {
        return Error{ErrorCode::Refused, "this OS has no authority for the resident service"};
    }
};

} // namespace

std::optional<Error> run_local_service(const LocalServiceOptions&, const ServeConnection&, const ServiceLog&,
                                       const StopToken&) {
    return Error{ErrorCode::Usage, "the resident service (`ssdtool daemon`) exists on Linux only; on Windows "
                                   "changes run through the UAC-elevated helper"};
}

Result<std::unique_ptr<LocalConnection>> connect_local_service(const std::string& path) {
    return fail(ErrorCode::Usage, "no resident service on this OS (" + path + ")");
}

std::unique_ptr<requests::Authority> make_authority(CommandRunner&) { return std::make_unique<NoAuthority>(); }

} // namespace ssd
