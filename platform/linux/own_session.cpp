#include "platform/linux/own_session.h"

#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

#include "platform/linux/errno_text.h"
#include "platform/linux/sysfs_attr.h"

namespace ssd::linux_platform {

namespace {

using bench::RunScheduling;
using bench::SessionPlacement;

RunScheduling placed(SessionPlacement session, std::string detail = {}) {
    RunScheduling scheduling;
    scheduling.session = session;
    scheduling.detail = std::move(detail);
    return scheduling;
}

// What a terminal or a supervisor sends a job, relayed to the child.
constexpr int kRelayedSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT};

volatile sig_atomic_t relay_to = 0;

extern "C" void relay_signal(int signal) {
    const pid_t child = relay_to;
    if (signal == SIGTSTP) { // Ctrl-Z: the child stops, and so does the job the shell sees
        kill(child, SIGSTOP);
        raise(SIGSTOP);
        return;
    }
    kill(child, signal); // SIGCONT (fg, bg) included
}

// Waits for the child and ends as it ended. Signals stay blocked until the
// relay is in place, so none arriving around the fork is lost.
[[noreturn]] void stay_as_the_job(pid_t child, const sigset_t& unblocked) {
    relay_to = child;
    struct sigaction relay {};
    relay.sa_handler = relay_signal;
    relay.sa_flags = SA_RESTART;
    sigemptyset(&relay.sa_mask);
    for (const int signal : kRelayedSignals) sigaction(signal, &relay, nullptr);
    sigprocmask(SIG_SETMASK, &unblocked, nullptr);
    int status = 0;
    while (waitpid(child, &status, 0) < 0) {
        if (errno != EINTR) _exit(70); // cannot happen for our own child: EX_SOFTWARE
    }
    if (WIFEXITED(status)) _exit(WEXITSTATUS(status));
    const int signal = WTERMSIG(status);
    struct sigaction default_action {};
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(signal, &default_action, nullptr);
    raise(signal);
    _exit(128 + signal); // a signal that does not end a process by default
}

bool autogroup_enabled(const std::filesystem::path& path, std::string& why_not) {
    const std::optional<std::string> value = read_attr(path);
    if (!value) {
        why_not = "this kernel has no autogroup (" + path.string() + " is missing)";
        return false;
    }
    if (*value != "1") {
        why_not = "kernel.sched_autogroup_enabled is " + *value + ": sessions are not scheduled as groups";
        return false;
    }
    return true;
}

// Threads of this process (/proc/self/task); 0 when unknown.
int thread_count() {
    std::error_code error;
    int count = 0;
    for (std::filesystem::directory_iterator task("/proc/self/task", error), end; !error && task != end;
         task.increment(error)) {
        ++count;
    }
    return error ? 0 : count;
}

RunScheduling forked_session() {
    sigset_t relayed, previous;
    sigemptyset(&relayed);
    for (const int signal : kRelayedSignals) sigaddset(&relayed, signal);
    sigprocmask(SIG_BLOCK, &relayed, &previous);
    std::cout.flush(); // nothing buffered may be written twice
    std::cerr.flush();
    std::fflush(nullptr);
    const pid_t parent = getpid();
    const pid_t child = fork();
    if (child < 0) {
        const int error = errno;
        sigprocmask(SIG_SETMASK, &previous, nullptr);
        return placed(SessionPlacement::SharedSession, "leads its process group and cannot fork: " + errno_text(error));
    }
    if (child > 0) stay_as_the_job(child, previous);
    sigprocmask(SIG_SETMASK, &previous, nullptr);
    setsid(); // cannot fail: a new child leads no process group
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() != parent) raise(SIGTERM); // the job ended before the line above
    return placed(SessionPlacement::ForkedNewSession);
}

} // namespace

RunScheduling take_own_session(const OwnSessionOptions& options) {
    std::string why_not;
    if (!autogroup_enabled(options.autogroup_switch, why_not)) return placed(SessionPlacement::NotGrouped, why_not);
    if (getsid(0) == getpid()) return placed(SessionPlacement::OwnSession);
    if (setsid() >= 0) return placed(SessionPlacement::NewSession);
    // EPERM: this process leads its process group (a shell's job).
    if (!options.may_fork) {
        return placed(SessionPlacement::SharedSession, "leads its process group (a shell's job) and may not fork here");
    }
    if (const int threads = thread_count(); threads != 1) {
        return placed(SessionPlacement::SharedSession,
                      "leads its process group, and with " + std::to_string(threads) + " threads it cannot fork safely");
    }
    return forked_session();
}

} // namespace ssd::linux_platform
