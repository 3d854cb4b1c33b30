// record_block_trace on Linux (platform/block_trace_recorder.h): a tracefs instance of our
// own (so the system's tracing and other tracers are left alone), the monotonic trace clock,
// the block_rq_issue/complete/requeue events filtered to the device in the kernel, and
// trace_pipe read as the events come; the instance is removed however the recording ends.
#include "platform/block_trace_recorder.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/trace/block_events.h"
#include "core/util/time_text.h"
#include "platform/linux/errno_text.h"
#include "platform/linux/sysfs_attr.h"

namespace ssd {

namespace {

namespace fs = std::filesystem;
using linux_platform::errno_text;
using linux_platform::read_attr;
using linux_platform::read_number;

constexpr const char* kEvents[] = {"block_rq_issue", "block_rq_complete", "block_rq_requeue"};
// Per CPU: a second of a busy NVMe drive's events fits (about 100 bytes an event).
constexpr const char* kBufferKib = "16384";

std::uint64_t monotonic_us() {
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return static_cast<std::uint64_t>(now.tv_sec) * 1'000'000 + static_cast<std::uint64_t>(now.tv_nsec) / 1000;
}

Result<void> write_file(const fs::path& path, const std::string& value) {
    std::ofstream out(path);
    out << value;
    out.flush();
    if (!out) {
        return fail(errno == EACCES || errno == EPERM ? ErrorCode::PermissionDenied : ErrorCode::ToolFailed,
                    "cannot write " + path.string() + ": " + errno_text(errno));
    }
    return {};
}

// Where tracefs is: mounted at /sys/kernel/tracing (or under debugfs), else mounted there now.
Result<fs::path> tracefs_root() {
    for (const char* root : {"/sys/kernel/tracing", "/sys/kernel/debug/tracing"}) {
        if (fs::exists(fs::path(root) / "instances")) return fs::path(root);
    }
    if (::mount("nodev", "/sys/kernel/tracing", "tracefs", 0, nullptr) == 0) return fs::path("/sys/kernel/tracing");
    if (errno == EPERM || errno == EACCES) {
        return fail(ErrorCode::PermissionDenied, "recording a trace needs root (the kernel's tracing is root's)");
    }
    return fail(ErrorCode::ToolFailed, "the kernel's tracing file system (tracefs) cannot be mounted at "
                                       "/sys/kernel/tracing: " + errno_text(errno));
}

// The instance directory, removed when the recording ends (events off first: an instance
// with events enabled still removes, but stop the flow before it goes).
class TraceInstance {
public:
    explicit TraceInstance(fs::path path) : path_(std::move(path)) {}
    ~TraceInstance() {
        (void)write_file(path_ / "tracing_on", "0");
        ::rmdir(path_.c_str());
    }
    TraceInstance(const TraceInstance&) = delete;
    TraceInstance& operator=(const TraceInstance&) = delete;
    const fs::path& path() const { return path_; }

private:
    fs::path path_;
};

// The events the kernel lost because a CPU's buffer was full ("overrun" in each CPU's stats).
std::uint64_t lost_events(const fs::path& instance) {
    std::uint64_t lost = 0;
    std::error_code error;
    for (const auto& cpu : fs::directory_iterator(instance / "per_cpu", error)) {
        std::ifstream stats(cpu.path() / "stats");
        std::string line;
        while (std::getline(stats, line)) {
            if (line.starts_with("overrun: ")) lost += std::stoull(line.substr(9));
        }
    }
    return lost;
}

struct Device {
    unsigned major = 0;
    unsigned minor = 0;
    fs::path sysfs;
};

Result<Device> whole_disk(const std::string& path) {
    struct stat info{};
    if (::stat(path.c_str(), &info) != 0) {
        return fail(ErrorCode::NoSuchDevice, path + ": " + errno_text(errno));
    }
    if (!S_ISBLK(info.st_mode)) return fail(ErrorCode::NotADrive, path + " is not a block device");
    Device device{major(info.st_rdev), minor(info.st_rdev), {}};
    device.sysfs = fs::path("/sys/dev/block") / (std::to_string(device.major) + ":" + std::to_string(device.minor));
    if (fs::exists(device.sysfs / "partition")) {
        const std::string disk = fs::canonical(device.sysfs).parent_path().filename().string();
        return fail(ErrorCode::NotADrive, path + " is a partition: the kernel sends the whole disk the requests; "
                                                 "record /dev/" + disk);
    }
    return device;
}

trace::TraceHeader header_of(const std::string& path, const Device& device, const TraceRecordOptions& options) {
    trace::TraceHeader header;
    header.device = path;
    header.model = read_attr(device.sysfs / "device" / "model").value_or("");
    header.device_bytes = read_number(device.sysfs / "size").value_or(0) * 512;
    header.logical_block_bytes =
        static_cast<std::uint32_t>(read_number(device.sysfs / "queue" / "logical_block_size").value_or(512));
    header.recorded_with = "linux block tracepoints (tracefs: block_rq_issue, block_rq_complete, block_rq_requeue)";
    utsname name{};
    if (::uname(&name) == 0) header.kernel = name.release;
    header.recorded_at = iso_utc(static_cast<std::int64_t>(::time(nullptr)));
    header.description = options.description;
    return header;
}

// Reads what trace_pipe has and feeds whole lines to the builder; `pending` keeps a partial
// last line for the next read.
bool drain(int pipe, std::string& pending, trace::TraceBuilder& builder, std::uint64_t& requests) {
    char buffer[65536];
    for (;;) {
        const ssize_t got = ::read(pipe, buffer, sizeof buffer);
        if (got <= 0) return got == 0 || errno == EAGAIN || errno == EINTR;
        pending.append(buffer, static_cast<std::size_t>(got));
        std::size_t start = 0;
        for (std::size_t end; (end = pending.find('\n', start)) != std::string::npos; start = end + 1) {
            if (auto event = trace::parse_block_event(std::string_view(pending).substr(start, end - start))) {
                if (event->kind == trace::BlockEventKind::Issue && event->op) ++requests;
                builder.add(*event);
            }
        }
        pending.erase(0, start);
    }
}

} // namespace

Result<TraceRecording> record_block_trace(const TraceRecordOptions& options) {
    if (::geteuid() != 0) return fail(ErrorCode::PermissionDenied, "recording a trace needs root (run it with sudo)");
    auto device = whole_disk(options.device);
    if (!device) return tl::unexpected(device.error());
    auto root = tracefs_root();
    if (!root) return tl::unexpected(root.error());
    if (!fs::exists(*root / "events" / "block" / "block_rq_issue")) {
        return fail(ErrorCode::ToolFailed, "this kernel has no block tracepoints (events/block under " +
                                               root->string() + ")");
    }
    const fs::path path = *root / "instances" / ("ssd-toolbox-" + std::to_string(::getpid()));
    if (::mkdir(path.c_str(), 0700) != 0) {
        return fail(ErrorCode::ToolFailed, "cannot create the tracing instance " + path.string() + ": " + errno_text(errno));
    }
    TraceInstance instance(path);
    const std::string filter = "dev == " + std::to_string((device->major << 20) | device->minor);
    for (const auto& [file, value] : {std::pair<fs::path, std::string>{path / "tracing_on", "0"},
                                      {path / "trace_clock", "mono"},
                                      {path / "buffer_size_kb", kBufferKib}}) {
        if (auto written = write_file(file, value); !written) return tl::unexpected(written.error());
    }
    for (const char* event : kEvents) {
        const fs::path folder = path / "events" / "block" / event;
        if (auto written = write_file(folder / "filter", filter); !written) return tl::unexpected(written.error());
        if (auto written = write_file(folder / "enable", "1"); !written) return tl::unexpected(written.error());
    }
    const int pipe = ::open((path / "trace_pipe").c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (pipe < 0) return fail(ErrorCode::ToolFailed, "cannot read the trace: " + errno_text(errno));

    TraceRecording recording;
    const std::uint64_t start_us = monotonic_us();
    trace::TraceBuilder builder(device->major, device->minor, start_us);
    if (auto on = write_file(path / "tracing_on", "1"); !on) {
        ::close(pipe);
        return tl::unexpected(on.error());
    }
    const auto end_us = start_us + static_cast<std::uint64_t>(options.seconds * 1e6);
    std::string pending;
    std::uint64_t requests = 0;
    std::uint64_t next_progress = start_us + 1'000'000;
    bool readable = true;
    for (std::uint64_t now = start_us; now < end_us && readable; now = monotonic_us()) {
        if (options.stop != nullptr && options.stop->load() != 0) {
            recording.stopped_early = true;
            break;
        }
        pollfd wait{pipe, POLLIN, 0};
        ::poll(&wait, 1, 200);  // at most 200 ms: the stop flag and the deadline are looked at
        readable = drain(pipe, pending, builder, requests);
        if (options.progress && monotonic_us() >= next_progress) {
            options.progress(static_cast<double>(monotonic_us() - start_us) / 1e6, requests);
            next_progress += 1'000'000;
        }
    }
    const std::uint64_t stopped_us = monotonic_us();
    (void)write_file(path / "tracing_on", "0");
    drain(pipe, pending, builder, requests);  // what the buffers still hold
    ::close(pipe);
    recording.trace.header = header_of(options.device, *device, options);
    recording.trace.header.seconds = static_cast<double>(stopped_us - start_us) / 1e6;
    recording.trace.header.lost_events = lost_events(path);
    recording.trace.requests = builder.take_requests();
    recording.counts = builder.counts();
    return recording;
}

} // namespace ssd
