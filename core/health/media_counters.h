// The error counters a verdict and the media/CRC findings need, read by
// attribute name (or the ATA Device Statistics / NVMe log), each with where it
// came from so reasons and evidence can name it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/smart/smart_report.h"

namespace ssd {

struct CounterReading {
    std::string source; // "5 Reallocated_Sector_Ct", "NVMe health log Media and Data Integrity Errors"
    std::uint64_t count = 0;
};

struct MediaCounters {
    std::optional<CounterReading> reallocated;            // sectors/blocks replaced by spares
    std::optional<CounterReading> pending;                // unreadable, waiting to be reallocated
    std::optional<CounterReading> offline_uncorrectable;  // found uncorrectable by the drive's own scan
    std::optional<CounterReading> reported_uncorrectable; // uncorrectable errors returned to the host
    std::optional<CounterReading> nvme_media_errors;      // NVMe Media and Data Integrity Errors
    std::optional<CounterReading> interface_crc;          // SATA/UDMA link CRC errors (cable, port)
    std::optional<CounterReading> scsi_grown_defects;     // SAS/SCSI: blocks added to the grown defect list
    std::optional<CounterReading> scsi_uncorrected;       // SAS/SCSI: uncorrected read, write and verify errors
    std::optional<CounterReading> scsi_non_medium;        // SAS/SCSI: errors not of the medium (link, hardware)

    // Any count of damaged or unreadable media above zero.
    bool any_media_problem() const;
};

MediaCounters read_media_counters(const SmartReport& report);

// The count in a raw value printed as "N" or "N (more fields)" (raw16(raw16)
// style); nullopt for anything else.
std::optional<std::uint64_t> leading_count(const AtaAttribute& attribute);

} // namespace ssd
