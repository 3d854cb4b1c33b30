#include "platform/windows/win_bench_platform.h"

#include <windows.h>
#include <winioctl.h>

#include <atomic>
#include <chrono>
#include <random>

#include "core/util/units.h"
#include "core/windows/device_names.h"
#include "platform/windows/disk_trim.h"
#include "platform/windows/overlapped_backend.h"
#include "platform/windows/volumes.h"
#include "platform/windows/win_drive_inventory.h"
#include "platform/windows/win_util.h"

namespace ssd::windows_platform {

namespace {

namespace w = ssd::windows;

// FSCTL_FILE_LEVEL_TRIM (winioctl.h, Windows 8+; missing from some mingw-w64
// releases): CTL_CODE(FILE_DEVICE_FILESYSTEM, 130, METHOD_BUFFERED, FILE_WRITE_DATA).
constexpr DWORD kFsctlFileLevelTrim = 0x00098208;
struct FileLevelTrimRange {
    DWORDLONG offset;
    DWORDLONG length;
};
struct FileLevelTrim {
    DWORD key;
    DWORD range_count;
    FileLevelTrimRange ranges[1];
};
struct FileLevelTrimOutput {
    DWORD ranges_processed;
};

// ---- interrupts -------------------------------------------------------------

std::atomic<int> g_interrupt{0};

BOOL WINAPI on_console_event(DWORD event) {
    g_interrupt.store(static_cast<int>(event) + 1, std::memory_order_relaxed); // CTRL_C_EVENT is 0
    return TRUE; // handled: the engine stops and cleans up
}

class ConsoleInterruptScope final : public bench::InterruptScope {
public:
    ConsoleInterruptScope() {
        g_interrupt.store(0);
        SetConsoleCtrlHandler(on_console_event, TRUE);
    }
    ~ConsoleInterruptScope() override { restore(); }
    ConsoleInterruptScope(const ConsoleInterruptScope&) = delete;
    ConsoleInterruptScope& operator=(const ConsoleInterruptScope&) = delete;

    const std::atomic<int>& flag() const override { return g_interrupt; }

    [[noreturn]] void exit_as_interrupted() override {
        restore();
        // The status a console program ended by Ctrl-C exits with.
        ExitProcess(STATUS_CONTROL_C_EXIT);
    }

private:
    bool restored_ = false;
    void restore() {
        if (restored_) return;
        restored_ = true;
        SetConsoleCtrlHandler(on_console_event, FALSE);
    }
};

double filetime_seconds(const FILETIME& t) {
    const std::uint64_t ticks = (std::uint64_t{t.dwHighDateTime} << 32U) | t.dwLowDateTime;
    return static_cast<double>(ticks) / 1e7; // 100 ns units
}

class ProcessTimesMeter final : public bench::CpuMeter {
public:
    std::optional<bench::CpuTimes> now() override {
        FILETIME created{};
        FILETIME exited{};
        FILETIME kernel{};
        FILETIME user{};
        if (!GetProcessTimes(GetCurrentProcess(), &created, &exited, &kernel, &user)) return std::nullopt;
        return bench::CpuTimes{filetime_seconds(user), filetime_seconds(kernel)};
    }
    // GetSystemTimes sums all CPUs; its kernel time includes the idle time.
    std::optional<bench::SystemCpu> system() override {
        FILETIME idle{};
        FILETIME kernel{};
        FILETIME user{};
        if (!GetSystemTimes(&idle, &kernel, &user)) return std::nullopt;
        SYSTEM_INFO info{};
        GetSystemInfo(&info);
        return bench::SystemCpu{filetime_seconds(kernel) + filetime_seconds(user) - filetime_seconds(idle),
                                static_cast<unsigned>(info.dwNumberOfProcessors)};
    }
};

ProcessTimesMeter g_meter;

// ---- opened targets ---------------------------------------------------------------

class WinOpenedTarget final : public bench::OpenedTarget {
public:
    WinOpenedTarget(UniqueHandle handle, bool is_file, bool writable, std::string location)
        : handle_(std::move(handle)), is_file_(is_file), location_(std::move(location)),
          backend_(handle_.get(), writable, &g_interrupt) {}

    bench::IoBackend& backend() override { return backend_; }
    std::vector<std::string> notes() const override { return notes_; }
    void add_note(std::string note) { notes_.push_back(std::move(note)); }

    Result<bench::TrimOutcome> trim(std::uint64_t offset, std::uint64_t length) override {
        return is_file_ ? trim_file(offset, length) : trim_disk(offset, length);
    }

private:
    UniqueHandle handle_; // declared first: destroyed after the back end's queues
    bool is_file_;
    std::string location_;
    OverlappedBackend backend_;
    std::vector<std::string> notes_;

