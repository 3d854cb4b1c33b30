// Linux side of the benchmark: inspects a target (directory, raw block
// device, or something refused), opens it for direct I/O, TRIMs it, catches
// SIGINT/SIGTERM/SIGHUP, counts CPU time.
//
// A test file never has a name that outlives the process: it is created
// with O_TMPFILE (or, where the filesystem lacks it, created and unlinked at
// once), so the kernel frees it when the last descriptor closes: on success,
// on failure, on Ctrl-C and even on SIGKILL. Everything under /proc, /sys and
// /dev is read below configurable roots so tests can use captured trees.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/bench/bench_platform.h"

namespace ssd::linux_platform {


struct BenchPaths {
    std::filesystem::path proc = "/proc";
    std::filesystem::path sys = "/sys";
    std::filesystem::path dev = "/dev";
};

// Small /proc readers of the benchmark's own (kept apart from the setup
// inspector's so the two evolve independently).
namespace bench_proc {

// One line of /proc/self/mountinfo.
struct MountEntry {
    unsigned major = 0;
    unsigned minor = 0;
    std::string mount_point; // unescaped
    std::string fstype;
    std::string source;      // "/dev/sda2"
    std::string super_options; // "rw,discard"
};
std::vector<MountEntry> parse_mountinfo(std::string_view text);
// File names of /proc/swaps (unescaped).
std::vector<std::string> parse_swaps(std::string_view text);

// Why the whole device `kernel_name` (or one of its partitions) is busy:
// mounted filesystems (/proc/self/mountinfo, by device number or source),
// active swap (/proc/swaps), holders (sysfs holders/: device-mapper, RAID).
// One phrase each; empty when none. Reads only below the given roots
// (mount sources and swap names are also matched through stat()).
std::vector<std::string> device_users(const BenchPaths& paths, const std::string& kernel_name);

} // namespace bench_proc

struct TestFileOptions {
    bool allow_tmpfile = true; // false: the named fallback (created and unlinked at once)
};

// An open, nameless test file of `size` bytes in `directory`, or an error
// (Refused when the filesystem has no direct I/O or no room).
struct TestFile {
    int fd = -1;
    std::string how; // "O_TMPFILE" or "created and unlinked at once"
};
Result<TestFile> create_test_file(const std::filesystem::path& directory, std::uint64_t size,
                                  const TestFileOptions& options = {});

class LinuxBenchPlatform final : public bench::BenchPlatform {
public:
    explicit LinuxBenchPlatform(BenchPaths paths = {});

    Result<bench::TargetFacts> inspect(const std::string& path) override;
    Result<std::unique_ptr<bench::OpenedTarget>> open(const bench::BenchPlan& plan,
                                                      const bench::TargetFacts& facts) override;
    bench::Clock& clock() override { return clock_; }
    bench::CpuMeter* cpu_meter() override;
    std::unique_ptr<bench::InterruptScope> catch_interrupts() override;
    bool stderr_is_terminal() override;
    std::uint64_t random_seed() override;

    // Test seams.
    void set_test_file_options(TestFileOptions options) { test_file_options_ = options; }
    // false: TRIM of a test file only punches the hole, without FITRIM of the
    // whole filesystem (tests must not trim the machine's disk).
    void set_filesystem_trim(bool allowed) { filesystem_trim_ = allowed; }
    // Replaces statvfs's answer for free space (bytes available).
    void set_free_space_probe(std::function<std::optional<std::uint64_t>(const std::string&)> probe) {
        free_space_probe_ = std::move(probe);
    }

private:
    BenchPaths paths_;
    bench::SteadyClock clock_;
    TestFileOptions test_file_options_;
    bool filesystem_trim_ = true;
    std::function<std::optional<std::uint64_t>(const std::string&)> free_space_probe_;

    Result<bench::TargetFacts> inspect_directory(const std::string& path);
    Result<bench::TargetFacts> inspect_device(const std::string& path, unsigned major, unsigned minor);
};

} // namespace ssd::linux_platform
