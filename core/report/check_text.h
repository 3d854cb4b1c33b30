// Human text for `check` and `report`: findings by severity with the numbers
// behind them and the fix, then what could not be checked and why.
#pragma once

#include <string>

#include "core/diagnosis/drive_checks.h"

namespace ssd {

// One drive's findings and not-evaluated checks, indented under its header.
std::string drive_checks_to_text(const DriveCheck& drive);
std::string system_checks_to_text(const SystemCheck& system);
// The whole `check` output.
std::string check_report_to_text(const CheckReport& report);
// The whole `report` output: health summary plus checks of each drive, then the system.
std::string full_report_to_text(const CheckReport& report);

} // namespace ssd
