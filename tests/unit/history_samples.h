// Samples for the history tests: real captures turned into samples by the
// same code `ssdtool sample` uses, then moved in time and with their write
// counters advanced where a test needs a workload (synthetic: said so at each use).
#pragma once

#include <cstdint>
#include <string>

#include "core/diagnosis/drive_health.h"
#include "core/history/sample_builder.h"
#include "smart_fixture_loading.h"
#include "test_constants.h"

namespace ssd::test {


inline history::Sample sample_from_capture(const std::string& capture, std::int64_t time) {
    const HealthResult health = health_from_report(load_smart_fixture(capture), std::nullopt);
    return history::sample_of(health, time, history::SampleSource::Sampled, "");
}

// The capture's sample at `time` with host/NAND counters set to these byte counts (synthetic).
inline history::Sample with_writes(history::Sample sample, std::int64_t time, std::uint64_t host, std::uint64_t nand) {
    sample.time = time;
    if (sample.host_written) sample.host_written->bytes = host;
    if (sample.nand_written) sample.nand_written->bytes = nand;
    return sample;
}

} // namespace ssd::test
