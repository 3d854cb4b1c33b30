// The request counters of the drives under a benchmark's target, read from
// /sys/block/<name>/stat around each job (core/bench/device_requests.h).
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "core/bench/device_requests.h"
#include "core/bench/target_facts.h"

namespace ssd::linux_platform {

class BlockStatMeter final : public bench::DeviceMeter {
public:
    // `names`: kernel names of whole drives ("vda", "nvme0n1"); their counters are summed.
    BlockStatMeter(std::filesystem::path sys, std::vector<std::string> names);
    // nullopt when any drive's counters cannot be read.
    std::optional<bench::DeviceCounters> now() override;

private:
    std::filesystem::path sys_;
    std::vector<std::string> names_;
};

// A meter of the drives the conditions found under the target; nullptr when
// none was found (a loop device over a file, tmpfs) or the target was not inspected.
std::unique_ptr<bench::DeviceMeter> block_stat_meter(const std::filesystem::path& sys, const bench::TargetFacts& facts);

} // namespace ssd::linux_platform
