#include "platform/linux/proc_stat.h"

#include <unistd.h>

#include <array>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

namespace ssd::linux_platform {

std::optional<bench::SystemCpu> parse_proc_stat(std::string_view text, long ticks_per_second) {
    if (ticks_per_second <= 0) return std::nullopt;
    std::istringstream lines{std::string(text)};
    std::string line;
    std::optional<double> busy_ticks;
    unsigned cpus = 0;
    while (std::getline(lines, line)) {
        if (line.rfind("cpu ", 0) == 0) {
            std::istringstream fields(line.substr(4));
            std::array<std::uint64_t, 7> value{}; // user nice system idle iowait irq softirq
            for (auto& v : value) {
                if (!(fields >> v)) return std::nullopt;
            }
            busy_ticks = static_cast<double>(value[0] + value[1] + value[2] + value[5] + value[6]);
        } else if (line.rfind("cpu", 0) == 0 && line.size() > 3 && line[3] >= '0' && line[3] <= '9') {
            ++cpus;
        }
    }
    if (!busy_ticks || cpus == 0) return std::nullopt;
    return bench::SystemCpu{*busy_ticks / static_cast<double>(ticks_per_second), cpus};
}

std::optional<bench::SystemCpu> read_proc_stat() {
    std::ifstream file("/proc/stat");
    if (!file) return std::nullopt;
    std::ostringstream text;
    text << file.rdbuf();
    return parse_proc_stat(text.str(), ::sysconf(_SC_CLK_TCK));
}

} // namespace ssd::linux_platform
