// `ssdtool swap` and `ssdtool hibernation` in-process on the rig guest's
// captured trees (nvme0n1p2 as swap partition and resume device, a swap file on
// /mnt/nvme) and on mutated copies of its /proc where a state no capture shows is
// needed (swap in use, a swap file in a temporary directory); each mutation is
// written out below. The real swap-file sequence runs in the loop tier
// (tests/integration/actions-swap.sh).
#include <gtest/gtest.h>

#include "cli_actions_support.h"

namespace ssd {
namespace {

using test::RigActionWorld;
using test::run_on_rig;

// A copy of the guest's /proc with other swaps and meminfo lines.
std::filesystem::path mutated_proc(const test::TempDir& dir, const std::string& swaps, const std::string& meminfo,
                                   const std::string& extra_mount = "") {
    std::filesystem::create_directories(dir.path() / "self");
    std::filesystem::copy_file(test::project_fixture("proc/rig-guest-checks/self/mountinfo"), dir.path() / "self/mountinfo",
                               std::filesystem::copy_options::overwrite_existing);
    if (!extra_mount.empty()) std::ofstream(dir.path() / "self/mountinfo", std::ios::app) << extra_mount;
    std::ofstream(dir.path() / "swaps") << "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n" << swaps;
    std::ofstream(dir.path() / "meminfo") << meminfo;
    return dir.path();
}

TEST(CliSwap, ShowListsPartitionAndFileWithTheirDrive) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"swap", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    ASSERT_EQ(doc["swap"].size(), 2U);
    EXPECT_EQ(doc["swap"][0]["path"], "/dev/nvme0n1p2");
    EXPECT_EQ(doc["swap"][0]["type"], "partition");
    EXPECT_EQ(doc["swap"][0]["size_bytes"], 64508U * 1024);
    EXPECT_EQ(doc["swap"][0]["device"], "/dev/nvme0n1p2");
    EXPECT_EQ(doc["swap"][1]["path"], "/mnt/nvme/swapfile");
    EXPECT_EQ(doc["swap"][1]["type"], "file");
    EXPECT_EQ(doc["swap"][1]["priority"], -3);
    EXPECT_EQ(doc["swap"][1]["device"], "/dev/nvme0n1p1");
    EXPECT_EQ(doc["swap"][1]["drives"], nlohmann::json::array({"nvme0n1"}));
    EXPECT_EQ(doc["memory_bytes"], 981688U * 1024);
    const auto text = run_on_rig(world, {"swap", "show"});
    EXPECT_NE(text.out.find("/mnt/nvme/swapfile (file)"), std::string::npos) << text.out;
}

TEST(CliSwap, NeverBelowTheSwapInUse) {
    RigActionWorld world;
    test::TempDir proc("proc");
    auto options = world.options();
    options.paths.proc = mutated_proc(proc, "/mnt/nvme/swapfile file 16368 12288 -3\n", "MemTotal: 981688 kB\nMemAvailable: 8192 kB\n");
    const auto resize =
        test::run_on_rig(world, world.runner, options, {"swap", "resize", "8m", "--fstab", world.root.str("fstab")});
    EXPECT_TRUE(test::refused_saying(resize, "of swap is in use on /mnt/nvme/swapfile"));
    const auto remove =
        test::run_on_rig(world, world.runner, options, {"swap", "remove", "--fstab", world.root.str("fstab")});
    EXPECT_TRUE(test::refused_saying(remove, "more than free memory"));
    EXPECT_TRUE(world.runner.calls().empty());
}

TEST(CliSwap, PartitionsAreNotChangedAndSeveralFilesNeedAName) {
    RigActionWorld world;
    const auto partition = run_on_rig(world, {"swap", "remove", "--file", "/dev/nvme0n1p2"});
    EXPECT_TRUE(test::refused_saying(partition, "is a swap partition"));
    test::TempDir proc("proc");
    auto options = world.options();
    options.paths.proc = mutated_proc(proc, "/a/swap1 file 1024 0 -2\n/b/swap2 file 1024 0 -3\n", "MemTotal: 981688 kB\n");
    const auto several = test::run_on_rig(world, world.runner, options, {"swap", "resize", "4m"});
    EXPECT_EQ(several.status, 1);
    EXPECT_NE(several.err.find("name one with --file"), std::string::npos) << several.err;
    const auto no_size = run_on_rig(world, {"swap", "resize"});
    EXPECT_EQ(no_size.status, 1);
    const auto bad_size = run_on_rig(world, {"swap", "resize", "lots"});
    EXPECT_EQ(bad_size.status, 1);
}

TEST(CliSwap, DryRunOfAnInPlaceResizeListsEveryStep) {
    RigActionWorld world;
    test::TempDir data("swapdir");
    test::TempDir proc("proc");
    const std::string file = data.str("swapfile");
    // The swap file lives in a real directory (so free space can be asked),
    // mounted in this /proc as ext4 from nvme0n1p1.
    auto options = world.options();
    options.paths.proc = mutated_proc(proc, file + " file 16368 0 -3\n", "MemTotal: 981688 kB\nMemAvailable: 767476 kB\n",
                                      "40 1 259:1 / " + data.path().string() + " rw,relatime - ext4 /dev/nvme0n1p1 rw\n");
    std::ofstream(world.root.path() / "fstab") << "UUID=1 / ext4 defaults 0 1\n" << file << " none swap sw 0 0\n";
    const auto result =
        test::run_on_rig(world, world.runner, options,
                         {"swap", "resize", "32m", "--fstab", world.root.str("fstab"), "--dry-run", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["action"], "resize");
    EXPECT_EQ(doc["new_bytes"], 32U << 20);
    const auto& steps = doc["plan"]["steps"];
    ASSERT_EQ(steps.size(), 10U);
    EXPECT_NE(steps[0]["description"].get<std::string>().find("create " + file + ".ssdtool-new"), std::string::npos);
    EXPECT_EQ(steps[1]["argv"], nlohmann::json::array({"mkswap", file + ".ssdtool-new"}));
    EXPECT_EQ(steps[2]["argv"], nlohmann::json::array({"swapon", file + ".ssdtool-new"}));
    EXPECT_EQ(steps[3]["argv"], nlohmann::json::array({"swapoff", file}));
    EXPECT_EQ(steps[8]["argv"], nlohmann::json::array({"swapoff", file + ".ssdtool-new"}));
    EXPECT_TRUE(doc["fstab"].is_null()); // the path stays, so does its line
    EXPECT_TRUE(world.runner.calls().empty());
    EXPECT_FALSE(std::filesystem::exists(file + ".ssdtool-new"));
}

TEST(CliHibernation, ShowTheResumeDeviceAndTheSwapItKeeps) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"hibernation", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["supported"], true);
    EXPECT_EQ(doc["state"], "enabled");
    EXPECT_EQ(doc["resume_device"], "/dev/nvme0n1p2");
    EXPECT_EQ(doc["swap_on_resume_bytes"], 64508U * 1024);
    EXPECT_EQ(doc["reserved_bytes"], 64508U * 1024);
    EXPECT_EQ(doc["memory_bytes"], 981688U * 1024);
    const std::string explanation = doc["explanation"].dump();
    EXPECT_NE(explanation.find("smaller than the memory"), std::string::npos) << explanation;
}

