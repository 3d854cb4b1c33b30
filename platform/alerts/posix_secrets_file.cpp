// The secrets file's checks on POSIX: opened once (O_NOFOLLOW), judged on what
// fstat says of that very file (no window between the check and the read).
#include "platform/alert_delivery.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace ssd::alerts {

namespace {

struct Fd {
    int fd;
    ~Fd() {
        if (fd >= 0) ::close(fd);
    }
};

std::string octal(mode_t mode) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "%04o", static_cast<unsigned>(mode & 07777));
    return buffer;
}

} // namespace

Result<Secrets> load_alert_secrets(const std::filesystem::path& path) {
    const Fd file{::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY)};
    if (file.fd < 0) {
        const int error = errno;
        if (error == ELOOP) return fail(ErrorCode::PermissionDenied, path.string() + ": refused: a symbolic link");
        return fail(error == EACCES ? ErrorCode::PermissionDenied : ErrorCode::InputUnreadable,
                    path.string() + ": " + std::strerror(error));
    }
    struct stat info {};
    if (::fstat(file.fd, &info) != 0) return fail(ErrorCode::InputUnreadable, path.string() + ": " + std::strerror(errno));
    if (!S_ISREG(info.st_mode)) return fail(ErrorCode::PermissionDenied, path.string() + ": refused: not a regular file");
    if (info.st_uid != ::geteuid()) {
        return fail(ErrorCode::PermissionDenied, path.string() + ": refused: owned by uid " + std::to_string(info.st_uid) +
                                                     ", not by the user reading it (uid " + std::to_string(::geteuid()) +
                                                     "); chown it");
    }
    if ((info.st_mode & 077) != 0) {
        return fail(ErrorCode::PermissionDenied, path.string() + ": refused: mode " + octal(info.st_mode) +
                                                     " lets others read or change it; chmod 600 it");
    }
    std::string text;
    char buffer[4096];
    for (;;) {
        const ssize_t n = ::read(file.fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return fail(ErrorCode::InputUnreadable, path.string() + ": " + std::strerror(errno));
        if (n == 0) break;
        text.append(buffer, static_cast<std::size_t>(n));
        if (text.size() > 1024 * 1024) return fail(ErrorCode::InputMalformed, path.string() + ": larger than 1 MiB");
    }
    auto secrets = parse_secrets(text);
    if (!secrets) return fail(secrets.error().code, path.string() + ": " + secrets.error().message);
    return secrets;
}

} // namespace ssd::alerts
