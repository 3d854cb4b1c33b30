// NVMe log pages that count what was written to the media (NAND) beside what the host wrote,
// decoded from their raw 512 bytes (issue 35: the standard health log has no NAND counter, so
// without these an NVMe drive's write amplification is unknown):
//   09h  Endurance Group Information (NVMe 1.4+): Data Units Written (the host's) at bytes 64..79
//        and Media Units Written at 80..95, both in units of 512,000 bytes;
//   C0h  OCP Datacenter SMART / Health Information Extended: Physical Media Units Written at
//        bytes 0..15, in bytes; trusted only with the OCP GUID at 496..511 and a known version
//        at 494..495; it has no host counter (the health log's Data Units Written is that);
//   CAh  Intel's / Solidigm's additional SMART log: 12-byte items found by key, F4h NAND and
//        F5h host bytes written, 48-bit raw values in units of 32 MiB.
// Layouts: libnvme's struct nvme_endurance_group_log, nvme-cli's OCP and Intel plugins, Solidigm's
// endurance_profiler.sh (docs/features/health-and-write-amplification.md#nvme-media-writes).
// Portable: bytes in, counters out; fuzzed (tests/fuzz, target nvme_media_logs).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "core/util/enum_table.h"
#include "core/util/error.h"

namespace ssd {

enum class NvmeMediaLog { EnduranceGroup, OcpSmartExtended, IntelAdditionalSmart };
inline constexpr EnumTable<NvmeMediaLog, 3> kNvmeMediaLogs{{{
    {NvmeMediaLog::EnduranceGroup, "endurance-group", "the Endurance Group Information log (09h)"},
    {NvmeMediaLog::OcpSmartExtended, "ocp-smart-extended", "the OCP SMART / Health Information Extended log (C0h)"},
    {NvmeMediaLog::IntelAdditionalSmart, "intel-additional-smart", "the Intel / Solidigm additional SMART log (CAh)"},
}}};

inline constexpr std::size_t kNvmeLogPageBytes = 512;

struct NvmeMediaWrites {
    NvmeMediaLog log = NvmeMediaLog::EnduranceGroup;
    std::uint64_t media_bytes = 0;
    std::optional<std::uint64_t> host_bytes; // none in the OCP log
    std::uint64_t step_bytes = 0;            // one unit of the counters: 512,000 bytes, 1 byte, 32 MiB
};

// The log's counters in bytes; an error that names the log and the reason for a page that is
// short, of another format (the OCP GUID or version) or counts beyond 2^64 bytes.
Result<NvmeMediaWrites> decode_nvme_media_log(NvmeMediaLog log, std::span<const std::uint8_t> page);

// Media bytes / host bytes: the log's own host counter, else `health_log_host_bytes` (Data Units
// Written × 512,000 of the health log read at the same time); nullopt when the host wrote nothing.
std::optional<double> nvme_media_write_amplification(const NvmeMediaWrites& writes,
                                                     std::optional<std::uint64_t> health_log_host_bytes);

} // namespace ssd
