// Who is on the other end of a Unix socket, as the kernel says (SO_PEERCRED),
// with the process's start time from /proc so polkit can tell it from a later
// process that reuses its pid.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/requests/authorization.h"
#include "core/util/error.h"

namespace ssd::linux_platform {

Result<requests::PeerCredentials> peer_credentials(int socket_fd);

// Field 22 (starttime) of /proc/PID/stat. The command name (field 2) may hold spaces and
// parentheses, so the fields are counted after its last ')'.
std::optional<std::uint64_t> proc_stat_start_time(std::string_view stat);

} // namespace ssd::linux_platform
