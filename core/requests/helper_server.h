// The privileged side of the helper protocol (helper_protocol.h): reads
// request lines, decodes each once (decode_request), calls its handler
// (respond) and writes the answer lines. A reader thread takes lines and
// answers cancel at once while requests run one at a time on the calling
// thread, each with its own stop token.
//
// End of input means the client went away: the running request is asked to
// stop, queued read-only requests are still answered, queued changes are
// dropped ("interrupted"). When answers can no longer be written (the client
// is gone or was dropped for not reading), everything is stopped and dropped.
// At most kMaxQueued requests wait; more are answered "too-many-requests".
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <iosfwd>
#include <mutex>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/requests/handlers.h"
#include "core/requests/helper_protocol.h"
#include "core/requests/request_codec.h"
#include "core/requests/request_gate.h"
#include "core/util/stop_token.h"

namespace ssd::requests {

struct HelperOptions {
    DecodeOptions decode;
    bool privileged = false; // said in the first line; the GUI says what is missing without it
    std::string tool_version;
    // A longer line is answered "line-too-long" and skipped; 0: no limit. The line source
    // must itself stop buffering past it (the service's socket reader does).
    std::size_t max_line_bytes = 0;

    // The resident service's additions; `serve` under pkexec leaves them empty.
    // Decides each request before it runs (authorization.h); empty: all are allowed.
    std::function<std::optional<Error>(const Request&)> authorize = {};
    // Shared by all the service's clients: one change at a time (request_gate.h).
    RequestGate* gate = nullptr;
    // One line per change request: what was asked and how it ended (the journal).
    std::function<void(const std::string&)> log = {};
};

// Blocking source of request lines; nullopt at the end of input.
using LineSource = std::function<std::optional<std::string>()>;

class HelperServer {
public:
    HelperServer(HandlerServices& services, std::ostream& out, HelperOptions options);

    // Writes the first line, then answers requests until the source ends. Returns 0.
    int run(const LineSource& source);

    // Answers one line on the calling thread (tests).
    void handle_line(const std::string& line);

private:
    struct Queued {
        nlohmann::json id;
        Request request;
    };

    void emit(const nlohmann::ordered_json& line);
    // A decoded request, or nullopt after answering the line itself (errors, cancel).
    std::optional<Queued> take(const std::string& line);
    void cancel(const RequestLine& line);
    void execute(const Queued& queued);
    void answer(const Queued& queued, Call& call);
    void log_change(const Queued& queued, const std::string& outcome);
    bool next(Queued& queued);

    HandlerServices& services_;
    std::ostream& out_;
    HelperOptions options_;
    std::mutex out_mutex_;

    std::mutex queue_mutex_;
    std::condition_variable queue_changed_;
    std::deque<Queued> queue_;
    bool source_ended_ = false;
    bool output_lost_ = false; // the answers can no longer be written
    // Requests waiting behind the running one; more are refused (a client cannot make the
    // service hold unbounded work).
    static constexpr std::size_t kMaxQueued = 256;
    std::optional<nlohmann::json> running_id_;
    StopSource stop_;
};

} // namespace ssd::requests