TEST(CliHibernation, OnIsRefusedWhenTheSwapIsTooSmall) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"hibernation", "on"});
    EXPECT_TRUE(test::refused_saying(result, "ssdtool swap resize 959m"));
    EXPECT_TRUE(world.runner.calls().empty());
}

TEST(CliHibernation, OffWithoutSystemdExplains) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"hibernation", "off"});
    EXPECT_TRUE(test::refused_saying(result, "remove the resume= parameter"));
}

// Does to the filesystem what `systemctl mask` does.
class FakeMask final : public CommandRunner {
public:
    explicit FakeMask(std::filesystem::path root) : root_(std::move(root)) {}
    Result<CommandOutput> run(const Command& command) override {
        calls.push_back(command.argv);
        std::filesystem::create_directories(root_ / "etc/systemd/system");
        for (std::size_t i = 2; i < command.argv.size(); ++i) {
            std::filesystem::create_symlink("/dev/null", root_ / "etc/systemd/system" / command.argv[i]);
        }
        return CommandOutput{};
    }
    std::vector<std::vector<std::string>> calls;

private:
    std::filesystem::path root_;
};

TEST(CliHibernation, OffMasksTheSleepTargets) {
    RigActionWorld world;
    std::filesystem::create_directories(world.root.path() / "run/systemd/system");
    FakeMask systemctl(world.root.path());
    const auto dry = test::run_on_rig(world, systemctl, world.options(), {"hibernation", "off", "--dry-run"});
    ASSERT_EQ(dry.status, 0) << dry.err;
    EXPECT_NE(dry.out.find("systemctl mask hibernate.target hybrid-sleep.target suspend-then-hibernate.target"),
              std::string::npos)
        << dry.out;
    EXPECT_TRUE(systemctl.calls.empty());
    const auto result = test::run_on_rig(world, systemctl, world.options(), {"hibernation", "off", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_EQ(systemctl.calls.size(), 1U);
    EXPECT_EQ(result.json()["state"], "disabled");
    EXPECT_EQ(result.json()["changed"], true);
    // Already off: nothing more to do.
    const auto again = test::run_on_rig(world, systemctl, world.options(), {"hibernation", "off"});
    EXPECT_EQ(again.status, 0);
    EXPECT_EQ(systemctl.calls.size(), 1U);
}

} // namespace
} // namespace ssd
