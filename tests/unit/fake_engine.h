// The fake I/O back end on a manual clock, and an engine context that reads
// that clock: the bench engine's tests run jobs on it in synthetic time.
#pragma once

#include <cstdint>

#include "core/bench/clock.h"
#include "core/bench/engine.h"
#include "core/bench/fake_io_backend.h"

namespace ssd::test {

struct FakeEngine {
    bench::ManualClock clock{1'000'000'000};
    bench::FakeIoBackend backend;
    explicit FakeEngine(bench::FakeIoBackend::Options options = {}, std::uint64_t capacity = 64 * 1024 * 1024)
        : backend([&] {
              options.clock = &clock;
              options.capacity_bytes = capacity;
              return options;
          }()) {}
    bench::EngineContext context() {
        bench::EngineContext c;
        c.clock = &clock;
        return c;
    }
};

} // namespace ssd::test
