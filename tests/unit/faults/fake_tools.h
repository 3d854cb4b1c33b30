// Fake external tools for the fault suite (issue 20): shell scripts standing in for
// smartctl, hdparm and nvme-cli. Synthetic by nature: they print what a hung, crashing,
// hostile or localized tool would print, not what a real one did. Plus the bounded waits
// the tests use on the processes they start (no sleeps).
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>

#include "tests/unit/temp_dir.h"

namespace ssd::test {

// A directory of fake tools; put it first on a child's PATH, or run a tool by its path.
class FakeTools : public TempDir {
public:
    FakeTools() : TempDir("tools") {}
    // Writes `name` as an executable /bin/sh script with `body`; returns its path.
    std::string add(const std::string& name, const std::string& body) const {
        const std::string file = str(name);
        std::ofstream(file, std::ios::binary) << "#!/bin/sh\n" << body;
        ::chmod(file.c_str(), 0755);
        return file;
    }
    // PATH with this directory first, for a child's environment.
    std::string search_path() const {
        const char* inherited = std::getenv("PATH");
        return path().string() + ":" + (inherited != nullptr ? inherited : "/usr/bin:/bin");
    }
};

// Whether `pid` (any process, not only a child) ends within `limit`: a pidfd turns
// readable when it exits. A pid already gone has ended.
inline bool process_ends_within(pid_t pid, std::chrono::milliseconds limit) {
    const int pidfd = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
    if (pidfd < 0) return errno == ESRCH;
    pollfd watch{pidfd, POLLIN, 0};
    int ready = 0;
    while ((ready = ::poll(&watch, 1, static_cast<int>(limit.count()))) < 0 && errno == EINTR) {
    }
    ::close(pidfd);
    return ready > 0;
}

struct Finished {
    int status = 0;          // as waitpid gives it
    long peak_rss_kib = 0;   // the child's peak resident set (rusage ru_maxrss)
};

// KiB (ru_maxrss) as MiB, for the figures the tests print.
inline double mib(long kib) { return static_cast<double>(kib) / 1024.0; }

// Reaps child `pid` when it ends within `limit`; nullopt when it did not (it is then
// killed and reaped, so no test leaves a process behind).
inline std::optional<Finished> reap_within(pid_t pid, std::chrono::milliseconds limit) {
    const bool ended = process_ends_within(pid, limit);
    if (!ended) ::kill(pid, SIGKILL);
    Finished finished;
    rusage usage{};
    while (::wait4(pid, &finished.status, 0, &usage) < 0 && errno == EINTR) {
    }
    if (!ended) return std::nullopt;
    finished.peak_rss_kib = usage.ru_maxrss;
    return finished;
}

} // namespace ssd::test
