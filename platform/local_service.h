// The resident service's OS side (issue 14; docs/ARCHITECTURE.md "Privilege
// model"): a local stream socket any user may connect to, each client served
// on its own thread with its credentials taken from the kernel, and the OS's
// authority that decides what a caller may do. Linux: a Unix socket
// (systemd socket activation, or a path for tests), SO_PEERCRED and polkit
// (pkcheck). Other OSes have no such service: changes go through their
// elevated helper (Windows UAC), and these functions say so.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

#include "core/process/command_runner.h"
#include "core/requests/authorization.h"
#include "core/util/error.h"
#include "core/util/stop_token.h"

namespace ssd {

struct LocalServiceOptions {
    std::string socket_path;                  // empty: the socket systemd passes (LISTEN_FDS)
    std::chrono::seconds idle_exit{300};      // exit after this long without a client; 0: never
    std::size_t max_clients = 64;             // one more is answered "busy" and closed
    std::size_t max_line_bytes = 1024 * 1024; // a longer request line is cut here and refused
    std::chrono::seconds send_timeout{30};    // a client that reads no answer for this long is dropped
};

// One connected client.
class LocalConnection {
public:
    virtual ~LocalConnection() = default;
    virtual const requests::PeerCredentials& caller() const = 0;
    // The next line without its newline, at most max_line_bytes + 1 bytes (the rest of a
    // longer line is read and dropped); nullopt when the client went away.
    virtual std::optional<std::string> read_line() = 0;
    // Answers; a client that stops reading them is disconnected (send_timeout).
    virtual std::ostream& out() = 0;
};

using ServeConnection = std::function<void(LocalConnection&)>;
using ServiceLog = std::function<void(const std::string&)>;

// Accepts clients and calls `serve` for each on its own thread until no client has been
// connected for idle_exit, or `stop` (SIGTERM) is requested; then ends every connection's
// input and waits for them. An Error when the socket cannot be had or the OS has no service.
std::optional<Error> run_local_service(const LocalServiceOptions& options, const ServeConnection& serve,
                                       const ServiceLog& log, const StopToken& stop);

// A client's connection to the service at `path`; caller() is the service's own
// credentials (a client checks that it is root's). An Error when nothing listens there.
Result<std::unique_ptr<LocalConnection>> connect_local_service(const std::string& path);

// The OS's authority for the service's callers (polkit through pkcheck on Linux).
std::unique_ptr<requests::Authority> make_authority(CommandRunner& runner);

} // namespace ssd
