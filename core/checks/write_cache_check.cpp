// write-cache-disabled: the drive's volatile write cache is switched off.
#include "core/checks/setup_checks.h"

namespace ssd {

namespace {

namespace words = evidence_format;

constexpr EvidenceKey kWriteCacheKeys[] = {
    {"state", "Cache setting", words::text},
    {"source", "Read from", words::text},
};
constexpr FindingEvidence kWriteCacheEvidence[] = {{"write-cache-disabled", kWriteCacheKeys}};

} // namespace

std::span<const FindingEvidence> write_cache_evidence() { return kWriteCacheEvidence; }

CheckOutcome check_write_cache(const DriveInfo& drive, const DriveSetup& setup) {
    CheckOutcome outcome;
    if (drive.protocol == Protocol::Virtio) {
        return outcome; // the hypervisor's cache mode, not a drive setting
    }
    if (!setup.write_cache) {
        outcome.skip("write-cache-disabled", "the write cache state is unknown: " + setup.write_cache.reason());
        return outcome;
    }
    const auto& cache = *setup.write_cache;
    if (cache.enabled) return outcome;
    Finding f;
    f.id = "write-cache-disabled";
    f.severity = Severity::Warning;
    f.title = "The drive's write cache is disabled";
    f.evidence = {{"state", cache.raw}, {"source", cache.source}};
    std::string fix =
        "Without its write cache the drive must finish every write before taking the next: small writes get "
        "several times slower. Enable it: on Linux `hdparm -W1 " + drive.device +
        "` (ATA; keep it across reboots with `write_cache = on` for the drive in /etc/hdparm.conf) or `sdparm --set "
        "WCE " + drive.device + "` (SCSI/SAS); on Windows, Device Manager > Disk drives > the drive > Policies > "
        "'Enable write caching on the device'. Drives with power-loss protection, or behind a RAID controller "
        "with a battery-backed cache, may run without it on purpose.";
    f.fix = fix;
    outcome.add(std::move(f));
    return outcome;
}

} // namespace ssd
