// CommandRunner on POSIX: posix_spawn with argv (no shell; the program found on PATH,
// then in the system directories, find_program), stdout/stderr
// captured through pipes up to Command's limits, the child in its own process
// group so a timeout or too much output kills it and anything it started.
#include "platform/os_process_runner.h"

#include "core/process/install_hints.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <sys/stat.h>

#include <array>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

extern char** environ;

namespace ssd {

namespace {

struct Pipe {
    int read_end = -1;
    int write_end = -1;
    ~Pipe() { close_both(); }
    bool open() {
        int fds[2];
        if (::pipe2(fds, O_CLOEXEC) != 0) return false;
        read_end = fds[0];
        write_end = fds[1];
        return true;
    }
    void close_write() {
        if (write_end >= 0) ::close(write_end);
        write_end = -1;
    }
    void close_both() {
        close_write();
        if (read_end >= 0) ::close(read_end);
        read_end = -1;
    }
};

struct SpawnAttributes {
    posix_spawn_file_actions_t actions{};
    posix_spawnattr_t attributes{};
    SpawnAttributes() {
        posix_spawn_file_actions_init(&actions);
        posix_spawnattr_init(&attributes);
    }
    ~SpawnAttributes() {
        posix_spawn_file_actions_destroy(&actions);
        posix_spawnattr_destroy(&attributes);
    }
};

enum class Drained { Done, TimedOut, StdoutTooLong, StderrTooLong };

// Reads both pipes until EOF, the deadline, or a stream past its limit (Command::max_*_bytes).
Drained drain(Pipe& out_pipe, Pipe& err_pipe, CommandOutput& output, const Command& command) {
    std::array<char, 65536> buffer{};
    std::array<pollfd, 2> fds{{{out_pipe.read_end, POLLIN, 0}, {err_pipe.read_end, POLLIN, 0}}};
    std::array<std::string*, 2> sinks{&output.out, &output.err};
    const std::array<std::size_t, 2> limits{command.max_stdout_bytes, command.max_stderr_bytes};
    const std::array<Drained, 2> too_long{Drained::StdoutTooLong, Drained::StderrTooLong};
    const long timeout_ms_total = static_cast<long>(command.timeout.count());
    int open_count = 2;
    timespec start{};
    clock_gettime(CLOCK_MONOTONIC, &start);
    while (open_count > 0) {
        timespec now{};
        clock_gettime(CLOCK_MONOTONIC, &now);
        const long elapsed_ms = (now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000;
        const long remaining = timeout_ms_total - elapsed_ms;
        if (remaining <= 0) return Drained::TimedOut;
        const int ready = ::poll(fds.data(), fds.size(), static_cast<int>(remaining));
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) return Drained::TimedOut;
        if (ready < 0) return Drained::Done; // poll failed: keep what we have
        for (std::size_t i = 0; i < fds.size(); ++i) {
            if (fds[i].fd < 0 || fds[i].revents == 0) continue;
            const ssize_t n = ::read(fds[i].fd, buffer.data(), buffer.size());
            if (n > 0) {
                if (!append_within(*sinks[i], {buffer.data(), static_cast<std::size_t>(n)}, limits[i])) return too_long[i];
            } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
                fds[i].fd = -1; // EOF: stop polling it
                --open_count;
            }
        }
    }
    return Drained::Done;
}

// Where the tools ssdtool runs live on Debian (smartctl, hdparm, nvme, blkdiscard) and an
// ordinary user's PATH does not reach: without them, `ssdtool health --local` as a user
// would say "smartctl is not installed" when the truth is that reading SMART needs root.
constexpr std::string_view kSystemDirs = "/usr/local/sbin:/usr/sbin:/sbin";

bool executable_file(const std::string& path) {
    struct stat info {};
    return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

// The program to start: a name with a slash as it is; otherwise the first executable of
// that name on PATH (an empty entry is the current directory, as for execvp), then in
// kSystemDirs. nullopt: none.
std::optional<std::string> find_program(const std::string& name) {
    if (name.find('/') != std::string::npos) return name;
    const char* path = std::getenv("PATH");
    const std::string dirs = std::string(path != nullptr ? path : "/usr/bin:/bin") + ":" + std::string(kSystemDirs);
    std::size_t start = 0;
    for (;;) {
        const auto end = dirs.find(':', start);
        const std::string dir = dirs.substr(start, end == std::string::npos ? std::string::npos : end - start);
        const std::string candidate = (dir.empty() ? std::string(".") : dir) + "/" + name;
        if (executable_file(candidate)) return candidate;
        if (end == std::string::npos) return std::nullopt;
        start = end + 1;
    }
}

} // namespace

Result<CommandOutput> OsProcessRunner::run(const Command& command, const EnvironmentVariables& environment) {
    if (command.argv.empty()) {
        return fail(ErrorCode::ToolFailed, "empty command");
    }
    Pipe out_pipe;
    Pipe err_pipe;
    if (!out_pipe.open() || !err_pipe.open()) {
        return fail(ErrorCode::ToolFailed, std::string("pipe: ") + std::strerror(errno));
    }
    SpawnAttributes spawn;
    posix_spawn_file_actions_addopen(&spawn.actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&spawn.actions, out_pipe.write_end, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&spawn.actions, err_pipe.write_end, STDERR_FILENO);
    posix_spawnattr_setpgroup(&spawn.attributes, 0);
    posix_spawnattr_setflags(&spawn.attributes, POSIX_SPAWN_SETPGROUP);

    std::vector<char*> argv;
    for (const auto& arg : command.argv) {
        argv.push_back(const_cast<char*>(arg.c_str()));
    }
    argv.push_back(nullptr);

    // The inherited environment, or a copy with `environment` set on top.
    const ChildEnvironment child_env(environ, environment);

    const auto program = find_program(command.argv[0]);
    pid_t pid = 0;
    const int spawn_error = program ? posix_spawn(&pid, program->c_str(), &spawn.actions, &spawn.attributes,
                                                  argv.data(), child_env.envp())
                                    : ENOENT;
    if (spawn_error != 0) {
        if (spawn_error == ENOENT) {
            return fail(ErrorCode::ToolMissing, command.argv[0] + " is not installed (not found on PATH, " +
                                                    std::string(kSystemDirs) + ")");
        }
        return fail(ErrorCode::ToolFailed,
                    "cannot start " + command.argv[0] + ": " + std::strerror(spawn_error));
    }
    out_pipe.close_write();
    err_pipe.close_write();

    CommandOutput output;
    const Drained drained = drain(out_pipe, err_pipe, output, command);
    if (drained != Drained::Done) {
        ::kill(-pid, SIGKILL); // the tool and anything it started
        output.timed_out = drained == Drained::TimedOut;
    }
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (drained == Drained::StdoutTooLong) return tl::unexpected(output_limit_error(command, "stdout", command.max_stdout_bytes));
    if (drained == Drained::StderrTooLong) return tl::unexpected(output_limit_error(command, "stderr", command.max_stderr_bytes));
    if (WIFEXITED(status)) {
        output.exit_status = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        output.killed_by_signal = true;
        output.exit_status = 128 + WTERMSIG(status);
    }
    return output;
}

Result<CommandOutput> OsProcessRunner::run(const Command& command) { return run(command, tool_environment()); }

std::string OsProcessRunner::install_hint(std::string_view tool) const { return ssd::install_hint(tool, HostOs::Linux); }

} // namespace ssd
