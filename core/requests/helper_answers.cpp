#include "core/requests/helper_answers.h"

#include "core/requests/helper_protocol.h"
#include "core/util/json_util.h"

namespace ssd::requests {

using nlohmann::json;

bool HelloLine::speaks_our_protocol() const {
    return protocol == kHelperProtocolName && version == kHelperProtocolVersion;
}

std::optional<HelloLine> parse_hello_line(const json& line) {
    const auto protocol = json_optional<std::string>(line, "protocol");
    if (!protocol) return std::nullopt;
    HelloLine hello;
    hello.protocol = *protocol;
    hello.version = json_or(line, "version", 0);
    hello.privileged = json_or(line, "privileged", false);
    hello.tool_version = json_or<std::string>(line, "tool_version", {});
    hello.methods = json_or<std::vector<std::string>>(line, "methods", {});
    return hello;
}

std::optional<AnswerLine> parse_answer_line(const json& line) {
    if (!line.is_object()) return std::nullopt;
    const auto id = line.find("id");
    // A non-negative integer (not 3.0), as parse_request_line accepts it.
    if (id == line.end() || !id->is_number_integer()) return std::nullopt;
    const auto number = json_as<std::uint64_t>(*id);
    if (!number) return std::nullopt;
    AnswerLine answer;
    answer.id = *number;
    if (json_or<std::string>(line, "event", {}) == "progress") {
        answer.kind = AnswerKind::Event;
        answer.event = line;
        return answer;
    }
    if (const auto result = line.find("result"); result != line.end()) {
        answer.kind = AnswerKind::Result;
        answer.result = *result;
        answer.text = json_or<std::string>(line, "text", {});
        return answer;
    }
    const json& error = json_object(line, "error");
    answer.kind = AnswerKind::Error;
    answer.code = json_or<std::string>(error, "code", "failed");
    answer.message = json_or<std::string>(error, "message", {});
    answer.exit_status = json_or(line, "exit_status", 4);
    answer.document = error.contains("document") ? error["document"] : json(nullptr);
    return answer;
}

} // namespace ssd::requests
