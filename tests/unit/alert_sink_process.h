// A local server from tests/tools/alert-sinks.py (SMTP with aiosmtpd, or HTTP),
// started for one test on 127.0.0.1 and stopped by it. The start waits for the
// server's "READY PORT" line (bounded: 30 s), never for a fixed time.
#pragma once

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

extern char** environ;

namespace ssd::test {

// Debian's python3, for which python3-aiosmtpd is installed (a python3 earlier on PATH,
// such as pyenv's, does not have it).
inline constexpr const char* kSystemPython = "/usr/bin/python3";

inline std::filesystem::path alert_sinks_script() {
    return std::filesystem::path(SSD_PROJECT_FIXTURES_DIR) / ".." / "tools" / "alert-sinks.py";
}

// Why the sinks cannot run here, or nullopt when they can.
inline std::optional<std::string> alert_sinks_missing(bool smtp) {
    if (::access(kSystemPython, X_OK) != 0) return std::string("not run: /usr/bin/python3 is missing (scripts/setup.sh)");
    if (smtp && !std::filesystem::exists("/usr/lib/python3/dist-packages/aiosmtpd")) {
        return std::string("not run: python3-aiosmtpd is not installed (scripts/setup.sh)");
    }
    return std::nullopt;
}

class AlertSink {
public:
    // kind "smtp" or "http"; `options` as alert-sinks.py takes them.
    AlertSink(const std::string& kind, const std::filesystem::path& outdir, const std::vector<std::string>& options) {
        int to_child[2];
        int from_child[2];
        if (::pipe2(to_child, O_CLOEXEC) != 0 || ::pipe2(from_child, O_CLOEXEC) != 0) return;
        std::vector<std::string> args{kSystemPython, alert_sinks_script().string(), kind, outdir.string()};
        args.insert(args.end(), options.begin(), options.end());
        std::vector<char*> argv;
        for (auto& arg : args) argv.push_back(arg.data());
        argv.push_back(nullptr);
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, to_child[0], STDIN_FILENO);
        posix_spawn_file_actions_adddup2(&actions, from_child[1], STDOUT_FILENO);
        const int spawned = posix_spawn(&pid_, kSystemPython, &actions, nullptr, argv.data(), environ);
        posix_spawn_file_actions_destroy(&actions);
        ::close(to_child[0]);
        ::close(from_child[1]);
        stdin_ = to_child[1];
        if (spawned != 0) {
            pid_ = -1;
            ::close(from_child[0]);
            return;
        }
        port_ = read_ready(from_child[0]);
        ::close(from_child[0]);
    }
    ~AlertSink() { stop(); }
    AlertSink(const AlertSink&) = delete;
    AlertSink& operator=(const AlertSink&) = delete;

    int port() const { return port_; }  // 0: it did not start
    // Ends the server: its stdin closes (it stops cleanly); killed if it has not within 10 s.
    void stop() {
        if (stdin_ >= 0) ::close(stdin_);
        stdin_ = -1;
        if (pid_ <= 0) return;
        for (int i = 0; i < 100; ++i) {
            if (::waitpid(pid_, nullptr, WNOHANG) == pid_) {
                pid_ = -1;
                return;
            }
            ::poll(nullptr, 0, 100);  // bounded wait for the exit, not a synchronisation
        }
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
        pid_ = -1;
    }

private:
    static int read_ready(int fd) {
        std::string line;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
        while (line.find('\n') == std::string::npos) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) return 0;
            pollfd poll_fd{fd, POLLIN, 0};
            if (::poll(&poll_fd, 1, static_cast<int>(left.count())) <= 0) return 0;
            char buffer[256];
            const ssize_t n = ::read(fd, buffer, sizeof buffer);
            if (n <= 0) return 0;
            line.append(buffer, static_cast<std::size_t>(n));
        }
        if (line.rfind("READY ", 0) != 0) return 0;
        return std::stoi(line.substr(6));
    }

    pid_t pid_ = -1;
    int stdin_ = -1;
    int port_ = 0;
};

// What the sink wrote: OUTDIR/STEM-N.json (written before the server answered).
inline std::vector<nlohmann::json> sink_records(const std::filesystem::path& outdir, const std::string& stem) {
    std::vector<nlohmann::json> records;
    for (int n = 1;; ++n) {
        std::ifstream in(outdir / (stem + "-" + std::to_string(n) + ".json"));
        if (!in) return records;
        records.push_back(nlohmann::json::parse(in));
    }
}

// A port on 127.0.0.1 where nothing listens (bound, then closed).
inline int closed_port() {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&address), length) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0) {
        port = ntohs(address.sin_port);
    }
    ::close(fd);
    return port;
}

} // namespace ssd::test
