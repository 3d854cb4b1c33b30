// A run against a `bench` document the user kept (`ssdtool bench --compare
// FILE`: any earlier `bench --json` result, of this drive or another, saved
// by the CLI or the GUI). Unlike the history's comparison
// (bench_comparison.h), the two runs need not have been comparable: jobs are
// matched by their shape (name, access, block size, queue depth, threads,
// read percentage), the jobs without a counterpart on either side are named,
// and what differs between the runs (preset, data written, test area,
// engine, target kind) is listed so that a reader can judge the change.
// Pure: two documents in, the comparison out.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/job_comparison.h"
#include "core/util/error.h"

namespace ssd::bench {

// A setting the two runs did not share: e.g. {"span_bytes", "1073741824", "8589934592"}.
struct RunDifference {
    std::string field; // the document's key
    std::string current;
    std::string earlier;
};

struct DocumentComparison {
    std::string earlier_target;             // what the earlier run ran on
    std::vector<JobComparison> jobs;        // this run's jobs that have a counterpart, in this run's order
    std::vector<std::string> only_current;  // this run's jobs the earlier run did not have
    std::vector<std::string> only_earlier;  // the earlier run's jobs this run did not have
    std::vector<RunDifference> differences;
};

// The earlier run read from a document: InputMalformed (saying why) when it
// is not a finished `bench` result (no target or preset, no results, a job
// without a name or MB/s: a dry run, an error, another command's output).
Result<BenchDocument> earlier_bench_result(const nlohmann::json& document);

DocumentComparison compare_with_document(const BenchDocument& current, const BenchDocument& earlier);

// The `comparison` object of the `bench` document; `file`: where the earlier run was read.
nlohmann::json document_comparison_to_json(const DocumentComparison& comparison, const std::string& file);
// "Compared with FILE (…):", the differences, one row per matched job and the unmatched jobs.
std::string document_comparison_to_text(const DocumentComparison& comparison, const std::string& file);

} // namespace ssd::bench
