// CommandRunner for macOS: posix_spawnp with stdout/stderr through pipes
// (close-on-exec set with fcntl: macOS has no pipe2), stdin from /dev/null,
// the tool in its own process group; on timeout SIGTERM, then SIGKILL after
// two seconds, to the whole group; SIGKILL at once when it prints more than
// Command's limits.
#include "platform/os_process_runner.h"

#include "core/process/install_hints.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>

extern char** environ;

namespace ssd {

namespace {

bool make_pipe(int fds[2]) {
    if (::pipe(fds) != 0) return false;
    for (int i = 0; i < 2; ++i) ::fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    return true;
}

} // namespace

Result<CommandOutput> OsProcessRunner::run(const Command& command, const EnvironmentVariables& environment) {
    if (command.argv.empty()) return fail(ErrorCode::Usage, "no command to run");
    int out[2] = {-1, -1};
    int err[2] = {-1, -1};
    if (!make_pipe(out) || !make_pipe(err)) return fail(ErrorCode::ToolFailed, std::string("pipe: ") + std::strerror(errno));
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    std::vector<char*> argv;
    for (const auto& argument : command.argv) argv.push_back(const_cast<char*>(argument.c_str()));
    argv.push_back(nullptr);
    // The inherited environment, or a copy with `environment` set on top.
    const ChildEnvironment child_env(environ, environment);
    pid_t pid = 0;
    const int spawned = posix_spawnp(&pid, argv[0], &actions, &attributes, argv.data(), child_env.envp());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    ::close(out[1]);
    ::close(err[1]);
    if (spawned != 0) {
        ::close(out[0]);
        ::close(err[0]);
        if (spawned == ENOENT) return fail(ErrorCode::ToolMissing, command.argv[0] + " is not installed");
        return fail(ErrorCode::ToolFailed, "cannot start " + command.argv[0] + ": " + std::strerror(spawned));
    }
    CommandOutput output;
    const auto deadline = std::chrono::steady_clock::now() + command.timeout;
    bool term_sent = false;
    auto kill_at = deadline;
    pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
    int open_pipes = 2;
    const std::size_t limits[2] = {command.max_stdout_bytes, command.max_stderr_bytes};
    int too_long = -1; // the stream (0 stdout, 1 stderr) that went past its Command limit
    while (open_pipes > 0 && too_long < 0) {
        const auto now = std::chrono::steady_clock::now();
        if (now >= kill_at) {
            ::kill(-pid, term_sent ? SIGKILL : SIGTERM);
            output.timed_out = true;
            kill_at = now + std::chrono::seconds(2);
            term_sent = true;
        }
        const auto wait_ms = std::chrono::duration_cast<std::chrono::milliseconds>(kill_at - now).count();
        if (::poll(fds, 2, static_cast<int>(std::min<long long>(wait_ms, 1000))) < 0 && errno != EINTR) break;
        for (int i = 0; i < 2; ++i) {
            if (fds[i].fd < 0 || (fds[i].revents & (POLLIN | POLLHUP | POLLERR)) == 0) continue;
            char buffer[4096];
            const ssize_t n = ::read(fds[i].fd, buffer, sizeof buffer);
            if (n > 0) {
                if (!append_within(i == 0 ? output.out : output.err, {buffer, static_cast<std::size_t>(n)}, limits[i])) {
                    too_long = i;
                    ::kill(-pid, SIGKILL); // the tool and anything it started
                    break;
                }
            } else if (n == 0 || errno != EINTR) {
                ::close(fds[i].fd);
                fds[i].fd = -1;
                --open_pipes;
            }
        }
    }
    for (int i = 0; i < 2; ++i) {
        if (fds[i].fd >= 0) ::close(fds[i].fd);
    }
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (too_long >= 0) {
        return tl::unexpected(output_limit_error(command, too_long == 0 ? "stdout" : "stderr", limits[too_long]));
    }
    if (WIFEXITED(status)) output.exit_status = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) output.killed_by_signal = true;
    return output;
}

Result<CommandOutput> OsProcessRunner::run(const Command& command) { return run(command, tool_environment()); }

std::string OsProcessRunner::install_hint(std::string_view tool) const { return ssd::install_hint(tool, HostOs::MacOS); }

} // namespace ssd
