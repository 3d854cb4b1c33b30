#include "app/cli/bench_command.h"
#include "app/cli/bench_compare.h"
#include "app/cli/command_options.h"
#include "app/cli/history_options.h"

#include <filesystem>
#include <ostream>
#include <string>

#include "core/bench/bench_report.h"
#include "core/bench/plan.h"
#include "core/bench/session.h"
#include "core/util/file_io.h"
#include "core/util/units.h"
#include "core/util/json_util.h"

namespace ssd::cli {

namespace {

struct BenchArguments {
    std::string target;
    // Each nullopt when its option was not given.
    std::optional<std::string> preset, rw, data, confirm;
    std::optional<std::string> bs, qd, threads, size, bytes, rwmixread; // sizes and counts
    std::optional<std::string> seconds, warmup, thermal_interval;
    std::optional<std::string> compare; // --compare last|FILE
    std::optional<std::string> replay, speed; // --replay FILE, --speed
    std::string engine = "auto";
    bool verify = false;
    bool dry_run = false;
    bool progress = false;
    bool no_history = false;
    DatabaseOption database;

    int run(CommandContext& context) const;
    void describe(CLI::App& command);
};

Result<std::optional<std::uint64_t>> size_argument(const std::optional<std::string>& text, const char* name) {
    if (!text) return std::optional<std::uint64_t>{};
    const auto value = parse_size(*text);
    if (!value) {
        return fail(ErrorCode::Usage, std::string(name) + " " + *text +
                                          " is not a size (digits with an optional k, m, g or t suffix)");
    }
    return std::optional<std::uint64_t>{*value};
}

Result<std::optional<double>> seconds_argument(const std::optional<std::string>& text, const char* name) {
    if (!text) return std::optional<double>{};
    try {
        std::size_t used = 0;
        const double value = std::stod(*text, &used);
        if (used == text->size()) return std::optional<double>{value};
    } catch (const std::exception&) {
    }
    return fail(ErrorCode::Usage, std::string(name) + " " + *text + " is not a number of seconds");
}

Result<bench::BenchOptions> to_options(const BenchArguments& args) {
    bench::BenchOptions options;
    options.target = args.target;
    if (args.preset) options.preset = *args.preset;
    if (args.rw) {
        options.access = bench::parse_access(*args.rw);
        if (!options.access) {
            return fail(ErrorCode::Usage, "--rw " + *args.rw + " is not one of read, write, randread, randwrite, rw, randrw");
        }
    }
    if (args.data) {
        options.data = bench::parse_data_pattern(*args.data);
        if (!options.data) return fail(ErrorCode::Usage, "--data " + *args.data + " is not one of random, zeros, compressible");
    }
    auto bs = size_argument(args.bs, "--bs");
    auto qd = size_argument(args.qd, "--qd");
    auto threads = size_argument(args.threads, "--threads");
    auto size = size_argument(args.size, "--size");
    auto bytes = size_argument(args.bytes, "--bytes");
    auto mix = size_argument(args.rwmixread, "--rwmixread");
    auto seconds = seconds_argument(args.seconds, "--seconds");
    auto warmup = seconds_argument(args.warmup, "--warmup");
    auto thermal_interval = seconds_argument(args.thermal_interval, "--thermal-interval");
    for (const auto* failed : {&bs, &qd, &threads, &size, &bytes, &mix}) {
        if (!*failed) return tl::unexpected(failed->error());
    }
    if (!seconds) return tl::unexpected(seconds.error());
    if (!warmup) return tl::unexpected(warmup.error());
    if (!thermal_interval) return tl::unexpected(thermal_interval.error());
    if (*thermal_interval && (**thermal_interval < 0.0 || **thermal_interval > 3600.0)) {
        return fail(ErrorCode::Usage, "--thermal-interval is 0 (no readings during the run) to 3600 seconds");
    }
    options.thermal_interval = *thermal_interval;
    options.block_size = *bs;
    options.queue_depth = *qd;
    options.threads = *threads;
    options.size = *size;
    options.bytes = *bytes;
    options.read_percent = *mix;
    options.seconds = *seconds;
    options.warmup = *warmup;
    options.verify = args.verify;
    options.dry_run = args.dry_run;
    options.engine = args.engine;
    if (args.confirm) {
        if (args.confirm->empty()) return fail(ErrorCode::Usage, "--confirm needs a token");
        options.confirm = *args.confirm;
    }
    if (args.speed && !args.replay) return fail(ErrorCode::Usage, "--speed is how a --replay plays its trace");
    if (args.replay) {
        auto text = read_text_file(*args.replay);
        if (!text) return fail(text.error().code, "--replay " + *args.replay + ": " + text.error().message);
        options.replay_trace = std::move(*text);
        options.replay_name = std::filesystem::path(*args.replay).filename().string();
        if (args.speed) {
            options.replay_speed = bench::kReplaySpeeds.parse(*args.speed);
            if (!options.replay_speed) {
                return fail(ErrorCode::Usage, "--speed " + *args.speed + " is not " + bench::kReplaySpeeds.wire_list());
            }
        }
    }
    return options;
}

// Prints the benchmark's progress: JSON lines (--json --progress), text
// lines (--progress) or one live line on a terminal.
class BenchProgress {
public:
    BenchProgress(CommandContext& context, bool progress, bool terminal)
        : context_(context), progress_(progress), terminal_(terminal) {}
    ~BenchProgress() { clear_live_line(); }

