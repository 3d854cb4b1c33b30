#include "platform/linux/bench_target.h"
#include "platform/linux/proc_stat.h"

#include <fcntl.h>
#include <linux/fs.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <fstream>
#include <random>
#include <sstream>
#include <system_error>
#include <utility>

#include "core/linux/proc_text.h"
#include "core/util/join.h"
#include "core/util/units.h"
#include "platform/linux/bench_conditions.h"
#include "platform/linux/block_stat_meter.h"
#include "platform/linux/errno_text.h"
#include "platform/linux/auto_backend.h"
#include "platform/linux/io_uring_backend.h"
#include "platform/linux/linux_setup_inspector.h"
#include "platform/linux/completion_cpus.h"
#include "platform/linux/own_session.h"
#include "platform/linux/sysfs_attr.h"
#include "platform/linux/sysfs_drive_inventory.h"
#include "platform/linux/thread_pool_backend.h"
#include "platform/platform_factory.h"

namespace ssd::linux_platform {

namespace fs = std::filesystem;
using linux_kernel::MountEntry;
using linux_kernel::mount_holding;
using linux_kernel::parse_mountinfo;

namespace {


class UniqueFd {
public:
    UniqueFd() = default;
    explicit UniqueFd(int fd) : fd_(fd) {}
    ~UniqueFd() {
        if (fd_ >= 0) ::close(fd_);
    }
    UniqueFd(UniqueFd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
    UniqueFd& operator=(UniqueFd&& other) noexcept {
        if (this != &other) {
            if (fd_ >= 0) ::close(fd_);
            fd_ = std::exchange(other.fd_, -1);
        }
        return *this;
    }
    UniqueFd(const UniqueFd&) = delete;
    UniqueFd& operator=(const UniqueFd&) = delete;
    int get() const { return fd_; }
    int release() { return std::exchange(fd_, -1); }

private:
    int fd_ = -1;
};

std::optional<std::string> read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::optional<MountEntry> mount_containing(const fs::path& proc, const fs::path& directory) {
    const auto text = read_text(proc / "self" / "mountinfo");
    if (!text) return std::nullopt;
    std::error_code ec;
    return mount_holding(parse_mountinfo(*text), fs::weakly_canonical(directory, ec).string());
}

// open(2) of a raw device, with the errors a benchmark reports.
Result<UniqueFd> open_device(const std::string& path, int flags) {
    UniqueFd fd(::open(path.c_str(), flags));
    if (fd.get() >= 0) return fd;
    const int error_number = errno;
    if (error_number == EBUSY) {
        return fail(ErrorCode::Refused,
                    "refusing to write to " + path + ": it is in use (another program holds it open exclusively)");
    }
    if (error_number == EACCES || error_number == EPERM) {
        return fail(ErrorCode::PermissionDenied,
                    "cannot open " + path + ": " + errno_text(error_number) +
                        (::geteuid() != 0 ? " (benchmarking a raw device needs root)"
                                          : " (the system does not let this process open the device)"));
    }
    return fail(ErrorCode::InputUnreadable, "cannot open " + path + ": " + errno_text(error_number));
}

// Both descriptors are the same block device (the node was not replaced
// between the two opens).
bool same_device(int a, int b) {
    struct stat first {};
    struct stat second {};
    return ::fstat(a, &first) == 0 && ::fstat(b, &second) == 0 && S_ISBLK(first.st_mode) &&
           first.st_rdev == second.st_rdev;
}

// ---- opened targets ---------------------------------------------------------

Result<std::unique_ptr<bench::IoBackend>> make_backend(const std::string& engine, int fd,
                                                       std::vector<std::string>& notes) {
    if (engine == "threads") return std::unique_ptr<bench::IoBackend>(std::make_unique<ThreadPoolBackend>(fd));
    auto usable = io_uring_usable();
    if (usable && engine == "io_uring") return std::unique_ptr<bench::IoBackend>(std::make_unique<IoUringBackend>(fd));
    if (usable) return std::unique_ptr<bench::IoBackend>(std::make_unique<AutoBackend>(fd));
    if (engine == "io_uring") {
        return fail(ErrorCode::ToolMissing, usable.error().message + "; --engine threads works without it");
    }
    notes.push_back(usable.error().message + "; the thread-pool engine (pread/pwrite) was used instead");
    return std::unique_ptr<bench::IoBackend>(std::make_unique<ThreadPoolBackend>(fd));
}

class LinuxOpenedTarget final : public bench::OpenedTarget {
public:
    // `claim`: a raw device's exclusive claim, held apart from `fd` (see open()).
    LinuxOpenedTarget(UniqueFd fd, bool is_file, fs::path location, fs::path proc, bool filesystem_trim,
                      UniqueFd claim = UniqueFd())
        : claim_(std::move(claim)), fd_(std::move(fd)), is_file_(is_file), filesystem_trim_(filesystem_trim),
          location_(std::move(location)), proc_(std::move(proc)) {}

