// swap-on-drive and hibernation-enabled: information, not problems: where
// swap lives and how big it is, whether hibernation is configured and how
// much space it keeps, and what turning each off would free.
#include <algorithm>

#include "core/util/json_util.h"
#include "core/checks/setup_checks.h"
#include "core/util/units.h"

namespace ssd {

namespace {

using nlohmann::json;
namespace words = evidence_format;

constexpr EvidenceKey kSwapKeys[] = {
    {"swap", "Swap area", words::text},
    {"type", "Kind", words::text},
    {"size_bytes", "Size", words::size},
    {"used_bytes", "In use", words::size},
    {"freed_if_removed_bytes", "Freed on the drive if removed", words::size},
    {"priority", "Priority", words::text},
};

constexpr EvidenceKey kHibernationKeys[] = {
    {"resume_device", "Resume device", words::text},
    {"reserved_bytes", "Swap kept for the memory image", words::size, "none found"},
    {"image_size_bytes", "Memory image size the kernel aims for", words::size},
    {"memory_bytes", "Memory (RAM)", words::size},
    {"swap_smaller_than_image", "Swap smaller than the image", words::yes_no},
    {"swap_areas", "Swap on the resume device", words::list},
    {"resume_source", "Resume device set by", words::text},
    {"resume_parameter", "resume= kernel parameter", words::text, "none"},
    {"resume_offset", "resume_offset= (pages into the device)", words::count, "none"},
    {"mode", "Hibernation mode", words::text},
};

constexpr FindingEvidence kSwapHibernationEvidence[] = {{"swap-on-drive", kSwapKeys}, {"hibernation-enabled", kHibernationKeys}};

bool on_drive(const std::vector<std::string>& drives, const std::string& kernel_name) {
    return std::find(drives.begin(), drives.end(), kernel_name) != drives.end();
}

// The swap areas on the resume device (a swap partition, or swap files in the
// filesystem on it when resume_offset is used).
std::vector<const SwapObservation*> resume_swaps(const HibernationObservation& h, const SystemSetup& system) {
    std::vector<const SwapObservation*> result;
    if (!system.swaps || !h.resume_device) return result;
    for (const auto& swap : *system.swaps) {
        if (swap.block_device == *h.resume_device) result.push_back(&swap);
    }
    return result;
}

Finding hibernation_finding(const HibernationObservation& h, const SystemSetup& system) {
    std::uint64_t swap_bytes = 0;
    json areas = json::array();
    for (const auto* swap : resume_swaps(h, system)) {
        swap_bytes += swap->size_bytes;
        areas.push_back(swap->path);
    }
    Finding f;
    f.id = "hibernation-enabled";
    f.severity = Severity::Info;
    const std::string device = h.resume_device ? "/dev/" + *h.resume_device : h.resume_parameter.value_or("?");
    f.title = "Hibernation is set up to resume from " + device +
              (swap_bytes > 0 ? " (" + format_bytes(swap_bytes) + " of swap kept for the memory image)" : "");
    const bool swap_too_small = swap_bytes > 0 && h.image_size_bytes && swap_bytes < *h.image_size_bytes;
    f.evidence = {{"resume_device", h.resume_device ? json("/dev/" + *h.resume_device) : json(nullptr)},
                  {"resume_source", h.resume_source},
                  {"resume_parameter", optional_json(h.resume_parameter)},
                  {"resume_offset", optional_json(h.resume_offset)},
                  {"mode", h.mode},
                  {"swap_areas", areas},
                  {"reserved_bytes", swap_bytes > 0 ? json(swap_bytes) : json(nullptr)},
                  {"image_size_bytes", optional_json(h.image_size_bytes)},
                  {"memory_bytes", optional_json(h.memory_bytes)},
                  {"swap_smaller_than_image", swap_bytes > 0 && h.image_size_bytes ? json(swap_too_small) : json(nullptr)}};
    std::string fix = "Linux writes the memory image into swap when it hibernates";
    if (h.image_size_bytes) fix += " (it aims for at most " + format_bytes(*h.image_size_bytes) + ")";
    fix += ", so the swap on the resume device must stay at least that large";
    if (swap_too_small) {
        fix += " (here it is smaller: " + format_bytes(swap_bytes) +
               " of swap; hibernation fails when the memory in use does not compress into it)";
    }
    fix += ". If you never hibernate, remove the "
           "resume= kernel parameter";
    if (swap_bytes > 0) {
        fix += "; the swap can then shrink to what paging needs, or go: up to " + format_bytes(swap_bytes) +
               " freed on the drive";
    }
    fix += ". Hibernating writes about the size of the used memory to the SSD each time, which modern drives "
           "handle easily.";
    f.fix = fix;
    return f;
}

bool hibernation_configured(const Observed<HibernationObservation>& h) {
    return h && h->supported && (h->resume_device || h->resume_parameter);
}

} // namespace

std::span<const FindingEvidence> swap_hibernation_evidence() { return kSwapHibernationEvidence; }

CheckOutcome check_swap(const DriveInfo& drive, const SystemSetup& system) {
    CheckOutcome outcome;
    if (!system.swaps) return outcome; // said once, at system level
    for (const auto* swap : swaps_on(drive, system)) {
        Finding f;
        f.id = "swap-on-drive";
        f.severity = Severity::Info;
        f.title = "Swap " + swap->type + " " + swap->path + " on this drive: " + format_bytes(swap->size_bytes) +
                  ", " + format_bytes(swap->used_bytes) + " in use";
        f.evidence = {{"swap", swap->path},
                      {"type", swap->type},
                      {"size_bytes", swap->size_bytes},
                      {"used_bytes", swap->used_bytes},
                      {"priority", swap->priority},
                      {"freed_if_removed_bytes", swap->size_bytes}};
        f.fix = "Swap on an SSD is fine: the system writes to it only under memory pressure. Removing it would free " +
                format_bytes(swap->size_bytes) +
                " on the drive; keep it if memory runs short or the system hibernates into it "
                "(`ssdtool swap show` lists the swap areas).";
        outcome.add(std::move(f));
    }
    return outcome;
}

CheckOutcome check_hibernation(const DriveInfo& drive, const SystemSetup& system) {
    CheckOutcome outcome;
    if (!hibernation_configured(system.hibernation)) return outcome;
    if (on_drive(system.hibernation->drives, drive.kernel_name)) {
        outcome.add(hibernation_finding(*system.hibernation, system));
    }
    return outcome;
}

CheckOutcome run_setup_checks(const DriveInfo& drive, const DriveSetup& setup, const SystemSetup& system) {
    CheckOutcome outcome;
    outcome.merge(check_controller_mode(drive, setup));
    outcome.merge(check_sata_link(drive, setup));
    outcome.merge(check_pcie_link(drive, setup));
    outcome.merge(check_partition_alignment(drive, setup));
    outcome.merge(check_trim_support(drive, setup));
    outcome.merge(check_trim_in_use(drive, setup, system));
    outcome.merge(check_free_space(drive, setup, system));
    outcome.merge(check_write_cache(drive, setup));
    outcome.merge(check_swap(drive, system));
    outcome.merge(check_hibernation(drive, system));
    return outcome;
}

CheckOutcome run_system_checks(const SystemSetup& system, const std::vector<DriveInfo>& drives) {
    CheckOutcome outcome;
    if (!system.filesystems) {
        outcome.skip("free-space-low", "mounted filesystems unknown: " + system.filesystems.reason());
    }
    if (!system.periodic_trim) {
        outcome.skip("trim-disabled", "periodic TRIM: " + system.periodic_trim.reason());
    }
    if (!system.swaps) {
        outcome.skip("swap-on-drive", "swap areas unknown: " + system.swaps.reason());
    }
    if (!system.hibernation) {
        outcome.skip("hibernation-enabled", "hibernation state unknown: " + system.hibernation.reason());
    } else if (hibernation_configured(system.hibernation)) {
        const auto& h = *system.hibernation;
        const bool on_a_drive = std::any_of(drives.begin(), drives.end(), [&h](const DriveInfo& d) {
            return on_drive(h.drives, d.kernel_name);
        });
        if (!on_a_drive) outcome.add(hibernation_finding(h, system)); // on no drive checked here
    }
    outcome.merge(check_hidden_drives(system));
    return outcome;
}

} // namespace ssd
