// `ssdtool swap`, `ssdtool hibernation` and `ssdtool check` in process on
// the real Windows back end (under Wine in CI): the pagefile and hibernation
// read through WinMemorySettings, changes only with --dry-run (the exact
// powercfg argv and PagingFiles value are printed, nothing is written), and
// the Windows-only findings' facts reaching `check` under setup.platform.
// Wine has no real pagefile, powercfg or fsutil: what it answers is whatever
// its stubs give, so these tests pin down the wiring and the shapes, and
// test_cli_windows_memory.cpp (native, a fake platform) the decisions.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "app/cli/cli_app.h"
#include "cli_run.h"
#include "platform/platform_factory.h"

namespace {

ssd::test::CliResult run(const std::vector<std::string>& args) {
    auto platform = ssd::make_platform();
    ssd::cli::Services services{*platform.inventory, *platform.runner, platform.in_process_smart.get(),
                                platform.setup_inspector.get()};
    services.host = platform.host.get();
    return ssd::test::run_cli_captured(args, services);
}

TEST(WindowsApiMemorySettings, SwapShowsThePagefileSetting) {
    const auto result = run({"swap", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_TRUE(doc["swap"].is_array());
    EXPECT_TRUE(doc["pagefile_settings"]["PagingFiles"].is_array());
    EXPECT_EQ(doc["restart_applies_changes"], true);
    EXPECT_TRUE(doc["memory_bytes"].is_number());
}

TEST(WindowsApiMemorySettings, PagefileResizeDryRunWritesNothing) {
    const auto before = run({"swap", "--json"}).json()["pagefile_settings"]["PagingFiles"];
    const auto result = run({"swap", "resize", "2g", "--to", "C:", "--dry-run", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["PagingFiles_after"], nlohmann::json::array({"C:\\pagefile.sys 2048 2048"}));
    EXPECT_EQ(doc["written"], false);
    EXPECT_EQ(run({"swap", "--json"}).json()["pagefile_settings"]["PagingFiles"], before);
}

TEST(WindowsApiMemorySettings, HibernationDryRunPrintsPowercfg) {
    const auto shown = run({"hibernation", "--json"});
    ASSERT_EQ(shown.status, 0) << shown.err;
    const std::string state = shown.json()["state"];
    if (state == "unsupported") GTEST_SKIP() << "this Wine prefix says hibernation is unsupported";
    const auto result = run({"hibernation", "size", "60", "--dry-run"});
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.out.find("powercfg.exe /hibernate /size 60"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("Dry run: nothing was changed."), std::string::npos) << result.out;
}

TEST(WindowsApiMemorySettings, CheckCarriesTheWindowsFacts) {
    const auto result = run({"check", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    const auto& platform = doc["system"]["setup"]["platform"];
    EXPECT_EQ(platform["os"], "windows");
    EXPECT_TRUE(platform["windows_version"].is_string());
    EXPECT_TRUE(platform.contains("delete_notify"));
    EXPECT_TRUE(platform.contains("pagefiles"));
    EXPECT_TRUE(platform.contains("hibernation"));
}

} // namespace
