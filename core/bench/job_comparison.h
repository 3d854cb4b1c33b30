// One job of a run against the same job of an earlier run: the ratios of its
// figures, as JSON and as a row of text. Shared by the history's comparison
// of comparable runs (bench_comparison.h) and --compare FILE
// (document_comparison.h).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/bench/bench_comparison.h"

namespace ssd::bench {

// The same job but for the data written: name, access, block size, queue
// depth, threads and read percentage (what --compare FILE matches jobs by).
bool same_shape(const JobSummary& a, const JobSummary& b);

// `now` against `then` (the ratios of each figure).
JobComparison compare_job(const JobSummary& now, const JobSummary& then);

// One entry of a comparison's `results`: the earlier figures and the ratios.
nlohmann::json job_comparison_to_json(const JobComparison& job);

// One job's row of a comparison's text, in the columns of the results table (ends with a newline).
std::string job_comparison_row(const JobComparison& job);

} // namespace ssd::bench
