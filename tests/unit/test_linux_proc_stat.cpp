// /proc/stat's busy CPU time (platform/linux/proc_stat.h) on this VM's capture
// (tests/fixtures/proc/host-vm/stat; provenance in tests/fixtures/proc/README.md).
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "fixture_paths.h"
#include "platform/linux/proc_stat.h"

namespace ssd::linux_platform {
namespace {

std::string captured_stat() {
    std::ifstream in(test::project_fixture("proc/host-vm/stat"));
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(LinuxProcStat, BusyIsUserNiceSystemIrqSoftirqOfTheFirstLineOverAllCpus) {
    const auto cpu = parse_proc_stat(captured_stat(), 100);
    ASSERT_TRUE(cpu);
    // cpu  11278407 378152 1393585 1926638 65711 0 18819 18089 0 0: idle, iowait and steal are not busy.
    EXPECT_DOUBLE_EQ(cpu->busy_seconds, (11278407.0 + 378152.0 + 1393585.0 + 0.0 + 18819.0) / 100.0);
    EXPECT_EQ(cpu->cpus, 2u); // cpu0 and cpu1
}

TEST(LinuxProcStat, WhatIsNotAStatFileGivesNothing) {
    EXPECT_FALSE(parse_proc_stat("", 100));
    EXPECT_FALSE(parse_proc_stat("cpu  1 2 3\ncpu0 1 2 3 4 5 6 7\n", 100)); // a truncated first line
    EXPECT_FALSE(parse_proc_stat(captured_stat(), 0));
}

TEST(LinuxProcStat, ThisMachinesStatReads) {
    const auto cpu = read_proc_stat();
    ASSERT_TRUE(cpu);
    EXPECT_GT(cpu->cpus, 0u);
    EXPECT_GT(cpu->busy_seconds, 0.0);
}

} // namespace
} // namespace ssd::linux_platform
