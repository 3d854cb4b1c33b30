// Synthetic drive histories for the history store's tests and its benchmark
// (labelled synthetic: no capture is behind these numbers). A SATA SSD with
// about thirty ATA attributes, sampled hourly: power-on hours, host and NAND
// writes and temperature move every hour, wear and power cycles now and then,
// the error counters almost never, as on a healthy drive in daily use.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "core/history/sample.h"

namespace ssd::history::synthetic {

DriveKey drive_key(int index);  // "Synthetic SSD 1TB", serial "SYN000042", a WWN

class Drive {
public:
    Drive(DriveKey key, std::string device, std::uint32_t seed);
    // The next hourly sample, taken at `time`.
    Sample next(std::int64_t time);

private:
    DriveKey key_;
    std::string device_;
    std::mt19937_64 random_;
    std::uint64_t hour_ = 0;
    std::uint64_t host_lbas_ = 0;
    std::uint64_t nand_pages_ = 0;
    int temperature_ = 35;
    std::vector<CounterValue> attributes_;
};

// `count` hourly samples of drive `index` (seeded by it) from `from` on.
std::vector<Sample> hourly(int index, const std::string& device, std::int64_t from, int count);

} // namespace ssd::history::synthetic
