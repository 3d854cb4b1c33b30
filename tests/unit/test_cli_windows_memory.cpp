// `ssdtool swap` and `ssdtool hibernation` on an action platform that keeps
// both as Windows settings (MemoryModel::WindowsSettings), in
// process through the real CLI: the pagefile setting written (or, dry, only
// shown), powercfg's exact argv, the restart note, refusals. The Windows
// state is a fake typed in below (synthetic values, not a capture); under
// Wine, test_windows_api_memory_settings.cpp runs the same commands
// against the real Win32 back end with --dry-run.
#include <gtest/gtest.h>

#include <stdexcept>

#include <nlohmann/json.hpp>

#include "app/cli/cli_app.h"
#include "cli_run.h"
#include "core/actions/action_platform.h"
#include "core/actions/windows/memory_settings.h"
#include "no_drives.h"

namespace ssd {
namespace {

// PagingFiles and hibernation as a machine might have them; writes are recorded.
class FakeMemorySettings final : public windows::MemorySettings {
public:
    windows::PagefileSettings pagefile_state;
    windows::HibernationSettings hibernation_state;
    std::vector<std::vector<std::string>> writes;

    Result<windows::PagefileSettings> pagefiles() override { return pagefile_state; }
    Result<void> write_paging_files(const std::vector<std::string>& value) override {
        writes.push_back(value);
        pagefile_state.configured = value;
        return {};
    }
    Result<windows::HibernationSettings> hibernation() override { return hibernation_state; }
};

// powercfg as a runner: records each argv; `after` says what the next
// hibernation() read shows once a step ran.
class PowercfgRunner final : public CommandRunner {
public:
    std::vector<std::vector<std::string>> calls;
    CommandOutput answer;
    Result<CommandOutput> run(const Command& command) override {
        calls.push_back(command.argv);
        return answer;
    }
};

// The memory capability of a Windows-like system: the settings above, the
// RAM of a 16 GiB machine.
class WindowsLikeMemory final : public actions::MemorySettings {
public:
    explicit WindowsLikeMemory(windows::MemorySettings& settings) : settings_(settings) {}
    actions::MemoryModel model() const override { return actions::MemoryModel::WindowsSettings; }
    std::optional<std::uint64_t> memory_total_bytes() override { return 16ULL << 30U; }
    std::optional<std::uint64_t> memory_available_bytes() override { return 9ULL << 30U; }
    windows::MemorySettings* windows_settings() override { return &settings_; }

private:
    windows::MemorySettings& settings_;
};

// An action platform whose only capability is that memory model (and
// powercfg as its runner): swap and hibernation must not reach anything else.
class WindowsLikeActions final : public actions::ActionPlatform {
public:
    WindowsLikeActions(CommandRunner& runner, windows::MemorySettings& settings) : runner_(runner), memory_(settings) {}
    CommandRunner& runner() override { return runner_; }
    actions::MemorySettings& memory() override { return memory_; }
    actions::DeviceAccess& devices() override { return not_here<actions::DeviceAccess>(); }
    actions::FilesystemTrim& filesystems() override { return not_here<actions::FilesystemTrim>(); }
    actions::BlockDevices& blocks() override { return not_here<actions::BlockDevices>(); }
    actions::PowerSupply& power() override { return not_here<actions::PowerSupply>(); }
    actions::LocalFiles& files() override { return not_here<actions::LocalFiles>(); }
    actions::ServiceManager& services() override { return not_here<actions::ServiceManager>(); }
    actions::ActionClock& clock() override { return not_here<actions::ActionClock>(); }

private:
    // The test fails here; the exception keeps it from running on.
    template <typename Capability>
    static Capability& not_here() {
        ADD_FAILURE() << "swap/hibernation on Windows reached a capability other than memory()";
        throw std::logic_error("not part of this test");
    }
    CommandRunner& runner_;
    WindowsLikeMemory memory_;
};

using test::NoDrives;

using test::CliResult;

class WindowsMemoryCli : public ::testing::Test {
protected:
    FakeMemorySettings settings;
    PowercfgRunner runner;
    WindowsLikeActions platform{runner, settings};

