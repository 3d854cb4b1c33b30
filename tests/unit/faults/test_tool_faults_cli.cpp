// Fault injection on the external tools end to end (issue 20): the real ssdtool binary,
// run as scripts run it, with fake tools first on its PATH (fake_tools.h), and the
// parsers of hdparm and nvme-cli fed bytes that are not UTF-8. Whatever a tool prints,
// ssdtool answers with a docs/CONTRACT.md exit status and a JSON document that parses.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <spawn.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/actions/ata_identify.h"
#include "core/actions/nvme_admin.h"
#include "core/util/file_io.h"
#include "core/util/json_util.h"
#include "platform/linux/sysfs_drive_inventory.h"
#include "tests/unit/faults/fake_tools.h"
#include "tests/unit/fixture_paths.h"

extern char** environ;

namespace ssd::test {
namespace {

using namespace std::chrono_literals;
using nlohmann::json;

const std::string kReplacement = "\xEF\xBF\xBD"; // U+FFFD

struct Ran {
    int exit_status = -1; // -1: killed or did not finish
    std::string out;
    std::string err;
    long peak_rss_kib = 0;
};

std::string file_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// ssdtool ARGS with `tools` first on its PATH; stdout and stderr through files in `tools`.
Ran run_ssdtool(const FakeTools& tools, const std::vector<std::string>& args) {
    std::vector<std::string> env_storage{"PATH=" + tools.search_path()};
    for (char** entry = environ; *entry != nullptr; ++entry) {
        if (std::string_view(*entry).substr(0, 5) != "PATH=") env_storage.emplace_back(*entry);
    }
    std::vector<char*> envp;
    for (auto& entry : env_storage) envp.push_back(entry.data());
    envp.push_back(nullptr);
    std::vector<std::string> argv_storage{SSDTOOL_BINARY};
    argv_storage.insert(argv_storage.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& arg : argv_storage) argv.push_back(arg.data());
    argv.push_back(nullptr);
    const std::string out_file = tools.str("ssdtool.out");
    const std::string err_file = tools.str("ssdtool.err");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, out_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, err_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    pid_t pid = -1;
    const int spawned = ::posix_spawn(&pid, SSDTOOL_BINARY, &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    Ran ran;
    if (spawned != 0) return ran;
    const auto finished = reap_within(pid, 60s);
    if (finished && WIFEXITED(finished->status)) ran.exit_status = WEXITSTATUS(finished->status);
    if (finished) ran.peak_rss_kib = finished->peak_rss_kib;
    ran.out = file_text(out_file);
    ran.err = file_text(err_file);
    return ran;
}

// A drive of this machine for `health DEVICE`: the fake smartctl answers, never the drive.
std::optional<std::string> some_drive() {
    linux_platform::SysfsDriveInventory inventory;
    auto drives = inventory.list();
    if (!drives || drives->empty()) return std::nullopt;
    return drives->front().device;
}

#define SSD_REQUIRE_A_DRIVE(device)                                                                        \
    const auto device = some_drive();                                                                      \
    if (!device) GTEST_SKIP() << "no drive in /sys/block for `ssdtool health DEVICE`; this test did not run"

// The `{"error": …}` document on stdout; fails the test when stdout is not JSON.
std::string error_message(const Ran& ran) {
    const json doc = json::parse(ran.out, nullptr, false);
    EXPECT_FALSE(doc.is_discarded()) << "stdout is not JSON: " << ran.out << "\nstderr: " << ran.err;
    return doc.is_discarded() ? std::string() : doc["error"]["message"].get<std::string>();
}

TEST(ToolFault, SsdtoolStopsASmartctlPrintingHundredMegabytes) {
    SSD_REQUIRE_A_DRIVE(device);
    // The same run with a real capture is the baseline: under AddressSanitizer (the unit
    // tier's build) ssdtool's own footprint is several times larger, the output's is not.
    FakeTools normal;
    normal.add("smartctl", "cat '" + smart_fixture("samsung_970EVO-500GB_scrutiny.json").string() + "'\n");
    const auto baseline = run_ssdtool(normal, {"health", "--local", "--json", *device});
    FakeTools tools;
    tools.add("smartctl", "head -c 104857600 /dev/zero | tr '\\0' x\n");
    const auto ran = run_ssdtool(tools, {"health", "--local", "--json", *device});
    EXPECT_EQ(ran.exit_status, 4) << ran.err; // docs/CONTRACT.md: an external tool failed
    EXPECT_NE(error_message(ran).find("printed more than 16 MiB"), std::string::npos) << ran.out;
    // 16 MiB kept, and the copies of a growing string: far below the 100 MB printed.
    EXPECT_LT(ran.peak_rss_kib, baseline.peak_rss_kib + 64L * 1024)
        << "peak RSS " << ran.peak_rss_kib << " KiB, with a real capture " << baseline.peak_rss_kib << " KiB";
    std::cout << "100 MB smartctl: ssdtool health peak RSS " << mib(ran.peak_rss_kib) << " MiB (a real capture: "
              << mib(baseline.peak_rss_kib) << " MiB)\n";
}

TEST(ToolFault, SsdtoolSaysSmartctlWasKilledMidOutput) {
    SSD_REQUIRE_SHARED_FIXTURES();
    SSD_REQUIRE_A_DRIVE(device);
    FakeTools tools;
    const auto capture = smart_fixture("samsung_970EVO-500GB_scrutiny.json").string();
    tools.add("smartctl", "head -c 2000 '" + capture + "'\nkill -9 $$\n");
    const auto ran = run_ssdtool(tools, {"health", "--local", "--json", *device});
    EXPECT_EQ(ran.exit_status, 4) << ran.err;
    EXPECT_NE(error_message(ran).find("did not finish"), std::string::npos) << ran.out;
}

// Regression: a smartctl message that is not UTF-8 went into the error document, and
// nlohmann's dump() threw type_error 316 out of main (ssdtool aborted, exit 134).
TEST(ToolFault, SsdtoolReportsAToolMessageThatIsNotUtf8) {
    SSD_REQUIRE_A_DRIVE(device);
    FakeTools tools;
    tools.add("smartctl", "echo '{ broken'\nprintf 'Fehler \\377\\376 ung\\374ltig\\n' >&2\nexit 2\n");
    const auto ran = run_ssdtool(tools, {"health", "--local", "--json", *device});
    EXPECT_EQ(ran.exit_status, 4) << ran.err;
    const auto message = error_message(ran);
    EXPECT_NE(message.find("Fehler " + kReplacement + kReplacement + " ung" + kReplacement + "ltig"), std::string::npos)
        << message;
}

// A real capture with the model string replaced by `model` (already JSON-escaped or raw).
std::string capture_with_model(const std::string& model) {
    auto text = read_text_file(smart_fixture("samsung_970EVO-500GB_scrutiny.json"));
    EXPECT_TRUE(text);
    std::string capture = text ? *text : std::string();
    const std::string original = "\"Samsung SSD 970 EVO 500GB\"";
    const auto at = capture.find(original);
    EXPECT_NE(at, std::string::npos);
    if (at != std::string::npos) capture.replace(at, original.size(), "\"" + model + "\"");
    return capture;
}

TEST(ToolFault, SmartctlJsonThatIsNotUtf8IsMalformedInput) {
    SSD_REQUIRE_SHARED_FIXTURES();
    FakeTools tools;
    const std::vector<std::pair<const char*, std::string>> models{
        {"bytes ff fe", "Samsung \xff\xfe"},
        {"overlong '/'", "Samsung \xc0\xaf"},
        {"lone surrogate escape", "Samsung \\ud800"},
    };
    for (const auto& [what, model] : models) {
        SCOPED_TRACE(what);
        const auto file = tools.str("capture.json");
        std::ofstream(file, std::ios::binary) << capture_with_model(model);
        const auto ran = run_ssdtool(tools, {"health", "--json", "--smartctl-json", file});
        EXPECT_EQ(ran.exit_status, 2) << ran.err; // docs/CONTRACT.md: malformed JSON input
        EXPECT_FALSE(error_message(ran).empty()) << ran.out;
    }
}

// A model from hdparm -I that is not UTF-8 reaches the JSON writers as valid text.
TEST(ToolFault, HdparmModelThatIsNotUtf8IsWrittenAsReplacementCharacters) {
    auto text = read_text_file(project_fixture("hdparm/rig-sata-I.out"));
    ASSERT_TRUE(text) << text.error().message;
    const std::string original = "RIG-SATA-SSD";
    const auto at = text->find(original);
    ASSERT_NE(at, std::string::npos);
    text->replace(at, original.size(), "RIG-\xff\xfe-\xc0\xaf");
    auto identity = actions::parse_hdparm_identify(*text);
    ASSERT_TRUE(identity) << identity.error().message;
    EXPECT_EQ(identity->model.rfind("RIG-" + kReplacement, 0), 0U) << identity->model;
    const json doc{{"model", identity->model}};
    EXPECT_NO_THROW((void)doc.dump());
}

// The writers' own guard, for text no parser cleaned (a tool's stderr in an error message).
TEST(ToolFault, JsonWritersReplaceBytesThatAreNotUtf8) {
    const json doc{{"message", "Fehler \xff ung\xfcltig"}};
    EXPECT_THROW((void)doc.dump(), json::type_error); // what the writers did before: ssdtool aborted
    EXPECT_EQ(json_text(doc), "{\"message\":\"Fehler " + kReplacement + " ung" + kReplacement + "ltig\"}");
    nlohmann::ordered_json line;
    line["id"] = 1;
    line["error"] = "\xc0\xaf";
    EXPECT_EQ(json_text(line), "{\"id\":1,\"error\":\"" + kReplacement + kReplacement + "\"}"); // order kept
}

TEST(ToolFault, NvmeJsonThatIsNotUtf8IsAnErrorNotAnException) {
    auto text = read_text_file(project_fixture("nvme/rig-id-ctrl.json"));
    ASSERT_TRUE(text) << text.error().message;
    const auto at = text->find("\"mn\"");
    ASSERT_NE(at, std::string::npos);
    const auto value = text->find('"', text->find(':', at));
    for (const std::string bad : {"\xff\xfe", "\xc0\xaf", "\\ud800"}) {
        std::string changed = *text;
        changed.insert(value + 1, bad);
        bool threw = false;
        bool accepted = false;
        try {
            accepted = actions::parse_nvme_id_ctrl(changed).has_value();
        } catch (const std::exception&) {
            threw = true;
        }
        EXPECT_FALSE(threw) << bad;
        EXPECT_FALSE(accepted) << bad;
    }
}

} // namespace
} // namespace ssd::test
