// The Windows side of what the platform tells the CLI (under Wine in CI):
// the executable's folder from GetModuleFileNameW, the firmware advisories
// found beside ssdtool.exe (as the Windows build and install put them), the
// helper's "privileged" from the token, and the install hint when smartctl
// is missing. ssdtool.exe runs as a real child process here, so main.cpp's
// wiring is what is tested, not a stand-in.
#include <windows.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "app/cli/advisory_file.h"
#include "core/smart/smart_reader.h"
#include "fixture_paths.h"
#include "platform/os_host_environment.h"
#include "platform/os_process_runner.h"
#include "platform/windows/win_process_runner.h"
#include "platform/windows/win_util.h"
#include "temp_dir.h"

namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;
using ssd::windows_platform::narrow;

// A Unix path from the build (Wine maps / to drive Z:) as a Windows path.
std::string windows_path(std::string path) {
    if (!path.empty() && path.front() == '/') path = "Z:" + path;
    for (auto& c : path) {
        if (c == '/') c = '\\';
    }
    return path;
}

fs::path build_dir() { return fs::path(windows_path(SSD_WINDOWS_BUILD_DIR)); }

// A folder of its own under the temporary folder (GetTempPathW under Wine), removed afterwards.
class TempFolder : public ssd::test::TempDir {
public:
    TempFolder() : TempDir("host") {}
};

ssd::CommandOutput run(const std::vector<std::string>& argv) {
    ssd::OsProcessRunner runner;
    auto output = runner.run(ssd::Command{argv, 120s});
    EXPECT_TRUE(output) << (output ? "" : output.error().message);
    return output ? *output : ssd::CommandOutput{};
}

TEST(WindowsApiHostEnvironment, ExecutableFolderIsThisProgramsFolder) {
    const ssd::OsHostEnvironment host;
    const auto dir = host.executable_dir();
    ASSERT_TRUE(dir);
    EXPECT_TRUE(fs::is_regular_file(*dir / "ssd_unit_tests.exe")) << narrow(dir->wstring());
}

TEST(WindowsApiHostEnvironment, TheBuildPutsTheAdvisoriesBesideSsdtoolExe) {
    const fs::path beside = build_dir() / ssd::cli::kAdvisoryFileName;
    ASSERT_TRUE(fs::is_regular_file(build_dir() / "ssdtool.exe"));
    ASSERT_TRUE(fs::is_regular_file(beside)) << narrow(beside.wstring());
    std::ostringstream warnings;
    const auto advisories = ssd::cli::load_advisories_for_cli(warnings, build_dir());
    EXPECT_FALSE(advisories.empty()) << warnings.str();
    EXPECT_TRUE(warnings.str().empty()) << warnings.str();
}

TEST(WindowsApiHostEnvironment, SsdtoolExeReadsTheAdvisoriesInItsOwnFolder) {
    // A copy of ssdtool.exe in a folder of its own, with an advisory file
    // written for this test (synthetic, matching the rig's emulated SATA disk), so
    // only the file beside the .exe can produce this finding.
    SetEnvironmentVariableW(L"SSD_ADVISORIES_FILE", nullptr);
    TempFolder folder;
    fs::copy_file(build_dir() / "ssdtool.exe", folder.path() / "ssdtool.exe");
    std::ofstream(folder.path() / ssd::cli::kAdvisoryFileName) << R"({"format": 1, "advisories": [{
        "id": "test-only-synthetic", "model_regex": "RIG-SATA-SSD", "firmware_regex": ".*",
        "problem": "Synthetic advisory of a unit test.", "fixed_firmware": "none", "fix": "None: it is not real.",
        "severity": "info", "sources": ["https://example.invalid/synthetic"]}]})";
    const auto output = run({narrow((folder.path() / "ssdtool.exe").wstring()), "health", "--smartctl-json",
                             windows_path(ssd::test::project_fixture("smartctl/rig-sata.json").string()), "--json"});
    ASSERT_EQ(output.exit_status, 0) << output.err;
    const auto doc = nlohmann::json::parse(output.out);
    bool found = false;
    for (const auto& f : doc["findings"]) {
        found = found || (f["id"] == "firmware-advisory" && f["evidence"]["advisory"] == "test-only-synthetic");
    }
    EXPECT_TRUE(found) << output.out;
}

TEST(WindowsApiHostEnvironment, ServeReportsTheTokensElevation) {
    // stdin is NUL for the child: serve writes its first line and ends.
    const auto output = run({narrow((build_dir() / "ssdtool.exe").wstring()), "serve"});
    ASSERT_EQ(output.exit_status, 0) << output.err;
    const auto hello = nlohmann::json::parse(output.out.substr(0, output.out.find('\n')));
    EXPECT_EQ(hello["protocol"], "ssd-toolbox-helper");
    // The child runs with this process's token.
    EXPECT_EQ(hello["privileged"], ssd::OsHostEnvironment().privileged());
}

TEST(WindowsApiHostEnvironment, MissingSmartctlSaysWhereWindowsLooks) {
    if (ssd::windows_platform::resolve_program("smartctl")) {
        GTEST_SKIP() << "smartctl is installed in this Wine prefix";
    }
    ssd::OsProcessRunner runner;
    const auto reading = ssd::read_smart(runner, {"/dev/pd0", std::nullopt});
    ASSERT_FALSE(reading);
    EXPECT_EQ(reading.error().code, ssd::ErrorCode::ToolMissing);
    EXPECT_NE(reading.error().message.find("smartmontools for Windows"), std::string::npos) << reading.error().message;
    EXPECT_NE(reading.error().message.find("C:\\Program Files\\smartmontools\\bin"), std::string::npos);
    EXPECT_EQ(reading.error().message.find("apt-get"), std::string::npos);
    // And so does ssdtool.exe, given the device as /dev/pd0 (which CLI11's
    // Windows default once took for a "/dev/pd0" option).
    const auto output = run({narrow((build_dir() / "ssdtool.exe").wstring()), "health", "/dev/pd0"});
    EXPECT_NE(output.err.find("smartmontools for Windows"), std::string::npos) << output.err;
}

} // namespace
