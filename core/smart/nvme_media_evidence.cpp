#include "core/smart/nvme_media_evidence.h"

#include "core/util/join.h"

namespace ssd {

NvmeMediaEvidence nvme_media_evidence(NvmeLogReading reading) {
    NvmeMediaEvidence evidence;
    for (const auto& missing : reading.not_read) {
        evidence.not_used.push_back(std::string(kNvmeMediaLogs.label(missing.log)) + ": not read: " + missing.why);
    }
    for (const auto& page : reading.pages) {
        auto decoded = decode_nvme_media_log(page.log, page.bytes);
        if (!decoded) {
            evidence.not_used.push_back(decoded.error().message); // names the log
        } else if (!evidence.writes) {
            evidence.writes = *decoded;
        }
    }
    evidence.reading = std::move(reading);
    return evidence;
}

std::string joined_not_used(const NvmeMediaEvidence& evidence) {
    return join(evidence.not_used, "; ");
}

} // namespace ssd
