// Write amplification during one benchmark run: the drive's host and NAND
// write counters read before and after (the same SMART reading and write
// rules as `health`: core/health/write_amplification.h), their difference
// and its ratio. A counter moves in steps (1 GiB, 32 MiB, NVMe's 512,000
// bytes), so a difference is exact only to one step: WA is given once the
// host side moved by history's kMinStepsForWa steps (within 2 %), and a run
// that wrote less says so instead of printing a number that means nothing.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/bench/run_conditions.h"
#include "core/health/drive_facts.h"
#include "core/util/enum_table.h"

namespace ssd::bench {

// What one SMART reading of the drive under the target gives the benchmark.
struct DriveReading {
    std::string device;   // "/dev/sda"
    WriteFacts writes;    // counters in bytes with their step (unit) sizes
    ThermalReading thermal;
};
// drive_reading() and run_write_amplification() are in core/requests/bench_write_amplification.h.

// Why the run's WA is null; compared by scripts (docs/CONTRACT.md), the words are in `reason`.
enum class RunWaGap { None, Unavailable, NoHostCounter, NoNandCounter, CounterBroke, TooLittleWritten };
inline constexpr EnumTable<RunWaGap, 6> kRunWaGaps{{{
    {RunWaGap::None, "none", "computed"},
    {RunWaGap::Unavailable, "unavailable", "the drive's SMART could not be read"},
    {RunWaGap::NoHostCounter, "no-host-counter", "no host-writes counter of known unit"},
    {RunWaGap::NoNandCounter, "no-nand-counter", "no NAND-writes counter of known unit"},
    {RunWaGap::CounterBroke, "counter-broke", "a counter went back or changed its unit during the run"},
    {RunWaGap::TooLittleWritten, "too-little-written", "too little written for the counters' granularity"},
}}};

struct RunWriteAmplification {
    std::string device;
    std::optional<std::uint64_t> host_bytes;  // written during the run, by the counters
    std::optional<std::uint64_t> nand_bytes;
    std::optional<std::uint64_t> host_granularity_bytes;
    std::optional<std::uint64_t> nand_granularity_bytes;
    std::optional<double> write_amplification; // 2 decimals
    RunWaGap gap = RunWaGap::Unavailable;
    std::string reason;  // why write_amplification is null; empty when computed
    std::string method;  // which counters (WriteFacts::method of the reading after)
};

nlohmann::json run_write_amplification_to_json(const RunWriteAmplification& wa);
std::string run_write_amplification_to_text(const RunWriteAmplification& wa);
// The "write_amplification" object read back (lenient; nullopt when it is not an object).
std::optional<RunWriteAmplification> run_write_amplification_from_json(const nlohmann::json& wa);

} // namespace ssd::bench
