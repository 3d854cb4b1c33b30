// Test support for the action commands: a stand-in /dev (one empty file per
// node), the Linux action platform on the rig guest's captured trees with
// fake system calls (FITRIM, BLKDISCARD, the O_EXCL probe, the clock), and
// an in-process CLI run. Nothing here touches a real device.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <span>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/cli/cli_app.h"
#include "cli_run.h"
#include "core/process/replay_runner.h"
#include "fixture_paths.h"
#include "platform/linux/linux_action_platform.h"
#include "platform/linux/sysfs_drive_inventory.h"
#include "temp_dir.h"

namespace ssd::test {

// A discarder that records what it was asked to discard.
class RecordingDiscarder final : public actions::BlockDiscarder {
public:
    RecordingDiscarder(std::uint64_t size, std::vector<std::pair<std::uint64_t, std::uint64_t>>& log)
        : size_(size), log_(log) {}
    Result<void> discard(std::uint64_t offset, std::uint64_t length) override {
        log_.emplace_back(offset, length);
        return {};
    }
    std::uint64_t size_bytes() const override { return size_; }

private:
    std::uint64_t size_;
    std::vector<std::pair<std::uint64_t, std::uint64_t>>& log_;
};

// The rig guest (tests/fixtures/{sysfs,proc}/rig-guest-checks): sda2 on
// /mnt/sata, nvme0n1p1 on /mnt/nvme (+ a swap file), nvme0n1p2 swap, sdb free.
struct RigActionWorld {
    TempDir dev{"actions-dev"};
    TempDir root{"actions-root"};
    // A /proc of the same guest with nothing mounted from a drive and no
    // swap: a copy of the captured one with those lines taken out (no
    // capture shows every drive free).
    TempDir idle_proc{"actions-proc"};
    bool drives_idle = false;
    ReplayRunner runner;
    std::vector<std::string> fitrims;                                   // mountpoints trimmed
    std::vector<std::pair<std::uint64_t, std::uint64_t>> discards;      // ranges discarded
    std::vector<std::string> opened_for_discard;
    std::map<std::string, linux_platform::ExclusiveProbe> busy;         // node → probe answer
    std::chrono::steady_clock::time_point clock{};
    std::vector<std::chrono::milliseconds> sleeps;
    std::uint64_t fitrim_bytes = 123456789;

    explicit RigActionWorld(bool idle = false) : drives_idle(idle) {
        std::filesystem::create_directories(idle_proc.path() / "self");
        std::ifstream in(project_fixture("proc/rig-guest-checks/self/mountinfo"));
        std::ofstream mountinfo(idle_proc.path() / "self" / "mountinfo");
        std::string line;
        while (std::getline(in, line)) {
            if (line.find("/dev/sda2") == std::string::npos && line.find("/dev/nvme0n1p1") == std::string::npos) {
                mountinfo << line << "\n";
            }
        }
        std::ofstream(idle_proc.path() / "swaps") << "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n";
        for (const char* node : {"sda", "sda1", "sda2", "sdb", "sdb1", "nvme0", "nvme0n1", "nvme0n1p1", "nvme0n1p2"}) {
            dev.touch(node);
        }
    }

