// The setup checks: each a pure function from typed observations (what a
// SetupInspector saw, merged with what the drive itself reported) to findings
// and not-evaluated entries. No I/O here; every OS shares these.
//
// Stable finding ids (docs/CONTRACT.md): controller-legacy-ide, sata-link-below-max,
// pcie-link-below-max, partition-misaligned, trim-unsupported, trim-disabled,
// free-space-low, write-cache-disabled; added here: swap-on-drive,
// hibernation-enabled, drives-hidden-by-raid-mode.
#pragma once

#include <cstdint>
#include <vector>

#include "core/checks/check_outcome.h"
#include "core/checks/setup_observations.h"
#include "core/drive/drive_info.h"
#include "core/health/evidence_words.h"

namespace ssd {

// free-space-low: a filesystem with less than this share of its size free.
// Consumer SSDs keep about 7 % of their flash as factory spare area (the gap
// between 10^9-byte GB sold and 2^30-byte GiB of flash); free, trimmed blocks
// of the filesystem add to it. Below 10 % free the controller's garbage
// collection runs out of empty blocks, write amplification and latency rise
// and the flash wears faster; 10 % is also the spare area SSD vendors' tools
// suggest reserving (e.g. Samsung Magician's over-provisioning default).
inline constexpr double kFreeSpaceLowPercent = 10.0;
// partition-misaligned: flash pages are mapped in 4 KiB units (or the
// physical sector, when larger); partitioning tools align to 1 MiB.
inline constexpr std::uint64_t kPageAlignmentBytes = 4096;
inline constexpr std::uint64_t kToolAlignmentBytes = 1024 * 1024;

// Each check adds what it found, or why it could not tell, to the outcome.
CheckOutcome check_controller_mode(const DriveInfo& drive, const DriveSetup& setup);
CheckOutcome check_sata_link(const DriveInfo& drive, const DriveSetup& setup);
CheckOutcome check_pcie_link(const DriveInfo& drive, const DriveSetup& setup);
CheckOutcome check_partition_alignment(const DriveInfo& drive, const DriveSetup& setup);
CheckOutcome check_trim_support(const DriveInfo& drive, const DriveSetup& setup);
CheckOutcome check_trim_in_use(const DriveInfo& drive, const DriveSetup& setup, const SystemSetup& system);
CheckOutcome check_free_space(const DriveInfo& drive, const DriveSetup& setup, const SystemSetup& system);
CheckOutcome check_write_cache(const DriveInfo& drive, const DriveSetup& setup);
CheckOutcome check_swap(const DriveInfo& drive, const SystemSetup& system);
CheckOutcome check_hibernation(const DriveInfo& drive, const SystemSetup& system);
CheckOutcome check_hidden_drives(const SystemSetup& system);
// Whether a controller keeps drives from the OS: NVMe remapped behind it, or RAID class and unbound.
bool hides_drives(const IntelStorageControllerObservation& controller);

// The words for the evidence keys each check emits (evidence_words.h),
// defined next to the check.
std::span<const FindingEvidence> controller_evidence();
std::span<const FindingEvidence> link_evidence();
std::span<const FindingEvidence> partition_evidence();
std::span<const FindingEvidence> trim_evidence();
std::span<const FindingEvidence> free_space_evidence();
std::span<const FindingEvidence> write_cache_evidence();
std::span<const FindingEvidence> swap_hibernation_evidence();
std::span<const FindingEvidence> hidden_drives_evidence();

// All drive checks above, in a fixed order.
CheckOutcome run_setup_checks(const DriveInfo& drive, const DriveSetup& setup, const SystemSetup& system);
// System-wide: what could not be observed at all, and hibernation whose
// resume device is on none of `drives`.
CheckOutcome run_system_checks(const SystemSetup& system, const std::vector<DriveInfo>& drives);

// Helpers shared by the checks and the report writers.
std::vector<const FilesystemObservation*> filesystems_on(const DriveInfo& drive, const SystemSetup& system);
std::vector<const SwapObservation*> swaps_on(const DriveInfo& drive, const SystemSetup& system);
// The filesystem's own "discard" mount option (continuous TRIM) is set.
bool mounted_with_discard(const FilesystemObservation& filesystem);
// The stacked layer (dm-crypt, LVM, md) that does not pass discards, if any.
const BlockLayer* layer_blocking_discard(const FilesystemObservation& filesystem);
// Space on the drive outside every partition; nullopt when partitions are unknown.
std::optional<std::uint64_t> unpartitioned_bytes(const DriveInfo& drive, const DriveSetup& setup);
// "6.0 Gb/s" for 6000; "8.0 GT/s" for 8000.
std::string sata_speed_text(std::uint32_t mbps);
std::string pcie_speed_text(std::uint32_t mts);

} // namespace ssd
