// ATA secure erase through hdparm: SECURITY SET PASSWORD with a temporary
// password, SECURITY ERASE UNIT (enhanced when asked), and a state machine
// that never leaves the password behind without saying so.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/actions/action_platform.h"
#include "core/actions/ata_identify.h"
#include "core/actions/erase_methods.h"
#include "core/actions/erase_steps.h"

namespace ssd::actions {

// The temporary user password the ATA erase sets (and removes on failure).
inline constexpr const char* kAtaTemporaryPassword = "ssdtool";

// Why an ATA drive cannot be security-erased now, with the remedy
// (not supported, locked, a password already set, frozen, count expired).
std::optional<Error> ata_security_blocker(const AtaIdentity& identity, const std::string& device);

// The time limit for SECURITY ERASE UNIT from the drive's estimate: twice the
// estimate plus 30 minutes; 12 hours when the drive gives none or "more
// than 508 minutes".
std::chrono::seconds ata_erase_timeout(const AtaSecurityState& security, bool enhanced);

// What the drive reported, for the report's "capabilities".
nlohmann::json ata_capabilities(const AtaIdentity& id);

// One drive's erase: its plan, and running it.
class AtaEraser {
public:
    AtaEraser(ActionPlatform& platform, const ActionTarget& target, const ProgressSink& progress)
        : platform_(platform), progress_(progress), device_(target.identity.device) {}

    Result<AtaIdentity> identify();
    void plan(safety::ActionPlan& plan, EraseMethod method, const AtaSecurityState& security) const;
    // A stop is honoured only before SECURITY ERASE UNIT is sent (the
    // temporary password is then removed again); the erase itself cannot be
    // stopped by the drive, and the stop token says so while it runs.
    Result<EraseStopped> run(EraseMethod method, const AtaSecurityState& security, std::vector<std::string>& notes,
                             StopToken stop);

private:
    std::vector<std::string> hdparm_security(const std::string& option) const;
    std::vector<std::string> identify_argv() const { return {"hdparm", "-I", device_}; }
    Result<CommandOutput> run_command(std::vector<std::string> argv, std::chrono::seconds timeout);
    // Something failed after the password was set: remove it, then say
    // exactly what state the drive is in.
    tl::unexpected<Error> recover(const Error& cause);
    // Removes the temporary password: nullopt when security is disabled and
    // the drive unlocked again, else the sentence about what is left.
    std::optional<std::string> remove_password();

    ActionPlatform& platform_;
    const ProgressSink& progress_;
    std::string device_;
};

} // namespace ssd::actions
