// The error of a benchmark request that failed or moved fewer bytes than asked: what was
// asked, and why it failed in the OS's words (a short transfer is the target's end).
#pragma once

#include <cstdint>

#include "core/bench/io_backend.h"
#include "core/util/error.h"

namespace ssd::bench {

// result: the completion's result (bytes transferred, or -errno).
Error io_error(IoDirection direction, std::uint64_t offset, std::uint32_t length, std::int64_t result);

} // namespace ssd::bench