    Result<bench::TrimOutcome> trim_file(std::uint64_t offset, std::uint64_t length) {
        // FSCTL_FILE_LEVEL_TRIM (Windows 8+): FILE_LEVEL_TRIM { DWORD Key;
        // DWORD NumRanges; FILE_LEVEL_TRIM_RANGE Ranges[] { DWORDLONG Offset;
        // DWORDLONG Length; } }. The filesystem passes the TRIM to the drive.
        FileLevelTrim request{};
        request.key = 0;
        request.range_count = 1;
        request.ranges[0].offset = offset;
        request.ranges[0].length = length;
        bench::TrimOutcome outcome;
        outcome.method = "FSCTL_FILE_LEVEL_TRIM";
        DWORD returned = 0;
        FileLevelTrimOutput output{};
        if (DeviceIoControl(handle_.get(), kFsctlFileLevelTrim, &request, sizeof request, &output, sizeof output,
                            &returned, nullptr)) {
            outcome.done = output.ranges_processed > 0;
            outcome.bytes = outcome.done ? length : 0;
            outcome.detail = outcome.done ? "the filesystem trimmed " + format_bytes(length) + " of the test file"
                                          : "the filesystem accepted but did not trim the range";
        } else {
            outcome.detail = "the filesystem of " + location_ + " cannot trim a file range: " +
                             error_text(GetLastError());
        }
        return outcome;
    }

