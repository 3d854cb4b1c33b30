#include "platform/linux/block_stat_meter.h"

#include <utility>

#include "core/linux/block_stat.h"
#include "platform/linux/linux_setup_support.h"

namespace ssd::linux_platform {

BlockStatMeter::BlockStatMeter(std::filesystem::path sys, std::vector<std::string> names)
    : sys_(std::move(sys)), names_(std::move(names)) {}

std::optional<bench::DeviceCounters> BlockStatMeter::now() {
    bench::DeviceCounters sum;
    for (const auto& name : names_) {
        const auto text = setup::read_file(sys_ / "block" / name / "stat");
        if (!text) return std::nullopt;
        const auto stat = linux_kernel::parse_block_stat(*text);
        if (!stat) return std::nullopt;
        sum += bench::DeviceCounters{stat->read_ios,    stat->read_merges,   stat->read_sectors,    stat->write_ios,
                                     stat->write_merges, stat->write_sectors, stat->time_in_queue_ms};
    }
    return sum;
}

std::unique_ptr<bench::DeviceMeter> block_stat_meter(const std::filesystem::path& sys, const bench::TargetFacts& facts) {
    const bench::ConditionFacts* conditions = facts.conditions.get();
    if (conditions == nullptr || conditions->drives.empty()) return nullptr;
    std::vector<std::string> names;
    for (const auto& drive : conditions->drives) names.push_back(std::filesystem::path(drive.device).filename().string());
    return std::make_unique<BlockStatMeter>(sys, std::move(names));
}

} // namespace ssd::linux_platform
