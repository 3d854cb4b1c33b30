// Where a disk's completions are taken (platform/linux/completion_cpus.h), on this VM's
// captured sysfs and /proc/interrupts (tests/fixtures/sysfs/host-virtio, proc/host-vm:
// the virtio disk's one request queue interrupts CPU 1 alone), and the benchmark's I/O
// threads placed there (LinuxBenchPlatform::io_thread_placement): pinned on a thread of
// the test and given their affinity back afterwards.
#include <gtest/gtest.h>

#include <sched.h>

#include <fstream>
#include <thread>

#include "fixture_paths.h"
#include "platform/linux/bench_target.h"
#include "platform/linux/completion_cpus.h"
#include "tests/unit/test_linux_bench_support.h"

namespace ssd::linux_platform {
namespace {

namespace fs = std::filesystem;

DevicePaths virtio_vm_paths() {
    DevicePaths paths;
    paths.sys = test::project_fixture("sysfs/host-virtio");
    paths.proc = test::project_fixture("proc/host-vm");
    paths.dev = "/nonexistent-dev";
    return paths;
}

TEST(CompletionCpus, TheVirtioDisksQueueInterruptsOneCpu) {
    EXPECT_EQ(completion_cpus(virtio_vm_paths(), "vda"), std::vector<int>{1});
    EXPECT_TRUE(completion_cpus(virtio_vm_paths(), "sdz").empty()); // no such disk
    EXPECT_TRUE(completion_cpus(virtio_vm_paths(), "zram0").empty()); // a virtual device: no interrupts
}

// Synthetic: the captured tree with /proc/interrupts rewritten so that vda's vector 36
// fired on both CPUs, as an NVMe drive's per-CPU queues do, and then mostly on CPU 0.
TEST(CompletionCpus, EveryCpuThatTookATenthOfTheBusiestCounts) {
    const test::BenchTempDir proc;
    const auto write_interrupts = [&](const std::string& line) {
        std::ofstream(proc.path() / "interrupts") << "           CPU0       CPU1       \n"
                                                  << " 35:          0          0  PCI-MSIX-0000:00:02.0   0-edge  virtio1-config\n"
                                                  << line << "\n"
                                                  << "NMI:          0          0   Non-maskable interrupts\n";
    };
    DevicePaths paths = virtio_vm_paths();
    paths.proc = proc.path();
    write_interrupts(" 36:     500000     400000  PCI-MSIX-0000:00:02.0   1-edge  virtio1-req.0");
    EXPECT_EQ(completion_cpus(paths, "vda"), (std::vector<int>{0, 1}));
    write_interrupts(" 36:     500000      40000  PCI-MSIX-0000:00:02.0   1-edge  virtio1-req.0");
    EXPECT_EQ(completion_cpus(paths, "vda"), std::vector<int>{0});
    write_interrupts(" 36:          0          0  PCI-MSIX-0000:00:02.0   1-edge  virtio1-req.0");
    EXPECT_TRUE(completion_cpus(paths, "vda").empty()); // never fired: nothing known
}

bench::TargetFacts facts_on(const std::string& device) {
    bench::TargetFacts facts;
    bench::ConditionFacts conditions;
    bench::DriveLinkFacts drive;
    drive.device = device;
    conditions.drives.push_back(drive);
    facts.conditions = conditions;
    return facts;
}

bool on_only(int cpu) {
    cpu_set_t set;
    CPU_ZERO(&set);
    sched_getaffinity(0, sizeof set, &set);
    return CPU_COUNT(&set) == 1 && CPU_ISSET(static_cast<std::size_t>(cpu), &set);
}

TEST(CompletionCpus, IoThreadsArePinnedWhereCompletionsAreTakenAndGivenBackAfterwards) {
    LinuxBenchPlatform platform(virtio_vm_paths());
    const auto placement = platform.io_thread_placement(facts_on("/dev/vda"));
    const std::vector<int> usable = usable_cpus();
    if (usable.size() < 2 || std::find(usable.begin(), usable.end(), 1) == usable.end()) {
        EXPECT_FALSE(placement.pins) << placement.detail;
        GTEST_SKIP() << "this process may not run on CPU 1 and another CPU: nothing to pin here";
    }
    ASSERT_TRUE(placement.pins);
    EXPECT_EQ(placement.detail, "pinned to CPU 1, which takes vda's completion interrupts (a job with more threads "
                                "than that runs unpinned)");
    bool pinned = false, given_back = false, two_threads_pinned = true;
    std::thread([&] {
        placement.enter(0, 1);
        pinned = on_only(1);
        placement.leave();
        given_back = usable_cpus() == usable;
        placement.enter(0, 2); // more threads than CPUs that take completions: left alone
        two_threads_pinned = on_only(1);
        placement.leave();
    }).join();
    EXPECT_TRUE(pinned);
    EXPECT_TRUE(given_back);
    EXPECT_FALSE(two_threads_pinned);
}

TEST(CompletionCpus, NothingIsPinnedWithoutADriveOrWhereEveryCpuTakesCompletions) {
    LinuxBenchPlatform platform(virtio_vm_paths());
    auto placement = platform.io_thread_placement(bench::TargetFacts{});
    EXPECT_FALSE(placement.pins);
    EXPECT_EQ(placement.detail, "not pinned: no drive under the target");
    placement = platform.io_thread_placement(facts_on("/dev/zram0"));
    EXPECT_FALSE(placement.pins);
    EXPECT_EQ(placement.detail, "not pinned: no completion interrupts of zram0 found");
    EXPECT_FALSE(placement.enter); // nothing to call on the threads
}

TEST(CompletionCpus, ATargetWhoseCompletionsAreTakenWhereTheProcessMayNotRunSaysSo) {
    const std::vector<int> usable = usable_cpus();
    if (std::find(usable.begin(), usable.end(), 0) == usable.end()) {
        GTEST_SKIP() << "this process may not run on CPU 0: cannot keep it off vda's CPU 1 alone";
    }
    LinuxBenchPlatform platform(virtio_vm_paths());
    bench::IoThreadPlacement placement;
    std::thread([&] { // as under `taskset -c 0`: affinity is per thread
        cpu_set_t only;
        CPU_ZERO(&only);
        CPU_SET(0, &only);
        ASSERT_EQ(sched_setaffinity(0, sizeof only, &only), 0);
        placement = platform.io_thread_placement(facts_on("/dev/vda"));
    }).join();
    EXPECT_FALSE(placement.pins);
    EXPECT_EQ(placement.detail, "not pinned: vda's completion interrupts are taken on CPU 1, where this process may not run");
}

} // namespace
} // namespace ssd::linux_platform
