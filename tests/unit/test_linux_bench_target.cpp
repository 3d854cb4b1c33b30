// The Linux side of the benchmark on real files in a temporary directory:
// nameless test files, the real io_uring and thread-pool back ends, cleanup
// after failures. (Block devices: test_linux_bench_device_facts.cpp.)
#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>

#include "core/bench/plan.h"
#include "core/bench/session.h"
#include "platform/linux/bench_target.h"
#include "platform/linux/io_uring_backend.h"
#include "test_constants.h"
#include "tests/unit/test_linux_bench_support.h"

namespace ssd::linux_platform {
namespace {

namespace fs = std::filesystem;
using ssd::test::BenchTempDir;
using ssd::test::open_files_in;

using test::kMiB;

void write_file(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path) << text;
}

// Counts what reaches the real back end, and can fail one request.
class CountingBackend final : public bench::IoBackend {
public:
    explicit CountingBackend(bench::IoBackend& inner, std::uint64_t fail_at = ~std::uint64_t{0})
        : inner_(inner), fail_at_(fail_at) {}
    std::string_view name() const override { return inner_.name(); }
    Result<std::unique_ptr<bench::IoQueue>> open_queue(const bench::QueueOptions& options) override {
        auto queue = inner_.open_queue(options);
        if (!queue) return tl::unexpected(queue.error());
        return std::unique_ptr<bench::IoQueue>(std::make_unique<Queue>(*this, std::move(*queue)));
    }
    std::uint64_t written() const {
        const std::lock_guard lock(mutex_);
        return written_;
    }
    std::uint64_t read() const {
        const std::lock_guard lock(mutex_);
        return read_;
    }

private:
    class Queue final : public bench::IoQueue {
    public:
        Queue(CountingBackend& owner, std::unique_ptr<bench::IoQueue> inner) : owner_(owner), inner_(std::move(inner)) {}
        void prepare(const bench::IoRequest& request) override {
            directions_[request.tag] = request.direction;
            inner_->prepare(request);
        }
        Result<std::size_t> submit_and_wait(std::span<bench::IoCompletion> out, std::size_t min_complete) override {
            auto count = inner_->submit_and_wait(out, min_complete);
            if (!count) return count;
            const std::lock_guard lock(owner_.mutex_);
            for (std::size_t i = 0; i < *count; ++i) {
                if (owner_.completed_++ == owner_.fail_at_) out[i].result = -EIO;
                if (out[i].result <= 0) continue;
                (directions_[out[i].tag] == bench::IoDirection::Write ? owner_.written_ : owner_.read_) +=
                    static_cast<std::uint64_t>(out[i].result);
            }
            return count;
        }

    private:
        CountingBackend& owner_;
        std::unique_ptr<bench::IoQueue> inner_;
        std::map<std::uint64_t, bench::IoDirection> directions_;
    };

