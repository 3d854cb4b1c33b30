// The privileged helper's protocol (`ssdtool serve`, ARCHITECTURE.md "Privilege
// model"): JSON lines over stdin/stdout between the unprivileged GUI and a
// helper started through pkexec.
//
//   helper → caller, first line:  {"protocol":"ssd-toolbox-helper","version":1,
//                                  "privileged":true,"methods":[…]}
//   caller → helper, one a line:  {"id":N,"method":"health","params":{"device":"/dev/sda"}}
//   helper → caller, per request: zero or more {"id":N,"event":"progress",…}
//                                 then exactly one {"id":N,"result":{…}}
//                                 or {"id":N,"error":{"code":"…","message":"…"},"exit_status":K}
//
// Methods are narrow and typed; every parameter is validated before anything
// runs (unknown keys, wrong types, values starting with '-', device paths that
// are not /dev/NAME[/NAME…] or do not resolve to a drive are refused), and a
// device is passed on as the drive the inventory resolved it to, never as the
// text received. There is no "run this command" method.
//   list, health, check, report  call the service functions the CLI commands
//                                call (core/service/), so the documents are the same.
//   bench, trim, discard, erase, firmware, swap, hibernation
//                                run the CLI in-process (run_cli) with a fixed
//                                argv built from the validated parameters, with
//                                --json (and --progress for long runs): the
//                                same code path as the command line, including
//                                every safety check, --confirm and --dry-run.
//   cancel {"request":N}         stops request N (a benchmark stops and cleans
//                                up; a queued request is dropped). Answered at once.
// Protocol errors: malformed-request (not JSON, no id/method), unknown-method,
// invalid-params: exit_status 1. Errors of the work itself carry the CLI's
// code and exit status (CONTRACT.md); a cancelled request: "interrupted", 130.
// EOF on stdin means the caller went away: the running request is cancelled,
// queued read-only requests are still answered, queued changes are dropped,
// and serve exits 0.
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <iosfwd>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "app/cli/command_context.h"

namespace ssd::cli {

inline constexpr std::string_view kHelperProtocolName = "ssd-toolbox-helper";
inline constexpr int kHelperProtocolVersion = 1;
// Exit status reported for a cancelled request (as a run ended by SIGINT).
inline constexpr int kCancelledExitStatus = 130;

// /dev/NAME or /dev/NAME/NAME…, NAME of [A-Za-z0-9._-], no "." or ".."
// component and no component starting with '-'. `dev_root` is "/dev" in
// production (tests point it at a stand-in directory).
bool is_valid_device_path(std::string_view path, std::string_view dev_root = "/dev");
// An absolute path (a mountpoint, a firmware file): printable characters, no
// "." or ".." component, no component starting with '-'.
bool is_valid_absolute_path(std::string_view path);
// A --confirm token or a smartctl device type: [A-Za-z0-9._:,+/-], not
// starting with '-', at most 128 characters.
bool is_safe_token(std::string_view text);

struct ServeOptions {
    std::string dev_root = "/dev";
    bool privileged = false; // reported in the first line; the GUI says what is missing without it
    std::string tool_version;
};

// Blocking source of request lines; nullopt at EOF.
using LineSource = std::function<std::optional<std::string>()>;

class HelperServer {
public:
    HelperServer(Services& services, std::ostream& out, ServeOptions options);

    // Writes the version line, then answers requests until the source ends.
    // A reader thread takes lines (and handles cancel) while requests run
    // one at a time on the calling thread. Returns 0.
    int run(const LineSource& source);

    // The version line (the first line `run` writes).
    nlohmann::ordered_json hello() const;

    // Answers one request line on the calling thread (tests; the loop).
    void handle_line(const std::string& line);

private:
    struct Pending {
        nlohmann::json id;
        std::string method;
        nlohmann::json params;
    };

    void emit(const nlohmann::ordered_json& line);
    void emit_error(const nlohmann::json& id, const std::string& code, const std::string& message, int exit_status);
    std::optional<Pending> parse_request(const std::string& line);
    void execute(const Pending& request);
    void cancel(const nlohmann::json& params, const nlohmann::json& id);

    Services& services_;
    std::ostream& out_;
    ServeOptions options_;
    std::mutex out_mutex_;

    std::mutex queue_mutex_;
    std::condition_variable queue_changed_;
    std::deque<Pending> queue_;
    bool source_ended_ = false;
    std::optional<nlohmann::json> running_id_;
    std::atomic<int> stop_{0};
};

// Registers `ssdtool serve` (reads requests from `in`).
void add_serve_command(CLI::App& app, CommandContext& context, std::istream& in);

} // namespace ssd::cli
