// The kernel's block tracepoints as tracefs prints them (trace_pipe), one event a line:
//   dd-4240 [001] ..... 73577.604504: block_rq_issue: 7,0 WS 65536 () 0 + 128 be,0,4 [dd]
//   ksoftirqd/1-22 [001] ..s.. 73577.604610: block_rq_complete: 7,0 WS () 0 + 128 be,0,4 [0]
// (include/trace/events/block.h: "%d,%d %s %u (%s) %llu + %u ..." for issue, the same without
// the byte count for complete and requeue; kernels before 6.x lack the ioprio field, which is
// after what is read here.) Sectors are 512 bytes whatever the device's block size.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/trace/trace.h"

namespace ssd::trace {

enum class BlockEventKind : std::uint8_t { Issue, Complete, Requeue };

struct BlockEvent {
    std::uint64_t time_us = 0;  // the trace clock (the recorder sets it to the monotonic clock)
    BlockEventKind kind = BlockEventKind::Issue;
    std::uint32_t major = 0;
    std::uint32_t minor = 0;
    // nullopt: not a data, flush or discard request (SCSI/NVMe passthrough, 'N').
    std::optional<TraceOp> op;
    std::uint64_t sector = 0;
    std::uint32_t sectors = 0;
    std::uint32_t bytes = 0;    // issue only
};

// The operation the kernel's rwbs letters name (blk_fill_rwbs: an optional F for a preflush,
// then W, D (DE: secure erase), F (flush), R or N, then F for FUA, A, S, M).
std::optional<TraceOp> op_of_rwbs(std::string_view rwbs);

// nullopt for a line that is not a block_rq_issue, _complete or _requeue event (the
// header tracefs prints, other events, a malformed line).
std::optional<BlockEvent> parse_block_event(std::string_view line);

} // namespace ssd::trace
