// How a benchmark's process was placed for the CPU scheduler: the footing fio's
// job process gives itself. Linux with autogroup (kernel.sched_autogroup_enabled,
// Debian's default) schedules every session as one group, so a run that shares
// its session with busy programs shares their group's share of the CPU; fio's
// job calls setsid() and competes as a group of its own. ssdtool does the same
// (platform/linux/own_session.h); the result's conditions say which way.
// Measured: docs/BENCHMARKS.md, Against fio.
#pragma once

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

struct RunScheduling {
    SessionPlacement session = SessionPlacement::NotGrouped;
    // The engine's threads are never pinned to CPUs: pinning measured slower under
    // load (the scheduler cannot move a pinned thread away from a busy CPU).
    bool threads_pinned = false;
    std::string detail; // why, where it matters ("kernel.sched_autogroup_enabled is 0")
};

} // namespace ssd::bench
