// --verify: prove the I/O path is correct by reading back what was written.
// With verification on, every unit (4 KiB, or the smallest block size) of
// every write carries a header {magic, run id, offset, generation, pattern}
// and a payload generated from those; the state remembers the newest
// generation of each unit. The verify pass reads the span and checks each
// unit: right run, right place (no misdirected write), newest generation (no
// lost write), payload intact (no corruption).
// Threads that write while verifying own disjoint regions and never have two
// writes of one block in flight, so "newest" is well defined.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/bench/data_pattern.h"
#include "core/util/error.h"

namespace ssd::bench {

constexpr std::size_t kVerifyHeaderBytes = 32;

struct VerifyOutcome {
    bool ok = true;
    std::uint64_t bytes_checked = 0;
    std::uint64_t units_checked = 0;
    std::uint64_t bad_units = 0;
    std::optional<std::uint64_t> first_bad_offset;
    std::string first_problem;  // one sentence; empty when ok
};

class VerifyState {
public:
    // unit_bytes: >= 64 and divides every block size used.
    VerifyState(std::uint64_t run_id, std::uint32_t unit_bytes, std::uint64_t span_offset, std::uint64_t span_bytes);

    std::uint32_t unit_bytes() const { return unit_; }
    // Formats a write buffer for `offset`: each unit gets its next generation.
    void prepare_write(std::byte* buffer, std::uint64_t offset, std::uint32_t length, DataPattern pattern);
    // Checks a buffer read back from `offset` and records what is wrong.
    void check_read(const std::byte* buffer, std::uint64_t offset, std::uint32_t length);
    VerifyOutcome outcome() const;

    // Memory for the generation table: refused above this many units.
    static constexpr std::uint64_t kMaxUnits = std::uint64_t{1} << 28;

private:
    std::uint64_t run_id_;
    std::uint32_t unit_;
    std::uint64_t span_offset_;
    std::vector<std::uint32_t> generations_;
    std::atomic<std::uint64_t> bytes_checked_{0};
    std::atomic<std::uint64_t> units_checked_{0};
    std::atomic<std::uint64_t> bad_units_{0};
    mutable std::mutex first_mutex_;
    std::optional<std::uint64_t> first_bad_offset_;
    std::string first_problem_;

    void record_bad(std::uint64_t offset, std::string problem);
};

// Exposed for tests: one unit in the verification format.
void format_verify_unit(std::byte* unit, std::size_t unit_bytes, std::uint64_t run_id, std::uint64_t offset,
                        std::uint32_t generation, DataPattern pattern);

} // namespace ssd::bench
