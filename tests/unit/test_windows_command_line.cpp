// Windows command-line quoting (core/windows/command_line.h): every argument
// survives CreateProcessW + the child's argv parsing. The round trip is
// checked against the parser that mirrors CommandLineToArgvW, and under Wine
// against a real child process (test_windows_api_process_runner.cpp).
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "core/windows/command_line.h"

namespace ssd::windows {
namespace {

// Each row: an argument and how quote_argument writes it.
void expect_quoted(std::initializer_list<std::pair<std::string, std::string>> rows) {
    for (const auto& [argument, quoted] : rows) EXPECT_EQ(quote_argument(argument), quoted) << argument;
}

TEST(WindowsCommandLine, PlainArgumentsAreNotQuoted) {
    expect_quoted({{"--json", "--json"}, {"C:\\Program", "C:\\Program"},
                   // Backslashes outside quotes are literal, even before the end.
                   {"C:\\dir\\", "C:\\dir\\"},
                   // cmd.exe metacharacters mean nothing to CreateProcessW.
                   {"a&b|c<d>e^f%PATH%", "a&b|c<d>e^f%PATH%"}});
}

TEST(WindowsCommandLine, QuotesEmptyAndBlankArguments) {
    expect_quoted({{"", "\"\""}, {"two words", "\"two words\""}, {"tab\there", "\"tab\there\""}});
}

TEST(WindowsCommandLine, EscapesQuotesAndTheBackslashesBeforeThem) {
    expect_quoted({{"say \"hi\"", "\"say \\\"hi\\\"\""},
                   // N backslashes before a quote become 2N+1.
                   {"a\\\"b", "\"a\\\\\\\"b\""},
                   // N trailing backslashes become 2N so the closing quote stays a quote.
                   {"C:\\Program Files\\", "\"C:\\Program Files\\\\\""},
                   // Backslashes not before a quote stay single.
                   {"a b\\c", "\"a b\\c\""}});
}

TEST(WindowsCommandLine, BuildsTheWholeLine) {
    const auto line = build_command_line({"C:\\Program Files\\smartmontools\\bin\\smartctl.exe", "--json", "-x",
                                          "/dev/pd0"});
    ASSERT_TRUE(line);
    EXPECT_EQ(*line, "\"C:\\Program Files\\smartmontools\\bin\\smartctl.exe\" --json -x /dev/pd0");
}

TEST(WindowsCommandLine, RefusesWhatCannotBeQuoted) {
    EXPECT_EQ(build_command_line({}).error().code, ErrorCode::Usage);
    EXPECT_EQ(build_command_line({""}).error().code, ErrorCode::Usage);
    EXPECT_EQ(build_command_line({"a\"b.exe"}).error().code, ErrorCode::Usage);
    EXPECT_EQ(build_command_line({"tool.exe", std::string("nul\0byte", 8)}).error().code, ErrorCode::Usage);
}

TEST(WindowsCommandLine, SplitsLikeCommandLineToArgvW) {
    // Examples from Microsoft's "Parsing C++ command-line arguments" table.
    EXPECT_EQ(split_command_line("p.exe \"a b c\" d e"), (std::vector<std::string>{"p.exe", "a b c", "d", "e"}));
    EXPECT_EQ(split_command_line("p.exe \"ab\\\"c\" \"\\\\\" d"),
              (std::vector<std::string>{"p.exe", "ab\"c", "\\", "d"}));
    EXPECT_EQ(split_command_line("p.exe a\\\\\\b d\"e f\"g h"),
              (std::vector<std::string>{"p.exe", "a\\\\\\b", "de fg", "h"}));
    EXPECT_EQ(split_command_line("p.exe a\\\\\\\"b c d"), (std::vector<std::string>{"p.exe", "a\\\"b", "c", "d"}));
    EXPECT_EQ(split_command_line("p.exe a\\\\\\\\\"b c\" d e"),
              (std::vector<std::string>{"p.exe", "a\\\\b c", "d", "e"}));
    // The program name takes no escapes.
    EXPECT_EQ(split_command_line("\"C:\\a b\\p.exe\" x"), (std::vector<std::string>{"C:\\a b\\p.exe", "x"}));
}

TEST(WindowsCommandLine, EveryArgumentSurvivesTheRoundTrip) {
    const std::vector<std::string> argv = {
        "C:\\Program Files\\tool.exe", "", " ", "plain", "two words", "\"", "\\", "\\\\", "a\\", "a\\\\",
        "\\\"", "end\\\\\"", "trailing \\", "x\"y\"z", "\t", "unicode \xC3\xA9\xE2\x82\xAC", "%PATH%", "&|<>^"};
    const auto line = build_command_line(argv);
    ASSERT_TRUE(line);
    EXPECT_EQ(split_command_line(*line), argv) << *line;
}

} // namespace
} // namespace ssd::windows
