// `ssdtool serve`, the GUI's privileged helper, in-process: the version line,
// list/health/check on the QEMU rig's captured sysfs tree and recorded
// smartctl output, and everything it must refuse (paths outside /dev, option
// injection, unknown parameters and methods, malformed lines) without running
// anything.
#include <gtest/gtest.h>

#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "app/cli/cli_app.h"
#include "app/cli/request_session.h"
#include "core/requests/helper_server.h"
#include "core/requests/path_rules.h"
#include "core/process/replay_runner.h"
#include "fixture_paths.h"
#include "platform/linux/sysfs_drive_inventory.h"

namespace ssd {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

// A stand-in /dev with an empty file per drive of the rig capture (and one
// partition): lookups resolve through the captured sysfs tree.
class FakeDev {
public:
    FakeDev() {
        path_ = fs::temp_directory_path() /
                ("ssd-serve-dev-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::create_directories(path_);
        for (const char* name : {"sda", "sda1", "sdb", "nvme0n1"}) std::ofstream(path_ / name).put('\0');
    }
    ~FakeDev() { fs::remove_all(path_); }
    std::string root() const { return path_.string(); }
    std::string node(const std::string& name) const { return (path_ / name).string(); }

private:
    fs::path path_;
};

struct Served {
    std::vector<json> lines;
    std::vector<std::vector<std::string>> tool_calls;

    const json& hello() const { return lines.at(0); }
    // The final response (result or error) to request `id`.
    const json& response(int id) const {
        for (const auto& line : lines) {
            if (line.contains("id") && line["id"] == id && !line.contains("event")) return line;
        }
        static const json none;
        ADD_FAILURE() << "no response to request " << id;
        return none;
    }
    std::size_t responses_to(int id) const {
        std::size_t count = 0;
        for (const auto& line : lines) count += line.contains("id") && line["id"] == id && !line.contains("event");
        return count;
    }
};

// Runs serve over the rig capture with these request lines, then EOF. With
// `one_by_one`, each line is answered before the next is read (handle_line):
// after EOF the loop drops queued changes unrun, which would hide what
// validation says about them.
Served serve(const std::vector<std::string>& requests, const FakeDev& dev, bool one_by_one = false) {
    linux_platform::SysfsDriveInventory inventory(test::project_fixture("sysfs/rig-guest"), dev.root());
    ReplayRunner runner;
    EXPECT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", dev.node("sda")},
                                          test::project_fixture("smartctl/rig-sata.json"), 4));
    EXPECT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", dev.node("nvme0n1")},
                                          test::project_fixture("smartctl/rig-nvme.json"), 0));
    EXPECT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", dev.node("sdb")},
                                          test::project_fixture("smartctl/rig-ide.json"), 4));
    cli::Services services{inventory, runner};
    cli::HandlerSeams seams(services);
    std::ostringstream out;
    requests::HelperOptions options;
    options.decode.dev_root = dev.root();
    options.tool_version = "test";
    requests::HelperServer server(seams.get(), out, options);
    if (one_by_one) {
        out << requests::hello_line(false, "test").dump() << "\n";
        for (const auto& line : requests) server.handle_line(line);
    } else {
        std::size_t next = 0;
        const int status = server.run([&]() -> std::optional<std::string> {
            if (next < requests.size()) return requests[next++];
            return std::nullopt;
        });
        EXPECT_EQ(status, 0);
    }
    Served served;
    std::istringstream lines(out.str());
    for (std::string line; std::getline(lines, line);) {
        auto parsed = json::parse(line, nullptr, false);
        EXPECT_FALSE(parsed.is_discarded()) << "not one JSON object per line: " << line;
        served.lines.push_back(parsed);
    }
    served.tool_calls = runner.calls();
    return served;
}

std::string request(int id, const std::string& method, const json& params = json::object()) {
    return json{{"id", id}, {"method", method}, {"params", params}}.dump();
}