    bool wanted() const { return json_lines() || progress_ || terminal_; }
    bool json_lines() const { return context_.output.json && progress_; }

    void operator()(const requests::Progress& event) {
        if (json_lines()) {
            context_.io.out << json_text(requests::progress_to_json(event)) << "\n";
            context_.io.out.flush();
        } else if (progress_) {
            context_.io.err << requests::progress_to_text(event) << "\n";
        } else if (terminal_) {
            context_.io.err << "\r\x1b[K" << requests::progress_to_text(event);
            context_.io.err.flush();
            live_line_ = true;
        }
    }

    void clear_live_line() {
        if (!live_line_) return;
        context_.io.err << "\r\x1b[K";
        context_.io.err.flush();
        live_line_ = false;
    }

private:
    CommandContext& context_;
    bool progress_;
    bool terminal_;
    bool live_line_ = false;
};

int run_bench_command(CommandContext& context, const BenchArguments& args) {
    RequestSession session(context, args.progress);
    auto options = to_options(args);
    if (!options) return session.error(options.error());
    const auto compare = load_bench_compare(args.compare, args.no_history);
    if (!compare) return session.error(compare.error());
    bench::BenchPlatform& platform = session.seams().bench();
    // A scheduling group of its own, as fio's job has; from a shell this forks (no thread
    // runs yet) and the parent waits as the shell's job. The run's conditions say what was done.
    if (!options->dry_run) platform.take_own_session(true);
    // Ctrl-C and SIGTERM stop the run at the next I/O and clean up.
    auto interrupts = platform.catch_interrupts();
    const bool terminal = !session.json_lines() && !args.progress && platform.stderr_is_terminal();
    BenchProgress progress(context, args.progress, terminal);
    requests::Call call{StopToken(interrupts->flag()), {}};
    const history::BenchHistory history = bench_history(args.database);
    session.services().bench_history = &history;
    if (progress.wanted()) call.progress = [&progress](const requests::Progress& event) { progress(event); };

    auto answer = requests::handle_bench(session.services(), requests::BenchRequest{*options, args.no_history}, call);
    progress.clear_live_line();
    Result<requests::Response> response =
        answer ? Result<requests::Response>(requests::bench_response(*answer, interrupts->flag().load()))
               : tl::unexpected(answer.error());
    if (response && *compare && answer->report && !answer->report->interrupted) add_bench_compare(*response, **compare);
    const int status = session.print(response);
    if (answer && answer->report && answer->report->interrupted) {
        context.io.out.flush();
        context.io.err.flush();
        interrupts->exit_as_interrupted(); // end as the signal would have
    }
    return status;
}

void BenchArguments::describe(CLI::App& command) {
    command.description("benchmark a drive: in a directory (a test file is created inside and removed) or on an "
                        "unused raw device (writes need --confirm); a regular file is refused");
    command.add_option("target", target, "a directory, or a raw block device such as /dev/sdb")->required();
    command.add_option(
        "--preset", preset,
        "quick (default: SEQ1M Q8T1, RND4K Q32T1, RND4K Q1T1, read and write, and RND4K Q32T1 mix 70/30), "
        "review-2011, qd-sweep, consistency, read-scan, "
        "sustained (sequential writes past the drive's cache until the speed settles), "
        "cdm-default, cdm-nvme, cdm-real-world, cdm-peak (CrystalDiskMark 9's profiles, its job names and MB/s), "
        "size-sweep (512 B to 64 MiB at queue depth 4 over 2 GiB, incompressible and compressible writes)");
    command.add_option("--rw", rw, "a custom job: read, write, randread, randwrite, rw or randrw (mixed)");
    command.add_option("--bs", bs, "custom job: block size (default 4k random, 1m sequential)");
    command.add_option("--qd", qd, "custom job: queue depth per thread (default 1)");
    command.add_option("--threads", threads, "custom job: threads (default 1)");
    command.add_option("--rwmixread", rwmixread, "custom mixed job: percentage of reads (default 50)");
    command.add_option("--size", size,
                       "test area (span), e.g. 1g (default 1g; review-2011 8g; size-sweep 2g; read-scan of a device: all of it; sustained: "
                       "the free space less 64 MiB, or all of the device, and it is also sustained's byte limit)");
    command.add_option("--bytes", bytes,
                       "custom job: transfer exactly this many bytes (no warm-up) instead of a time");
    command.add_option("--seconds", seconds, "measured seconds per job (sustained: the time limit, default 600)");
    command.add_option("--warmup", warmup, "seconds run before each job's measurement (not counted)");
    command.add_option("--thermal-interval", thermal_interval,
                       "seconds between readings of the drive's temperature during the run (default 15; 0: none; "
                       "before and after are always read)");
    command.add_option("--data", data,
                       "what is written: random (default, incompressible), zeros, compressible (~2:1)");
    command.add_option("--replay", replay,
                       "replay a trace recorded with `ssdtool trace record` (docs/TRACES.md): its reads and writes "
                       "in the test area (default: the trace's extent, at most 8 GiB in a directory)");
    command.add_option("--speed", speed,
                       "how a --replay plays: as-recorded (default: at the recorded times) or as-fast-as-possible");
    command.add_flag("--verify", verify, "read back everything written at the end and check it");
    command.add_option("--engine", engine,
                       "I/O engine: auto (default: pread/pwrite at queue depth 1, io_uring deeper), io_uring, "
                       "threads (pread/pwrite)");
    command.add_option("--confirm", confirm,
                       "raw device writes: the drive's serial number (kernel name when it has none)");
    command.add_flag("--dry-run", dry_run, "run the checks and print the steps; change nothing");
    command.add_flag("--progress", progress,
                     "progress events: JSON lines on stdout with --json, text lines on stderr otherwise");
    add_database_option(command, database);
    command.add_option("--compare", compare,
                       "show the change per job against the drive's last comparable run in the history (last) or "
                       "against a result saved with --json (FILE)");
    command.add_flag("--no-history", no_history,
                     "do not store this run in the drive history nor compare it with the last one");
}

int BenchArguments::run(CommandContext& context) const { return run_bench_command(context, *this); }

} // namespace

void add_bench_command(CLI::App& app, CommandContext& context) { add_command<BenchArguments>(app, context, "bench"); }

} // namespace ssd::cli
