#include "core/health/firmware_advisories.h"
#include "core/util/json_depth.h"
#include "core/util/json_util.h"

#include <algorithm>
#include <cctype>

#include <nlohmann/json.hpp>

namespace ssd {

namespace {

using nlohmann::json;

Result<std::string> required_string(const json& entry, const char* key, std::size_t index) {
    auto text = json_lenient<std::string>(entry, key);
    if (!text || text->empty()) {
        return fail(ErrorCode::InputMalformed,
                    "advisory " + std::to_string(index) + ": \"" + key + "\" is missing or not a non-empty string");
    }
    return std::move(*text);
}

Result<std::regex> compile(const std::string& pattern, const std::string& id, const char* what) {
    try {
        return std::regex(pattern, std::regex::ECMAScript);
    } catch (const std::regex_error& error) {
        return fail(ErrorCode::InputMalformed, "advisory " + id + ": " + what + " regex does not compile: " + error.what());
    }
}

Result<Advisory> parse_entry(const json& entry, std::size_t index) {
    if (!entry.is_object()) {
        return fail(ErrorCode::InputMalformed, "advisory " + std::to_string(index) + " is not an object");
    }
    Advisory advisory;
    for (auto [field, key] : {std::pair{&advisory.id, "id"}, std::pair{&advisory.model_pattern, "model_regex"},
                              std::pair{&advisory.firmware_pattern, "firmware_regex"},
                              std::pair{&advisory.problem, "problem"}, std::pair{&advisory.fixed_firmware, "fixed_firmware"},
                              std::pair{&advisory.fix, "fix"}}) {
        auto value = required_string(entry, key, index);
        if (!value) {
            return tl::unexpected(value.error());
        }
        *field = std::move(*value);
    }
    auto severity = required_string(entry, "severity", index);
    if (!severity) {
        return tl::unexpected(severity.error());
    }
    const auto parsed = parse_severity(*severity);
    if (!parsed) {
        return fail(ErrorCode::InputMalformed, "advisory " + advisory.id + ": severity \"" + *severity +
                                                   "\" is not info, warning or critical");
    }
    advisory.severity = *parsed;
    const auto sources = entry.find("sources");
    if (sources == entry.end() || !sources->is_array() || sources->empty()) {
        return fail(ErrorCode::InputMalformed, "advisory " + advisory.id + " cites no sources");
    }
    for (const auto& source : *sources) {
        auto text = json_as<std::string>(source);
        const bool url = text && (text->rfind("https://", 0) == 0 || text->rfind("http://", 0) == 0);
        if (!url) {
            return fail(ErrorCode::InputMalformed, "advisory " + advisory.id + ": sources must be http(s) URLs");
        }
        advisory.sources.push_back(std::move(*text));
    }
    if (const auto scope = entry.find("applies_to"); scope != entry.end()) {
        const auto text = json_as<std::string>(*scope);
        const auto parsed_scope = text ? kAdvisoryScopes.parse(*text) : std::nullopt;
        if (!parsed_scope) {
            return fail(ErrorCode::InputMalformed, "advisory " + advisory.id + ": applies_to must be " +
                                                       kAdvisoryScopes.wire_list());
        }
        advisory.applies_to = *parsed_scope;
    }
    auto model = compile(advisory.model_pattern, advisory.id, "model");
    if (!model) {
        return tl::unexpected(model.error());
    }
    auto firmware = compile(advisory.firmware_pattern, advisory.id, "firmware");
    if (!firmware) {
        return tl::unexpected(firmware.error());
    }
    advisory.model_regex = std::move(*model);
    advisory.firmware_regex = std::move(*firmware);
    return advisory;
}

std::string lowercase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

// A smartctl message that is a drive-database firmware warning: smartctl's
// text form starts "==> WARNING:"; the warnings themselves speak of a
// "firmware update" or a "firmware bug".
bool is_firmware_warning(const SmartctlMessage& message) {
    const std::string text = lowercase(message.text);
    return text.find("==> warning") != std::string::npos || text.find("firmware update") != std::string::npos ||
           text.find("firmware bug") != std::string::npos;
}

bool matches(const Advisory& advisory, const std::string& model, const std::string& firmware) {
    return std::regex_match(model, advisory.model_regex) && std::regex_match(firmware, advisory.firmware_regex);
}

namespace words = evidence_format;

constexpr EvidenceKey kAdvisoryKeys[] = {
    {"model", "Model", words::text},
    {"firmware", "Firmware", words::text},
    {"problem", "Problem", words::text},
    {"fixed_firmware", "Fixed in", words::text},
    {"power_on_hours", "Power-on time", words::hours},
    {"smartctl_message", "smartctl's drive database says", words::text},
    {"drive_database", "Drive database", words::text},
    {"advisory", "Advisory", words::text},
    {"sources", "Sources", words::list},
};
constexpr FindingEvidence kAdvisoryEvidence[] = {{"firmware-advisory", kAdvisoryKeys}};

Finding advisory_finding(const SmartReport& report, const Advisory& advisory) {
    Finding f;
    f.id = "firmware-advisory";
    f.severity = advisory.severity;
    f.title = "Known firmware problem: " + advisory.problem.substr(0, advisory.problem.find(". ")) +
              (advisory.problem.find(". ") == std::string::npos ? "" : ".");
    f.evidence = {{"advisory", advisory.id},
                  {"model", *report.model},
                  {"firmware", *report.firmware},
                  {"problem", advisory.problem},
                  {"fixed_firmware", advisory.fixed_firmware},
                  {"sources", advisory.sources}};
    if (report.power_on_hours) {
        f.evidence["power_on_hours"] = *report.power_on_hours;
    }
    f.fix = advisory.fix;
    return f;
}

// A warning from smartctl's drive database: in a message, in its text output
// (a text capture, --json=o) or from re-resolving a capture's names.
Finding drivedb_warning_finding(const SmartReport& report, const std::string& warning) {
    Finding f;
    f.id = "firmware-advisory";
    f.severity = Severity::Warning;
    f.title = "smartctl's drive database warns about this drive's firmware";
    f.evidence = {{"smartctl_message", warning},
                  {"model", report.model ? json(*report.model) : json(nullptr)},
                  {"firmware", report.firmware ? json(*report.firmware) : json(nullptr)}};
    if (report.names_database) f.evidence["drive_database"] = *report.names_database;
    f.fix = "Read the warning and the pages it names; update the firmware with the vendor's tool after a backup.";
    return f;
}

} // namespace

std::span<const FindingEvidence> firmware_advisory_evidence() { return kAdvisoryEvidence; }

Result<std::vector<Advisory>> load_advisories(std::string_view json_text) {
    if (std::all_of(json_text.begin(), json_text.end(), [](unsigned char c) { return std::isspace(c) != 0; })) {
        return fail(ErrorCode::InputEmpty, "the advisory file is empty");
    }
    const json doc = parse_outside_json(json_text);
    if (doc.is_discarded() || !doc.is_object()) {
        return fail(ErrorCode::InputMalformed, "the advisory file is not a JSON object");
    }
    const auto list = doc.find("advisories");
    if (list == doc.end() || !list->is_array()) {
        return fail(ErrorCode::InputMalformed, "the advisory file has no \"advisories\" array");
    }
    std::vector<Advisory> advisories;
    std::size_t index = 0;
    for (const auto& entry : *list) {
        auto advisory = parse_entry(entry, index++);
        if (!advisory) {
            return tl::unexpected(advisory.error());
        }
        if (std::any_of(advisories.begin(), advisories.end(),
                        [&](const Advisory& other) { return other.id == advisory->id; })) {
            return fail(ErrorCode::InputMalformed, "advisory id " + advisory->id + " appears twice");
        }
        advisories.push_back(std::move(*advisory));
    }
    return advisories;
}

std::vector<const Advisory*> selftest_hazards(std::span<const Advisory> advisories, std::string_view model,
                                              std::string_view firmware, selftest::TestType type) {
    std::vector<const Advisory*> hazards;
    const std::string model_text(model);
    const std::string firmware_text(firmware);
    for (const auto& advisory : advisories) {
        const bool about_this_test = advisory.applies_to == AdvisoryScope::SelftestAny ||
                                     (advisory.applies_to == AdvisoryScope::SelftestLong && type == selftest::TestType::Long);
        if (about_this_test && matches(advisory, model_text, firmware_text)) hazards.push_back(&advisory);
    }
    return hazards;
}

std::vector<Finding> match_advisories(const SmartReport& report, std::span<const Advisory> advisories) {
    std::vector<Finding> findings;
    if (report.model && report.firmware) {
        for (const auto& advisory : advisories) {
            if (advisory.applies_to == AdvisoryScope::Firmware && matches(advisory, *report.model, *report.firmware)) {
                findings.push_back(advisory_finding(report, advisory));
            }
        }
    }
    for (const auto& message : report.messages) {
        if (is_firmware_warning(message)) findings.push_back(drivedb_warning_finding(report, message.text));
    }
    for (const auto& warning : report.drivedb_warnings) {
        findings.push_back(drivedb_warning_finding(report, warning));
    }
    return findings;
}

} // namespace ssd
