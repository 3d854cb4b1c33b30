// The one JSON form of every request (the `params` of a helper/service
// request line, docs/ARCHITECTURE.md "Privilege model"). decode_request() is the
// only place the privileged side reads a request: it checks every key, type
// and shape once and gives back the typed request, or a Usage error saying
// what is wrong. encode_request() is what the GUI sends; decoding what it
// encodes gives the same request back.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/requests/requests.h"
#include "core/util/error.h"

namespace ssd::requests {

struct DecodeOptions {
    // Where device nodes live: "/dev" (tests use a stand-in directory).
    std::string dev_root = "/dev";
};

// Usage errors name the parameter and the rule. A device must be a path
// under dev_root, a mountpoint or file an absolute path, a token safe to
// pass on; bench takes only raw devices (a directory is benchmarked as the
// user, never through the helper).
Result<Request> decode_request(std::string_view method, const nlohmann::json& params,
                               const DecodeOptions& options = {});

// The wire form: {"method": "...", "params": {...}}.
nlohmann::json encode_params(const Request& request);
std::string_view method_name(const Request& request);

} // namespace ssd::requests
