// Counters that were cut short. Some drives report the same count twice, and one copy is
// kept in fewer bits than the other: the Crucial MX500's ATA Device Statistics "Logical
// Sectors Written" holds attribute 246 Total_LBAs_Written modulo 2^32 (108,368,152,478
// LBAs read 993,970,078: 508.9 GB instead of 55.5 TB). Such a copy looks like a plausible
// number, so it is caught by arithmetic, not by size: it is the other copy modulo 2^32 or
// 2^48 (the widths of an ATA statistic and an attribute's raw value).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace ssd {

// The width in bits (32 or 48) to which `whole` was cut to give `cut`; nullopt when `cut`
// is not `whole` cut short (equal, larger, or a different number).
std::optional<int> truncated_width(std::uint64_t cut, std::uint64_t whole);

// Why a counter is not used: "<cut_label> 993,970,078 is <whole_label> 108,368,152,478
// cut to 32 bits".
std::string truncation_reason(const std::string& cut_label, std::uint64_t cut, const std::string& whole_label,
                              std::uint64_t whole, int width);

} // namespace ssd
