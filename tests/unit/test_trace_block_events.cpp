// The kernel's block tracepoints read into a trace: on a real capture (tests/fixtures/trace:
// mkfs, writes with fsync, direct reads, fstrim on a loop device) and on single lines.
#include <gtest/gtest.h>

#include <sstream>

#include "core/trace/block_events.h"
#include "core/trace/trace_builder.h"
#include "core/trace/trace_summary.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"

namespace ssd::trace {
namespace {

std::vector<BlockEvent> events_of(const std::string& text) {
    std::vector<BlockEvent> events;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        if (auto event = parse_block_event(line)) events.push_back(*event);
    }
    return events;
}

std::string capture() {
    auto text = read_text_file(test::project_fixture("trace/tracefs-loop-ext4.txt"));
    EXPECT_TRUE(text) << text.error().message;
    return text.value_or("");
}

TEST(TraceBlockEvents, AnIssueLineGivesDeviceOperationPlaceAndSize) {
    const auto event = parse_block_event(
        "       mkfs.ext4-6096    [000] ..... 73966.835883: block_rq_issue: 7,1 WS 274432 () 0 + 536 be,0,4 [mkfs.ext4]");
    ASSERT_TRUE(event);
    EXPECT_EQ(event->kind, BlockEventKind::Issue);
    EXPECT_EQ(event->time_us, 73966835883U);
    EXPECT_EQ(event->major, 7U);
    EXPECT_EQ(event->minor, 1U);
    EXPECT_EQ(event->op, TraceOp::Write);
    EXPECT_EQ(event->sector, 0U);
    EXPECT_EQ(event->sectors, 536U);
    EXPECT_EQ(event->bytes, 274432U);
}

TEST(TraceBlockEvents, TheRwbsLettersNameTheOperation) {
    EXPECT_EQ(op_of_rwbs("R"), TraceOp::Read);
    EXPECT_EQ(op_of_rwbs("RAM"), TraceOp::Read);
    EXPECT_EQ(op_of_rwbs("WSM"), TraceOp::Write);
    EXPECT_EQ(op_of_rwbs("FWS"), TraceOp::Write);  // preflush, then the write
    EXPECT_EQ(op_of_rwbs("WFS"), TraceOp::Write);  // FUA after the write
    EXPECT_EQ(op_of_rwbs("FF"), TraceOp::Flush);
    EXPECT_EQ(op_of_rwbs("F"), TraceOp::Flush);
    EXPECT_EQ(op_of_rwbs("D"), TraceOp::Discard);
    EXPECT_EQ(op_of_rwbs("DE"), TraceOp::Discard);
    EXPECT_EQ(op_of_rwbs("NS"), std::nullopt);     // passthrough: no data
    EXPECT_EQ(op_of_rwbs(""), std::nullopt);
}

TEST(TraceBlockEvents, OtherLinesAreNotEvents) {
    EXPECT_FALSE(parse_block_event("# tracer: nop"));
    EXPECT_FALSE(parse_block_event("  dd-1 [000] ..... 1.000001: block_bio_queue: 7,0 W 0 + 8 [dd]"));
    EXPECT_FALSE(parse_block_event("  dd-1 [000] ..... 1.5: block_rq_issue: 7,0 W 4096 () 0 + 8 [dd]"));
    EXPECT_FALSE(parse_block_event("  dd-1 [000] ..... 1.000001: block_rq_issue: 7,0 W 4096 (0 + 8"));
    EXPECT_FALSE(parse_block_event(""));
}

// The real capture: every issue line becomes a request (passthrough left out), every data
// request and flush is matched with its completion.
TEST(TraceBlockEvents, TheRealCaptureBecomesATraceOfEveryIssuedRequest) {
    const auto events = events_of(capture());
    ASSERT_EQ(events.size(), 540U);  // every line of the capture is an event
    TraceBuilder builder(7, 1, events.front().time_us);
    for (const auto& event : events) builder.add(event);
    Trace trace;
    trace.requests = builder.take_requests();
    const TraceSummary summary = summarize(trace);
    // Counted from the capture's issue lines: R, RA, RAM, RM, RS; WS, WSM; FF; D; NS.
    EXPECT_EQ(totals_of(summary, TraceOp::Read).requests, 191U);
    EXPECT_EQ(totals_of(summary, TraceOp::Write).requests, 29U);
    EXPECT_EQ(totals_of(summary, TraceOp::Flush).requests, 21U);
    EXPECT_EQ(totals_of(summary, TraceOp::Discard).requests, 16U);
    EXPECT_EQ(builder.counts().passthrough, 4U);
    EXPECT_EQ(summary.without_latency, 0U);  // every request completed within the capture
    // The zero-length completions that end preflushed writes match no issue.
    EXPECT_EQ(builder.counts().unmatched_completions, 18U);
    EXPECT_EQ(builder.counts().other_devices, 0U);
    EXPECT_GT(summary.busy_seconds, 0.0);
    EXPECT_LE(summary.busy_seconds, summary.seconds);
    for (std::size_t i = 1; i < trace.requests.size(); ++i) {
        EXPECT_LE(trace.requests[i - 1].time_us, trace.requests[i].time_us);
    }
    // mkfs's first write: 274432 bytes at sector 0.
    const auto first_write = std::find_if(trace.requests.begin(), trace.requests.end(),
                                          [](const TraceRequest& r) { return r.op == TraceOp::Write; });
    ASSERT_NE(first_write, trace.requests.end());
    EXPECT_EQ(first_write->offset, 0U);
    EXPECT_EQ(first_write->bytes, 274432U);
}

TEST(TraceBlockEvents, ACompletionInPartsEndsTheRequestWithItsLastPart) {
    TraceBuilder builder(8, 0, 1000);
    builder.add({1100, BlockEventKind::Issue, 8, 0, TraceOp::Read, 64, 16, 8192});
    builder.add({1150, BlockEventKind::Complete, 8, 0, TraceOp::Read, 64, 8, 0});
    builder.add({1190, BlockEventKind::Complete, 8, 0, TraceOp::Read, 72, 8, 0});
    const auto requests = builder.take_requests();
    ASSERT_EQ(requests.size(), 1U);
    EXPECT_EQ(requests[0].time_us, 100U);
    EXPECT_EQ(requests[0].offset, 64U * 512);
    EXPECT_EQ(requests[0].latency_us, 90U);
}

TEST(TraceBlockEvents, ARequeuedRequestCountsOnceAtItsLastIssue) {
    TraceBuilder builder(8, 0, 0);
    builder.add({10, BlockEventKind::Issue, 8, 0, TraceOp::Write, 8, 8, 4096});
    builder.add({12, BlockEventKind::Requeue, 8, 0, TraceOp::Write, 8, 8, 0});
    builder.add({20, BlockEventKind::Issue, 8, 0, TraceOp::Write, 8, 8, 4096});
    builder.add({25, BlockEventKind::Complete, 8, 0, TraceOp::Write, 8, 8, 0});
    builder.add({30, BlockEventKind::Issue, 8, 1, TraceOp::Write, 8, 8, 4096});  // another device
    const auto requests = builder.take_requests();
    ASSERT_EQ(requests.size(), 1U);
    EXPECT_EQ(requests[0].time_us, 20U);
    EXPECT_EQ(requests[0].latency_us, 5U);
    EXPECT_EQ(builder.counts().requeued, 1U);
    EXPECT_EQ(builder.counts().other_devices, 1U);
}

TEST(TraceBusy, BusyTimeIsTheUnionOfOutstandingIntervals) {
    // [0,10) and [5,20) overlap: 20; [30,40) adds 10; [40,45) starts as the other ends: 5.
    const Busy busy = busy_of({{0, 10}, {5, 20}, {30, 40}, {40, 45}});
    EXPECT_EQ(busy.busy, 35U);
    EXPECT_EQ(busy.max_in_flight, 2U);
    EXPECT_EQ(busy_of({}).busy, 0U);
}

} // namespace
} // namespace ssd::trace