    linux_platform::LinuxActionOptions options() {
        linux_platform::LinuxActionOptions o;
        o.paths.sys = project_fixture("sysfs/rig-guest-checks");
        o.paths.proc = drives_idle ? idle_proc.path() : project_fixture("proc/rig-guest-checks");
        o.paths.dev = dev.path();
        o.paths.root = root.path();
        o.exclusive_probe = [this](const std::string& node) {
            const auto it = busy.find(node);
            return it == busy.end() ? linux_platform::ExclusiveProbe::Free : it->second;
        };
        o.fitrim = [this](const std::string& mountpoint) -> Result<std::uint64_t> {
            fitrims.push_back(mountpoint);
            return fitrim_bytes;
        };
        o.open_discarder = [this](const std::string& device) -> Result<std::unique_ptr<actions::BlockDiscarder>> {
            opened_for_discard.push_back(device);
            return std::unique_ptr<actions::BlockDiscarder>(std::make_unique<RecordingDiscarder>(268435456, discards));
        };
        o.clock = [this] {
            clock += std::chrono::milliseconds(500); // every look at the clock: half a second later
            return clock;
        };
        o.sleep = [this](std::chrono::milliseconds d) {
            sleeps.push_back(d);
            clock += d;
        };
        return o;
    }
};

// Answers each argv with its recordings in order (a command such as
// `hdparm -I` answers differently before and after a step). An argv without
// a recording left fails loudly. Every command is logged with its time limit.
class SequenceRunner final : public CommandRunner {
public:
    void add(std::vector<std::string> argv, CommandOutput output) { queues_[std::move(argv)].push_back(std::move(output)); }
    void add_stdout(std::vector<std::string> argv, const std::string& fixture, int exit_status = 0,
                    const std::string& stderr_fixture = "") {
        CommandOutput output;
        output.exit_status = exit_status;
        output.out = read_fixture(fixture);
        if (!stderr_fixture.empty()) output.err = read_fixture(stderr_fixture);
        add(std::move(argv), std::move(output));
    }
    Result<CommandOutput> run(const Command& command) override {
        commands.push_back(command);
        auto it = queues_.find(command.argv);
        if (it == queues_.end() || it->second.empty()) {
            return fail(ErrorCode::ToolFailed, "no recording left for: " + describe_argv(command.argv));
        }
        CommandOutput output = it->second.front();
        it->second.erase(it->second.begin());
        return output;
    }
    std::vector<std::vector<std::string>> calls() const {
        std::vector<std::vector<std::string>> argvs;
        for (const auto& c : commands) argvs.push_back(c.argv);
        return argvs;
    }
    bool called_with(const std::string& word) const {
        for (const auto& c : commands) {
            for (const auto& arg : c.argv) {
                if (arg == word) return true;
            }
        }
        return false;
    }
    std::vector<Command> commands;

    static std::string read_fixture(const std::string& relative) {
        std::ifstream in(project_fixture(relative), std::ios::binary);
        EXPECT_TRUE(in) << "fixture " << relative;
        std::ostringstream text;
        text << in.rdbuf();
        return text.str();
    }

private:
    std::map<std::vector<std::string>, std::vector<CommandOutput>> queues_;
};

inline CliResult run_action_cli(const std::vector<std::string>& args, actions::ActionPlatform& platform,
                                CommandRunner& runner, const std::filesystem::path& sys, const std::filesystem::path& dev,
                                std::span<const Advisory> advisories = {}) {
    linux_platform::SysfsDriveInventory inventory(sys, dev);
    cli::Services services{inventory, runner};
    services.actions = &platform;
    services.advisories = advisories;
    return run_cli_captured(args, services);
}

// `ssdtool ARGS` in-process on the world's captured rig guest: the Linux action
// platform with OPTIONS (usually world.options(), the world's fakes) and TOOLS
// answering the commands it runs.
inline CliResult run_on_rig(RigActionWorld& world, CommandRunner& tools,
                            const linux_platform::LinuxActionOptions& options, const std::vector<std::string>& args,
                            std::span<const Advisory> advisories = {}) {
    linux_platform::LinuxActionPlatform platform(tools, options);
    return run_action_cli(args, platform, tools, project_fixture("sysfs/rig-guest-checks"), world.dev.path(),
                          advisories);
}

// The same with the world's own fakes, its ReplayRunner answering the tools.
inline CliResult run_on_rig(RigActionWorld& world, const std::vector<std::string>& args) {
    return run_on_rig(world, world.runner, world.options(), args);
}

// A test of an action command whose tools answer from recordings in order:
// the rig world (drives in use as captured; a suite sets world.drives_idle in
// its constructor for the idle /proc) and the SequenceRunner the test fills.
class RigSequenceTest : public ::testing::Test {
protected:
    CliResult run(const std::vector<std::string>& args, std::span<const Advisory> advisories = {}) {
        return run_on_rig(world, runner, world.options(), args, advisories);
    }

    RigActionWorld world;
    SequenceRunner runner;
};

// hdparm's command lines for the rig's IDE drive (sdb): identify, and a security command
// with the temporary password "ssdtool".
inline std::vector<std::string> rig_ide_identify(const RigActionWorld& world) {
    return {"hdparm", "-I", world.dev.str("sdb")};
}
inline std::vector<std::string> rig_ide_security(const RigActionWorld& world, const std::string& option) {
    return {"hdparm", "--user-master", "u", option, "ssdtool", world.dev.str("sdb")};
}

} // namespace ssd::test