TEST(CliServe, FirstLineNamesTheProtocolAndVersion) {
    FakeDev dev;
    const auto served = serve({}, dev);
    ASSERT_EQ(served.lines.size(), 1U);
    EXPECT_EQ(served.hello()["protocol"], "ssd-toolbox-helper");
    EXPECT_EQ(served.hello()["version"], 1);
    EXPECT_EQ(served.hello()["privileged"], false);
    EXPECT_NE(std::find(served.hello()["methods"].begin(), served.hello()["methods"].end(), "health"),
              served.hello()["methods"].end());
    // The raw first line starts with the protocol name (ordered keys).
    std::ostringstream out;
    linux_platform::SysfsDriveInventory inventory("/nonexistent-sysfs", "/nonexistent-dev");
    ReplayRunner runner;
    cli::Services services{inventory, runner};
    cli::HandlerSeams seams(services);
    requests::HelperServer server(seams.get(), out, requests::HelperOptions{});
    server.run([]() -> std::optional<std::string> { return std::nullopt; });
    EXPECT_EQ(out.str().rfind("{\"protocol\":\"ssd-toolbox-helper\",\"version\":1", 0), 0U) << out.str();
}

TEST(CliServe, ListsTheCapturedDrives) {
    FakeDev dev;
    const auto served = serve({request(1, "list")}, dev);
    const auto& response = served.response(1);
    ASSERT_TRUE(response.contains("result")) << response.dump();
    std::vector<std::string> devices;
    for (const auto& drive : response["result"]["drives"]) devices.push_back(drive["device"]);
    EXPECT_EQ(devices, (std::vector<std::string>{dev.node("nvme0n1"), dev.node("sda"), dev.node("sdb")}));
    // Only smartctl's scan for RAID members (unanswered here: none), which opens no device.
    EXPECT_EQ(served.tool_calls, (std::vector<std::vector<std::string>>{{"smartctl", "--scan", "--json"}}));
}

TEST(CliServe, HealthIsTheCliDocument) {
    FakeDev dev;
    const auto served = serve({request(7, "health", {{"device", dev.node("sda")}})}, dev);
    const auto& response = served.response(7);
    ASSERT_TRUE(response.contains("result")) << response.dump();
    const auto& health = response["result"];
    EXPECT_EQ(health["device"], dev.node("sda"));
    EXPECT_EQ(health["model"], "RIG-SATA-SSD");
    EXPECT_EQ(health["serial"], "RIGSATA0001");
    EXPECT_EQ(health["smart_available"], true);
    EXPECT_TRUE(health["attributes"].is_array());
    EXPECT_FALSE(health["attributes"].empty());

    // The same document `ssdtool health DEVICE --json` prints.
    linux_platform::SysfsDriveInventory inventory(test::project_fixture("sysfs/rig-guest"), dev.root());
    ReplayRunner runner;
    ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", dev.node("sda")},
                                          test::project_fixture("smartctl/rig-sata.json"), 4));
    cli::Services services{inventory, runner};
    std::ostringstream out, err;
    ASSERT_EQ(cli::run_cli({"health", dev.node("sda"), "--json"}, services, cli::Streams{out, err}), 0) << err.str();
    EXPECT_EQ(json::parse(out.str()), health);
}

TEST(CliServe, CheckNamesTheDrivesGiven) {
    FakeDev dev;
    const auto served = serve({request(2, "check", {{"devices", {dev.node("nvme0n1")}}})}, dev);
    const auto& response = served.response(2);
    ASSERT_TRUE(response.contains("result")) << response.dump();
    ASSERT_EQ(response["result"]["drives"].size(), 1U);
    EXPECT_EQ(response["result"]["drives"][0]["device"], dev.node("nvme0n1"));
    EXPECT_TRUE(response["result"].contains("system"));
}

TEST(CliServe, ReportCarriesHtmlInsteadOfWritingAFile) {
    FakeDev dev;
    const auto served = serve({request(3, "report", {{"html", true}})}, dev);
    const auto& response = served.response(3);
    ASSERT_TRUE(response.contains("result")) << response.dump();
    EXPECT_EQ(response["result"]["drives"].size(), 3U);
    const std::string html = response["result"]["html"];
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0U);
    EXPECT_NE(html.find("RIGSATA0001"), std::string::npos);
}

