#include "helper_process.h"

#include <array>
#include <cerrno>
#include <cstdio>
#include <csignal>

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace ssd::test {

HelperProcess::HelperProcess(const std::vector<std::string>& args) {
    int out[2], in[2];
    if (pipe2(out, O_CLOEXEC) != 0) return;
    if (pipe2(in, O_CLOEXEC) != 0) {
        close(out[0]);
        close(out[1]);
        return;
    }
    std::vector<char*> argv;
    for (const auto& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
    argv.push_back(nullptr);
    pid_ = fork();
    if (pid_ == 0) {
        dup2(out[1], STDOUT_FILENO);  // dup2 clears O_CLOEXEC on the copies
        dup2(in[0], STDIN_FILENO);
        execv(argv[0], argv.data());
        _exit(127);
    }
    close(out[1]);
    close(in[0]);
    out_ = out[0];
    in_ = in[1];
    if (pid_ < 0) {
        close(out_);
        close(in_);
        out_ = in_ = -1;
    }
}

HelperProcess::~HelperProcess() {
    if (pid_ > 0) kill_and_wait(SIGKILL);
    if (out_ >= 0) close(out_);
    if (in_ >= 0) close(in_);
}

std::optional<std::string> HelperProcess::line(std::chrono::milliseconds deadline) {
    const auto until = std::chrono::steady_clock::now() + deadline;
    for (;;) {
        if (const auto end = buffer_.find('\n'); end != std::string::npos) {
            std::string text = buffer_.substr(0, end);
            buffer_.erase(0, end + 1);
            return text;
        }
        if (eof_ || out_ < 0) return std::nullopt;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
        if (left.count() <= 0) return std::nullopt;
        pollfd ready{out_, POLLIN, 0};
        const int polled = poll(&ready, 1, static_cast<int>(left.count()));
        if (polled < 0 && errno == EINTR) continue;
        if (polled <= 0) return std::nullopt;
        char chunk[4096];
        const ssize_t got = ::read(out_, chunk, sizeof chunk);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) {
            eof_ = true;
            continue;
        }
        buffer_.append(chunk, static_cast<std::size_t>(got));
    }
}

int HelperProcess::kill_and_wait(int signal) {
    if (pid_ <= 0) return -1;
    ::kill(pid_, signal);
    int status = 0;
    while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
    return status;
}

std::vector<std::string> HelperProcess::remaining_lines() {
    std::vector<std::string> lines;
    // Once the process is gone its pipe ends at once; the deadline only guards a
    // grandchild that might still hold it open.
    while (auto next = line(std::chrono::seconds(5))) lines.push_back(std::move(*next));
    return lines;
}

std::string run_as_nobody(const std::filesystem::path& helper, const char* mode, const std::filesystem::path& path,
                          int* status) {
    const std::string command = "setpriv --reuid=nobody --regid=nogroup --clear-groups -- " + helper.string() + " " + mode +
                                " " + path.string() + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    std::string output;
    std::array<char, 256> buffer{};
    while (pipe != nullptr && std::fgets(buffer.data(), buffer.size(), pipe) != nullptr) output += buffer.data();
    const int raw = pipe != nullptr ? pclose(pipe) : -1;
    *status = raw >= 0 && WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    return output;
}

} // namespace ssd::test
