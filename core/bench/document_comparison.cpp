#include "core/bench/document_comparison.h"

#include <algorithm>

#include "core/bench/bench_report.h"
#include "core/bench/engine_text.h"
#include "core/util/json_util.h"

namespace ssd::bench {

namespace {

std::string preset_text(const BenchDocument& document) {
    return document.preset ? std::string(preset_name(*document.preset)) : "unknown";
}

std::string data_text(const BenchDocument& document) {
    return document.data ? std::string(data_pattern_name(*document.data)) : "unknown";
}

std::vector<RunDifference> differences(const BenchDocument& current, const BenchDocument& earlier) {
    const std::vector<RunDifference> all{
        {"target_kind", std::string(target_kind_name(current.kind)), std::string(target_kind_name(earlier.kind))},
        {"preset", preset_text(current), preset_text(earlier)},
        {"data", data_text(current), data_text(earlier)},
        {"span_bytes", std::to_string(current.span_bytes), std::to_string(earlier.span_bytes)},
        {"engine", engine_text(current), engine_text(earlier)},
    };
    std::vector<RunDifference> found;
    std::copy_if(all.begin(), all.end(), std::back_inserter(found),
                 [](const RunDifference& d) { return d.current != d.earlier; });
    return found;
}

nlohmann::json names_json(const std::vector<std::string>& names) { return names; }

std::string names_text(const std::vector<std::string>& names) {
    std::string text;
    for (const auto& name : names) text += (text.empty() ? "" : ", ") + name;
    return text;
}

} // namespace

Result<BenchDocument> earlier_bench_result(const nlohmann::json& document) {
    const auto not_a_result = [](const std::string& why) {
        return fail(ErrorCode::InputMalformed, "not a benchmark result (the output of ssdtool bench --json): " + why);
    };
    if (!document.is_object()) return not_a_result("not a JSON object");
    if (document.contains("dry_run")) return not_a_result("a dry run, which measured nothing");
    if (document.contains("error")) return not_a_result("the document of a run that failed");
    if (!document.contains("target") || !document["target"].is_string()) return not_a_result("no target");
    if (!document.contains("preset") || !document["preset"].is_string()) return not_a_result("no preset");
    std::optional<BenchDocument> parsed;
    try {
        parsed = bench_report_from_json(document);
    } catch (const JsonFieldError& error) {
        return not_a_result(error.what());
    }
    if (!parsed || parsed->results.empty()) return not_a_result("no results");
    for (const auto& result : document["results"]) {
        if (!result.is_object() || !result.contains("name") || !result["name"].is_string() ||
            !result.contains("mb_per_s") || !result["mb_per_s"].is_number()) {
            return not_a_result("a result without a name or MB/s");
        }
    }
    return *parsed;
}

DocumentComparison compare_with_document(const BenchDocument& current, const BenchDocument& earlier) {
    DocumentComparison comparison{earlier.target, {}, {}, {}, differences(current, earlier)};
    std::vector<bool> used(earlier.results.size(), false);
    for (const auto& job : current.results) {
        bool matched = false;
        for (std::size_t i = 0; i < earlier.results.size() && !matched; ++i) {
            if (used[i] || !same_shape(job, earlier.results[i])) continue;
            used[i] = true;
            matched = true;
            comparison.jobs.push_back(compare_job(job, earlier.results[i]));
        }
        if (!matched) comparison.only_current.push_back(job.name);
    }
    for (std::size_t i = 0; i < earlier.results.size(); ++i) {
        if (!used[i]) comparison.only_earlier.push_back(earlier.results[i].name);
    }
    return comparison;
}

nlohmann::json document_comparison_to_json(const DocumentComparison& comparison, const std::string& file) {
    nlohmann::json results = nlohmann::json::array();
    for (const auto& job : comparison.jobs) results.push_back(job_comparison_to_json(job));
    nlohmann::json differences = nlohmann::json::array();
    for (const auto& d : comparison.differences) {
        differences.push_back({{"field", d.field}, {"current", d.current}, {"earlier", d.earlier}});
    }
    return {{"with", "file"},
            {"file", file},
            {"target", comparison.earlier_target},
            {"results", results},
            {"only_current", names_json(comparison.only_current)},
            {"only_earlier", names_json(comparison.only_earlier)},
            {"differences", differences}};
}

std::string document_comparison_to_text(const DocumentComparison& comparison, const std::string& file) {
    std::string text = "Compared with " + file + " (a run on " + comparison.earlier_target + "; change of each figure):\n";
    for (const auto& d : comparison.differences) {
        text += "  Not the same " + d.field + ": " + d.current + " now, " + d.earlier + " then.\n";
    }
    for (const auto& job : comparison.jobs) text += job_comparison_row(job);
    if (!comparison.only_current.empty()) {
        text += "No counterpart in " + file + ": " + names_text(comparison.only_current) + "\n";
    }
    if (!comparison.only_earlier.empty()) {
        text += "Not run this time: " + names_text(comparison.only_earlier) + "\n";
    }
    return text;
}

} // namespace ssd::bench
