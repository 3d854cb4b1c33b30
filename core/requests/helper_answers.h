// The client's reader of the helper's lines (helper_protocol.h writes them):
// the hello line, and per request its progress events and its one answer.
// The GUI's HelperBackend reads these types instead of the keys; tested on
// hello_line/result_line/error_line/progress_line's own output
// (tests/unit/test_json_readers.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace ssd::requests {

struct HelloLine {
    std::string protocol;
    int version = 0;
    bool privileged = false;
    std::string tool_version;
    std::vector<std::string> methods;

    // The protocol and version this build speaks (kHelperProtocolName, kHelperProtocolVersion).
    bool speaks_our_protocol() const;
};

enum class AnswerKind { Event, Result, Error };

// One line about a request: an Event {"id":N,"event":"progress",…}, {"id":N,"result":…}
// or {"id":N,"error":{…},"exit_status":K}.
struct AnswerLine {
    std::uint64_t id = 0;
    AnswerKind kind = AnswerKind::Error;
    nlohmann::json event;    // Event: the whole line (the event's own keys beside "id")
    nlohmann::json result;   // Result
    std::string text;        // Result: the same in words, when the helper sent it
    std::string code;        // Error: "permission-denied", "interrupted", …
    std::string message;
    int exit_status = 4;
    nlohmann::json document; // Error: a document printed with it (a refusing dry run), else null
};

// A line that is no hello (no "protocol") → nullopt.
std::optional<HelloLine> parse_hello_line(const nlohmann::json& line);
// A line without a non-negative integer "id" → nullopt. A line with neither an event
// nor a result is an error; its missing code reads "failed".
std::optional<AnswerLine> parse_answer_line(const nlohmann::json& line);

} // namespace ssd::requests
