#include "core/smart/nvme_media_log_choice.h"

namespace ssd {

std::uint8_t nvme_log_id(NvmeMediaLog log) {
    switch (log) {
    case NvmeMediaLog::EnduranceGroup: return 0x09;
    case NvmeMediaLog::OcpSmartExtended: return 0xC0;
    case NvmeMediaLog::IntelAdditionalSmart: return 0xCA;
    }
    return 0;
}

std::vector<NvmeMediaLog> nvme_media_logs_to_try(std::optional<std::uint16_t> pci_vendor_id) {
    std::vector<NvmeMediaLog> logs{NvmeMediaLog::EnduranceGroup, NvmeMediaLog::OcpSmartExtended};
    for (const auto& row : kVendorMediaLogs) {
        if (pci_vendor_id == row.pci_vendor_id) logs.push_back(row.log);
    }
    return logs;
}

} // namespace ssd
