// The back end of `--engine auto` (platform/linux/auto_backend.h) on a real
// temporary file: a queue of depth 1 is the caller's own pread/pwrite (no
// io_uring ring, no thread, the transfer done when the call returns), a deeper
// queue an io_uring ring; and it names each as the results will.
#include <gtest/gtest.h>

#include <unistd.h>

#include <array>
#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "pattern_file.h"
#include "process_threads.h"
#include "platform/linux/auto_backend.h"

namespace ssd::linux_platform {
namespace {

namespace fs = std::filesystem;
using test::PatternFile;
using test::threads_of_this_process;

// io_uring rings this process has open (each is an anonymous inode of that name).
std::size_t rings_open() {
    std::size_t rings = 0;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator("/proc/self/fd")) {
        if (fs::read_symlink(entry.path(), error).string() == "anon_inode:[io_uring]") ++rings;
    }
    return rings;
}

class AutoBackendTest : public ::testing::Test {
protected:
    void SetUp() override {
        if (auto usable = io_uring_usable(); !usable) {
            GTEST_SKIP() << usable.error().message << "; auto uses the thread-pool engine there; this test did not run";
        }
    }
};

TEST_F(AutoBackendTest, NamesPsyncAtDepthOneAndIoUringDeeper) {
    PatternFile file;
    AutoBackend backend(file.fd());
    EXPECT_EQ(backend.name(), "io_uring");
    EXPECT_EQ(backend.engine_at(1), "psync");
    EXPECT_EQ(backend.engine_at(2), "io_uring");
    EXPECT_EQ(backend.engine_at(32), "io_uring");
}

TEST_F(AutoBackendTest, AQueueOfDepthOneIsTheCallersOwnTransfer) {
    PatternFile file;
    AutoBackend backend(file.fd());
    std::vector<std::byte> bytes(PatternFile::kBlock);
    const std::array buffers{bench::IoBuffer{bytes.data(), bytes.size()}};
    const std::size_t rings = rings_open();
    const std::size_t threads = threads_of_this_process();

    auto queue = backend.open_queue({1, buffers});
    ASSERT_TRUE(queue) << queue.error().message;
    EXPECT_EQ(rings_open(), rings);
    EXPECT_EQ(threads_of_this_process(), threads);
    // Done by the time the call returns, even when asked to wait for none.
    (*queue)->prepare({bench::IoDirection::Read, 0, PatternFile::kBlock, 9 * PatternFile::kBlock, 9});
    std::array<bench::IoCompletion, 1> completion{};
    auto got = (*queue)->submit_and_wait(completion, 0);
    ASSERT_TRUE(got) << got.error().message;
    ASSERT_EQ(*got, 1U);
    EXPECT_EQ(completion[0].tag, 9U);
    EXPECT_EQ(completion[0].result, static_cast<std::int64_t>(PatternFile::kBlock));
    EXPECT_EQ(bytes.front(), std::byte{9});
}

TEST_F(AutoBackendTest, ADeeperQueueIsAnIoUringRing) {
    PatternFile file;
    AutoBackend backend(file.fd());
    constexpr std::uint32_t depth = 4;
    std::vector<std::vector<std::byte>> memory(depth, std::vector<std::byte>(PatternFile::kBlock));
    std::vector<bench::IoBuffer> buffers;
    for (auto& bytes : memory) buffers.push_back({bytes.data(), bytes.size()});
    const std::size_t rings = rings_open();

    auto queue = backend.open_queue({depth, buffers});
    ASSERT_TRUE(queue) << queue.error().message;
    EXPECT_EQ(rings_open(), rings + 1);
    for (std::uint32_t i = 0; i < depth; ++i) {
        (*queue)->prepare({bench::IoDirection::Read, i, PatternFile::kBlock, std::uint64_t{i + 20} * PatternFile::kBlock, i});
    }
    std::array<bench::IoCompletion, depth> completions{};
    std::size_t done = 0;
    while (done < depth) {
        auto got = (*queue)->submit_and_wait(std::span(completions).subspan(done), 1);
        ASSERT_TRUE(got) << got.error().message;
        done += *got;
    }
    for (std::uint32_t i = 0; i < depth; ++i) EXPECT_EQ(memory[i].front(), static_cast<std::byte>(i + 20)) << i;
}

} // namespace
} // namespace ssd::linux_platform
