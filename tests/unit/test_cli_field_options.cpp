// The options bound to the requests' declared fields (app/cli/field_options.h): the CLI
// refuses at parsing what the service's decoder would refuse (a range, an enumeration's wire
// names, a size, a token), naming the option, before any drive or the service is asked.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/cli/cli_app.h"
#include "cli_run.h"
#include "core/process/replay_runner.h"
#include "no_drives.h"

namespace ssd {
namespace {

struct Refusal {
    std::vector<std::string> args;
    std::string says; // part of stderr
};

TEST(CliFieldOptions, WhatTheDeclarationRefusesIsRefusedAtParsing) {
    const std::vector<Refusal> refusals{
        {{"health", "/dev/sda", "--reader", "cat"}, "--reader"},
        {{"health", "/dev/sda", "--rated-tbw", "0"}, "--rated-tbw"},
        {{"health", "/dev/sda", "--device-type", "sat;reboot"}, "is not a smartctl device type"},
        {{"hibernation", "size", "20"}, "percent"},
        {{"hibernation", "sleep"}, "action"},
        {{"swap", "resize", "4x"}, "4x is not a size"},
        {{"swap", "shrink"}, "action"},
        {{"erase", "/dev/sdb", "--method", "dd"}, "--method"},
        {{"selftest", "/dev/sda", "--type", "quick"}, "--type"},
    };
    for (const auto& refusal : refusals) {
        test::NoDrives inventory;
        ReplayRunner runner;
        cli::Services services{inventory, runner};
        std::vector<std::string> args{"ssdtool"};
        args.insert(args.end(), refusal.args.begin(), refusal.args.end());
        const auto result = test::run_cli_captured(args, services);
        EXPECT_NE(result.status, 0) << refusal.args[0] << " " << result.out;
        EXPECT_NE(result.err.find(refusal.says), std::string::npos) << refusal.args[0] << ": " << result.err;
        EXPECT_TRUE(runner.calls().empty()) << refusal.args[0] << " ran a tool";
    }
}

} // namespace
} // namespace ssd
