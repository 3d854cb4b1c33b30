// Free space from captures instead of statvfs (a SpaceProbe for the setup
// inspector): each file holds `stat -f -c '%S %b %f %a' MOUNTPOINT` as run on
// the machine captured (fragment size, blocks, free blocks, blocks available
// to users).
#pragma once

#include <cstdint>
#include <sstream>
#include <string>

#include "core/checks/setup_observations.h"
#include "core/util/error.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"

namespace ssd::test {

inline Result<FilesystemSpace> space_from_stat_f(const std::string& fixture) {
    auto text = read_text_file(project_fixture(fixture));
    if (!text) return tl::unexpected(text.error());
    std::istringstream in(*text);
    std::uint64_t unit = 0, blocks = 0, free = 0, available = 0;
    in >> unit >> blocks >> free >> available;
    return FilesystemSpace{unit * blocks, unit * free, unit * available};
}

// The VM's / (91 % free), the only mount recorded there.
inline Result<FilesystemSpace> host_vm_space(const std::string& mountpoint) {
    if (mountpoint != "/") return fail(ErrorCode::InputUnreadable, "statvfs " + mountpoint + ": not recorded");
    return space_from_stat_f("proc/host-vm/stat-f-root.txt");
}

// The rig guest's two mounts, /mnt/sata and /mnt/nvme.
inline Result<FilesystemSpace> rig_guest_space(const std::string& mountpoint) {
    if (mountpoint == "/mnt/sata") return space_from_stat_f("proc/rig-guest-checks/stat-f-mnt-sata.txt");
    if (mountpoint == "/mnt/nvme") return space_from_stat_f("proc/rig-guest-checks/stat-f-mnt-nvme.txt");
    return fail(ErrorCode::InputUnreadable, "statvfs " + mountpoint + ": not recorded");
}

} // namespace ssd::test
