// A child process for the history fault tests: started with its stdout on a
// pipe, read a line at a time with a deadline, and always gone when the object
// is (SIGKILL and waitpid), also when a test fails halfway. And the helper run
// once as an unprivileged user.
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <sys/types.h>

namespace ssd::test {

class HelperProcess {
public:
    explicit HelperProcess(const std::vector<std::string>& args);
    ~HelperProcess();
    HelperProcess(const HelperProcess&) = delete;
    HelperProcess& operator=(const HelperProcess&) = delete;

    bool started() const { return pid_ > 0; }
    // The next line of its stdout; nullopt at end of output or when `deadline` passes first.
    std::optional<std::string> line(std::chrono::milliseconds deadline = std::chrono::seconds(10));
    // Sends `signal` and waits for the process; returns waitpid's status.
    int kill_and_wait(int signal);
    // Every line it wrote and nobody read yet (after it has ended).
    std::vector<std::string> remaining_lines();

private:
    pid_t pid_ = -1;
    int out_ = -1;  // its stdout
    int in_ = -1;   // its stdin: it sees EOF when the test is done with it
    std::string buffer_;
    bool eof_ = false;
};

// Runs `helper mode path` as the user nobody (setpriv), returning what it wrote
// to stdout and stderr; `status` gets its exit status (-1 if it did not exit).
std::string run_as_nobody(const std::filesystem::path& helper, const char* mode, const std::filesystem::path& path,
                          int* status);

} // namespace ssd::test
