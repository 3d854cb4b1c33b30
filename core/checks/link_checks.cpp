// sata-link-below-max and pcie-link-below-max: a link that trained slower
// (or, for PCIe, narrower) than the drive supports. "Below max" is claimed
// only with evidence of the maximum on both ends where it matters.
#include <algorithm>

#include "core/util/json_util.h"
#include "core/checks/check_support.h"
#include "core/checks/setup_checks.h"
#include "core/util/units.h"

namespace ssd {

namespace {

using nlohmann::json;

constexpr const char* kSataCableFix =
    "The link trained slower than both the drive and the port support. The usual causes are a worn or "
    "poor SATA cable (replace it with a short one with latching connectors; also look at the drive's "
    "interface CRC error count), a loose connector, or a power/backplane problem. If the OS lowered its own "
    "limit after link errors (kernel_limit_mbps below the maximum), the connection is at fault. A speed "
    "limit forced in the BIOS or with libata.force= on the kernel command line has the same effect.";

constexpr const char* kSataPortFix =
    "The port is the limit, not the drive: connect the drive to a port that supports its full speed "
    "(on many boards only some ports, usually the chipset's first ones, are SATA 6 Gb/s; add-on controllers "
    "are often slower). On an old SATA 3 Gb/s board the drive still works, at up to about 280 MB/s.";

// Approximate payload bandwidth of one lane in MB/s (after line encoding).
std::uint32_t lane_mb_per_s(std::uint32_t mts) {
    if (mts <= 2500) return 250;
    if (mts <= 5000) return 500;
    if (mts <= 8000) return 985;
    if (mts <= 16000) return 1969;
    if (mts <= 32000) return 3938;
    return 7877;
}

std::string pcie_text(std::optional<std::uint32_t> mts, std::optional<std::uint32_t> width) {
    std::string text = mts ? pcie_speed_text(*mts) : std::string("unknown speed");
    text += width ? " x" + std::to_string(*width) : std::string(" (width unknown)");
    return text;
}

namespace words = evidence_format;

std::string sata_words(const json& value, const json& /*evidence*/) {
    return words::with_unsigned(value,
                                [](std::uint64_t mbps) { return sata_speed_text(static_cast<std::uint32_t>(mbps)); });
}

std::string pcie_words(const json& value, const json& /*evidence*/) {
    return words::with_unsigned(value,
                                [](std::uint64_t mts) { return pcie_speed_text(static_cast<std::uint32_t>(mts)); });
}

std::string lane_words(const json& value, const json& /*evidence*/) {
    return words::with_unsigned(value, [](std::uint64_t width) {
        return "x" + std::to_string(width) + (width == 1 ? " (1 lane)" : " (" + std::to_string(width) + " lanes)");
    });
}

std::string bandwidth_words(const json& value, const json& /*evidence*/) {
    return words::with_unsigned(value, [](std::uint64_t mb) { return "about " + format_count(mb) + " MB/s"; });
}

constexpr EvidenceKey kSataKeys[] = {
    {"link", "Link", words::text},
    {"current_mbps", "Speed now", sata_words},
    {"drive_max_mbps", "The drive's maximum", sata_words},
    {"host_max_mbps", "The port's maximum", sata_words},
    {"kernel_limit_mbps", "Limit the OS set", sata_words, "none"},
    {"drive_max_source", "The drive's maximum read from", words::text},
    {"host_max_source", "The port's maximum read from", words::text},
};

constexpr EvidenceKey kPcieKeys[] = {
    {"pci_address", "Drive (PCI address)", words::text},
    {"current_speed_mts", "Speed now", pcie_words},
    {"current_width", "Width now", lane_words},
    {"max_speed_mts", "The drive's maximum speed", pcie_words},
    {"max_width", "The drive's maximum width", lane_words},
    {"current_bandwidth_mb_per_s", "Bandwidth now", bandwidth_words},
    {"max_bandwidth_mb_per_s", "Bandwidth at the drive's maximum", bandwidth_words},
    {"slot_pci_address", "Slot or bridge (PCI address)", words::text},
    {"slot_max_speed_mts", "The slot's maximum speed", pcie_words},
    {"slot_max_width", "The slot's maximum width", lane_words},
    {"slot_is_the_limit", "The slot is the limit", words::yes_no},
};

constexpr FindingEvidence kLinkEvidence[] = {{"sata-link-below-max", kSataKeys}, {"pcie-link-below-max", kPcieKeys}};

} // namespace

std::span<const FindingEvidence> link_evidence() { return kLinkEvidence; }

CheckOutcome check_sata_link(const DriveInfo& drive, const DriveSetup& setup) {
    CheckOutcome outcome;
    if (drive.protocol != Protocol::Ata) return outcome;
    const bool sata = drive.transport == Transport::Sata;
    if (!setup.sata_link) {
        if (sata) outcome.skip("sata-link-below-max", "the SATA link is unknown: " + setup.sata_link.reason());
        return outcome;
    }
    const auto& link = *setup.sata_link;
    if (!link.current_mbps) {
        if (sata) {
            outcome.skip("sata-link-below-max", "the negotiated SATA link speed of " + link.link + " is unknown");
        }
        return outcome; // a parallel-ATA port has no SATA link speed
    }
    const std::uint32_t current = *link.current_mbps;
    if (!link.drive_max_mbps) {
        outcome.skip("sata-link-below-max",
                     "the link runs at " + sata_speed_text(current) + ", but the drive's maximum speed is unknown" +
                         (link.unknown_drive_max_reason.empty() ? "" : " (" + link.unknown_drive_max_reason + ")"));
        return outcome;
    }
    const std::uint32_t drive_max = *link.drive_max_mbps;
    if (current >= drive_max) {
        return outcome; // already at the drive's maximum: nothing more to get
    }
    if (!link.host_max_mbps) {
        outcome.skip("sata-link-below-max",
                     "the link runs at " + sata_speed_text(current) + " and the drive supports " +
                         sata_speed_text(drive_max) + ", but the port's maximum speed is unknown" +
                         (link.unknown_host_max_reason.empty() ? "" : " (" + link.unknown_host_max_reason + ")") +
                         ", so it cannot tell whether the port or the connection is the limit");
        return outcome;
    }
    const std::uint32_t host_max = *link.host_max_mbps;
    const std::uint32_t possible = std::min(drive_max, host_max);
    Finding f;
    f.id = "sata-link-below-max";
    f.evidence = {{"link", link.link},
                  {"current_mbps", current},
                  {"drive_max_mbps", drive_max},
                  {"drive_max_source", link.drive_max_source},
                  {"host_max_mbps", host_max},
                  {"host_max_source", link.host_max_source},
                  {"kernel_limit_mbps", optional_json(link.kernel_limit_mbps)}};
    if (current < possible) {
        f.severity = Severity::Warning;
        f.title = "SATA link runs at " + sata_speed_text(current) + " although drive and port support " +
                  sata_speed_text(possible);
        f.fix = kSataCableFix;
    } else {
        // current == host max < drive max: the port is the bottleneck.
        f.severity = Severity::Info;
        f.title = "SATA link runs at " + sata_speed_text(current) + ", the port's maximum; the drive supports " +
                  sata_speed_text(drive_max);
        f.fix = kSataPortFix;
    }
    outcome.add(std::move(f));
    return outcome;
}

CheckOutcome check_pcie_link(const DriveInfo& drive, const DriveSetup& setup) {
    CheckOutcome outcome;
    if (drive.protocol != Protocol::Nvme) return outcome;
    if (!setup.pcie_link) {
        outcome.skip("pcie-link-below-max", "the PCIe link is unknown: " + setup.pcie_link.reason());
        return outcome;
    }
    const auto& link = *setup.pcie_link;
    if (!link.current_speed_mts || !link.current_width) {
        outcome.skip("pcie-link-below-max", "the current PCIe link speed or width of " + link.pci_address +
                                                " is unknown (the link may be down)");
        return outcome;
    }
    if (!link.max_speed_mts || !link.max_width) {
        outcome.skip("pcie-link-below-max", "the link runs at " + pcie_text(link.current_speed_mts, link.current_width) +
                                                ", but the drive's maximum speed or width is unknown");
        return outcome;
    }
    const bool slower = *link.current_speed_mts < *link.max_speed_mts;
    const bool narrower = *link.current_width < *link.max_width;
    if (!slower && !narrower) return outcome;

    const auto bandwidth = [](std::uint32_t mts, std::uint32_t width) { return lane_mb_per_s(mts) * width; };
    const std::uint32_t current_bw = bandwidth(*link.current_speed_mts, *link.current_width);
    const std::uint32_t max_bw = bandwidth(*link.max_speed_mts, *link.max_width);
    // Is the slot the limit? Only when its maximum is known and the link reached it.
    bool slot_limited = false;
    if (link.upstream_max_speed_mts && link.upstream_max_width) {
        const auto possible_speed = std::min(*link.max_speed_mts, *link.upstream_max_speed_mts);
        const auto possible_width = std::min(*link.max_width, *link.upstream_max_width);
        slot_limited = *link.current_speed_mts >= possible_speed && *link.current_width >= possible_width;
    }
    Finding f;
    f.id = "pcie-link-below-max";
    f.severity = slot_limited ? Severity::Info : Severity::Warning;
    f.title = "PCIe link runs at " + pcie_text(link.current_speed_mts, link.current_width) + "; the drive supports " +
              pcie_text(link.max_speed_mts, link.max_width) + " (about " + std::to_string(current_bw) + " of " +
              std::to_string(max_bw) + " MB/s)";
    f.evidence = {{"pci_address", link.pci_address},
                  {"current_speed_mts", *link.current_speed_mts},
                  {"current_width", *link.current_width},
                  {"max_speed_mts", *link.max_speed_mts},
                  {"max_width", *link.max_width},
                  {"slot_pci_address", link.upstream_pci_address.empty() ? json(nullptr) : json(link.upstream_pci_address)},
                  {"slot_max_speed_mts", optional_json(link.upstream_max_speed_mts)},
                  {"slot_max_width", optional_json(link.upstream_max_width)},
                  {"current_bandwidth_mb_per_s", current_bw},
                  {"max_bandwidth_mb_per_s", max_bw},
                  {"slot_is_the_limit", slot_limited}};
    if (slot_limited) {
        f.fix = "The slot (or the bridge it hangs off) is the limit, not the drive. For full speed, move the drive to "
                "an M.2 slot or PCIe slot wired for " + pcie_text(link.max_speed_mts, link.max_width) +
                " (usually the CPU-attached one; the motherboard manual lists each slot's lanes and generation). "
                "Sequential transfers are capped at about " + std::to_string(current_bw) + " MB/s here.";
    } else {
        f.fix = "The link trained below what the drive supports" +
                std::string(link.upstream_max_speed_mts ? " and what the slot supports" : "") +
                ". Reseat the drive; check in the BIOS/UEFI setup that the slot's PCIe generation is not forced "
                "lower and whether the slot shares lanes with SATA ports or other slots (the motherboard manual "
                "says); adapters, risers and extenders often limit the link. If the speed is only low while the "
                "drive is idle, look again under load: some platforms slow idle links to save power.";
    }
    outcome.add(std::move(f));
    return outcome;
}

} // namespace ssd
