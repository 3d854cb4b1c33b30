#include "platform/macos/macos_bench_platform.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <random>

#include "core/util/units.h"
#include "platform/linux/thread_pool_backend.h"

namespace ssd::macos_platform {

namespace {

std::atomic<int> g_interrupt{0};
extern "C" void ssd_mac_bench_on_signal(int signal_number) { g_interrupt.store(signal_number); }

class SignalScope final : public bench::InterruptScope {
public:
    SignalScope() {
        g_interrupt.store(0);
        struct sigaction action {};
        action.sa_handler = ssd_mac_bench_on_signal;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGINT, &action, &previous_int_);
        ::sigaction(SIGTERM, &action, &previous_term_);
    }
    ~SignalScope() override {
        ::sigaction(SIGINT, &previous_int_, nullptr);
        ::sigaction(SIGTERM, &previous_term_, nullptr);
    }
    SignalScope(const SignalScope&) = delete;
    SignalScope& operator=(const SignalScope&) = delete;
    const std::atomic<int>& flag() const override { return g_interrupt; }
    [[noreturn]] void exit_as_interrupted() override {
        const int signal_number = g_interrupt.load() != 0 ? g_interrupt.load() : SIGINT;
        ::signal(signal_number, SIG_DFL);
        ::raise(signal_number);
        ::_exit(128 + signal_number);
    }

private:
    struct sigaction previous_int_ {};
    struct sigaction previous_term_ {};
};

class RusageMeter final : public bench::CpuMeter {
public:
    std::optional<bench::CpuTimes> now() override {
        rusage usage{};
        if (::getrusage(RUSAGE_SELF, &usage) != 0) return std::nullopt;
        const auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; };
        return bench::CpuTimes{seconds(usage.ru_utime), seconds(usage.ru_stime)};
    }
};
RusageMeter g_meter;

class MacOpenedTarget final : public bench::OpenedTarget {
public:
    explicit MacOpenedTarget(int fd) : fd_(fd), backend_(fd) {}
    ~MacOpenedTarget() override { ::close(fd_); }
    MacOpenedTarget(const MacOpenedTarget&) = delete;
    MacOpenedTarget& operator=(const MacOpenedTarget&) = delete;
    bench::IoBackend& backend() override { return backend_; }
    std::vector<std::string> notes() const override {
        return {"macOS: F_NOCACHE test file, pread/pwrite thread pool (no native asynchronous I/O engine)"};
    }
    Result<bench::TrimOutcome> trim(std::uint64_t, std::uint64_t) override {
        bench::TrimOutcome outcome;
        outcome.method = "none";
        outcome.detail = "macOS offers no way to TRIM a range of a file; the drive learns about freed blocks when "
                         "files are deleted (where TRIM is on)";
        return outcome;
    }

private:
    int fd_;
    linux_platform::ThreadPoolBackend backend_;
};

} // namespace

bench::CpuMeter* MacBenchPlatform::cpu_meter() { return &g_meter; }
std::unique_ptr<bench::InterruptScope> MacBenchPlatform::catch_interrupts() { return std::make_unique<SignalScope>(); }
bool MacBenchPlatform::stderr_is_terminal() { return ::isatty(STDERR_FILENO) == 1; }

std::uint64_t MacBenchPlatform::random_seed() {
    std::random_device random;
    return (std::uint64_t{random()} << 32U) ^ random() ^
           static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
}

Result<bench::TargetFacts> MacBenchPlatform::inspect(const std::string& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) {
        if (errno == ENOENT) return fail(ErrorCode::NoSuchDevice, path + " does not exist");
        return fail(ErrorCode::InputUnreadable, path + ": " + std::strerror(errno));
    }
    if (S_ISREG(info.st_mode)) {
        return fail(ErrorCode::Refused, path + " is a regular file: ssdtool bench never writes into an existing file; "
                                               "give a directory");
    }
    if (!S_ISDIR(info.st_mode)) {
        return fail(ErrorCode::NotADrive, path + ": on macOS ssdtool benchmarks directories only (raw disks not yet)");
    }
    struct statfs fs {};
    if (::statfs(path.c_str(), &fs) != 0) return fail(ErrorCode::InputUnreadable, path + ": " + std::strerror(errno));
    bench::TargetFacts facts;
    facts.path = path;
    facts.kind = bench::TargetKind::Directory;
    facts.directory.free_bytes = std::uint64_t{fs.f_bavail} * fs.f_bsize;
    facts.directory.total_bytes = std::uint64_t{fs.f_blocks} * fs.f_bsize;
    facts.directory.filesystem = fs.f_fstypename;
    return facts;
}

Result<std::unique_ptr<bench::OpenedTarget>> MacBenchPlatform::open(const bench::BenchPlan& plan,
                                                                   const bench::TargetFacts& facts) {
    std::string name = facts.path + "/.ssdtool-bench-XXXXXX";
    const int fd = ::mkstemp(name.data());
    if (fd < 0) {
        return fail(errno == EACCES ? ErrorCode::PermissionDenied : ErrorCode::InputUnreadable,
                    "cannot create a test file in " + facts.path + ": " + std::strerror(errno));
    }
    ::unlink(name.c_str()); // nameless from now on
    auto target = std::make_unique<MacOpenedTarget>(fd);
    if (::fcntl(fd, F_NOCACHE, 1) != 0) {
        return fail(ErrorCode::Refused, "the filesystem of " + facts.path + " refuses F_NOCACHE: the cache would be "
                                                                            "measured instead of the drive");
    }
    if (::ftruncate(fd, static_cast<off_t>(plan.span_bytes)) != 0) {
        return fail(errno == ENOSPC ? ErrorCode::Refused : ErrorCode::InputUnreadable,
                    "cannot size the test file (" + format_bytes(plan.span_bytes) + "): " + std::strerror(errno));
    }
    return std::unique_ptr<bench::OpenedTarget>(std::move(target));
}

} // namespace ssd::macos_platform
