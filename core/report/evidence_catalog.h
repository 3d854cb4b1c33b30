// Every rule's evidence words in one place (evidence_words.h): what the
// text output, the HTML report and the GUI show instead of raw keys.
#pragma once

#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/health/evidence_words.h"
#include "core/health/finding.h"

namespace ssd {

// The tables of every finding id: setup checks, health findings, firmware
// advisories and the Windows findings.
std::span<const FindingEvidence> evidence_catalog();

// A finding's evidence as lines in words, every key once (describe_with).
std::vector<EvidenceLine> describe_evidence(const Finding& finding);
// The same from a finding in JSON (the GUI's view of it).
std::vector<EvidenceLine> describe_evidence(std::string_view id, const nlohmann::json& evidence);

} // namespace ssd
