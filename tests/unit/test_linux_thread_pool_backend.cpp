// The pread/pwrite thread-pool back end (platform/linux/thread_pool_backend)
// on a real temporary file: every request completes once, with its tag and the
// bytes of its own offset, at full depth and from two queues at once (what the
// engine does with two worker threads), and at depth 1 in the caller's own
// thread, with no pool (as fio's psync). Also built under ThreadSanitizer
// (tests/threads): the pool's workers hand completions back across threads.
#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <filesystem>
#include <span>
#include <thread>
#include <vector>

#include "platform/linux/thread_pool_backend.h"
#include "pattern_file.h"
#include "process_threads.h"

namespace ssd::linux_platform {
namespace {

using test::PatternFile;
using test::threads_of_this_process;
constexpr std::uint32_t kBlock = PatternFile::kBlock;
constexpr std::uint32_t kBlocks = PatternFile::kBlocks;
constexpr std::uint32_t kDepth = 16;

// Reads blocks first..first+count-1 through one queue at full depth and checks that each
// completion came once, whole, with the bytes of the block its tag names.
void read_blocks(ThreadPoolBackend& backend, std::uint32_t first, std::uint32_t count, std::uint32_t depth = kDepth) {
    std::vector<std::vector<std::byte>> memory(depth, std::vector<std::byte>(kBlock));
    std::vector<bench::IoBuffer> buffers;
    for (auto& bytes : memory) buffers.push_back({bytes.data(), bytes.size()});
    auto queue = backend.open_queue({depth, buffers});
    ASSERT_TRUE(queue) << queue.error().message;

    std::vector<int> seen(kBlocks, 0);
    std::array<bench::IoCompletion, kDepth> completions{};
    std::vector<std::uint32_t> free_buffers;
    for (std::uint32_t i = 0; i < depth; ++i) free_buffers.push_back(i);
    std::vector<std::uint32_t> buffer_of_block(kBlocks, 0);
    std::uint32_t next = first;
    std::uint32_t done = 0;
    while (done < count) {
        while (next < first + count && !free_buffers.empty()) {
            const std::uint32_t buffer = free_buffers.back();
            free_buffers.pop_back();
            buffer_of_block[next] = buffer;
            (*queue)->prepare({bench::IoDirection::Read, buffer, kBlock, std::uint64_t{next} * kBlock, next});
            ++next;
        }
        auto got = (*queue)->submit_and_wait(completions, 1);
        ASSERT_TRUE(got) << got.error().message;
        for (std::size_t i = 0; i < *got; ++i) {
            const auto block = static_cast<std::uint32_t>(completions[i].tag);
            ASSERT_LT(block, kBlocks);
            EXPECT_EQ(completions[i].result, kBlock);
            ++seen[block];
            const auto& bytes = memory[buffer_of_block[block]];
            EXPECT_EQ(bytes.front(), static_cast<std::byte>(block));
            EXPECT_EQ(bytes.back(), static_cast<std::byte>(block));
            free_buffers.push_back(buffer_of_block[block]);
            ++done;
        }
    }
    for (std::uint32_t block = first; block < first + count; ++block) EXPECT_EQ(seen[block], 1) << block;
}

TEST(ThreadPoolBackend, EveryReadCompletesOnceWithItsOwnBlockAtFullDepth) {
    PatternFile file;
    ThreadPoolBackend backend(file.fd());
    read_blocks(backend, 0, kBlocks);
}

TEST(ThreadPoolBackend, TwoQueuesOnTwoThreadsKeepTheirCompletionsApart) {
    PatternFile file;
    ThreadPoolBackend backend(file.fd());
    std::thread second([&] { read_blocks(backend, kBlocks / 2, kBlocks / 2); });
    read_blocks(backend, 0, kBlocks / 2);
    second.join();
}

TEST(ThreadPoolBackend, AtDepthOneTheCallersThreadDoesTheTransferItself) {
    PatternFile file;
    ThreadPoolBackend backend(file.fd());
    std::vector<std::byte> bytes(kBlock);
    const std::array buffers{bench::IoBuffer{bytes.data(), bytes.size()}};
    // What the results say the job's queues got.
    EXPECT_EQ(backend.engine_at(1), "psync");
    EXPECT_EQ(backend.engine_at(4), "threads");
    const std::size_t before = threads_of_this_process();
    {
        auto queue = backend.open_queue({1, buffers});
        ASSERT_TRUE(queue);
        EXPECT_EQ(threads_of_this_process(), before); // no worker started
        // Done by the time the call returns, even when asked to wait for none.
        (*queue)->prepare({bench::IoDirection::Read, 0, kBlock, 5 * kBlock, 5});
        std::array<bench::IoCompletion, 1> completion{};
        auto got = (*queue)->submit_and_wait(completion, 0);
        ASSERT_TRUE(got);
        ASSERT_EQ(*got, 1U);
        EXPECT_EQ(completion[0].tag, 5U);
        EXPECT_EQ(completion[0].result, kBlock);
        EXPECT_EQ(bytes.front(), std::byte{5});
    }
    {
        auto queue = backend.open_queue({4, std::span(buffers.data(), 1)});
        ASSERT_TRUE(queue);
        // Deeper queues keep their pool (at least: ThreadSanitizer starts a
        // thread of its own at the process's first pthread_create).
        EXPECT_GE(threads_of_this_process(), before + 4);
    }
    read_blocks(backend, 0, kBlocks, 1);
}

TEST(ThreadPoolBackend, AReadPastTheEndCompletesShortNotWithAnError) {
    PatternFile file;
    ThreadPoolBackend backend(file.fd());
    std::vector<std::byte> bytes(kBlock);
    const std::array buffers{bench::IoBuffer{bytes.data(), bytes.size()}};
    auto queue = backend.open_queue({1, buffers});
    ASSERT_TRUE(queue);
    (*queue)->prepare({bench::IoDirection::Read, 0, kBlock, std::uint64_t{kBlocks} * kBlock, 7});
    std::array<bench::IoCompletion, 1> completion{};
    auto got = (*queue)->submit_and_wait(completion, 1);
    ASSERT_TRUE(got);
    ASSERT_EQ(*got, 1U);
    EXPECT_EQ(completion[0].tag, 7U);
    EXPECT_EQ(completion[0].result, 0);
}

} // namespace
} // namespace ssd::linux_platform
