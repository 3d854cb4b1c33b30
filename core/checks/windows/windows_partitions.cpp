#include "core/checks/windows/windows_partitions.h"

#include <string>

namespace ssd::windows {

std::vector<PartitionObservation> partition_observations(const DriveLayout& layout, std::uint32_t disk_number) {
    std::vector<PartitionObservation> result;
    for (const auto& p : layout.partitions) {
        if (layout.style == PartitionStyle::Mbr && is_extended_container(p.mbr_type)) continue;
        PartitionObservation o;
        o.name = "Harddisk" + std::to_string(disk_number) + "Partition" + std::to_string(p.number);
        o.device = "\\\\.\\" + o.name;
        if (p.number > 0) o.number = p.number;
        o.start_bytes = p.start_bytes;
        o.size_bytes = p.length_bytes;
        result.push_back(std::move(o));
    }
    return result;
}

} // namespace ssd::windows
