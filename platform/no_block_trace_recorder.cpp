// Windows and macOS: no block trace recorder yet (ETW's DiskIo events and fs_usage would be
// the sources); a trace recorded on Linux replays everywhere.
#include "platform/block_trace_recorder.h"

namespace ssd {

Result<TraceRecording> record_block_trace(const TraceRecordOptions&) {
    return fail(ErrorCode::Refused, "recording a trace needs Linux (the kernel's block tracepoints); a trace "
                                    "recorded there replays here with `ssdtool bench TARGET --replay FILE`");
}

} // namespace ssd