    // The back end goes before the descriptor it uses, the claim after both.
    ~LinuxOpenedTarget() override { backend_.reset(); }

    Result<void> choose_backend(const std::string& engine) {
        auto backend = make_backend(engine, fd_.get(), notes_);
        if (!backend) return tl::unexpected(backend.error());
        backend_ = std::move(*backend);
        return {};
    }

    bench::IoBackend& backend() override { return *backend_; }
    std::vector<std::string> notes() const override { return notes_; }
    void add_note(std::string note) { notes_.push_back(std::move(note)); }

    Result<bench::TrimOutcome> trim(std::uint64_t offset, std::uint64_t length) override {
        return is_file_ ? trim_file(offset, length) : trim_device(offset, length);
    }

private:
    UniqueFd claim_; // declared first: released last
    UniqueFd fd_;
    bool is_file_;
    bool filesystem_trim_;
    fs::path location_; // the directory of a test file, the device node of a device
    fs::path proc_;
    std::unique_ptr<bench::IoBackend> backend_;
    std::vector<std::string> notes_;

    Result<bench::TrimOutcome> trim_device(std::uint64_t offset, std::uint64_t length) {
        bench::TrimOutcome outcome;
        outcome.method = "BLKDISCARD";
        std::uint64_t range[2] = {offset, length};
        if (::ioctl(fd_.get(), BLKDISCARD, &range) == 0) {
            outcome.done = true;
            outcome.bytes = length;
            outcome.detail = "discarded " + format_bytes(length) + " of " + location_.string();
        } else {
            outcome.detail = location_.string() + " did not accept the discard: " + errno_text(errno);
        }
        return outcome;
    }

    Result<bench::TrimOutcome> trim_file(std::uint64_t offset, std::uint64_t length) {
        bench::TrimOutcome outcome;
        outcome.method = "punch hole + FITRIM";
        const auto start = static_cast<off_t>(offset);
        const auto size = static_cast<off_t>(length);
        if (::fallocate(fd_.get(), FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, start, size) != 0) {
            outcome.detail = "the filesystem cannot release the test file's blocks (" + errno_text(errno) + ")";
            return outcome;
        }
        outcome.bytes = length;
        std::string detail = "released " + format_bytes(length) + " of the test file";
        const auto mount = mount_containing(proc_, location_);
        const bool online_discard = mount && linux_kernel::has_mount_option(mount->super_options, "discard");
        UniqueFd directory(filesystem_trim_ ? ::open(location_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1);
        fstrim_range range{0, ~std::uint64_t{0}, 0};
        if (!filesystem_trim_) {
            outcome.done = online_discard;
            outcome.detail = detail + (online_discard ? "; the filesystem is mounted with discard and passed the TRIM on"
                                                      : "; the filesystem was not asked to trim (FITRIM turned off)");
        } else if (directory.get() >= 0 && ::ioctl(directory.get(), FITRIM, &range) == 0) {
            outcome.done = true;
            outcome.detail = detail + "; FITRIM trimmed " + format_bytes(range.len) + " of free space";
        } else {
            const int error_number = directory.get() >= 0 ? errno : EBADF;
            if (online_discard) {
                outcome.done = true;
                outcome.detail = detail + "; the filesystem is mounted with discard and passed the TRIM on";
            } else {
                outcome.detail = detail + ", but FITRIM failed (" + errno_text(error_number) +
                                 (error_number == EPERM ? ": it needs root" : "") +
                                 ") and the filesystem is not mounted with discard: the drive was not told";
            }
        }
        // Reserve the space again so the refill writes into allocated blocks.
        (void)::fallocate(fd_.get(), 0, start, size);
        return outcome;
    }
};

// ---- interrupts, CPU time -------------------------------------------------------

std::atomic<int> g_interrupt{0};
static_assert(std::atomic<int>::is_always_lock_free, "the signal handler needs a lock-free flag");

extern "C" void ssd_bench_on_signal(int signal_number) { g_interrupt.store(signal_number, std::memory_order_relaxed); }

constexpr int kCaughtSignals[] = {SIGINT, SIGTERM, SIGHUP};

class SignalScope final : public bench::InterruptScope {
public:
    SignalScope() {
        g_interrupt.store(0);
        struct sigaction action {};
        action.sa_handler = ssd_bench_on_signal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = 0; // no SA_RESTART: a blocked wait returns EINTR and sees the flag
        for (std::size_t i = 0; i < std::size(kCaughtSignals); ++i) {
            ::sigaction(kCaughtSignals[i], &action, &previous_[i]);
        }
    }
    ~SignalScope() override { restore(); }
    SignalScope(const SignalScope&) = delete;
    SignalScope& operator=(const SignalScope&) = delete;

