// The `bench` documents of docs/CONTRACT.md (one writer for the CLI, the helper
// and the GUI) and their human-readable text.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/bench/plan.h"
#include "core/bench/session.h"

namespace ssd::bench {

nlohmann::json job_result_to_json(const JobResult& result);
nlohmann::json bench_report_to_json(const BenchReport& report);
std::string bench_report_to_text(const BenchReport& report);

// `--json --progress`: one line per event; keys keep their order, so
// "event": "progress" comes first.
nlohmann::ordered_json progress_event_to_json(const ProgressEvent& event);
// The live line on a terminal (no newline).
std::string progress_event_to_text(const ProgressEvent& event);

// `--dry-run`: the checks and the exact steps.
nlohmann::json plan_to_json(const PlanOutcome& outcome);
std::string plan_to_text(const PlanOutcome& outcome);

std::string_view target_kind_name(TargetKind kind);

} // namespace ssd::bench
