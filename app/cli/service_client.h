// `ssdtool list|health|check|report` as an ordinary user ask the resident
// service (issue 14, `ssdtool daemon`), so reading SMART needs no sudo. The
// service is asked when this process is not privileged, --local was not
// given and the service's socket exists; it must run as root (its
// credentials are read from the socket). Otherwise the work is done in this
// process as before.
#pragma once

#include <functional>
#include <optional>

#include "app/cli/command_context.h"
#include "core/requests/handlers.h"

namespace ssd::cli {

// The socket: $SSD_TOOLBOX_SOCKET when set (tests, a service started by hand), else this.
inline constexpr const char* kServiceSocketPath = "/run/ssd-toolbox.socket";

// The service's answer to `request`, or nullopt when the service is not to be asked (or
// does not answer: then a note on stderr, and the caller works in this process).
// `on_event` gets each progress event line the service sends meanwhile (its own keys beside "id").
std::optional<Result<requests::Response>> ask_service(CommandContext& context, const requests::Request& request,
                                                      const std::function<void(const nlohmann::json&)>& on_event = {});

} // namespace ssd::cli