TEST(CliServe, RefusesPathsOutsideDevAndOptionInjection) {
    FakeDev dev;
    const std::vector<json> bad_params{
        {{"device", "/etc/shadow"}},
        {{"device", "--smartctl-json=/etc/shadow"}},
        {{"device", dev.root() + "/../../etc/shadow"}},
        {{"device", dev.root() + "/./sda"}},
        {{"device", dev.root() + "/sda;reboot"}},
        {{"device", dev.root() + "/-sda"}},
        {{"device", dev.node("sda")}, {"smartctl_json", "/etc/shadow"}},
        {{"device", dev.node("sda")}, {"device_type", "-d sat"}},
        {{"device", 42}},
        {{"device", dev.node("sda")}, {"reader", "cat"}},
        json::array({"/dev/sda"}),
    };
    std::vector<std::string> requests;
    for (std::size_t i = 0; i < bad_params.size(); ++i) {
        requests.push_back(request(static_cast<int>(100 + i), "health", bad_params[i]));
    }
    requests.push_back(request(200, "bench", {{"target", "/tmp"}}));
    requests.push_back(request(201, "trim", {{"target", "/mnt/../etc"}}));
    requests.push_back(request(202, "trim", {{"target", "-"}, {"enable_periodic", true}}));
    requests.push_back(request(203, "erase", {{"device", dev.node("sda")}, {"method", "dd"}}));
    requests.push_back(request(204, "erase", {{"device", dev.node("sda")}, {"confirm", "--force"}}));
    requests.push_back(request(205, "swap", {{"action", "resize"}, {"size", "1g; rm"}}));
    requests.push_back(request(206, "firmware", {{"device", dev.node("sda")}, {"file", "relative.bin"}}));
    const auto served = serve(requests, dev, true);
    for (std::size_t i = 0; i < bad_params.size(); ++i) {
        const auto& response = served.response(static_cast<int>(100 + i));
        EXPECT_EQ(response["error"]["code"], "invalid-params") << bad_params[i].dump() << " → " << response.dump();
        EXPECT_EQ(response["exit_status"], 1);
    }
    for (int id = 200; id <= 206; ++id) {
        EXPECT_EQ(served.response(id)["error"]["code"], "invalid-params") << served.response(id).dump();
    }
    // Nothing was run for any of them.
    EXPECT_TRUE(served.tool_calls.empty());
}

TEST(CliServe, NotADriveIsTheCliError) {
    FakeDev dev;
    const auto served = serve({request(4, "health", {{"device", dev.node("sda1")}}),
                               request(5, "health", {{"device", dev.root() + "/sdz"}})},
                              dev);
    EXPECT_EQ(served.response(4)["error"]["code"], "not-a-drive");
    EXPECT_EQ(served.response(4)["exit_status"], 2);
    EXPECT_EQ(served.response(5)["error"]["code"], "no-such-device");
    EXPECT_TRUE(served.tool_calls.empty());
}

TEST(CliServe, MalformedLinesGetAnErrorAndTheLoopGoesOn) {
    FakeDev dev;
    const auto served = serve({"not json", R"({"id":1,"method":"list")", R"(["list"])", R"({"method":"list"})",
                               R"({"id":-3,"method":"list"})", R"({"id":9,"method":7})", "", request(10, "list")},
                              dev);
    // hello, five errors without an id, one with id 9, and the list result.
    ASSERT_EQ(served.lines.size(), 8U);
    for (std::size_t i = 1; i <= 5; ++i) {
        EXPECT_TRUE(served.lines[i]["id"].is_null()) << served.lines[i].dump();
        EXPECT_EQ(served.lines[i]["error"]["code"], "malformed-request");
        EXPECT_EQ(served.lines[i]["exit_status"], 1);
    }
    EXPECT_EQ(served.response(9)["error"]["code"], "malformed-request");
    EXPECT_TRUE(served.response(10).contains("result"));
}

// Regression: one line nested 100000 deep killed the service (a stack overflow copying it).
TEST(CliServe, ALineNestedTooDeepIsMalformedAndTheLoopGoesOn) {
    FakeDev dev;
    const std::string deep(100000, '[');
    const auto served = serve({R"({"id":1,"method":"list","params":)" + deep + std::string(100000, ']') + "}",
                               request(2, "list")},
                              dev);
    ASSERT_EQ(served.lines.size(), 3U);
    EXPECT_EQ(served.lines[1]["error"]["code"], "malformed-request") << served.lines[1].dump();
    EXPECT_TRUE(served.response(2).contains("result"));
}

