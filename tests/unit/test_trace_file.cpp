// The trace file: written and read back exactly; what is not such a file is refused with
// the line that is wrong.
#include <gtest/gtest.h>

#include "core/trace/trace_file.h"
#include "core/trace/trace_summary.h"

namespace ssd::trace {
namespace {

Trace small_trace() {
    Trace trace;
    trace.header.device = "/dev/loop1";
    trace.header.device_bytes = 128ULL << 20;
    trace.header.recorded_with = "linux block tracepoints (tracefs)";
    trace.header.seconds = 2.5;
    trace.header.description = "synthetic: four requests";
    trace.requests = {{0, TraceOp::Write, 0, 65536, 120},
                      {150, TraceOp::Flush, 0, 0, 40},
                      {400, TraceOp::Read, 4096, 4096, std::nullopt},
                      {400, TraceOp::Discard, 1 << 20, 1 << 20, 900}};
    return trace;
}

TEST(TraceFile, WrittenAndReadBackExactly) {
    const Trace trace = small_trace();
    const std::string text = trace_to_text(trace);
    EXPECT_TRUE(text.starts_with("ssd-toolbox trace 1\n{\"device\":\"/dev/loop1\""));
    EXPECT_NE(text.find("\n0 W 0 65536 120\n150 F 0 0 40\n400 R 4096 4096 -\n"), std::string::npos) << text;
    const auto back = trace_from_text(text);
    ASSERT_TRUE(back) << back.error().message;
    EXPECT_EQ(back->header.device, "/dev/loop1");
    EXPECT_EQ(back->header.device_bytes, 128ULL << 20);
    EXPECT_EQ(back->header.description, "synthetic: four requests");
    ASSERT_EQ(back->requests.size(), 4U);
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(back->requests[i].time_us, trace.requests[i].time_us);
        EXPECT_EQ(back->requests[i].op, trace.requests[i].op);
        EXPECT_EQ(back->requests[i].offset, trace.requests[i].offset);
        EXPECT_EQ(back->requests[i].bytes, trace.requests[i].bytes);
        EXPECT_EQ(back->requests[i].latency_us, trace.requests[i].latency_us);
    }
}

TEST(TraceFile, WhatIsNotATraceIsRefusedWithItsLine) {
    const std::string header = "ssd-toolbox trace 1\n{}\n";
    struct Case {
        std::string text;
        std::string says;
    };
    const Case cases[] = {
        {"", "no header"},
        {"fio version 3 iolog\n", "the first line must be"},
        {"ssd-toolbox trace 1\n[1]\n", "line 2: the header must be a JSON object"},
        {"ssd-toolbox trace 1\n{\"device_bytes\": -1}\n", "line 2: \"device_bytes\" must be"},
        {header + "0 X 0 4096 1\n", "line 3: the operation must be R, W, F or D"},
        {header + "0 R zero 4096 1\n", "line 3: offset and length"},
        {header + "0 R 0 4096 soon\n", "line 3: the latency"},
        {header + "0 R 0 0 1\n", "line 3: a request needs a length"},
        {header + "0 F 0 4096 1\n", "line 3: a flush has no length"},
        {header + "5 R 0 4096 1\n4 R 0 4096 1\n", "line 4: the time goes backwards"},
        {header + "0 R 18446744073709551615 4096 1\n", "line 3: the request ends past"},
        {header + std::string(100, '['), "line 3"},
    };
    for (const auto& c : cases) {
        const auto trace = trace_from_text(c.text);
        ASSERT_FALSE(trace) << c.text;
        EXPECT_EQ(trace.error().code, ErrorCode::InputMalformed) << c.text;
        EXPECT_NE(trace.error().message.find(c.says), std::string::npos) << trace.error().message;
    }
}

TEST(TraceFile, CommentsAndBlankLinesAreSkipped) {
    const auto trace = trace_from_text("ssd-toolbox trace 1\n{}\n# a note\n\n0 R 0 512 -\r\n");
    ASSERT_TRUE(trace) << trace.error().message;
    ASSERT_EQ(trace->requests.size(), 1U);
    EXPECT_EQ(trace->requests[0].bytes, 512U);
}

TEST(TraceSummary, TotalsSizesAndTheRecordedDrivesBusyTime) {
    const TraceSummary summary = summarize(small_trace());
    EXPECT_EQ(summary.requests, 4U);
    EXPECT_EQ(totals_of(summary, TraceOp::Write).bytes, 65536U);
    EXPECT_EQ(totals_of(summary, TraceOp::Discard).requests, 1U);
    EXPECT_EQ(summary.without_latency, 1U);
    // [0,120) [150,190) [400,1300): 1060 µs.
    EXPECT_DOUBLE_EQ(summary.busy_seconds, 1060e-6);
    ASSERT_TRUE(summary.data_rate_mb_per_s);
    EXPECT_DOUBLE_EQ(*summary.data_rate_mb_per_s, (65536.0 + 4096.0) / 1060.0);
    ASSERT_EQ(summary.by_size.size(), 3U);  // R 4K, W 64K, D 1M
    EXPECT_EQ(size_class_of(3000), 4096U);
    EXPECT_EQ(size_class_of(1), 512U);
    const std::string text = trace_summary_to_text(small_trace().header, summary);
    EXPECT_NE(text.find("busy 0.001 s"), std::string::npos) << text;
    const auto json = trace_summary_to_json(small_trace().header, summary);
    EXPECT_EQ(json["read"]["requests"], 1);
    EXPECT_EQ(json["max_in_flight"], 1);
}

} // namespace
} // namespace ssd::trace
