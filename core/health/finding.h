// A finding: one fact about a drive or the system that a person should act on
// (docs/CONTRACT.md "Finding"). Ids are stable; scripts and the GUI key off them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace ssd {

enum class Severity { Info, Warning, Critical };

std::string_view severity_name(Severity severity);
// "info" | "warning" | "critical" → Severity; nullopt for anything else.
std::optional<Severity> parse_severity(std::string_view name);

struct Finding {
    std::string id;        // "interface-crc-errors"
    Severity severity = Severity::Info;
    std::string title;     // one line
    nlohmann::json evidence = nlohmann::json::object();
    std::string fix;       // what to do, in words
    std::optional<std::vector<std::string>> action; // argv ssdtool can run to fix it
};

// A finding read back from a document (finding_to_json's shape); lenient: a missing key is empty.
Finding finding_from_json(const nlohmann::json& finding);
std::vector<Finding> findings_from_json(const nlohmann::json& findings);

} // namespace ssd
