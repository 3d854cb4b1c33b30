// The facts derived from SMART data (docs/CONTRACT.md `health`: verdict, writes,
// wear, findings). analyze_drive() is the single entry point; the pieces live
// next to it, one job per file:
//   write_amplification.*  host/NAND writes and WA (the write rule table)
//   wear.*                 percent used, spare (the wear rule table)
//   media_counters.*       reallocated / pending / uncorrectable / CRC counts
//   verdict.*              good | warning | failing | unknown, with reasons
//   health_findings.*      smart-failing, wear-high, media-errors, ...
//   firmware_advisories.*  known firmware bugs (data file + smartctl messages)
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/health/finding.h"
#include "core/health/firmware_advisories.h"
#include "core/health/plausibility_rule.h"
#include "core/health/rated_endurance.h"
#include "core/smart/smart_report.h"

namespace ssd {

struct Verdict {
    std::string level = "unknown"; // good | warning | failing | unknown
    std::vector<std::string> reasons;
};

// Why write amplification is null. Scripts, the GUI and tests compare this,
// never the text of unavailable_reason.
enum class WriteGap {
    None,               // WA computed
    NotEvaluated,       // nothing was analysed (no SMART data)
    RotatingDrive,      // a hard disk: WA does not apply
    NotInDriveDatabase, // attribute names are smartctl's generic defaults
    NoHostCounter,      // no host-writes counter of known unit
    NoNandCounter,      // the drive reports no NAND-writes counter (NVMe: none in the standard log)
    NandUnitUnknown,    // a NAND-writes counter exists, but its unit cannot be justified
    AmbiguousCounters,  // counters exist, but how they combine is not documented
    NoHostWritesYet,    // the host counter is zero
    Implausible,        // the counters give a number no drive can produce (health/plausibility.h)
};

struct WriteFacts {
    std::optional<std::uint64_t> host_bytes;
    std::optional<std::uint64_t> nand_bytes;
    // Bytes one step of each counter stands for (NVMe: 512,000; a GiB
    // attribute: 2^30): how exact a difference of two readings can be.
    std::optional<std::uint64_t> host_unit_bytes;
    std::optional<std::uint64_t> nand_unit_bytes;
    std::optional<double> write_amplification; // rounded to 2 decimals
    std::string method;
    std::optional<std::string> unavailable_reason;
    WriteGap gap = WriteGap::NotEvaluated;
    // The plausibility rules that failed; empty when all passed (health/plausibility.h).
    std::vector<Implausibility> implausible;
    // Counters left out because they are another counter cut short (counter_truncation.h),
    // each with the reason: "ATA Device Statistics 'Logical Sectors Written' 993,970,078 is
    // 246 Total_LBAs_Written 108,368,152,478 cut to 32 bits".
    std::vector<std::string> rejected;
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
    RatedEnduranceFacts endurance;  // host writes against the rated endurance (set by health_from_report)
    std::vector<Finding> findings;
};

DriveFacts analyze_drive(const SmartReport& report);
// The same, plus `firmware-advisory` findings from a list loaded with
// load_advisories() (resources/advisories/ssd-firmware-advisories.json).
DriveFacts analyze_drive(const SmartReport& report, std::span<const Advisory> advisories);

} // namespace ssd
