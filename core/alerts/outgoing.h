// One message ready to go out through one channel, secrets filled in: what the
// platform's senders (platform/alert_delivery.h) carry out. Everything a channel
// says is decided here, in the core, where it is tested; the senders only move bytes.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/alerts/alert_config.h"
#include "core/alerts/alert_notice.h"
#include "core/alerts/alert_secrets.h"
#include "core/process/child_environment.h"
#include "core/util/error.h"

namespace ssd::alerts {

struct MailMessage {
    std::string smtp_url;
    bool require_tls = true;  // STARTTLS required (smtps:// is TLS anyway)
    std::string username;
    std::string password;  // a secret
    std::string ca_file;
    std::string from;  // the envelope sender: the bare address of the From header
    std::vector<std::string> to;  // envelope recipients, bare addresses
    std::string text;  // RFC 5322, CRLF
};

struct HttpPost {
    std::string url;  // may be a secret (url_secret)
    std::vector<std::string> headers;  // "Name: value"; the token header is a secret
    std::string body;  // JSON
    std::string ca_file;
};

struct HookRun {
    std::vector<std::string> argv;
    EnvironmentVariables environment;  // added to the inherited one
    std::chrono::seconds timeout{30};
};

using Outgoing = std::variant<MailMessage, HttpPost, HookRun>;

// The message `channel` sends for `notice`. A secret the channel names but the
// secrets file lacks: InputMalformed naming the secret.
Result<Outgoing> render_outgoing(const ChannelConfig& channel, const Notice& notice, const Secrets& secrets,
                                 std::int64_t now);

// "alerts@example.org" from "SSD Toolbox <alerts@example.org>": the SMTP envelope's form.
std::string bare_address(const std::string& address);

// What one send did. `error` is for people and the database: senders say what
// failed (connection refused, HTTP 500, exit status 3), and deliver_due redacts it
// again before it is kept.
struct SendOutcome {
    bool sent = false;
    std::string error;
    std::chrono::milliseconds took{0};  // how long the attempt lasted, for the run's time budget
};

// The seam to the network and processes; the platform implements it with libcurl
// and the process runner. `timeout` bounds the whole attempt (connect included).
class ChannelSender {
public:
    virtual ~ChannelSender() = default;
    virtual SendOutcome send(const Outgoing& message, std::chrono::milliseconds timeout) = 0;
};

} // namespace ssd::alerts
