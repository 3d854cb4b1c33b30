// A session of its own for a benchmark's process, as fio's job process has
// (core/bench/run_scheduling.h says why). setsid() works for any process that
// does not lead its process group; a shell's job does, so there the process
// forks first, as fio does, and the parent stays behind as the shell's job:
// it relays the signals a terminal sends (Ctrl-C, Ctrl-Z, hang-up) to the
// child, waits for it and ends exactly as it ended (its exit status, or the
// same signal). The child asks to get SIGTERM if that parent dies, so it never
// outlives an ended job.
#pragma once

#include <filesystem>

#include "core/bench/run_scheduling.h"

namespace ssd::linux_platform {

struct OwnSessionOptions {
    // The process has no other thread yet: a process group leader may fork.
    bool may_fork = false;
    // kernel.sched_autogroup_enabled; tests point it elsewhere.
    std::filesystem::path autogroup_switch = "/proc/sys/kernel/sched_autogroup_enabled";
};

// Returns in the process that goes on with the run (the child after a fork).
bench::RunScheduling take_own_session(const OwnSessionOptions& options);

} // namespace ssd::linux_platform
