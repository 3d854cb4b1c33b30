#include "core/actions/erase_methods.h"

#include <algorithm>

#include "core/util/join.h"

namespace ssd::actions {

std::string join_erase_methods(const std::vector<EraseMethod>& methods) {
    return methods.empty() ? "none" : join(methods, ", ", erase_method_name);
}

// ---- names --------------------------------------------------------------------

bool is_ata_method(EraseMethod method) { return method == EraseMethod::AtaEnhanced || method == EraseMethod::AtaNormal; }

bool is_sanitize_method(EraseMethod m) {
    return m == EraseMethod::SanitizeCrypto || m == EraseMethod::SanitizeBlock || m == EraseMethod::SanitizeOverwrite;
}

// ---- choices ------------------------------------------------------------------

Result<MethodChoice> choose_ata_method(const AtaSecurityState& security, std::optional<EraseMethod> requested,
                                       const std::string& device) {
    MethodChoice choice;
    if (security.supported) {
        if (security.enhanced_erase_supported) choice.supported.push_back(EraseMethod::AtaEnhanced);
        choice.supported.push_back(EraseMethod::AtaNormal);
    }
    if (requested) {
        choice.requested = true;
        if (std::find(choice.supported.begin(), choice.supported.end(), *requested) == choice.supported.end()) {
            std::string why = !is_ata_method(*requested)
                                  ? std::string(" (it is an NVMe method; ") + device + " is an ATA drive)"
                                  : " (hdparm -I shows " +
                                        std::string(security.supported ? "\"not supported: enhanced erase\""
                                                                       : "no ATA security feature set") + ")";
            return fail(ErrorCode::Refused, std::string(erase_method_name(*requested)) +
                                                " is not supported by the drive " + device + why +
                                                "; it supports: " + join_erase_methods(choice.supported));
        }
        choice.method = *requested;
        return choice;
    }
    if (choice.supported.empty()) {
        return fail(ErrorCode::Refused, device + ": the security feature set is not supported by the drive");
    }
    choice.method = choice.supported.front();
    return choice;
}

Result<MethodChoice> choose_nvme_method(const NvmeControllerInfo& c, std::optional<EraseMethod> requested,
                                        const std::string& device) {
    MethodChoice choice;
    // Strongest first: cryptographic, then block erase, then user-data erase.
    if (c.sanitize_crypto()) choice.supported.push_back(EraseMethod::SanitizeCrypto);
    if (c.format_supported() && c.crypto_erase_supported()) choice.supported.push_back(EraseMethod::NvmeCrypto);
    if (c.sanitize_block()) choice.supported.push_back(EraseMethod::SanitizeBlock);
    if (c.format_supported()) choice.supported.push_back(EraseMethod::NvmeUserData);
    if (c.sanitize_overwrite()) choice.supported.push_back(EraseMethod::SanitizeOverwrite);
    if (requested) {
        choice.requested = true;
        if (std::find(choice.supported.begin(), choice.supported.end(), *requested) == choice.supported.end()) {
            std::string why;
            if (is_ata_method(*requested)) {
                why = "it is an ATA method; " + device + " is an NVMe drive";
            } else if (is_sanitize_method(*requested)) {
                why = "the controller's SANICAP is " + std::to_string(c.sanicap) + ": no " +
                      (*requested == EraseMethod::SanitizeCrypto ? "crypto erase"
                       : *requested == EraseMethod::SanitizeBlock ? "block erase"
                                                                   : "overwrite") +
                      " sanitize";
            } else if (!c.format_supported()) {
                why = "OACS " + std::to_string(c.oacs) + " has no Format NVM";
            } else {
                why = "FNA " + std::to_string(c.fna) + " has no cryptographic erase";
            }
            return fail(ErrorCode::Refused, std::string(erase_method_name(*requested)) +
                                                " is not supported by the drive " + device + " (" + why +
                                                "); it supports: " + join_erase_methods(choice.supported));
        }
        choice.method = *requested;
        return choice;
    }
    const auto first = std::find_if(choice.supported.begin(), choice.supported.end(),
                                    [](EraseMethod m) { return m != EraseMethod::SanitizeOverwrite; });
    if (first == choice.supported.end()) {
        return fail(ErrorCode::Refused,
                    device + " supports neither Format NVM nor a sanitize erase by block or crypto erase" +
                        (choice.supported.empty() ? "" : " (only sanitize-overwrite; ask for it with --method)"));
    }
    choice.method = *first;
    return choice;
}

} // namespace ssd::actions
