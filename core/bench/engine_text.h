// How a run's I/O engine is said in its header line (CLI text, GUI, saved
// results): the run's engine, and the jobs whose queues got another mechanism
// by their depth (Linux's auto: "io_uring, psync at queue depth 1").
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "core/bench/bench_reader.h"
#include "core/bench/session.h"

namespace ssd::bench {

struct JobEngine {
    std::string_view engine; // empty: the run's own (documents written before results named theirs)
    std::uint32_t queue_depth = 0;
};

std::string engine_text(std::string_view engine, std::span<const JobEngine> jobs);
std::string engine_text(const BenchReport& report);
std::string engine_text(const BenchDocument& document);

} // namespace ssd::bench
