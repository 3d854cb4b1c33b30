// `ssdtool bench … --compare last|FILE`: the change per job against the
// drive's last comparable run in the history (`last`: what every stored run
// gets anyway, the `previous` object, here also said when there is none) or
// against a `bench --json` document the user kept (FILE: the `comparison`
// object, core/bench/document_comparison.h). FILE is read before the run, so
// a wrong file costs no benchmark.
#pragma once

#include <optional>
#include <string>

#include "core/bench/bench_reader.h"
#include "core/requests/handlers.h"
#include "core/util/error.h"

namespace ssd::cli {

struct BenchCompare {
    std::optional<std::string> file;             // nullopt: `last`
    bench::BenchDocument earlier;                // FILE's run
};

// nullopt without --compare; a usage error for `last` with --no-history; the
// file's error (unreadable, not JSON, not a bench result) naming the file.
Result<std::optional<BenchCompare>> load_bench_compare(const std::optional<std::string>& value, bool no_history);

// Adds the comparison to a finished run's answer.
void add_bench_compare(requests::Response& response, const BenchCompare& compare);

} // namespace ssd::cli
