#include "synthetic_history.h"

#include <algorithm>
#include <array>
#include <cstdio>

namespace ssd::history::synthetic {

namespace {

// Names as smartctl prints them for a Samsung SATA SSD, plus vendor counters to reach ~30.
constexpr std::array<const char*, 30> kAttributes{
    "5 Reallocated_Sector_Ct",   "9 Power_On_Hours",          "12 Power_Cycle_Count",     "170 Unused_Rsvd_Blk_Ct_Chip",
    "171 Program_Fail_Count",    "172 Erase_Fail_Count",      "173 Ave_Block-Erase_Count", "174 Unexpect_Power_Loss_Ct",
    "177 Wear_Leveling_Count",   "179 Used_Rsvd_Blk_Cnt_Tot", "180 Unused_Rsvd_Blk_Cnt_Tot", "181 Program_Fail_Cnt_Total",
    "182 Erase_Fail_Count_Total", "183 Runtime_Bad_Block",    "184 End-to-End_Error",     "187 Uncorrectable_Error_Cnt",
    "188 Command_Timeout",       "190 Airflow_Temperature_Cel", "194 Temperature_Celsius", "195 ECC_Error_Rate",
    "196 Reallocated_Event_Count", "197 Current_Pending_Sector", "198 Offline_Uncorrectable", "199 CRC_Error_Count",
    "202 Percent_Lifetime_Remain", "206 Write_Error_Rate",    "232 Available_Reservd_Space", "235 POR_Recovery_Count",
    "241 Total_LBAs_Written",    "242 Total_LBAs_Read"};

enum Index : std::size_t {
    kPowerOnHours = 1,
    kPowerCycles = 2,
    kAverageErase = 6,
    kWearLeveling = 8,
    kAirflowTemperature = 17,
    kTemperature = 18,
    kLifeRemaining = 24,
    kLbasWritten = 28,
    kLbasRead = 29,
};

} // namespace

DriveKey drive_key(int index) {
    char serial[16];
    std::snprintf(serial, sizeof serial, "SYN%06d", index);
    char wwn[32];
    std::snprintf(wwn, sizeof wwn, "5 002538 e%08x", static_cast<unsigned>(index));
    return DriveKey{"Synthetic SSD 1TB", serial, wwn, ""};
}

Drive::Drive(DriveKey key, std::string device, std::uint32_t seed)
    : key_(std::move(key)), device_(std::move(device)), random_(seed) {
    for (const char* name : kAttributes) attributes_.push_back(CounterValue{name, 0, 100, 100, 10});
    attributes_[kLifeRemaining].raw = 100;
}

Sample Drive::next(std::int64_t time) {
    ++hour_;
    const std::uint64_t written = std::uniform_int_distribution<std::uint64_t>(200'000, 4'000'000)(random_);  // LBAs
    host_lbas_ += written;
    nand_pages_ += written / 32 + std::uniform_int_distribution<std::uint64_t>(0, written / 64)(random_);  // 16 KiB pages
    temperature_ = std::clamp(temperature_ + std::uniform_int_distribution<int>(-2, 2)(random_), 28, 60);

    attributes_[kPowerOnHours].raw = hour_;
    attributes_[kLbasWritten].raw = host_lbas_;
    attributes_[kLbasRead].raw += std::uniform_int_distribution<std::uint64_t>(100'000, 8'000'000)(random_);
    for (std::size_t index : {std::size_t{kTemperature}, std::size_t{kAirflowTemperature}}) {
        attributes_[index].raw = static_cast<std::uint64_t>(temperature_);
        attributes_[index].normalized = 100 - temperature_;
        attributes_[index].worst = std::min(*attributes_[index].worst, 100 - temperature_);
    }
    if (hour_ % 170 == 0) ++attributes_[kPowerCycles].raw;
    if (hour_ % 400 == 0) {
        ++attributes_[kAverageErase].raw;
        ++attributes_[kWearLeveling].raw;
        attributes_[kWearLeveling].normalized = std::max(1, 100 - static_cast<int>(attributes_[kWearLeveling].raw / 30));
    }
    if (hour_ % 3000 == 0) attributes_[kLifeRemaining].raw = std::max<std::uint64_t>(1, attributes_[kLifeRemaining].raw - 1);
    // The rest almost never: one of them steps about twice a year.
    if (std::uniform_int_distribution<int>(0, 4000)(random_) == 0) {
        ++attributes_[std::uniform_int_distribution<std::size_t>(0, attributes_.size() - 1)(random_)].raw;
    }

    Sample sample;
    sample.time = time;
    sample.drive = key_;
    sample.device = device_;
    sample.firmware = "SYN1B6Q";
    sample.capacity_bytes = 1'000'204'886'016;
    sample.host_written = WriteCounter{host_lbas_ * 512, 512};
    sample.nand_written = WriteCounter{nand_pages_ * 16384, 16384};
    sample.write_method = "ata-241-lbas+ata-nand-pages";
    sample.temperature_c = temperature_;
    sample.temperature_limit_c = 70;
    sample.percent_used = 100 - static_cast<int>(attributes_[kLifeRemaining].raw);
    sample.power_on_hours = hour_;
    sample.verdict = VerdictLevel::Good;
    sample.counters = attributes_;
    return sample;
}

std::vector<Sample> hourly(int index, const std::string& device, std::int64_t from, int count) {
    Drive drive(drive_key(index), device, static_cast<std::uint32_t>(index));
    std::vector<Sample> samples;
    for (int hour = 0; hour < count; ++hour) samples.push_back(drive.next(from + hour * 3600));
    return samples;
}

} // namespace ssd::history::synthetic
