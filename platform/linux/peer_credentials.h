// Who is on the other end of a Unix socket, as the kernel says (SO_PEERCRED),
// with the process's start time from /proc so polkit can tell it from a later
// process that reuses its pid.
#pragma once

#include "core/requests/authorization.h"
#include "core/util/error.h"

namespace ssd::linux_platform {

Result<requests::PeerCredentials> peer_credentials(int socket_fd);

} // namespace ssd::linux_platform
