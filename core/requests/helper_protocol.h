// The helper protocol's lines (docs/ARCHITECTURE.md "Privilege model"): JSON
// lines between an unprivileged client (the GUI) and the privileged side
// (`ssdtool serve` through pkexec; the service of issue 14).
//
//   helper → client, first line:  {"protocol":"ssd-toolbox-helper","version":1,
//                                  "privileged":true,"tool_version":"…","methods":[…]}
//   client → helper, one a line:  {"id":N,"method":"health","params":{"device":"/dev/sda"}}
//   helper → client, per request: zero or more {"id":N,"event":"progress",…}
//                                 then exactly one {"id":N,"result":{…}[,"text":"…"]}
//                                 or {"id":N,"error":{"code":"…","message":"…"[,"document":{…}]},
//                                     "exit_status":K}
//   cancel {"request":N}          answered at once: {"request":N,"state":"running|queued|unknown",
//                                 "stoppable":bool,"message":"…"}; a queued request is dropped
//                                 (its answer: "interrupted", 130); a running one stops at its
//                                 next safe point, or, where the drive cannot stop (an ATA
//                                 erase, a sanitize), "stoppable":false says so and why.
// Protocol errors: malformed-request, unknown-method, invalid-params, line-too-long,
// too-many-requests (exit_status 1); the service's "busy" (exit_status 4, then it closes) and
// "not-authorized" (exit_status 3, polkit refused the caller; authorization.h). Errors of
// the work carry the error's code and docs/CONTRACT.md exit status; a cancelled request "interrupted", 130.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/requests/requests.h"
#include "core/util/error.h"

namespace ssd::requests {

inline constexpr std::string_view kHelperProtocolName = "ssd-toolbox-helper";
inline constexpr int kHelperProtocolVersion = 1;
inline constexpr std::string_view kCancelMethod = "cancel";
// Deeper lines are malformed: a request needs 3 levels; a line of 100000 '[' would
// otherwise cost a stack frame per level wherever its params are copied (json_depth.h).
inline constexpr std::size_t kMaxRequestDepth = 64;

// A line's envelope: the id and the method, with the params still raw.
struct RequestLine {
    nlohmann::json id;        // a non-negative integer
    std::string method;
    nlohmann::json params;
};

// A protocol-level refusal of a line (before any handler runs).
struct LineError {
    nlohmann::json id;        // null when the line had no usable id
    std::string code;         // "malformed-request", "unknown-method", "invalid-params"
    std::string message;
};

// Parses the envelope; the method must be one of kMethods or "cancel"; at most
// kMaxRequestDepth levels deep.
std::optional<RequestLine> parse_request_line(const std::string& line, LineError& error);

nlohmann::ordered_json hello_line(bool privileged, const std::string& tool_version);
// `text`: the same answer in words (what the CLI prints without --json), when there is one.
nlohmann::ordered_json result_line(const nlohmann::json& id, nlohmann::json result, const std::string& text = {});
nlohmann::ordered_json error_line(const nlohmann::json& id, const std::string& code, const std::string& message,
                                  int exit_status, const nlohmann::json& document = nullptr);
nlohmann::ordered_json error_line(const nlohmann::json& id, const Error& error,
                                  const nlohmann::json& document = nullptr);
nlohmann::ordered_json progress_line(const nlohmann::json& id, const nlohmann::ordered_json& event);

// What a client builds: {"id":N,"method":…,"params":…} for a typed request.
nlohmann::ordered_json request_line(std::uint64_t id, const Request& request);
nlohmann::ordered_json cancel_line(std::uint64_t id, std::uint64_t request_id);

} // namespace ssd::requests