    bench::IoBackend& inner_;
    std::uint64_t fail_at_;
    mutable std::mutex mutex_;
    std::uint64_t completed_ = 0;
    std::uint64_t written_ = 0;
    std::uint64_t read_ = 0;
};

TEST(LinuxBenchTarget, InspectRefusesWhatIsNotADirectoryOrDevice) {
    BenchTempDir dir;
    LinuxBenchPlatform platform;
    const auto file = dir.path() / "someones-data.bin";
    write_file(file, "precious");
    auto facts = platform.inspect(file.string());
    ASSERT_FALSE(facts);
    EXPECT_EQ(facts.error().code, ErrorCode::Refused);
    EXPECT_NE(facts.error().message.find("regular file"), std::string::npos);

    facts = platform.inspect((dir.path() / "missing").string());
    ASSERT_FALSE(facts);
    EXPECT_EQ(facts.error().code, ErrorCode::NoSuchDevice);

    facts = platform.inspect("/dev/null");
    ASSERT_FALSE(facts);
    EXPECT_EQ(facts.error().code, ErrorCode::NotADrive);

    facts = platform.inspect(dir.path().string());
    ASSERT_TRUE(facts) << facts.error().message;
    EXPECT_EQ(facts->kind, bench::TargetKind::Directory);
    EXPECT_GT(facts->directory.free_bytes, 0U);
}

TEST(LinuxBenchTarget, ShortFreeSpaceIsRefusedBeforeAnythingIsCreated) {
    BenchTempDir dir;
    LinuxBenchPlatform platform;
    platform.set_free_space_probe([](const std::string&) { return std::optional<std::uint64_t>{100 * kMiB}; });
    auto facts = platform.inspect(dir.path().string());
    ASSERT_TRUE(facts);
    EXPECT_EQ(facts->directory.free_bytes, 100 * kMiB);
    bench::BenchOptions options;
    options.size = 64 * kMiB; // + 64 MiB reserve > 100 MiB
    auto outcome = bench::plan_bench(options, *facts);
    ASSERT_TRUE(outcome);
    ASSERT_TRUE(outcome->refusal);
    EXPECT_EQ(outcome->refusal->code, ErrorCode::Refused);
    options.size = 32 * kMiB;
    outcome = bench::plan_bench(options, *facts);
    ASSERT_TRUE(outcome);
    EXPECT_FALSE(outcome->refusal);
    EXPECT_TRUE(dir.entries().empty());
}

class LinuxBenchTestFile : public ::testing::TestWithParam<bool> {};

TEST_P(LinuxBenchTestFile, HasNoNameFromTheStart) {
    BenchTempDir dir;
    TestFileOptions options;
    options.allow_tmpfile = GetParam();
    auto file = create_test_file(dir.path(), 8 * kMiB, options);
    ASSERT_TRUE(file) << file.error().message;
    EXPECT_TRUE(dir.entries().empty());
    const auto open = open_files_in("self", dir.path());
    ASSERT_EQ(open.size(), 1U);
    EXPECT_NE(open[0].find("(deleted)"), std::string::npos) << open[0];
    EXPECT_NE(::fcntl(file->fd, F_GETFL) & O_DIRECT, 0);
    struct stat info {};
    ASSERT_EQ(::fstat(file->fd, &info), 0);
    EXPECT_EQ(info.st_size, static_cast<off_t>(8 * kMiB));
    EXPECT_EQ(file->how, GetParam() ? "O_TMPFILE" : "created and unlinked at once");
    ::close(file->fd);
    EXPECT_TRUE(open_files_in("self", dir.path()).empty());
}

INSTANTIATE_TEST_SUITE_P(TmpfileAndFallback, LinuxBenchTestFile, ::testing::Values(true, false));

TEST(LinuxBenchTarget, FilesystemWithoutDirectIoIsRefused) {
    // tmpfs had no O_DIRECT before Linux 6.6; where it has, there is nothing to refuse.
    const fs::path shm = "/dev/shm";
    if (!fs::is_directory(shm)) GTEST_SKIP() << "no /dev/shm here; this test did not run";
    const int probe = ::open(shm.c_str(), O_TMPFILE | O_RDWR | O_DIRECT, 0600);
    if (probe >= 0) {
        ::close(probe);
        GTEST_SKIP() << "/dev/shm supports direct I/O on this kernel; this test did not run";
    }
    auto file = create_test_file(shm, kMiB);
    ASSERT_FALSE(file);
    EXPECT_EQ(file.error().code, ErrorCode::Refused);
    EXPECT_NE(file.error().message.find("direct I/O"), std::string::npos);
}

class LinuxBenchEngines : public ::testing::TestWithParam<const char*> {
protected:
    void SetUp() override {
        if (std::string(GetParam()) == "io_uring") {
            if (auto usable = io_uring_usable(); !usable) GTEST_SKIP() << usable.error().message;
        }
    }

