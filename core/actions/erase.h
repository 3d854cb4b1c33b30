// `ssdtool erase DEVICE [--method M]`: secure erase.
//   ATA: hdparm's SECURITY ERASE UNIT (enhanced when the drive supports it)
//        with a temporary user password; the state machine below never
//        leaves the password behind without saying so.
//   NVMe: Format NVM with Secure Erase Settings (user data / cryptographic)
//        or Sanitize (crypto erase / block erase / overwrite) with progress
//        from the sanitize log.
// Default: the strongest method the drive supports, cryptographic over block
// erase over user-data erase, enhanced over normal; sanitize over format of
// the same kind (it also clears caches and every namespace). Overwrite is
// never chosen by default (slow, and wear on flash); `--method` asks for it.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/actions/action_platform.h"
#include "core/actions/ata_identify.h"
#include "core/actions/nvme_admin.h"
#include "core/util/enum_table.h"

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

// The temporary user password the ATA erase sets (and removes on failure).
inline constexpr const char* kAtaTemporaryPassword = "ssdtool";

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

// Why an ATA drive cannot be security-erased now, with the remedy
// (not supported, locked, a password already set, frozen, count expired).
std::optional<Error> ata_security_blocker(const AtaIdentity& identity, const std::string& device);

// The time limit for SECURITY ERASE UNIT from the drive's estimate: twice the
// estimate plus 30 minutes; 12 hours when the drive gives none or "more
// than 508 minutes".
std::chrono::seconds ata_erase_timeout(const AtaSecurityState& security, bool enhanced);

struct EraseRequest {
    std::string device;
    std::optional<EraseMethod> method;      // nullopt: the strongest the drive supports
    std::optional<std::string> confirm;
    bool dry_run = false;
};

struct EraseReport {
    safety::TargetIdentity identity;
    EraseMethod method = EraseMethod::AtaNormal;
    bool method_requested = false;
    std::vector<EraseMethod> supported;
    nlohmann::json capabilities;            // what the drive reported (ATA security / NVMe fields)
    safety::ActionPlan plan;
    bool dry_run = false;
    double elapsed_seconds = 0.0;
    std::vector<std::string> notes;         // e.g. "the temporary password is gone"
};

Result<EraseReport> run_erase(ActionPlatform& platform, const EraseRequest& request, const ProgressSink& progress = {});

nlohmann::json erase_report_to_json(const EraseReport& report);
std::string erase_report_to_text(const EraseReport& report);

// Runs a command that blocks for a long time (an erase), telling `progress`
// every platform.tick_interval() how long it has run and, with an estimate,
// how far along it should be.
Result<CommandOutput> run_with_ticks(ActionPlatform& platform, const Command& command, const ProgressSink& progress,
                                     const std::string& action, const std::string& phase,
                                     std::optional<double> estimated_seconds);

} // namespace ssd::actions
