// The service's socket, which any local user can open: one request line (the
// envelope, then the typed request) and a stream of lines through the real
// helper server (queue, cancel, line limit). The server's handlers here reach
// nothing: no drives, a runner with no recordings, no actions, no benchmark.
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/process/replay_runner.h"
#include "core/requests/helper_protocol.h"
#include "core/requests/helper_server.h"
#include "core/requests/request_codec.h"
#include "tests/fuzz/fuzz_support.h"
#include "tests/fuzz/fuzz_targets.h"
#include "tests/unit/no_drives.h"

namespace ssd::fuzz {
namespace {

using nlohmann::json;

// The limit the service sets (platform/linux's socket service) is larger; a
// smaller one lets the fuzzer reach it.
constexpr std::size_t kMaxLineBytes = 4096;

} // namespace

void request_line(std::string_view input) {
    requests::LineError error;
    const auto line = requests::parse_request_line(std::string(input), error);
    if (!line) {
        FUZZ_EXPECT(!error.code.empty() && !error.message.empty());
        return;
    }
    const auto request = requests::decode_request(line->method, line->params);
    if (!request) {
        FUZZ_EXPECT(request.error().code == ErrorCode::Usage && !request.error().message.empty());
        return;
    }
    // What the privileged side accepted, encoded again, decodes to the same request.
    const json encoded = requests::encode_params(*request);
    const auto again = requests::decode_request(requests::method_name(*request), encoded);
    FUZZ_EXPECT(again.has_value() && requests::encode_params(*again) == encoded);
    (void)requests::request_line(1, *request).dump();
}

void request_stream(std::string_view input) {
    test::NoDrives inventory;
    ReplayRunner runner;
    requests::HandlerServices services{inventory, runner};
    std::ostringstream out;
    requests::HelperOptions options;
    options.max_line_bytes = kMaxLineBytes;
    requests::HelperServer server(services, out, options);

    const auto lines = input_lines(input);
    std::size_t next = 0;
    server.run([&]() -> std::optional<std::string> {
        if (next == lines.size()) return std::nullopt;
        return lines[next++];
    });

    // Every answer is one JSON line: the hello, then at most one answer per
    // request line (none runs twice) plus progress and cancel answers.
    std::istringstream answers(out.str());
    std::size_t count = 0;
    for (std::string answer; std::getline(answers, answer); ++count) {
        FUZZ_EXPECT(!json::parse(answer, nullptr, false).is_discarded());
    }
    FUZZ_EXPECT(count >= 1 && count <= 1 + lines.size());
}

} // namespace ssd::fuzz