    // A fresh directory to run in, and the platform that runs there.
    BenchTempDir dir;
    LinuxBenchPlatform platform;
};

bench::BenchPlan custom_plan(const bench::TargetFacts& facts, bench::Access access, std::uint64_t span,
                             std::uint64_t bytes, bool verify, const std::string& engine) {
    bench::BenchOptions options;
    options.access = access;
    options.queue_depth = 16;
    options.size = span;
    options.bytes = bytes;
    options.verify = verify;
    options.engine = engine;
    auto outcome = bench::plan_bench(options, facts);
    EXPECT_TRUE(outcome);
    EXPECT_FALSE(outcome->refusal);
    return outcome->plan;
}

// DIR as PLATFORM sees it, and a custom plan on it (see custom_plan); empty,
// with the failure reported, when the directory cannot be inspected.
struct PlannedRun {
    bench::TargetFacts facts;
    bench::BenchPlan plan;
};

std::optional<PlannedRun> plan_in(LinuxBenchPlatform& platform, const BenchTempDir& dir, bench::Access access,
                                  std::uint64_t span, std::uint64_t bytes, bool verify, const std::string& engine) {
    auto facts = platform.inspect(dir.path().string());
    if (!facts) {
        ADD_FAILURE() << facts.error().message;
        return std::nullopt;
    }
    auto plan = custom_plan(*facts, access, span, bytes, verify, engine);
    return PlannedRun{*facts, plan};
}

TEST_P(LinuxBenchEngines, VerifyPassesAndBytesWrittenEqualBytesRequested) {
    const auto run = plan_in(platform, dir, bench::Access::RandWrite, 16 * kMiB, 3000 * 4096, true, GetParam());
    ASSERT_TRUE(run);
    {
        auto target = platform.open(run->plan, run->facts);
        ASSERT_TRUE(target) << target.error().message;
        EXPECT_EQ((*target)->backend().name(), GetParam());
        CountingBackend counting((*target)->backend());
        bench::SessionContext context;
        context.backend = &counting;
        context.clock = &platform.clock();
        context.cpu = platform.cpu_meter();
        context.seed = 77;
        auto report = bench::run_bench(run->plan, context);
        ASSERT_TRUE(report) << report.error().message;
        ASSERT_EQ(report->results.size(), 1U);
        EXPECT_EQ(report->results[0].bytes, 3000U * 4096);
        EXPECT_EQ(report->results[0].write_bytes, 3000U * 4096);
        EXPECT_EQ(counting.written(), 16 * kMiB + 3000 * 4096); // the fill, then exactly what was asked
        EXPECT_EQ(counting.read(), 16 * kMiB);                  // the verify pass
        ASSERT_TRUE(report->verify);
        EXPECT_TRUE(report->verify->ok) << report->verify->first_problem;
        EXPECT_EQ(report->verify->bytes_checked, 16 * kMiB);
        ASSERT_TRUE(report->results[0].cpu);
        EXPECT_TRUE(dir.entries().empty());
    }
    EXPECT_TRUE(open_files_in("self", dir.path()).empty());
}

TEST_P(LinuxBenchEngines, ReadsReturnWhatWasWritten) {
    const auto run = plan_in(platform, dir, bench::Access::RandRead, 8 * kMiB, 2000 * 4096, true, GetParam());
    ASSERT_TRUE(run);
    auto target = platform.open(run->plan, run->facts);
    ASSERT_TRUE(target) << target.error().message;
    bench::SessionContext context;
    context.backend = &(*target)->backend();
    context.clock = &platform.clock();
    auto report = bench::run_bench(run->plan, context);
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_EQ(report->results[0].read_bytes, 2000U * 4096);
    ASSERT_TRUE(report->verify);
    EXPECT_TRUE(report->verify->ok) << report->verify->first_problem;
}

TEST_P(LinuxBenchEngines, TestFileIsGoneAfterAFailure) {
    for (const bool tmpfile : {true, false}) {
        // Its own directory and platform each round, not the suite's.
        BenchTempDir round_dir;
        LinuxBenchPlatform round_platform;
        round_platform.set_test_file_options(TestFileOptions{tmpfile});
        const auto run =
            plan_in(round_platform, round_dir, bench::Access::RandWrite, 8 * kMiB, 4000 * 4096, false, GetParam());
        ASSERT_TRUE(run);
        {
            auto target = round_platform.open(run->plan, run->facts);
            ASSERT_TRUE(target) << target.error().message;
            CountingBackend failing((*target)->backend(), 20); // the 21st completion reports EIO
            bench::SessionContext context;
            context.backend = &failing;
            context.clock = &round_platform.clock();
            auto report = bench::run_bench(run->plan, context);
            ASSERT_FALSE(report);
            EXPECT_EQ(report.error().code, ErrorCode::DriveRejected);
            EXPECT_TRUE(round_dir.entries().empty());
            EXPECT_EQ(open_files_in("self", round_dir.path()).size(), 1U); // still open until the target goes
        }
        EXPECT_TRUE(round_dir.entries().empty());
        EXPECT_TRUE(open_files_in("self", round_dir.path()).empty());
    }
}

INSTANTIATE_TEST_SUITE_P(Engines, LinuxBenchEngines, ::testing::Values("io_uring", "threads"));

TEST(LinuxBenchTarget, TrimReleasesTheTestFileArea) {
    BenchTempDir dir;
    LinuxBenchPlatform platform;
    platform.set_filesystem_trim(false); // never FITRIM the machine's disk from a test
    const auto run = plan_in(platform, dir, bench::Access::Write, 8 * kMiB, 8 * kMiB, false, "auto");
    ASSERT_TRUE(run);
    auto target = platform.open(run->plan, run->facts);
    ASSERT_TRUE(target) << target.error().message;
    auto trimmed = (*target)->trim(0, 8 * kMiB);
    ASSERT_TRUE(trimmed);
    EXPECT_EQ(trimmed->method, "punch hole + FITRIM");
    if (run->facts.directory.filesystem != "ext4" && run->facts.directory.filesystem != "xfs") {
        GTEST_SKIP() << "hole punching is only expected on ext4 and xfs; the rest of this test did not run";
    }
    EXPECT_EQ(trimmed->bytes, 8 * kMiB) << trimmed->detail;
    EXPECT_NE(trimmed->detail.find("released"), std::string::npos) << trimmed->detail;
}

} // namespace
} // namespace ssd::linux_platform
