// How a benchmark's process was placed for the CPU scheduler: the footing fio's
// job process gives itself. Linux with autogroup (kernel.sched_autogroup_enabled,
// Debian's default) schedules every session as one group, so a run that shares
// its session with busy programs shares their group's share of the CPU; fio's
// job calls setsid() and competes as a group of its own. ssdtool does the same
// (platform/linux/own_session.h); the result's conditions say which way.
// Measured: docs/BENCHMARKS.md, Against fio.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "core/util/enum_table.h"

namespace ssd::bench {

enum class SessionPlacement {
    OwnSession,       // the process led a session already (a service, `setsid ssdtool …`)
    NewSession,       // it started one (setsid)
    ForkedNewSession, // it led its process group (a shell's job): forked, the child started one
    SharedSession,    // it could not: shares the caller's session and its group's share
    NotGrouped,       // the system does not group processes by session: nothing to do
};
inline constexpr EnumTable<SessionPlacement, 5> kSessionPlacements{{{
    {SessionPlacement::OwnSession, "own", "a session of its own (already)"},
    {SessionPlacement::NewSession, "new", "a session of its own (started)"},
    {SessionPlacement::ForkedNewSession, "forked", "a session of its own (forked, as fio's job)"},
    {SessionPlacement::SharedSession, "shared", "the caller's session"},
    {SessionPlacement::NotGrouped, "not-grouped", "not grouped by session"},
}}};

// Whether the placement gives the run the scheduling group fio's job has.
inline bool own_scheduling_group(SessionPlacement placement) {
    return placement == SessionPlacement::OwnSession || placement == SessionPlacement::NewSession ||
           placement == SessionPlacement::ForkedNewSession;
}

// Where the engine's I/O threads run. Linux pins them to the CPUs that take the
// target's completion interrupts where those are fewer than the usable CPUs
// (platform/linux/completion_cpus.h has the measurement); elsewhere they run
// wherever the scheduler puts them.
struct IoThreadPlacement {
    // Called on each I/O thread as it starts (its index, the job's thread count)
    // and as it ends; empty: nothing is done.
    std::function<void(std::uint32_t index, std::uint32_t threads)> enter;
    std::function<void()> leave;
    bool pins = false;  // enter() pins the threads of a job it has CPUs for
    std::string detail; // where and why, or why not
};

// enter() for the life of an I/O thread's work, leave() after it.
class IoThreadPlacementScope {
public:
    IoThreadPlacementScope(const IoThreadPlacement& placement, std::uint32_t index, std::uint32_t threads)
        : placement_(placement) {
        if (placement_.enter) placement_.enter(index, threads);
    }
    ~IoThreadPlacementScope() {
        if (placement_.leave) placement_.leave();
    }
    IoThreadPlacementScope(const IoThreadPlacementScope&) = delete;
    IoThreadPlacementScope& operator=(const IoThreadPlacementScope&) = delete;

private:
    const IoThreadPlacement& placement_;
};

struct RunScheduling {
    SessionPlacement session = SessionPlacement::NotGrouped;
    bool threads_pinned = false; // the I/O threads ran pinned to CPUs (IoThreadPlacement)
    std::string detail;          // why, where it matters ("kernel.sched_autogroup_enabled is 0")
    std::string threads_detail;  // where the I/O threads ran and why
};

} // namespace ssd::bench