    Result<bench::TrimOutcome> trim_disk(std::uint64_t offset, std::uint64_t length) {
        bench::TrimOutcome outcome;
        outcome.method = "IOCTL_STORAGE_MANAGE_DATA_SET_ATTRIBUTES (TRIM)";
        const auto failure = trim_disk_range(handle_.get(), offset, length);
        if (!failure) {
            outcome.done = true;
            outcome.bytes = length;
            outcome.detail = "trimmed " + format_bytes(length) + " of " + location_;
        } else {
            outcome.detail = location_ + " did not accept the TRIM: " + error_text(*failure);
        }
        return outcome;
    }
};

std::string join_path(const std::string& directory, const std::string& name) {
    if (!directory.empty() && (directory.back() == '\\' || directory.back() == '/')) return directory + name;
    return directory + "\\" + name;
}

} // namespace

bench::CpuMeter* WinBenchPlatform::cpu_meter() { return &g_meter; }

std::unique_ptr<bench::InterruptScope> WinBenchPlatform::catch_interrupts() {
    return std::make_unique<ConsoleInterruptScope>();
}

bool WinBenchPlatform::stderr_is_terminal() {
    DWORD mode = 0;
    return GetConsoleMode(GetStdHandle(STD_ERROR_HANDLE), &mode) != 0;
}

std::uint64_t WinBenchPlatform::random_seed() {
    std::random_device random;
    LARGE_INTEGER counter{};
    QueryPerformanceCounter(&counter);
    return (std::uint64_t{random()} << 32U) ^ random() ^ static_cast<std::uint64_t>(counter.QuadPart) ^
           (std::uint64_t{GetCurrentProcessId()} << 16U);
}

Result<bench::TargetFacts> WinBenchPlatform::inspect(const std::string& path) {
    const auto parsed = w::parse_disk_name(path);
    if (parsed.kind == w::ParsedDiskName::Kind::PhysicalDrive) return inspect_disk(path, parsed.number);
    if (parsed.kind == w::ParsedDiskName::Kind::Partition) {
        return fail(ErrorCode::NotADrive, path + " is a partition: give a directory on it, or the whole disk " +
                                              w::physical_drive_path(parsed.number));
    }
    const DWORD attributes = GetFileAttributesW(widen(path).c_str());
    if (attributes == INVALID_FILE_ATTRIBUTES) {
        const DWORD error = GetLastError();
        if (error == ERROR_FILE_NOT_FOUND || error == ERROR_PATH_NOT_FOUND) {
            return fail(ErrorCode::NoSuchDevice, path + " does not exist");
        }
        if (error == ERROR_ACCESS_DENIED) return fail(ErrorCode::PermissionDenied, path + ": access denied");
        return fail(ErrorCode::InputUnreadable, path + ": " + error_text(error));
    }
    if ((attributes & FILE_ATTRIBUTE_DIRECTORY) != 0) return inspect_directory(path);
    return fail(ErrorCode::Refused, path + " is a regular file: ssdtool bench never writes into an existing file (it "
                                           "could be someone's data). Give a directory (a test file is created inside "
                                           "and removed afterwards) or an unused disk (\\\\.\\PhysicalDriveN)");
}

Result<bench::TargetFacts> WinBenchPlatform::inspect_directory(const std::string& path) {
    bench::TargetFacts facts;
    facts.path = path;
    facts.kind = bench::TargetKind::Directory;
    const std::wstring wide = widen(path);
    ULARGE_INTEGER available{};
    ULARGE_INTEGER total{};
    ULARGE_INTEGER free{};
    if (!GetDiskFreeSpaceExW(wide.c_str(), &available, &total, &free)) {
        return fail(ErrorCode::InputUnreadable, "cannot read the free space of " + path + ": " +
                                                    error_text(GetLastError()));
    }
    facts.directory.free_bytes = available.QuadPart;
    facts.directory.total_bytes = total.QuadPart;
    facts.directory.alignment = 4096;
    wchar_t root[MAX_PATH + 1] = {};
    if (GetVolumePathNameW(wide.c_str(), root, MAX_PATH + 1)) {
        DWORD sectors_per_cluster = 0;
        DWORD bytes_per_sector = 0;
        DWORD free_clusters = 0;
        DWORD clusters = 0;
        if (GetDiskFreeSpaceW(root, &sectors_per_cluster, &bytes_per_sector, &free_clusters, &clusters) &&
            bytes_per_sector > facts.directory.alignment) {
            facts.directory.alignment = bytes_per_sector;
        }
        wchar_t filesystem[MAX_PATH + 1] = {};
        if (GetVolumeInformationW(root, nullptr, 0, nullptr, nullptr, nullptr, filesystem, MAX_PATH + 1)) {
            facts.directory.filesystem = narrow(filesystem);
        }
    }
    return facts;
}

Result<bench::TargetFacts> WinBenchPlatform::inspect_disk(const std::string& path, std::uint32_t disk_number) {
    auto drive = WinDriveInventory::describe(disk_number);
    if (!drive) return tl::unexpected(drive.error());
    bench::TargetFacts facts;
    facts.path = path;
    facts.kind = bench::TargetKind::BlockDevice;
    bench::DeviceFacts& device = facts.device;
    device.identity = safety::identity_of(*drive);
    device.logical_block_size = drive->logical_sector_bytes;
    device.discard_supported = drive->discard_supported;
    // The same observations discard and erase are refused on.
    device.usage = disk_usage(list_volumes(), disk_number, system_drive());
    return facts;
}

Result<std::unique_ptr<bench::OpenedTarget>> WinBenchPlatform::open(const bench::BenchPlan& plan,
                                                                   const bench::TargetFacts& facts) {
    constexpr DWORD kDirect = FILE_FLAG_NO_BUFFERING | FILE_FLAG_WRITE_THROUGH | FILE_FLAG_OVERLAPPED;
    constexpr DWORD kShare = FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE;
    if (facts.kind == bench::TargetKind::Directory) {
        std::mt19937_64 random(random_seed());
        UniqueHandle file;
        std::string name;
        for (int attempt = 0; attempt < 100 && !file.valid(); ++attempt) {
            name = join_path(facts.path, ".ssdtool-bench-" + std::to_string(GetCurrentProcessId()) + "-" +
                                             std::to_string(random() % 1000000000ULL) + ".tmp");
            file.reset(CreateFileW(widen(name).c_str(), GENERIC_READ | GENERIC_WRITE, kShare, nullptr, CREATE_NEW,
                                   FILE_ATTRIBUTE_TEMPORARY | FILE_FLAG_DELETE_ON_CLOSE | kDirect, nullptr));
            if (!file.valid() && GetLastError() != ERROR_FILE_EXISTS) {
                const DWORD error = GetLastError();
                return fail(error == ERROR_ACCESS_DENIED ? ErrorCode::PermissionDenied : ErrorCode::InputUnreadable,
                            "cannot create a test file in " + facts.path + ": " + error_text(error));
            }
        }
        if (!file.valid()) return fail(ErrorCode::InputUnreadable, "cannot find a free test file name in " + facts.path);
        LARGE_INTEGER size{};
        size.QuadPart = static_cast<LONGLONG>(plan.span_bytes);
        if (!SetFilePointerEx(file.get(), size, nullptr, FILE_BEGIN) || !SetEndOfFile(file.get())) {
            const DWORD error = GetLastError();
            if (error == ERROR_DISK_FULL) {
                return fail(ErrorCode::Refused, "not enough free space in " + facts.path + " for a test file of " +
                                                    format_bytes(plan.span_bytes) + "; choose a smaller --size");
            }
            return fail(ErrorCode::InputUnreadable, "cannot size the test file in " + facts.path + ": " + error_text(error));
        }
        auto target = std::make_unique<WinOpenedTarget>(std::move(file), true, true, facts.path);
        target->add_note("the test file is deleted when it is closed (FILE_FLAG_DELETE_ON_CLOSE), even if ssdtool is "
                         "interrupted or killed");
        return std::unique_ptr<bench::OpenedTarget>(std::move(target));
    }
    const auto parsed = w::parse_disk_name(facts.path);
    const std::string disk = w::physical_drive_path(parsed.number);
    const DWORD access = GENERIC_READ | (plan.writes ? GENERIC_WRITE : 0);
    UniqueHandle handle(CreateFileW(widen(disk).c_str(), access, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr,
                                    OPEN_EXISTING, kDirect, nullptr));
    if (!handle.valid()) {
        const DWORD error = GetLastError();
        if (error == ERROR_ACCESS_DENIED) {
            return fail(ErrorCode::PermissionDenied, "cannot open " + disk + ": benchmarking a disk needs administrator "
                                                                            "rights");
        }
        if (error == ERROR_SHARING_VIOLATION) {
            return fail(ErrorCode::Refused, "refusing to use " + disk + ": another program holds it open");
        }
        return fail(ErrorCode::InputUnreadable, "cannot open " + disk + ": " + error_text(error));
    }
    return std::unique_ptr<bench::OpenedTarget>(
        std::make_unique<WinOpenedTarget>(std::move(handle), false, plan.writes, disk));
}

} // namespace ssd::windows_platform
