// Who may run a request on the resident service (issue 14, docs/ARCHITECTURE.md
// "Privilege model"). The caller is known from the kernel (SO_PEERCRED on the
// service's socket), never from anything the client says about itself; the
// decision is the authority's (polkit on Linux) for the request's Access:
//   read      list, health, check, report, dry runs: the active local session, no password
//   configure TRIM, periodic TRIM, swap, hibernation: auth_admin_keep
//   destroy   erase, discard, firmware, raw benchmark writes: auth_admin every time
// Root callers pass without asking. The destructive requests still need their
// --confirm token (core/safety) on top.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/requests/requests.h"
#include "core/util/enum_table.h"
#include "core/util/error.h"

namespace ssd::requests {

// A connected process as the kernel reports it.
struct PeerCredentials {
    std::int64_t pid = 0;
    std::uint32_t uid = 0;
    // When the process started (clock ticks after boot, /proc/PID/stat field 22): with the
    // pid it names one process, so a reused pid cannot inherit an authorization.
    std::uint64_t start_time = 0;
};

// The polkit action of each kind of access (resources/polkit/org.ssdtoolbox.policy).
inline constexpr EnumTable<Access, 3> kPolkitActions{{{
    {Access::Read, "org.ssdtoolbox.read", "read drives and settings"},
    {Access::Configure, "org.ssdtoolbox.configure", "change a setting"},
    {Access::Destroy, "org.ssdtoolbox.destroy", "destroy data on a drive"},
}}};

// The OS's authority (polkit; fakes in tests).
class Authority {
public:
    virtual ~Authority() = default;
    // nullopt: allowed. NotAuthorized: refused, the message says why. Another code: the
    // authority could not be asked (not installed, not running); that refuses too.
    virtual std::optional<Error> check(const PeerCredentials& caller, Access access) = 0;
};

// The service's rule for one request: root passes, everyone else asks the authority.
// A refusal reads "not authorized: <method> …" (exit status 3).
std::optional<Error> authorize(Authority& authority, const PeerCredentials& caller, const Request& request);

// "uid 1000 (pid 4242)": how the service's log names a caller.
std::string describe_caller(const PeerCredentials& caller);

} // namespace ssd::requests
