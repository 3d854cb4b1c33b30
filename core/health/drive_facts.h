// The facts derived from SMART data (CONTRACT.md `health`: verdict, writes,
// wear, findings). analyze_drive() is the single entry point.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/health/finding.h"
#include "core/smart/smart_report.h"

namespace ssd {

struct Verdict {
    std::string level = "unknown"; // good | warning | failing | unknown
    std::vector<std::string> reasons;
};

struct WriteFacts {
    std::optional<std::uint64_t> host_bytes;
    std::optional<std::uint64_t> nand_bytes;
    std::optional<double> write_amplification; // rounded to 2 decimals
    std::string method;
    std::optional<std::string> unavailable_reason;
};

struct WearFacts {
    std::optional<int> percent_used;
    std::optional<int> available_spare_percent;
    std::string source;
};

struct DriveFacts {
    Verdict verdict;
    WriteFacts writes;
    WearFacts wear;
    std::vector<Finding> findings;
};

DriveFacts analyze_drive(const SmartReport& report);

} // namespace ssd
