// partition-misaligned: a partition whose start is not a multiple of 4 KiB
// (or of the physical sector, when larger): every page-sized write then
// straddles two flash pages. Start offsets come in bytes, so MBR and GPT and
// any logical sector size are handled alike.
#include <algorithm>

#include "core/checks/check_support.h"
#include "core/checks/setup_checks.h"
#include "core/util/units.h"

namespace ssd {

namespace {

// An MBR extended-partition container shows up as a 1 KiB (or one-sector)
// stub; it holds no data, the logical partitions inside it are checked.
constexpr std::uint64_t kContainerStubMaxBytes = 4096;

constexpr const char* kRealignFix =
    "Re-create the partition on a 1 MiB boundary (sector 2048 with 512-byte sectors), which every current "
    "partitioning tool (fdisk, parted, gdisk, GParted, Windows Vista and later) does by default. Without "
    "losing data: back up first, then move the partition's start with GParted (Resize/Move, 'Align to: MiB') "
    "or a cloning tool that aligns (e.g. restore an image onto a freshly aligned partition). A misaligned "
    "partition makes the drive read-modify-write two flash pages for one 4 KiB write: slower writes and "
    "more wear.";

namespace words = evidence_format;

// "3,584 bytes past a 4 KiB boundary", the unit taken from alignment_bytes.
std::string offset_words(const nlohmann::json& value, const nlohmann::json& evidence) {
    const auto offset = words::unsigned_value(value);
    if (!offset) return words::text(value, evidence);
    const auto unit = words::unsigned_value(words::member(evidence, "alignment_bytes"));
    const std::string boundary = unit ? "a " + format_binary_size(*unit) + " boundary" : "the alignment boundary";
    if (*offset == 0) return "on " + boundary;
    return words::exact_bytes(value, evidence) + " past " + boundary;
}

constexpr EvidenceKey kMisalignedKeys[] = {
    {"partition", "Partition", words::text},
    {"start_bytes", "Start", [](const nlohmann::json& v, const nlohmann::json&) {
         return words::with_unsigned(v, [](std::uint64_t n) { return "byte " + format_count(n); });
     }},
    {"start_sector", "Start sector", words::count},
    {"offset_in_alignment_bytes", "Offset", offset_words},
    {"alignment_bytes", "Alignment unit (flash page or physical sector)", words::binary_size},
    {"aligned_4k", "Aligned to the alignment unit", words::yes_no},
    {"aligned_1m", "Aligned to 1 MiB (what partitioning tools use)", words::yes_no},
    {"classic_63_sector_layout", "The classic 63-sector layout of MS-DOS and Windows XP", words::yes_no},
    {"logical_sector_bytes", "Logical sector size", words::exact_bytes},
    {"physical_sector_bytes", "Physical sector size", words::exact_bytes},
    {"size_bytes", "Partition size", words::size},
};
constexpr FindingEvidence kPartitionEvidence[] = {{"partition-misaligned", kMisalignedKeys}};

} // namespace

std::span<const FindingEvidence> partition_evidence() { return kPartitionEvidence; }

CheckOutcome check_partition_alignment(const DriveInfo& drive, const DriveSetup& setup) {
    CheckOutcome outcome;
    if (!setup.partitions) {
        outcome.skip("partition-misaligned", "the partitions are unknown: " + setup.partitions.reason());
        return outcome;
    }
    const std::uint64_t logical = std::max<std::uint64_t>(drive.logical_sector_bytes, 1);
    const std::uint64_t unit =
        std::max<std::uint64_t>({kPageAlignmentBytes, drive.physical_sector_bytes, drive.logical_sector_bytes});
    for (const auto& p : *setup.partitions) {
        if (p.size_bytes <= kContainerStubMaxBytes) continue;
        const bool page_aligned = p.start_bytes % unit == 0;
        const bool tool_aligned = p.start_bytes % kToolAlignmentBytes == 0;
        if (page_aligned && tool_aligned) continue;
        const std::uint64_t start_sector = p.start_bytes / logical;
        const bool classic_63 = p.start_bytes == 63 * logical;
        Finding f;
        f.id = "partition-misaligned";
        f.evidence = {{"partition", p.device},
                      {"start_bytes", p.start_bytes},
                      {"start_sector", start_sector},
                      {"logical_sector_bytes", drive.logical_sector_bytes},
                      {"physical_sector_bytes", drive.physical_sector_bytes},
                      {"alignment_bytes", unit},
                      {"offset_in_alignment_bytes", p.start_bytes % unit},
                      {"aligned_4k", page_aligned},
                      {"aligned_1m", tool_aligned},
                      {"classic_63_sector_layout", classic_63},
                      {"size_bytes", p.size_bytes}};
        const std::string where = p.device + " starts at sector " + std::to_string(start_sector) + " (byte " +
                                  std::to_string(p.start_bytes) + ")";
        if (!page_aligned) {
            f.severity = Severity::Warning;
            f.title = "Partition " + where + ", not aligned to " + std::to_string(unit / 1024) + " KiB" +
                      (classic_63 ? ": the classic 63-sector layout of MS-DOS and Windows XP" : "");
            f.fix = kRealignFix;
        } else {
            f.severity = Severity::Info;
            f.title = "Partition " + where + ": aligned to " + std::to_string(unit / 1024) +
                      " KiB but not to 1 MiB" + (classic_63 ? " (the 63-sector layout, on a drive with " +
                                                                  std::to_string(logical) + "-byte sectors)"
                                                            : "");
            f.fix = "No action needed for speed: the drive maps flash in 4 KiB units and this partition is aligned "
                    "to them. Partitioning tools use 1 MiB boundaries by default, which also matches RAID stripes "
                    "and erase blocks; use them when you next re-partition.";
        }
        outcome.add(std::move(f));
    }
    return outcome;
}

std::optional<std::uint64_t> unpartitioned_bytes(const DriveInfo& drive, const DriveSetup& setup) {
    if (!setup.partitions || drive.capacity_bytes == 0) return std::nullopt;
    std::uint64_t used = 0;
    for (const auto& p : *setup.partitions) {
        if (p.size_bytes <= kContainerStubMaxBytes) continue;
        used += p.size_bytes;
    }
    if (setup.partitions->empty()) {
        return std::nullopt; // no partition table, or a filesystem on the whole drive: cannot tell
    }
    // Partitioning tools leave 1 MiB in front of the first partition; that is not spare area worth naming.
    const std::uint64_t slack = std::min<std::uint64_t>(drive.capacity_bytes, 2 * kToolAlignmentBytes);
    if (used + slack >= drive.capacity_bytes) return 0;
    return drive.capacity_bytes - used;
}

} // namespace ssd
