// The readers of json_writer.h's documents (`list`, `health`, a finding):
// the GUI and tests read these types instead of spelling keys. Each reader
// sits beside its writer and is tested on the writer's own output
// (tests/unit/test_json_readers.cpp), so a key renamed on one side fails there.
// Readers are lenient: a missing or null field keeps the type's default.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/drive/drive_info.h"
#include "core/health/drive_facts.h"
#include "core/health/finding.h"
#include "core/smart/smart_report.h"

namespace ssd {

// The `endurance` block of a health document: the figures and the rating in words.
struct EnduranceDocument {
    std::optional<double> tb_written;
    std::optional<double> rated_tb;
    std::optional<double> rated_used_percent;
    std::optional<std::string> rating_id;  // null for a user's rating
    std::string source_kind;               // "" when no rating is known
    std::vector<std::string> sources;
    std::optional<int> warranty_years;
    std::optional<std::string> unavailable_reason;
};

// A `health` document as its reader sees it: what HealthResult printed, minus
// what the document does not carry (the whole SmartReport, the WriteGap enum).
struct HealthDocument {
    DriveInfo drive; // device, model, serial, firmware, protocol, transport, rotational, capacity, logical sector
    std::optional<std::string> model_family;
    bool smart_available = false;
    std::string smart_unavailable_reason;
    std::optional<int> temperature_c;
    std::optional<std::uint64_t> power_on_hours;
    std::optional<std::uint64_t> power_cycles;
    Verdict verdict;
    WriteFacts writes; // gap stays NotEvaluated: the document has only the words
    WearFacts wear;
    EnduranceDocument endurance;
    std::vector<AtaAttribute> attributes;
    // nvme_health_log as printed (null for ATA): shown key by key, as it is.
    nlohmann::json nvme_health_log;
    std::vector<Finding> findings;
};

DriveInfo drive_from_json(const nlohmann::json& drive);
// {"drives": [...]} → the drives; anything else → none.
std::vector<DriveInfo> list_from_json(const nlohmann::json& list);
HealthDocument health_from_json(const nlohmann::json& health);

// error_to_json's {"error": {"code", "message"}}; nullopt when there is no "error".
struct ErrorDocument {
    std::string code; // error_code_name(): "permission-denied", "interrupted", …
    std::string message;
};
std::optional<ErrorDocument> error_from_json(const nlohmann::json& document);

} // namespace ssd
