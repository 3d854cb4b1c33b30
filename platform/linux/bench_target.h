// Linux side of the benchmark: inspects a target (directory, raw block
// device, or something refused), opens it for direct I/O, TRIMs it, catches
// SIGINT/SIGTERM/SIGHUP, counts CPU time. Which device a path names and who
// uses it come from DeviceUsageInspector, the same observations erase and
// discard are judged on.
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
#include "platform/linux/device_usage.h"

namespace ssd::linux_platform {

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
    // /proc, /sys and /dev are read below `paths`; `probe` is the exclusive
    // open that tells whether another program holds a device.
    explicit LinuxBenchPlatform(DevicePaths paths = {}, ExclusiveOpenProbe probe = probe_exclusive_open);

    Result<bench::TargetFacts> inspect(const std::string& path) override;
    // inspect() of a block device. A whole drive gets its identity and use
    // from DeviceUsageInspector; anything else the kernel knows as a block
    // device (a partition, a device-mapper volume…) is described from sysfs
    // and marked not a drive: readable, never written. Public so tests can
    // use captured trees, whose /dev holds stand-in files.
    Result<bench::TargetFacts> inspect_block_device(const std::string& path);
    Result<std::unique_ptr<bench::OpenedTarget>> open(const bench::BenchPlan& plan,
                                                      const bench::TargetFacts& facts) override;
    bench::Clock& clock() override { return clock_; }
    bench::CpuMeter* cpu_meter() override;
    std::unique_ptr<bench::DeviceMeter> device_meter(const bench::TargetFacts& facts) override;
    std::unique_ptr<bench::InterruptScope> catch_interrupts() override;
    bool stderr_is_terminal() override;
    std::uint64_t random_seed() override;
    bench::RunScheduling take_own_session(bool may_fork) override;
    bench::IoThreadPlacement io_thread_placement(const bench::TargetFacts& facts) override;

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
    DevicePaths paths_;
    DeviceUsageInspector devices_;
    bench::SteadyClock clock_;
    TestFileOptions test_file_options_;
    bool filesystem_trim_ = true;
    std::function<std::optional<std::uint64_t>(const std::string&)> free_space_probe_;
    std::optional<bench::RunScheduling> scheduling_; // what take_own_session did

    Result<bench::TargetFacts> inspect_directory(const std::string& path);
    Result<bench::TargetFacts> inspect_not_a_drive(const std::string& path, const Error& why);
};

} // namespace ssd::linux_platform
