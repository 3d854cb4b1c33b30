// Which NVMe log pages to read for media writes, in order (issue 35): the standard Endurance
// Group Information log first (NVMe 1.4+, any vendor), then the OCP datacenter log (any vendor:
// its GUID tells whether the page really is the OCP one), then the vendor log that matches the
// controller's PCI vendor id. The vendor rows are data with the source that documents them;
// a vendor not listed gets the two standard tries only.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/smart/nvme_media_logs.h"

namespace ssd {

struct VendorMediaLog {
    std::uint16_t pci_vendor_id = 0;
    std::string_view vendor;
    NvmeMediaLog log = NvmeMediaLog::IntelAdditionalSmart;
    std::string_view source; // where the log's layout and meaning are documented
};

inline constexpr std::array<VendorMediaLog, 2> kVendorMediaLogs{{
    {0x8086, "Intel", NvmeMediaLog::IntelAdditionalSmart,
     "nvme-cli plugins/intel/intel-nvme.c (smart-log-add); Meta CacheLib NandWrites.cpp reads it for Intel drives"},
    {0x025E, "Solidigm", NvmeMediaLog::IntelAdditionalSmart,
     "nvme-cli plugins/solidigm/solidigm-smart.c; Solidigm endurance_profiler.sh (units of 32 MiB)"},
}};

// The log identifier the NVMe Get Log Page command takes.
std::uint8_t nvme_log_id(NvmeMediaLog log);

// The logs to try for a controller with this PCI vendor id (smartctl's nvme_pci_vendor.id), in order.
std::vector<NvmeMediaLog> nvme_media_logs_to_try(std::optional<std::uint16_t> pci_vendor_id);

} // namespace ssd
