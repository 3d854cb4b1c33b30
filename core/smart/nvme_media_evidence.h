// What an NVMe drive said about its media writes: the raw log pages read from it (kept as
// they came, so a support capture can carry them and be decoded again anywhere) and, decoded
// from them in the order nvme_media_log_choice.h gives, the first counters that could be used,
// with a line for every log that was tried and why it was not used. The write rules
// (health/write_amplification.cpp) turn this into host and NAND bytes and WA, or into the reason
// there are none, naming what was tried.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/smart/nvme_media_logs.h"

namespace ssd {

// One log page as the drive returned it.
struct NvmeLogPage {
    NvmeMediaLog log = NvmeMediaLog::EnduranceGroup;
    std::vector<std::uint8_t> bytes;
    friend bool operator==(const NvmeLogPage&, const NvmeLogPage&) = default;
};

// A log that was tried and could not be read ("the drive refused it: Invalid Log Page").
struct NvmeLogNotRead {
    NvmeMediaLog log = NvmeMediaLog::EnduranceGroup;
    std::string why;
    friend bool operator==(const NvmeLogNotRead&, const NvmeLogNotRead&) = default;
};

// What was read, in the order it was tried.
struct NvmeLogReading {
    std::vector<NvmeLogPage> pages;
    std::vector<NvmeLogNotRead> not_read;
    friend bool operator==(const NvmeLogReading&, const NvmeLogReading&) = default;
};

struct NvmeMediaEvidence {
    NvmeLogReading reading;
    std::optional<NvmeMediaWrites> writes; // the first page that decoded
    // One line per log tried and not used: "the OCP … log (C0h): the page does not carry the OCP
    // log's GUID", "the Endurance Group Information log (09h): not read: …".
    std::vector<std::string> not_used;
};

// Decodes the pages in the order they were read; the first that decodes gives the writes.
NvmeMediaEvidence nvme_media_evidence(NvmeLogReading reading);

// "the Endurance Group Information log (09h): not read: …; the OCP …": the not_used lines in one.
std::string joined_not_used(const NvmeMediaEvidence& evidence);

} // namespace ssd