    void SetUp() override {
        settings.pagefile_state.configured = {"?:\\pagefile.sys"};
        windows::PagefileFacts file;
        file.entry.path = "?:\\pagefile.sys";
        file.entry.automatic_all_drives = true;
        file.file_path = "C:\\pagefile.sys";
        file.file_bytes = 2550136832ULL;
        file.in_use_bytes = 201326592ULL;
        file.drives = {"PhysicalDrive0"};
        settings.pagefile_state.files = {file};
        settings.pagefile_state.system_drive_letter = 'C';
        settings.hibernation_state.availability = windows::HibernationAvailability::Enabled;
        settings.hibernation_state.facts.enabled = true;
        settings.hibernation_state.facts.file_path = "C:\\hiberfil.sys";
        settings.hibernation_state.facts.file_bytes = 6871947264ULL;
        settings.hibernation_state.facts.file_type = "full";
        settings.hibernation_state.facts.memory_bytes = 16ULL << 30U;
    }

    CliResult run(const std::vector<std::string>& args) {
        NoDrives inventory;
        cli::Services services{inventory, runner};
        services.actions = &platform;
        return test::run_cli_captured(args, services);
    }
};

TEST_F(WindowsMemoryCli, SwapShowListsThePagefileAndItsSetting) {
    const auto result = run({"swap", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    ASSERT_EQ(doc["swap"].size(), 1U);
    EXPECT_EQ(doc["swap"][0]["path"], "C:\\pagefile.sys");
    EXPECT_EQ(doc["swap"][0]["size_bytes"], 2550136832ULL);
    EXPECT_EQ(doc["swap"][0]["device"], "C:");
    EXPECT_EQ(doc["swap"][0]["drives"], nlohmann::json::array({"PhysicalDrive0"}));
    EXPECT_EQ(doc["swap"][0]["sizing"], "automatic");
    EXPECT_EQ(doc["swap"][0]["priority"], nullptr);
    EXPECT_EQ(doc["pagefile_settings"]["PagingFiles"], nlohmann::json::array({"?:\\pagefile.sys"}));
    EXPECT_EQ(doc["memory_bytes"], 16ULL << 30U);
    const auto text = run({"swap", "show"});
    EXPECT_NE(text.out.find("C:\\pagefile.sys (pagefile)"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("after a restart"), std::string::npos) << text.out;
}

TEST_F(WindowsMemoryCli, ResizeDryRunShowsTheRegistryValueAndWritesNothing) {
    const auto result = run({"swap", "resize", "4g", "--maximum", "8g", "--dry-run", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["dry_run"], true);
    EXPECT_EQ(doc["pagefile"], "C:\\pagefile.sys");
    EXPECT_EQ(doc["initial_mib"], 4096);
    EXPECT_EQ(doc["maximum_mib"], 8192);
    EXPECT_EQ(doc["PagingFiles_after"], nlohmann::json::array({"C:\\pagefile.sys 4096 8192"}));
    const std::string step = doc["plan"]["steps"][0]["description"];
    EXPECT_NE(step.find("PagingFiles (REG_MULTI_SZ) to \"C:\\pagefile.sys 4096 8192\""), std::string::npos) << step;
    EXPECT_NE(step.find("now: \"?:\\pagefile.sys\""), std::string::npos) << step;
    EXPECT_TRUE(settings.writes.empty());
    const auto text = run({"swap", "resize", "4g", "--dry-run"});
    EXPECT_NE(text.out.find("restart to apply"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("Dry run: nothing was changed."), std::string::npos) << text.out;
    EXPECT_TRUE(settings.writes.empty());
}

TEST_F(WindowsMemoryCli, ResizeWritesPagingFilesAndSaysARestartApplies) {
    const auto result = run({"swap", "resize", "3g", "--to", "d:"});
    ASSERT_EQ(result.status, 0) << result.err;
    ASSERT_EQ(settings.writes.size(), 1U);
    EXPECT_EQ(settings.writes[0], (std::vector<std::string>{"D:\\pagefile.sys 3072 3072"}));
    EXPECT_NE(result.out.find("Restart Windows to apply it"), std::string::npos) << result.out;
    // Back to Windows' own sizing.
    const auto managed = run({"swap", "system-managed", "--json"});
    ASSERT_EQ(managed.status, 0) << managed.err;
    ASSERT_EQ(settings.writes.size(), 2U);
    EXPECT_EQ(settings.writes[1], (std::vector<std::string>{"D:\\pagefile.sys 0 0"})); // the drive configured now
    EXPECT_EQ(managed.json()["restart_required"], true);
    // Asking for what is set already writes nothing.
    const auto again = run({"swap", "system-managed", "--json"});
    EXPECT_EQ(again.json()["already_set"], true);
    EXPECT_EQ(settings.writes.size(), 2U);
}

TEST_F(WindowsMemoryCli, SwapRefusalsAndUsageErrors) {
    auto removed = run({"swap", "remove"});
    EXPECT_TRUE(test::refused_saying(removed, "No paging file"));
    EXPECT_EQ(run({"swap", "resize", "8m"}).status, 1);              // below what Windows accepts
    EXPECT_EQ(run({"swap", "resize", "4g", "--maximum", "2g"}).status, 1);
    EXPECT_EQ(run({"swap", "resize", "4g", "--to", "D:\\Data"}).status, 1); // not a drive's root
    settings.pagefile_state.configured = {"C:\\pagefile.sys 0 0", "E:\\pagefile.sys 1024 2048"};
    const auto which = run({"swap", "resize", "4g"});
    EXPECT_EQ(which.status, 1);
    EXPECT_NE(which.err.find("C:, E:"), std::string::npos) << which.err;
    EXPECT_TRUE(settings.writes.empty());
}

TEST_F(WindowsMemoryCli, HibernationShowSaysWhatHiberfilKeeps) {
    const auto result = run({"hibernation", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["state"], "enabled");
    EXPECT_EQ(doc["file"], "C:\\hiberfil.sys");
    EXPECT_EQ(doc["reserved_bytes"], 6871947264ULL);
    EXPECT_EQ(doc["mode"], "full");
    EXPECT_EQ(doc["resume_device"], nullptr);
    EXPECT_TRUE(runner.calls.empty());
}

TEST_F(WindowsMemoryCli, HibernationChangesRunPowercfg) {
    const auto dry = run({"hibernation", "off", "--dry-run", "--json"});
    ASSERT_EQ(dry.status, 0) << dry.err;
    EXPECT_EQ(dry.json()["plan"]["steps"][0]["argv"], nlohmann::json::array({"powercfg.exe", "/hibernate", "off"}));
    const auto dry_text = run({"hibernation", "size", "60", "--dry-run"});
    EXPECT_NE(dry_text.out.find("powercfg.exe /hibernate /size 60"), std::string::npos) << dry_text.out;
    EXPECT_TRUE(runner.calls.empty()); // dry runs run nothing

    ASSERT_EQ(run({"hibernation", "reduced"}).status, 0);
    ASSERT_EQ(run({"hibernation", "off"}).status, 0);
    EXPECT_EQ(runner.calls, (std::vector<std::vector<std::string>>{{"powercfg.exe", "/hibernate", "/type", "reduced"},
                                                                    {"powercfg.exe", "/hibernate", "off"}}));
    // Already on: nothing to run.
    const auto on = run({"hibernation", "on", "--json"});
    EXPECT_EQ(on.status, 0);
    EXPECT_EQ(runner.calls.size(), 2U);
    EXPECT_EQ(run({"hibernation", "size", "30"}).status, 1); // powercfg takes 40-100 % of RAM
}

TEST_F(WindowsMemoryCli, PowercfgWithoutAdministratorRights) {
    // The wording is a stand-in for powercfg's English refusal (synthetic).
    runner.answer.exit_status = 1;
    runner.answer.out = "You do not have permission to enable or disable the hibernation feature.\r\n";
    const auto result = run({"hibernation", "off", "--json"});
    EXPECT_EQ(result.status, 2); // permission denied
    EXPECT_EQ(result.json()["error"]["code"], "permission-denied");
}

TEST_F(WindowsMemoryCli, HibernationThatWindowsCannotDo) {
    settings.hibernation_state.availability = windows::HibernationAvailability::Unsupported;
    settings.hibernation_state.facts.enabled = false;
    settings.hibernation_state.unavailable_reasons = {"The system firmware does not support hibernation."};
    const auto result = run({"hibernation", "on"});
    EXPECT_TRUE(test::refused_saying(result, "firmware does not support"));
    EXPECT_TRUE(runner.calls.empty());
}

} // namespace
} // namespace ssd
