// What the CLI takes from the platform's HostEnvironment instead of asking
// the OS itself: `serve`'s "privileged" (root on POSIX, an elevated token on
// Windows) and the folder the firmware advisories are looked for in (beside
// the executable first: the Windows layout). Native; the Win32 side of the
// same seam runs under Wine in test_windows_api_host_environment.cpp.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "app/cli/advisory_file.h"
#include "app/cli/cli_app.h"
#include "no_drives.h"
#include "platform/os_host_environment.h"

namespace ssd {
namespace {

namespace fs = std::filesystem;

class FixedHost final : public HostEnvironment {
public:
    FixedHost(bool privileged, std::optional<fs::path> dir) : privileged_(privileged), dir_(std::move(dir)) {}
    std::optional<fs::path> executable_dir() const override { return dir_; }
    bool privileged() const override { return privileged_; }

private:
    bool privileged_;
    std::optional<fs::path> dir_;
};

using test::NoDrives;

class NoTools final : public CommandRunner {
public:
    Result<CommandOutput> run(const Command& command) override {
        return fail(ErrorCode::ToolMissing, command.argv.front() + " is not installed");
    }
};

// `ssdtool serve` with no requests: its first line.
nlohmann::json hello_with(const HostEnvironment* host) {
    NoDrives inventory;
    NoTools runner;
    cli::Services services{inventory, runner};
    services.host = host;
    std::istringstream no_requests;
    std::ostringstream out;
    std::ostringstream err;
    EXPECT_EQ(cli::run_cli({"serve"}, services, cli::Streams{out, err}, no_requests), 0) << err.str();
    std::istringstream lines(out.str());
    std::string first;
    std::getline(lines, first);
    return nlohmann::json::parse(first);
}

TEST(CliHostEnvironment, ServeSaysWhatThePlatformSaysAboutPrivileges) {
    const FixedHost elevated(true, std::nullopt);
    const FixedHost ordinary(false, std::nullopt);
    EXPECT_EQ(hello_with(&elevated)["privileged"], true);
    EXPECT_EQ(hello_with(&ordinary)["privileged"], false);
    EXPECT_EQ(hello_with(nullptr)["privileged"], false); // unknown is not privileged
}

TEST(CliHostEnvironment, LinuxAsksTheEffectiveUser) {
    const OsHostEnvironment host;
    EXPECT_EQ(host.privileged(), ::geteuid() == 0);
    const auto dir = host.executable_dir();
    ASSERT_TRUE(dir);
    EXPECT_TRUE(fs::is_regular_file(*dir / "ssd_unit_tests")) << dir->string(); // this test binary's folder
}

TEST(CliHostEnvironment, AdvisoriesAreLookedForBesideTheExecutableFirst) {
    const auto candidates = cli::advisory_file_candidates(std::nullopt, fs::path("/opt/ssd/bin"));
    ASSERT_GE(candidates.size(), 3U);
    EXPECT_EQ(candidates[0], fs::path("/opt/ssd/bin/ssd-firmware-advisories.json"));
    EXPECT_EQ(candidates[1], fs::path("/opt/ssd/share/ssd-toolbox/advisories/ssd-firmware-advisories.json"));
    EXPECT_EQ(candidates.back().filename(), cli::kAdvisoryFileName); // the source tree's, last
    // An explicit file is the only candidate; no executable folder skips the first two.
    EXPECT_EQ(cli::advisory_file_candidates(std::string("/tmp/mine.json"), fs::path("/opt/ssd/bin")),
              std::vector<fs::path>{fs::path("/tmp/mine.json")});
    EXPECT_EQ(cli::advisory_file_candidates(std::nullopt, std::nullopt).size(), candidates.size() - 2);
}

TEST(CliHostEnvironment, AFileBesideTheExecutableIsTheOneLoaded) {
    if (std::getenv("SSD_ADVISORIES_FILE") != nullptr) GTEST_SKIP() << "SSD_ADVISORIES_FILE is set";
    const fs::path dir = fs::temp_directory_path() / "ssd-advisory-beside-exe";
    fs::create_directories(dir);
    // A one-entry advisory file written for this test only (not a real advisory).
    std::ofstream(dir / cli::kAdvisoryFileName) << R"({"format": 1, "advisories": [{
        "id": "test-only-synthetic", "model_regex": "TEST MODEL", "firmware_regex": "T1",
        "problem": "Synthetic advisory of a unit test.", "fixed_firmware": "T2", "fix": "None: it is not real.",
        "severity": "info", "sources": ["https://example.invalid/synthetic"]}]})";
    std::ostringstream warnings;
    const auto loaded = cli::load_advisories_for_cli(warnings, dir);
    fs::remove_all(dir);
    ASSERT_EQ(loaded.size(), 1U) << warnings.str();
    EXPECT_EQ(loaded[0].id, "test-only-synthetic");
    EXPECT_TRUE(warnings.str().empty());
}

} // namespace
} // namespace ssd
