// The Windows benchmark back end on a real file (under Wine in CI): the
// target checks, a test file opened with FILE_FLAG_NO_BUFFERING |
// FILE_FLAG_WRITE_THROUGH | FILE_FLAG_DELETE_ON_CLOSE, overlapped writes and
// reads at queue depth through an I/O completion port, and the file gone
// once the target is closed. (Wine accepts the no-buffering flag but keeps
// its own cache: this verifies the I/O path and the accounting, not that
// the cache is bypassed, which needs real Windows.)
#include <windows.h>

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <random>

#include "core/bench/aligned_buffer.h"
#include "core/bench/plan.h"
#include "platform/windows/win_bench_platform.h"
#include "platform/windows/win_util.h"
#include "temp_dir.h"

namespace {

namespace fs = std::filesystem;
using ssd::windows_platform::narrow;

// A folder of its own under the temporary folder (GetTempPathW under Wine), removed afterwards.
class TempDirectory : public ssd::test::TempDir {
public:
    TempDirectory() : TempDir("bench") {}
};

TEST(WindowsApiBench, RefusesFilesAndMissingPaths) {
    TempDirectory dir;
    const fs::path file = dir.path() / "someones-data.txt";
    { std::FILE* f = _wfopen(file.c_str(), L"wb"); ASSERT_NE(f, nullptr); std::fputs("data", f); std::fclose(f); }
    ssd::windows_platform::WinBenchPlatform platform;
    EXPECT_EQ(platform.inspect(narrow(file.wstring())).error().code, ssd::ErrorCode::Refused);
    EXPECT_EQ(platform.inspect(narrow((dir.path() / "missing").wstring())).error().code, ssd::ErrorCode::NoSuchDevice);
    EXPECT_EQ(platform.inspect("\\\\.\\Harddisk0Partition1").error().code, ssd::ErrorCode::NotADrive);
}

TEST(WindowsApiBench, OverlappedWritesReadBackAndTheTestFileGoes) {
    TempDirectory dir;
    ssd::windows_platform::WinBenchPlatform platform;
    const auto facts = platform.inspect(narrow(dir.path().wstring()));
    ASSERT_TRUE(facts) << facts.error().message;
    EXPECT_EQ(facts->kind, ssd::bench::TargetKind::Directory);
    EXPECT_GT(facts->directory.free_bytes, 0U);

    ssd::bench::BenchPlan plan;
    plan.target = facts->path;
    plan.kind = ssd::bench::TargetKind::Directory;
    plan.span_bytes = 1U << 20U;
    plan.writes = true;
    constexpr std::uint32_t kBlock = 4096;
    constexpr std::uint32_t kBlocks = 64;
    constexpr std::uint32_t kDepth = 8;
    {
        auto target = platform.open(plan, *facts);
        ASSERT_TRUE(target) << target.error().message;
        EXPECT_EQ(dir.entries(), 1U); // the test file exists while open
        std::vector<ssd::bench::AlignedBuffer> memory;
        std::vector<ssd::bench::IoBuffer> buffers;
        for (std::uint32_t i = 0; i < kDepth; ++i) {
            memory.emplace_back(kBlock, 4096);
            buffers.push_back({memory.back().data(), kBlock});
        }
        auto queue = (*target)->backend().open_queue(ssd::bench::QueueOptions{kDepth, buffers});
        ASSERT_TRUE(queue) << queue.error().message;
        // Write block b with bytes (b * 7 + i) & 0xFF, kDepth at a time.
        const auto run = [&](ssd::bench::IoDirection direction) {
            for (std::uint32_t first = 0; first < kBlocks; first += kDepth) {
                for (std::uint32_t slot = 0; slot < kDepth; ++slot) {
                    const std::uint32_t block = first + slot;
                    if (direction == ssd::bench::IoDirection::Write) {
                        for (std::uint32_t i = 0; i < kBlock; ++i) {
                            memory[slot].data()[i] = static_cast<std::byte>((block * 7 + i) & 0xFFU);
                        }
                    }
                    (*queue)->prepare({direction, slot, kBlock, std::uint64_t{block} * kBlock, block});
                }
                std::vector<ssd::bench::IoCompletion> done(kDepth);
                std::size_t got = 0;
                while (got < kDepth) {
                    auto n = (*queue)->submit_and_wait(std::span(done).subspan(got), kDepth - got);
                    ASSERT_TRUE(n) << n.error().message;
                    got += *n;
                }
                for (const auto& completion : done) EXPECT_EQ(completion.result, kBlock) << completion.tag;
                if (direction == ssd::bench::IoDirection::Read) {
                    for (std::uint32_t slot = 0; slot < kDepth; ++slot) {
                        const std::uint32_t block = first + slot;
                        for (std::uint32_t i = 0; i < kBlock; i += 511) {
                            ASSERT_EQ(memory[slot].data()[i], static_cast<std::byte>((block * 7 + i) & 0xFFU))
                                << "block " << block << " byte " << i;
                        }
                    }
                }
            }
        };
        run(ssd::bench::IoDirection::Write);
        run(ssd::bench::IoDirection::Read);
        queue->reset();
    }
    EXPECT_EQ(dir.entries(), 0U) << "the test file must be deleted when it is closed";
}

} // namespace
