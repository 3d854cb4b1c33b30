// The reader of check_json.h's `check` document, for the GUI and tests: the
// parts a reader acts on as types (findings, what was not evaluated, the
// drive's partitions); the rest of `setup` stays JSON, shown as it is.
// Tested on check_report_to_json's own output (tests/unit/test_json_readers.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/checks/check_outcome.h"
#include "core/checks/setup_observations.h"
#include "core/drive/drive_info.h"

namespace ssd {

struct CheckedDrive {
    DriveInfo drive; // device, kernel_name, model, serial, firmware, protocol, transport, capacity
    std::string verdict;
    bool smart_available = false;
    std::string smart_unavailable_reason;
    CheckOutcome outcome;
    // setup.partitions; nullopt when it could not be observed.
    std::optional<std::vector<PartitionObservation>> partitions;
    nlohmann::json setup = nlohmann::json::object();
};

struct CheckedSystem {
    CheckOutcome outcome;
    nlohmann::json setup = nlohmann::json::object();
};

struct CheckDocument {
    std::vector<CheckedDrive> drives;
    CheckedSystem system;

    const CheckedDrive* drive(const std::string& device) const;
};

CheckDocument check_report_from_json(const nlohmann::json& report);
// The `report` document (full_report_to_json): each drive's checks (under "checks" beside
// its health) and the system's; a drive's setup, partitions and verdict are not read.
CheckDocument full_report_from_json(const nlohmann::json& report);

} // namespace ssd
