// Runs the command on its command line once through the real POSIX process runner and
// prints this process's peak resident set in KiB (VmHWM) and whether the run succeeded:
// the runner's memory alone, for ToolFault.HundredMegabytesKeepMemoryBounded. Not
// ru_maxrss: a process started with posix_spawn (vfork) inherits its parent's peak there,
// and not a fork of the test process, which carries the allocator state of the tests
// before it (under AddressSanitizer, tens of MiB that varied by 20 from run to run).
#include <chrono>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "platform/os_process_runner.h"

namespace {

// This process's own peak resident set (its mm's high-water mark), KiB; 0 when unknown.
long peak_rss_kib() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmHWM:", 0) == 0) return std::stol(line.substr(6));
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    using namespace std::chrono_literals;
    const std::vector<std::string> command(argv + 1, argv + argc);
    ssd::OsProcessRunner runner;
    const auto output = runner.run({command, 60s});
    std::cout << peak_rss_kib() << ' ' << (output ? "ran" : "stopped") << '\n';
    return 0;
}