    const std::atomic<int>& flag() const override { return g_interrupt; }

    [[noreturn]] void exit_as_interrupted() override {
        const int signal_number = g_interrupt.load() != 0 ? g_interrupt.load() : SIGINT;
        restore();
        struct sigaction action {};
        action.sa_handler = SIG_DFL;
        sigemptyset(&action.sa_mask);
        ::sigaction(signal_number, &action, nullptr);
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, signal_number);
        ::sigprocmask(SIG_UNBLOCK, &set, nullptr);
        ::raise(signal_number);
        ::_exit(128 + signal_number);
    }

private:
    struct sigaction previous_[std::size(kCaughtSignals)] {};
    bool restored_ = false;

    void restore() {
        if (restored_) return;
        restored_ = true;
        for (std::size_t i = 0; i < std::size(kCaughtSignals); ++i) {
            ::sigaction(kCaughtSignals[i], &previous_[i], nullptr);
        }
    }
};

class RusageMeter final : public bench::CpuMeter {
public:
    std::optional<bench::CpuTimes> now() override {
        rusage usage{};
        if (::getrusage(RUSAGE_SELF, &usage) != 0) return std::nullopt;
        auto seconds = [](const timeval& value) {
            return static_cast<double>(value.tv_sec) + static_cast<double>(value.tv_usec) / 1e6;
        };
        return bench::CpuTimes{seconds(usage.ru_utime), seconds(usage.ru_stime)};
    }
    std::optional<bench::SystemCpu> system() override { return read_proc_stat(); }
};

RusageMeter g_rusage_meter;

// "1, 3": CPU numbers as the placement detail names them.
std::string cpu_list(const std::vector<int>& cpus) {
    return join(cpus, ", ", [](int cpu) { return std::to_string(cpu); });
}

} // namespace

Result<TestFile> create_test_file(const fs::path& directory, std::uint64_t size, const TestFileOptions& options) {
    TestFile file;
    UniqueFd fd;
    if (options.allow_tmpfile) {
        fd = UniqueFd(::open(directory.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600));
        if (fd.get() >= 0) {
            file.how = "O_TMPFILE";
        } else if (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL) {
            const int error_number = errno;
            return fail(error_number == EACCES || error_number == EPERM || error_number == EROFS
                            ? ErrorCode::PermissionDenied
                            : ErrorCode::InputUnreadable,
                        "cannot create a test file in " + directory.string() + ": " + errno_text(error_number));
        }
    }
    if (fd.get() < 0) {
        // No O_TMPFILE here: a name that lives only until the unlink below.
        std::random_device random;
        for (int attempt = 0; attempt < 100 && fd.get() < 0; ++attempt) {
            const fs::path name = directory / (".ssdtool-bench-" + std::to_string(::getpid()) + "-" +
                                               std::to_string(random()));
            fd = UniqueFd(::open(name.c_str(), O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0600));
            if (fd.get() >= 0) {
                ::unlink(name.c_str());
                file.how = "created and unlinked at once";
            } else if (errno != EEXIST) {
                const int error_number = errno;
                return fail(error_number == EACCES || error_number == EPERM || error_number == EROFS
                                ? ErrorCode::PermissionDenied
                                : ErrorCode::InputUnreadable,
                            "cannot create a test file in " + directory.string() + ": " + errno_text(error_number));
            }
        }
        if (fd.get() < 0) return fail(ErrorCode::InputUnreadable, "cannot find a free test file name in " + directory.string());
    }
    // Direct I/O only now: the file already has no name, whatever happens.
    const int flags = ::fcntl(fd.get(), F_GETFL);
    if (flags < 0 || ::fcntl(fd.get(), F_SETFL, flags | O_DIRECT) != 0) {
        return fail(ErrorCode::Refused, "the filesystem of " + directory.string() +
                                            " does not support direct I/O (O_DIRECT), so the page cache would be "
                                            "measured instead of the drive; choose a directory on the drive's filesystem");
    }
    if (::fallocate(fd.get(), 0, 0, static_cast<off_t>(size)) != 0) {
        const int error_number = errno;
        if (error_number == ENOSPC || error_number == EDQUOT) {
            return fail(ErrorCode::Refused, "not enough free space in " + directory.string() + " for a test file of " +
                                                format_bytes(size) + "; choose a smaller --size");
        }
        if (error_number != EOPNOTSUPP || ::ftruncate(fd.get(), static_cast<off_t>(size)) != 0) {
            return fail(ErrorCode::InputUnreadable, "cannot size the test file in " + directory.string() + ": " +
                                                        errno_text(error_number));
        }
    }
    file.fd = fd.release();
    return file;
}

LinuxBenchPlatform::LinuxBenchPlatform(DevicePaths paths, ExclusiveOpenProbe probe)
    : paths_(paths), devices_(std::move(paths), std::move(probe)) {}

bench::CpuMeter* LinuxBenchPlatform::cpu_meter() { return &g_rusage_meter; }

std::unique_ptr<bench::DeviceMeter> LinuxBenchPlatform::device_meter(const bench::TargetFacts& facts) {
    return block_stat_meter(paths_.sys, facts);
}

std::unique_ptr<bench::InterruptScope> LinuxBenchPlatform::catch_interrupts() {
    return std::make_unique<SignalScope>();
}

bool LinuxBenchPlatform::stderr_is_terminal() { return ::isatty(STDERR_FILENO) == 1; }

std::uint64_t LinuxBenchPlatform::random_seed() {
    std::random_device random;
    const auto now = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    return (std::uint64_t{random()} << 32) ^ random() ^ now ^ (static_cast<std::uint64_t>(::getpid()) << 16);
}

bench::RunScheduling LinuxBenchPlatform::take_own_session(bool may_fork) {
    if (!scheduling_) scheduling_ = linux_platform::take_own_session(OwnSessionOptions{may_fork});
    return *scheduling_;
}

bench::IoThreadPlacement LinuxBenchPlatform::io_thread_placement(const bench::TargetFacts& facts) {
    bench::IoThreadPlacement placement;
    placement.detail = "not pinned: no drive under the target";
    const bench::ConditionFacts* conditions = facts.conditions.get();
    if (conditions == nullptr || conditions->drives.empty()) return placement;
    std::vector<std::string> disk_names;
    std::vector<int> cpus;
    for (const auto& drive : conditions->drives) {
        const std::string disk = std::filesystem::path(drive.device).filename().string();
        disk_names.push_back(disk);
        for (const int cpu : completion_cpus(paths_, disk)) {
            if (std::find(cpus.begin(), cpus.end(), cpu) == cpus.end()) cpus.push_back(cpu);
        }
    }
    const std::string disks = join(disk_names, ", ");
    if (cpus.empty()) {
        placement.detail = "not pinned: no completion interrupts of " + disks + " found";
        return placement;
    }
    const std::vector<int> usable = usable_cpus();
    const std::string taking = cpu_list(cpus);
    std::erase_if(cpus, [&usable](int cpu) { return std::find(usable.begin(), usable.end(), cpu) == usable.end(); });
    if (cpus.empty()) {
        // Started under taskset or in a cpuset without them: each completion
        // wakes the I/O thread from another CPU, which cost 28 % of RND4K
        // Q1T1 write IOPS on the development VM (docs/BENCHMARKS.md).
        placement.detail = "not pinned: " + disks + "'s completion interrupts are taken on CPU " + taking +
                           ", where this process may not run";
        return placement;
    }
    if (cpus.size() >= usable.size()) {
        placement.detail = "not pinned: " + disks + "'s completions are taken on every CPU this process may use";
        return placement;
    }
    const std::string list = cpu_list(cpus);
    placement.pins = true;
    placement.detail = "pinned to CPU " + list + ", which take" + (cpus.size() == 1 ? "s " : " ") + disks +
                       "'s completion interrupts (a job with more threads than that runs unpinned)";
    placement.enter = [cpus](std::uint32_t index, std::uint32_t threads) {
        if (threads <= cpus.size()) pin_this_thread(cpus[index]);
    };
    placement.leave = [] { unpin_this_thread(); };
    return placement;
}

Result<bench::TargetFacts> LinuxBenchPlatform::inspect(const std::string& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) {
        const int error_number = errno;
        if (error_number == ENOENT || error_number == ENOTDIR) {
            return fail(ErrorCode::NoSuchDevice, path + " does not exist");
        }
        if (error_number == EACCES) return fail(ErrorCode::PermissionDenied, path + ": permission denied");
        return fail(ErrorCode::InputUnreadable, path + ": " + errno_text(error_number));
    }
    if (S_ISDIR(info.st_mode)) return inspect_directory(path);
    if (S_ISBLK(info.st_mode)) return inspect_block_device(path);
    if (S_ISREG(info.st_mode)) {
        return fail(ErrorCode::Refused,
                    path + " is a regular file: ssdtool bench never writes into an existing file (it could be "
                           "someone's data). Give a directory (a test file is created inside and removed "
                           "afterwards) or an unused block device");
    }
    return fail(ErrorCode::NotADrive, path + " is neither a directory nor a block device" +
                                          (S_ISCHR(info.st_mode) ? std::string(" (it is a character device)") : ""));
}

Result<bench::TargetFacts> LinuxBenchPlatform::inspect_directory(const std::string& path) {
    bench::TargetFacts facts;
    facts.path = path;
    facts.kind = bench::TargetKind::Directory;
    std::optional<std::uint64_t> free_bytes;
    if (free_space_probe_) free_bytes = free_space_probe_(path);
    struct statvfs vfs {};
    if (::statvfs(path.c_str(), &vfs) == 0) {
        if (!free_bytes) free_bytes = std::uint64_t{vfs.f_bavail} * vfs.f_frsize;
        facts.directory.total_bytes = std::uint64_t{vfs.f_blocks} * vfs.f_frsize;
    } else if (!free_bytes) {
        return fail(ErrorCode::InputUnreadable, "cannot read the free space of " + path + ": " + errno_text(errno));
    }
    facts.directory.free_bytes = *free_bytes;
    facts.directory.alignment = 4096;
    if (const auto mount = mount_containing(paths_.proc, path)) facts.directory.filesystem = mount->fstype;
    facts.conditions = directory_conditions(paths_, path,
                                            facts.directory.total_bytes != 0
                                                ? std::optional<std::uint64_t>(facts.directory.total_bytes)
                                                : std::nullopt,
                                            facts.directory.free_bytes);
    return facts;
}

Result<bench::TargetFacts> LinuxBenchPlatform::inspect_block_device(const std::string& path) {
    auto drive = devices_.resolve(path);
    if (!drive) {
        if (drive.error().code == ErrorCode::NotADrive) return inspect_not_a_drive(path, drive.error());
        return tl::unexpected(drive.error());
    }
    if (!drive->nvme_controller.empty() && drive->nvme_namespace.empty()) {
        return fail(ErrorCode::NotADrive, path + " is an NVMe controller, not a block device; benchmark one of its "
                                                 "namespaces (" + (paths_.dev / drive->block_devices.front()).string() +
                                                 ")");
    }
    // A benchmark writes to this namespace only, so only its use matters
    // (sanitize and firmware, which act on all of them, check every one).
    if (!drive->nvme_namespace.empty()) drive->block_devices = {drive->nvme_namespace};
    bench::TargetFacts facts;
    facts.path = path;
    facts.kind = bench::TargetKind::BlockDevice;
    bench::DeviceFacts& device = facts.device;
    device.identity = drive->identity;
    device.logical_block_size = drive->logical_block_size;
    device.discard_supported = drive->discard_max_bytes > 0;
    if (auto usage = devices_.usage(*drive)) {
        device.usage = std::move(*usage);
    } else {
        device.usage_error = usage.error();
    }
    facts.conditions = device_conditions(
        paths_, drive->block_devices.empty() ? drive->identity.kernel_name : drive->block_devices.front());
    return facts;
}

Result<bench::TargetFacts> LinuxBenchPlatform::inspect_not_a_drive(const std::string& path, const Error& why) {
    auto name = devices_.kernel_name(path);
    if (!name) return tl::unexpected(name.error());
    std::error_code ec;
    const fs::path dir = fs::canonical(paths_.sys / "class" / "block" / *name, ec);
    if (ec) return tl::unexpected(why); // not a block device at all
    const bool partition = fs::exists(dir / "partition", ec);
    // A partition's queue limits and identity are its drive's.
    const fs::path whole = partition ? dir.parent_path() : dir;
    bench::TargetFacts facts;
    facts.path = path;
    facts.kind = bench::TargetKind::BlockDevice;
    bench::DeviceFacts& device = facts.device;
    device.not_a_drive = why.message;
    device.identity.device = (paths_.dev / *name).string();
    device.identity.kernel_name = *name;
    device.identity.capacity_bytes = read_number(dir / "size").value_or(0) * 512;
    device.identity.protocol = Protocol::Unknown;
    device.identity.transport = Transport::Unknown;
    if (partition) {
        SysfsDriveInventory inventory(paths_.sys, paths_.dev);
        if (auto drive = inventory.lookup_kernel_name(whole.filename().string())) {
            device.identity.serial = drive->serial;
            device.identity.model = drive->model;
            device.identity.protocol = drive->protocol;
            device.identity.transport = drive->transport;
        }
    }
    device.logical_block_size =
        static_cast<std::uint32_t>(read_number(whole / "queue" / "logical_block_size").value_or(512));
    device.discard_supported = read_number(whole / "queue" / "discard_max_bytes").value_or(0) > 0;
    facts.conditions = device_conditions(paths_, *name);
    return facts;
}

Result<std::unique_ptr<bench::OpenedTarget>> LinuxBenchPlatform::open(const bench::BenchPlan& plan,
                                                                     const bench::TargetFacts& facts) {
    std::unique_ptr<LinuxOpenedTarget> target;
    if (facts.kind == bench::TargetKind::Directory) {
        auto file = create_test_file(facts.path, plan.span_bytes, test_file_options_);
        if (!file) return tl::unexpected(file.error());
        target = std::make_unique<LinuxOpenedTarget>(UniqueFd(file->fd), true, facts.path, paths_.proc,
                                                     filesystem_trim_);
        if (file->how != "O_TMPFILE") {
            target->add_note("the test file was " + file->how + " (this filesystem has no O_TMPFILE)");
        }
    } else {
        // A run that writes claims the device exclusively (O_EXCL: the kernel
        // then refuses a mount, swapon or any other exclusive holder until the
        // run ends), on a descriptor of its own that no I/O goes through.
        // io_uring may drop its last reference to the I/O descriptor's file
        // from a kernel worker a moment after ssdtool has exited; a claim on
        // that file would outlive the run and make the next one find the
        // device "held open exclusively". The claim's descriptor is closed by
        // ssdtool itself, so it ends when the run does.
        UniqueFd claim;
        if (plan.writes) {
            auto claimed = open_device(facts.path, O_RDONLY | O_EXCL | O_CLOEXEC);
            if (!claimed) return tl::unexpected(claimed.error());
            claim = std::move(*claimed);
        }
        auto fd = open_device(facts.path, O_DIRECT | O_CLOEXEC | (plan.writes ? O_RDWR : O_RDONLY));
        if (!fd) return tl::unexpected(fd.error());
        if (plan.writes && !same_device(claim.get(), fd->get())) {
            return fail(ErrorCode::Refused, "refusing to write to " + facts.path +
                                                ": it names another device than a moment ago; try again");
        }
        target = std::make_unique<LinuxOpenedTarget>(std::move(*fd), false, facts.path, paths_.proc, filesystem_trim_,
                                                     std::move(claim));
    }
    if (auto chosen = target->choose_backend(plan.engine); !chosen) return tl::unexpected(chosen.error());
    return std::unique_ptr<bench::OpenedTarget>(std::move(target));
}

} // namespace ssd::linux_platform

namespace ssd {

std::unique_ptr<bench::BenchPlatform> make_bench_platform() {
    return std::make_unique<linux_platform::LinuxBenchPlatform>();
}

} // namespace ssd
