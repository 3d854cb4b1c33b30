#include "platform/linux/peer_credentials.h"

#include "core/linux/proc_text.h"

#include <sys/socket.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

namespace ssd::linux_platform {

Result<requests::PeerCredentials> peer_credentials(int socket_fd) {
    ucred credentials{};
    socklen_t length = sizeof credentials;
    if (getsockopt(socket_fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) != 0) {
        return fail(ErrorCode::PermissionDenied,
                    std::string("the caller's credentials could not be read (SO_PEERCRED): ") + std::strerror(errno));
    }
    std::ifstream file("/proc/" + std::to_string(credentials.pid) + "/stat");
    std::stringstream text;
    text << file.rdbuf();
    const auto start_time = linux_kernel::proc_stat_start_time(text.str());
    if (!start_time) {
        return fail(ErrorCode::PermissionDenied, "the caller (pid " + std::to_string(credentials.pid) +
                                                     ") is gone or its /proc/PID/stat is unreadable");
    }
    return requests::PeerCredentials{credentials.pid, credentials.uid, *start_time};
}

} // namespace ssd::linux_platform
