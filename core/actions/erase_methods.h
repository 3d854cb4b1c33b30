// The secure-erase methods (ATA security erase, NVMe format, NVMe
// sanitize): their names, and the pure choice of one from what the drive
// reports (erase.h describes the order).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/actions/ata_identify.h"
#include "core/actions/nvme_admin.h"
#include "core/util/enum_table.h"
#include "core/util/error.h"

namespace ssd::actions {

enum class EraseMethod { AtaEnhanced, AtaNormal, NvmeCrypto, NvmeUserData, SanitizeCrypto, SanitizeBlock, SanitizeOverwrite };

// Wire name (CLI --method, JSON) and what the drive is sent, in words.
inline constexpr EnumTable<EraseMethod, 7> kEraseMethods{{{
    {EraseMethod::AtaEnhanced, "ata-enhanced", "ATA ENHANCED SECURITY ERASE UNIT"},
    {EraseMethod::AtaNormal, "ata-normal", "ATA SECURITY ERASE UNIT"},
    {EraseMethod::NvmeCrypto, "nvme-crypto", "NVMe Format NVM with cryptographic erase (SES=2)"},
    {EraseMethod::NvmeUserData, "nvme-user-data", "NVMe Format NVM with user data erase (SES=1)"},
    {EraseMethod::SanitizeCrypto, "sanitize-crypto", "NVMe Sanitize, crypto erase"},
    {EraseMethod::SanitizeBlock, "sanitize-block", "NVMe Sanitize, block erase"},
    {EraseMethod::SanitizeOverwrite, "sanitize-overwrite", "NVMe Sanitize, overwrite (one pass)"},
}}};

inline std::string_view erase_method_name(EraseMethod method) { return kEraseMethods.wire(method); }
inline std::optional<EraseMethod> parse_erase_method(std::string_view name) { return kEraseMethods.parse(name); }
inline std::string erase_method_description(EraseMethod method) { return std::string(kEraseMethods.label(method)); }
bool is_ata_method(EraseMethod method);
bool is_sanitize_method(EraseMethod method);
// "ata-enhanced, ata-normal"; "none" for no method.
std::string join_erase_methods(const std::vector<EraseMethod>& methods);

struct MethodChoice {
    EraseMethod method = EraseMethod::AtaNormal;
    bool requested = false;                 // --method named it
    std::vector<EraseMethod> supported;     // strongest first
};

// Pure choices from what the drive reports. Refused (with the reason and
// what the drive does support) when the requested method is not supported
// or nothing is.
Result<MethodChoice> choose_ata_method(const AtaSecurityState& security, std::optional<EraseMethod> requested,
                                       const std::string& device);
Result<MethodChoice> choose_nvme_method(const NvmeControllerInfo& controller, std::optional<EraseMethod> requested,
                                        const std::string& device);

} // namespace ssd::actions
