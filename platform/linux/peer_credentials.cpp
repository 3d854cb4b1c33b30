#include "platform/linux/peer_credentials.h"

#include <sys/socket.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

namespace ssd::linux_platform {

std::optional<std::uint64_t> proc_stat_start_time(std::string_view stat) {
    const auto close = stat.rfind(')');
    if (close == std::string_view::npos) return std::nullopt;
    // After "pid (comm)" come field 3 (state) onwards; starttime is field 22, the 20th of them.
    std::string_view rest = stat.substr(close + 1);
    int field = 2;
    while (!rest.empty()) {
        const auto start = rest.find_first_not_of(' ');
        if (start == std::string_view::npos) break;
        rest = rest.substr(start);
        const auto end = rest.find(' ');
        const auto token = rest.substr(0, end);
        if (++field == 22) {
            std::uint64_t value = 0;
            const auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
            if (ec != std::errc{} || ptr != token.data() + token.size()) return std::nullopt;
            return value;
        }
        if (end == std::string_view::npos) break;
        rest = rest.substr(end);
    }
    return std::nullopt;
}

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
    const auto start_time = proc_stat_start_time(text.str());
    if (!start_time) {
        return fail(ErrorCode::PermissionDenied, "the caller (pid " + std::to_string(credentials.pid) +
                                                     ") is gone or its /proc/PID/stat is unreadable");
    }
    return requests::PeerCredentials{credentials.pid, credentials.uid, *start_time};
}

} // namespace ssd::linux_platform
