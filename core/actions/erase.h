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
// The methods and the choice: erase_methods.h; ATA: erase_ata.h; NVMe:
// erase_nvme.h; the JSON and text of the report: erase_report.cpp.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/actions/action_platform.h"
#include "core/actions/erase_ata.h"
#include "core/actions/erase_methods.h"
#include "core/actions/erase_steps.h"

namespace ssd::actions {

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
    // Stopped at a safe point (before the erase command, between
    // namespaces) or while waiting for a sanitize; `state` says what state
    // the drive is in.
    bool cancelled = false;
    std::string state;
};

// A stop is honoured before the erase command is sent (an ATA erase then
// removes its temporary password again), between namespaces of a format,
// and while a sanitize is polled (the waiting stops; the sanitize goes on).
// While the drive erases, the stop token is marked unstoppable with why.
Result<EraseReport> run_erase(ActionPlatform& platform, const EraseRequest& request, const ProgressSink& progress = {},
                              StopToken stop = {});

nlohmann::json erase_report_to_json(const EraseReport& report);
std::string erase_report_to_text(const EraseReport& report);

} // namespace ssd::actions
