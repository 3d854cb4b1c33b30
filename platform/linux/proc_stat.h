// The machine's busy CPU time from /proc/stat: its first line sums all CPUs in
// USER_HZ ticks (user nice system idle iowait irq softirq steal guest
// guest_nice). Busy is user + nice + system + irq + softirq: idle and iowait
// are not, steal is time the hypervisor gave to someone else, and guest time
// is already inside user.
#pragma once

#include <optional>
#include <string_view>

#include "core/bench/clock.h"

namespace ssd::linux_platform {

std::optional<bench::SystemCpu> parse_proc_stat(std::string_view text, long ticks_per_second);

// /proc/stat of this machine, read now.
std::optional<bench::SystemCpu> read_proc_stat();

} // namespace ssd::linux_platform
