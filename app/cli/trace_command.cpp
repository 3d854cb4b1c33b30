// `ssdtool trace`: record a drive's real workload (Linux, root), show what a trace holds,
// and write a trace as fio's iolog for a side-by-side replay (docs/TRACES.md).
#include <algorithm>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <ostream>

#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "core/bench/replay.h"
#include "core/bench/replay_fio_iolog.h"
#include "core/trace/trace_file.h"
#include "core/trace/trace_summary.h"
#include "core/util/file_io.h"
#include "core/util/text_columns.h"
#include "core/util/time_text.h"
#include "core/util/units.h"
#include "platform/block_trace_recorder.h"

namespace ssd::cli {

namespace {

Result<trace::Trace> read_trace(const std::string& path) {
    auto text = read_text_file(path);
    if (!text) return tl::unexpected(text.error());
    auto trace = trace::trace_from_text(*text);
    if (!trace) return fail(trace.error().code, path + ": " + trace.error().message);
    return trace;
}

requests::Response summary_response(const trace::Trace& trace, const std::string& file) {
    const trace::TraceSummary summary = trace::summarize(trace);
    nlohmann::json document = trace::trace_summary_to_json(trace.header, summary);
    document["file"] = file;
    return {document, trace::trace_summary_to_text(trace.header, summary), std::nullopt};
}

struct RecordArguments {
    std::string device;
    double seconds = 60.0;
    std::optional<std::string> output;
    std::string description;

    void describe(CLI::App& command) {
        command.description("record every request a drive is sent for a while (Linux, root: the kernel's block "
                            "tracepoints), to replay it with `ssdtool bench TARGET --replay FILE`");
        command.add_option("device", device, "a whole disk, e.g. /dev/nvme0n1 or /dev/sda")->required();
        command.add_option("--seconds", seconds, "how long to record (default 60; Ctrl-C ends it earlier)")
            ->check(CLI::Range(0.1, 86400.0));
        command.add_option("--output", output, "the trace file (default: DEVICE-YYYYMMDD-HHMMSS.trace here)");
        command.add_option("--description", description, "what the workload is, kept in the file");
    }

    int run(CommandContext& context) const {
        RequestSession session(context);
        auto interrupts = session.seams().bench().catch_interrupts();
        const std::string file =
            output.value_or(std::filesystem::path(device).filename().string() + "-" +
                            compact_stamp() + ".trace");
        if (std::filesystem::exists(file)) {
            return session.error({ErrorCode::Refused, file + " exists: a recording never overwrites a file"});
        }
        TraceRecordOptions options{device, seconds, description, &interrupts->flag(), {}};
        if (!context.output.json) {
            options.progress = [&context](double elapsed, std::uint64_t requests) {
                context.io.err << "\rrecording " << fixed(elapsed, 0) << " s: " << format_count(requests)
                               << " requests" << std::flush;
            };
        }
        auto recording = record_block_trace(options);
        if (!context.output.json) context.io.err << "\r\x1b[K" << std::flush;
        if (!recording) return session.error(recording.error());
        std::ofstream out(file, std::ios::binary);
        out << trace::trace_to_text(recording->trace);
        out.close();
        if (!out) return session.error({ErrorCode::InputUnreadable, "cannot write " + file});
        requests::Response response = summary_response(recording->trace, file);
        response.text = "Wrote " + file + (recording->stopped_early ? " (stopped early)" : "") + "\n" + response.text;
        return session.print(response);
    }

private:
    static std::string compact_stamp() {
        std::string stamp = iso_utc(static_cast<std::int64_t>(std::time(nullptr)));
        std::erase_if(stamp, [](char c) { return c == '-' || c == ':' || c == 'Z'; });
        std::replace(stamp.begin(), stamp.end(), 'T', '-');
        return stamp;
    }
};

struct ShowArguments {
    std::string file;
    void describe(CLI::App& command) {
        command.description("what a trace holds: requests and bytes by operation and size, the recorded drive's "
                            "busy time and data rate");
        command.add_option("file", file, "a trace file")->required();
    }
    int run(CommandContext& context) const {
        RequestSession session(context);
        auto trace = read_trace(file);
        if (!trace) return session.error(trace.error());
        return session.print(summary_response(*trace, file));
    }
};

struct FioIologArguments {
    std::string file;
    std::string target;
    std::string size = "8g";
    std::uint32_t alignment = 4096;
    void describe(CLI::App& command) {
        command.description("the trace's reads and writes mapped into a test area exactly as `bench --replay` "
                            "maps them, as fio's iolog (version 3) for fio's read_iolog");
        command.add_option("file", file, "a trace file")->required();
        command.add_option("--target", target, "the file or device fio replays on")->required();
        command.add_option("--size", size, "the test area (default 8g; as bench's --size)");
        command.add_option("--alignment", alignment, "offsets and lengths are multiples of this (default 4096)")
            ->check(CLI::PositiveNumber);
    }
    int run(CommandContext& context) const {
        RequestSession session(context);
        auto trace = read_trace(file);
        if (!trace) return session.error(trace.error());
        const auto span = parse_size(size);
        if (!span) return session.error({ErrorCode::Usage, "--size " + size + " is not a size"});
        auto replay = bench::map_trace(*trace, std::filesystem::path(file).filename().string(),
                                       bench::ReplaySpeed::AsRecorded, 0, *span, alignment);
        if (!replay) return session.error(replay.error());
        context.io.out << bench::replay_to_fio_iolog(*replay, target);
        return 0;
    }
};

} // namespace

void add_trace_command(CLI::App& app, CommandContext& context) {
    auto* group = app.add_subcommand("trace", "record, show and export block traces (real workloads to replay)");
    group->require_subcommand(1);
    add_command<RecordArguments>(*group, context, "record");
    add_command<ShowArguments>(*group, context, "show");
    add_command<FioIologArguments>(*group, context, "fio-iolog");
}

} // namespace ssd::cli
