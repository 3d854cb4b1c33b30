#include "core/requests/helper_protocol.h"

#include "core/requests/param_reader.h"
#include "core/requests/request_codec.h"
#include "core/util/json_depth.h"
#include "core/util/json_util.h"

namespace ssd::requests {

using nlohmann::json;
using nlohmann::ordered_json;

std::optional<RequestLine> parse_request_line(const std::string& line, LineError& error) {
    // Checked before parsing: the envelope's id and params are copied, which recurses per level.
    if (json_nests_deeper_than(line, kMaxRequestDepth)) {
        error = {nullptr, "malformed-request",
                 "a request nests more than " + std::to_string(kMaxRequestDepth) + " arrays or objects deep"};
        return std::nullopt;
    }
    const auto request = json::parse(line, nullptr, false);
    if (request.is_discarded() || !request.is_object()) {
        error = {nullptr, "malformed-request", "a request is one JSON object on one line"};
        return std::nullopt;
    }
    const json id = request.contains("id") ? request["id"] : json(nullptr);
    if (id.is_number_float() || !json_as<std::uint64_t>(id)) {
        error = {nullptr, "malformed-request", "a request needs \"id\": a non-negative integer"};
        return std::nullopt;
    }
    auto method = json_lenient<std::string>(request, "method");
    if (!method) {
        error = {id, "malformed-request", "a request needs \"method\": a string"};
        return std::nullopt;
    }
    if (*method != kCancelMethod && !kMethods.parse(*method)) {
        error = {id, "unknown-method", "unknown method \"" + echo(*method) + "\""};
        return std::nullopt;
    }
    return RequestLine{id, std::move(*method), request.contains("params") ? request["params"] : json::object()};
}

ordered_json hello_line(bool privileged, const std::string& tool_version) {
    ordered_json line;
    line["protocol"] = kHelperProtocolName;
    line["version"] = kHelperProtocolVersion;
    line["privileged"] = privileged;
    line["tool_version"] = tool_version;
    json methods = json::array();
    for (const auto& entry : kMethods) methods.push_back(entry.wire);
    methods.push_back(kCancelMethod);
    line["methods"] = methods;
    return line;
}

ordered_json result_line(const json& id, json result, const std::string& text) {
    ordered_json line;
    line["id"] = id;
    line["result"] = std::move(result);
    if (!text.empty()) line["text"] = text;
    return line;
}

ordered_json error_line(const json& id, const std::string& code, const std::string& message, int exit_status,
                        const json& document) {
    ordered_json line;
    line["id"] = id;
    line["error"] = {{"code", code}, {"message", message}};
    if (!document.is_null()) line["error"]["document"] = document;
    line["exit_status"] = exit_status;
    return line;
}

ordered_json error_line(const json& id, const Error& error, const json& document) {
    return error_line(id, std::string(error_code_name(error.code)), error.message, exit_status_for(error.code),
                      document);
}

ordered_json progress_line(const json& id, const ordered_json& event) {
    ordered_json line;
    line["id"] = id;
    line["event"] = "progress";
    for (const auto& [key, value] : event.items()) {
        if (key != "event" && key != "id") line[key] = value;
    }
    return line;
}

ordered_json request_line(std::uint64_t id, const Request& request) {
    ordered_json line;
    line["id"] = id;
    line["method"] = method_name(request);
    line["params"] = encode_params(request);
    return line;
}

ordered_json cancel_line(std::uint64_t id, std::uint64_t request_id) {
    ordered_json line;
    line["id"] = id;
    line["method"] = kCancelMethod;
    line["params"] = {{"request", request_id}};
    return line;
}

} // namespace ssd::requests
