#include "platform/linux/completion_cpus.h"

#include <sched.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <system_error>

#include "platform/linux/sysfs_attr.h"

namespace ssd::linux_platform {

namespace fs = std::filesystem;

namespace {

// The interrupt numbers of the device `from` belongs to: the first directory up
// the tree with MSI vectors (msi_irqs/) or a legacy line (irq).
std::set<int> device_interrupts(const fs::path& from, const fs::path& sys_root) {
    std::error_code error;
    for (fs::path dir = from; !dir.empty() && dir != sys_root && dir != dir.root_path(); dir = dir.parent_path()) {
        std::set<int> irqs;
        for (fs::directory_iterator entry(dir / "msi_irqs", error), end; !error && entry != end; entry.increment(error)) {
            try {
                irqs.insert(std::stoi(entry->path().filename().string()));
            } catch (const std::exception&) {
            }
        }
        error.clear();
        if (!irqs.empty()) return irqs;
        if (const auto line = read_number(dir / "irq"); line && *line > 0) return {static_cast<int>(*line)};
    }
    return {};
}

// Per-CPU counts of the given interrupts in /proc/interrupts, keyed by CPU number.
std::map<int, unsigned long long> interrupt_counts(const fs::path& proc_interrupts, const std::set<int>& irqs) {
    std::ifstream in(proc_interrupts);
    std::string header;
    std::getline(in, header);
    std::vector<int> cpus;
    std::istringstream columns(header);
    for (std::string column; columns >> column;) {
        if (column.rfind("CPU", 0) == 0) cpus.push_back(std::atoi(column.c_str() + 3));
    }
    std::map<int, unsigned long long> counts;
    for (std::string line; std::getline(in, line);) {
        std::istringstream fields(line);
        std::string label;
        fields >> label;
        if (label.empty() || label.back() != ':') continue;
        int irq = 0;
        try {
            irq = std::stoi(label);
        } catch (const std::exception&) {
            continue; // NMI:, LOC:, …
        }
        if (!irqs.contains(irq)) continue;
        for (const int cpu : cpus) {
            unsigned long long count = 0;
            if (!(fields >> count)) break;
            counts[cpu] += count;
        }
    }
    return counts;
}

thread_local std::optional<cpu_set_t> saved_affinity;

} // namespace

std::vector<int> completion_cpus(const DevicePaths& paths, const std::string& disk) {
    std::error_code error;
    const fs::path device = fs::canonical(paths.sys / "block" / disk / "device", error);
    if (error) return {};
    const auto counts = interrupt_counts(paths.proc / "interrupts", device_interrupts(device, paths.sys));
    unsigned long long busiest = 0;
    for (const auto& [cpu, count] : counts) busiest = std::max(busiest, count);
    if (busiest == 0) return {};
    std::vector<std::pair<unsigned long long, int>> taken;
    for (const auto& [cpu, count] : counts) {
        if (count * 10 >= busiest) taken.emplace_back(count, cpu);
    }
    std::sort(taken.begin(), taken.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    std::vector<int> cpus;
    for (const auto& [count, cpu] : taken) cpus.push_back(cpu);
    return cpus;
}

std::vector<int> usable_cpus() {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) return {};
    std::vector<int> cpus;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
        if (CPU_ISSET(static_cast<std::size_t>(cpu), &set)) cpus.push_back(cpu);
    }
    return cpus;
}

bool pin_this_thread(int cpu) {
    cpu_set_t before;
    CPU_ZERO(&before);
    if (sched_getaffinity(0, sizeof before, &before) != 0) return false;
    cpu_set_t only;
    CPU_ZERO(&only);
    CPU_SET(static_cast<std::size_t>(cpu), &only);
    if (sched_setaffinity(0, sizeof only, &only) != 0) return false;
    saved_affinity = before;
    return true;
}

void unpin_this_thread() {
    if (!saved_affinity) return;
    sched_setaffinity(0, sizeof *saved_affinity, &*saved_affinity);
    saved_affinity.reset();
}

} // namespace ssd::linux_platform
