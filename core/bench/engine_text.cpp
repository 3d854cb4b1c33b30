#include "core/bench/engine_text.h"

#include <map>
#include <set>
#include <vector>

#include "core/util/join.h"

namespace ssd::bench {

std::string engine_text(std::string_view engine, std::span<const JobEngine> jobs) {
    std::map<std::string_view, std::set<std::uint32_t>> other_depths;
    for (const JobEngine& job : jobs) {
        if (!job.engine.empty() && job.engine != engine) other_depths[job.engine].insert(job.queue_depth);
    }
    std::string text(engine);
    for (const auto& [other, depths] : other_depths) {
        text += ", " + std::string(other) + " at queue depth " +
                join(depths, ", ", [](std::uint32_t depth) { return std::to_string(depth); });
    }
    return text;
}

std::string engine_text(const BenchReport& report) {
    std::vector<JobEngine> jobs;
    for (const JobResult& result : report.results) jobs.push_back({result.engine, result.job.queue_depth});
    return engine_text(report.engine, jobs);
}

std::string engine_text(const BenchDocument& document) {
    std::vector<JobEngine> jobs;
    for (const JobSummary& job : document.results) jobs.push_back({job.engine, job.queue_depth});
    return engine_text(document.engine, jobs);
}

} // namespace ssd::bench
