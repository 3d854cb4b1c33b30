// Reads the NVMe log pages that count media writes (nvme_media_log_choice.h) from a live drive
// through nvme-cli's raw Get Log Page (`nvme get-log DEV --log-id=N --log-len=512 -b`): the bytes
// are decoded here in the core (nvme_media_logs.h), never nvme-cli's text or JSON, whose format
// has changed between versions. Only Get Log Page is sent: read-only, as smartctl's reads are.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/process/command_runner.h"
#include "core/smart/nvme_media_evidence.h"
#include "core/smart/smart_report.h"

namespace ssd {

// Every log in order; a log the drive refuses, or a missing nvme-cli, becomes a NvmeLogNotRead
// with the reason (never an error: the health log alone is still a full reading).
NvmeLogReading read_nvme_media_logs(CommandRunner& runner, const std::string& device,
                                    std::optional<std::uint16_t> pci_vendor_id);

// The logs of the drive `report` describes, when it is one the OS drives as NVMe (smartctl's
// type "nvme"); nullopt for any other drive: behind a USB bridge (sntjmicron…) nvme-cli cannot
// reach it, and ATA and SCSI drives have no such logs.
std::optional<NvmeLogReading> read_nvme_media_logs_of(CommandRunner& runner, const std::string& device,
                                                      const SmartReport& report);

} // namespace ssd
