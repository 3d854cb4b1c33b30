#include "app/cli/service_client.h"

#include <cstdlib>
#include <filesystem>
#include <ostream>

#include "core/requests/helper_answers.h"
#include "core/requests/helper_protocol.h"
#include "platform/local_service.h"
#include "core/util/json_util.h"

namespace ssd::cli {

namespace {

std::string service_socket() {
    const char* path = std::getenv("SSD_TOOLBOX_SOCKET");
    return path != nullptr && *path != '\0' ? path : kServiceSocketPath;
}

std::optional<nlohmann::json> next_json_line(LocalConnection& connection) {
    auto line = connection.read_line();
    if (!line) return std::nullopt;
    auto parsed = nlohmann::json::parse(*line, nullptr, false);
    if (parsed.is_discarded()) return nlohmann::json(nullptr);
    return parsed;
}

// The error an error line stands for; a protocol error without an ErrorCode of its own is
// read by its exit status.
Error error_of(const requests::AnswerLine& answer) {
    if (auto code = error_code_from_name(answer.code)) return Error{*code, answer.message};
    switch (answer.exit_status) {
    case 1: return Error{ErrorCode::Usage, answer.message};
    case 3: return Error{ErrorCode::Refused, answer.message};
    default: return Error{ErrorCode::ToolFailed, answer.code + ": " + answer.message};
    }
}

Result<requests::Response> answer_of(LocalConnection& connection, const std::string& path,
                                     const std::function<void(const nlohmann::json&)>& on_event) {
    for (;;) {
        auto line = next_json_line(connection);
        if (!line) return fail(ErrorCode::ToolFailed, "the service at " + path + " closed the connection before it answered");
        auto answer = requests::parse_answer_line(*line);
        if (!answer || answer->id != 1) continue;
        if (answer->kind == requests::AnswerKind::Event) {
            if (on_event) on_event(answer->event);
            continue;
        }
        if (answer->kind == requests::AnswerKind::Result) {
            return requests::Response{std::move(answer->result), std::move(answer->text), std::nullopt};
        }
        if (answer->document.is_null()) return tl::unexpected(error_of(*answer));
        return requests::Response{std::move(answer->document), {}, error_of(*answer)};
    }
}

} // namespace

std::optional<Result<requests::Response>> ask_service(CommandContext& context, const requests::Request& request,
                                                      const std::function<void(const nlohmann::json&)>& on_event) {
    if (context.local_only) return std::nullopt;
    if (context.services.host != nullptr && context.services.host->privileged()) return std::nullopt;
    const std::string path = service_socket();
    std::error_code ignored;
    if (!std::filesystem::exists(path, ignored)) return std::nullopt;
    auto connection = connect_local_service(path);
    if (!connection) {
        context.io.err << "ssdtool: the SSD Toolbox service does not answer (" << connection.error().message
                       << "); working in this process\n";
        return std::nullopt;
    }
    if ((*connection)->caller().uid != 0) {
        return fail(ErrorCode::Refused, "the service at " + path + " does not run as root (uid " +
                                            std::to_string((*connection)->caller().uid) +
                                            "); not asking it (--local works in this process)");
    }
    auto hello = next_json_line(**connection);
    const auto parsed = hello ? requests::parse_hello_line(*hello) : std::nullopt;
    if (!parsed || !parsed->speaks_our_protocol()) {
        context.io.err << "ssdtool: the service at " << path << " does not speak this version's protocol; working "
                       << "in this process\n";
        return std::nullopt;
    }
    (*connection)->out() << json_text(requests::request_line(1, request)) << "\n";
    (*connection)->out().flush();
    return answer_of(**connection, path, on_event);
}

} // namespace ssd::cli