TEST(CliServe, UnknownMethodIsRefused) {
    FakeDev dev;
    const auto served = serve({request(11, "run", {{"argv", {"sh", "-c", "id"}}}), request(12, "exec"),
                               request(13, "serve"), request(14, "list")},
                              dev);
    for (int id : {11, 12, 13}) {
        EXPECT_EQ(served.response(id)["error"]["code"], "unknown-method");
        EXPECT_EQ(served.response(id)["exit_status"], 1);
    }
    EXPECT_TRUE(served.response(14).contains("result"));
    EXPECT_EQ(served.responses_to(14), 1U);
}

TEST(CliServe, ListTakesNoParameters) {
    FakeDev dev;
    const auto served = serve({request(15, "list", {{"sysfs", "/tmp"}})}, dev);
    EXPECT_EQ(served.response(15)["error"]["code"], "invalid-params");
}

TEST(CliServe, CancelOfNothingSaysSo) {
    FakeDev dev;
    const auto served = serve({request(16, "cancel", {{"request", 99}}), request(17, "cancel", {{"request", "x"}})},
                              dev);
    EXPECT_EQ(served.response(16)["result"]["state"], "unknown");
    EXPECT_EQ(served.response(17)["error"]["code"], "invalid-params");
}

TEST(CliServe, ServeIsASubcommandReadingItsInput) {
    FakeDev dev;
    linux_platform::SysfsDriveInventory inventory(test::project_fixture("sysfs/rig-guest"), "/nonexistent-dev");
    ReplayRunner runner;
    cli::Services services{inventory, runner};
    std::ostringstream out, err;
    std::istringstream in(request(1, "list") + "\n");
    ASSERT_EQ(cli::run_cli({"serve"}, services, cli::Streams{out, err}, in), 0) << err.str();
    std::istringstream lines(out.str());
    std::string first, second;
    std::getline(lines, first);
    std::getline(lines, second);
    EXPECT_EQ(json::parse(first)["protocol"], "ssd-toolbox-helper");
    EXPECT_EQ(json::parse(second)["result"]["drives"].size(), 3U);
}

TEST(ServeValidation, DevicePaths) {
    EXPECT_TRUE(requests::is_valid_device_path("/dev/sda"));
    EXPECT_TRUE(requests::is_valid_device_path("/dev/nvme0n1"));
    EXPECT_TRUE(requests::is_valid_device_path("/dev/disk/by-id/ata-Samsung_SSD_850_PRO_128GB_S1SMNSAF123456X"));
    for (const char* bad : {"/etc/shadow", "/dev", "/dev/", "/dev//sda", "/dev/../etc/shadow", "/dev/./sda",
                            "/dev/sda/", "dev/sda", "/dev/-sda", "/dev/sda a", "/dev/sda\n", "/devsda", "--device=/dev/sda",
                            "/dev/disk/../../etc/passwd"}) {
        EXPECT_FALSE(requests::is_valid_device_path(bad)) << bad;
    }
}

TEST(ServeValidation, AbsolutePathsAndTokens) {
    for (const char* good : {"/", "/mnt/data", "/home/me/firmware v2.bin", "/media/usb-stick"}) {
        EXPECT_TRUE(requests::is_valid_absolute_path(good)) << good;
    }
    for (const char* bad : {"", "relative", "/mnt/../etc", "/mnt/./x", "//", "/mnt//x", "/mnt/-x", "/mnt/\x01"}) {
        EXPECT_FALSE(requests::is_valid_absolute_path(bad)) << bad;
    }
    for (const char* good : {"S1SMNSAF123456X", "WD-WCC4N1234567", "vda", "sat", "megaraid,0", "RIGSATA0001"}) {
        EXPECT_TRUE(requests::is_safe_token(good)) << good;
    }
    for (const char* bad : {"", "-d", "--force", "a b", "x;y", "$(id)", "a\nb"}) {
        EXPECT_FALSE(requests::is_safe_token(bad)) << bad;
    }
}

} // namespace
} // namespace ssd
