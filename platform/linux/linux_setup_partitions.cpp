// A drive's partitions from sysfs, for the alignment check: subdirectories
// with a `partition` attribute; start and size are always in 512-byte units,
// whatever the logical sector size.
#include <algorithm>

#include "platform/linux/linux_setup_drive_parts.h"
#include "platform/linux/linux_setup_support.h"

namespace ssd::linux_platform::setup {

namespace fs = std::filesystem;

Observed<std::vector<PartitionObservation>> observe_partitions(const LinuxSetupRoots& roots, const DriveInfo& drive,
                                                               const DrivePlace& place) {
    std::vector<PartitionObservation> partitions;
    std::error_code ec;
    std::error_code list_ec;
    for (const auto& entry : fs::directory_iterator(place.real, list_ec)) {
        const fs::path dir = entry.path();
        if (!fs::exists(dir / "partition", ec)) continue;
        const auto start = read_u64(dir / "start");
        const auto size = read_u64(dir / "size");
        if (!start || !size) continue;
        PartitionObservation p;
        p.name = dir.filename().string();
        // Named next to the drive's own node (/dev/sda → /dev/sda1).
        const fs::path dev_dir = drive.device.empty() ? roots.dev : fs::path(drive.device).parent_path();
        p.device = (dev_dir / p.name).string();
        p.number = read_u32(dir / "partition");
        p.start_bytes = *start * 512;
        p.size_bytes = *size * 512;
        partitions.push_back(std::move(p));
    }
    if (list_ec) {
        return Observed<std::vector<PartitionObservation>>::unknown("cannot list " + place.real.string() + ": " +
                                                                    list_ec.message());
    }
    std::sort(partitions.begin(), partitions.end(),
              [](const auto& a, const auto& b) { return a.start_bytes < b.start_bytes; });
    return partitions;
}

} // namespace ssd::linux_platform::setup
