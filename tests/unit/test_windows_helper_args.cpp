// The elevated helper's command line (core/windows/elevated_helper_args.h):
// what the caller builds is what the helper accepts, and nothing else.
#include <gtest/gtest.h>

#include "core/windows/command_line.h"
#include "core/windows/elevated_helper_args.h"

namespace ssd::windows {
namespace {

TEST(WindowsHelperArguments, RoundTripThroughACommandLine) {
    HelperArguments arguments;
    arguments.pipe = helper_pipe_name("0123456789abcdef0123456789abcdef");
    arguments.parent_pid = 4242;
    arguments.ssdtool = {"serve", "--with space"};
    const auto argv = helper_arguments(arguments);
    ASSERT_TRUE(argv);
    std::vector<std::string> full = {"ssdtool-elevated.exe"};
    full.insert(full.end(), argv->begin(), argv->end());
    const auto line = build_command_line(full);
    ASSERT_TRUE(line);
    const auto split = split_command_line(*line);
    const auto parsed = parse_helper_arguments(std::vector<std::string>(split.begin() + 1, split.end()));
    ASSERT_TRUE(parsed) << parsed.error().message;
    EXPECT_EQ(parsed->pipe, "\\\\.\\pipe\\ssd-toolbox-0123456789abcdef0123456789abcdef");
    EXPECT_EQ(parsed->parent_pid, 4242U);
    EXPECT_EQ(parsed->ssdtool, (std::vector<std::string>{"serve", "--with space"}));
}

TEST(WindowsHelperArguments, RefusesAnythingElse) {
    const std::string pipe = helper_pipe_name("0123456789abcdef");
    EXPECT_EQ(parse_helper_arguments({"--pipe", "\\\\.\\pipe\\other-0123456789abcdef", "--parent-pid", "1", "--", "serve"})
                  .error().code, ErrorCode::Usage);
    EXPECT_EQ(parse_helper_arguments({"--pipe", helper_pipe_name("0123"), "--parent-pid", "1", "--", "serve"}).error().code,
              ErrorCode::Usage); // too short to be unguessable
    EXPECT_EQ(parse_helper_arguments({"--pipe", pipe, "--parent-pid", "x", "--", "serve"}).error().code, ErrorCode::Usage);
    EXPECT_EQ(parse_helper_arguments({"--pipe", pipe, "--", "serve"}).error().code, ErrorCode::Usage);
    EXPECT_EQ(parse_helper_arguments({"--pipe", pipe, "--parent-pid", "1", "--"}).error().code, ErrorCode::Usage);
    EXPECT_EQ(parse_helper_arguments({"--run", "cmd.exe"}).error().code, ErrorCode::Usage);
    EXPECT_EQ(helper_arguments({pipe, 0, {"serve"}}).error().code, ErrorCode::Usage);
}

} // namespace
} // namespace ssd::windows
