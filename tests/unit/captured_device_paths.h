// Where a Linux back end looks, pointed at captured trees (tests/fixtures/sysfs
// and proc, by default the rig guest's) and at stand-in device nodes, and an
// exclusive-open probe that finds every node free: a test never opens a real device.
#pragma once

#include <string>

#include "fixture_paths.h"
#include "platform/linux/device_usage.h"
#include "temp_dir.h"

namespace ssd::test {

inline linux_platform::DevicePaths captured_device_paths(const StandInDev& dev,
                                                         const std::string& sys = "sysfs/rig-guest-checks",
                                                         const std::string& proc = "proc/rig-guest-checks") {
    linux_platform::DevicePaths paths;
    paths.sys = project_fixture(sys);
    paths.proc = project_fixture(proc);
    paths.dev = dev.path();
    paths.root = dev.path(); // no systemd units needed here
    return paths;
}

inline linux_platform::ExclusiveOpenProbe all_free() {
    return [](const std::string&) { return linux_platform::ExclusiveProbe::Free; };
}

} // namespace ssd::test
