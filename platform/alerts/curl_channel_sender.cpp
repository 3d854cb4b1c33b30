// The ChannelSender of a build with libcurl: mail and webhooks through libcurl,
// the command hook through the OS process runner.
#include "platform/alert_delivery.h"

#include "platform/alerts/curl_transfers.h"
#include "platform/os_process_runner.h"

namespace ssd::alerts {

namespace {

std::string run_hook(OsProcessRunner& runner, const HookRun& hook, std::chrono::milliseconds timeout) {
    Command command;
    command.argv = hook.argv;
    command.timeout = std::min<std::chrono::milliseconds>(timeout, hook.timeout);
    const auto ran = runner.run(command, hook.environment);
    if (!ran) return ran.error().message;
    if (ran->timed_out) {
        return "the command was killed after " + std::to_string(command.timeout.count() / 1000) + " s";
    }
    if (ran->exit_status == 0 && !ran->killed_by_signal) return {};
    std::string why = ran->killed_by_signal ? "the command was killed by signal " + std::to_string(ran->exit_status - 128)
                                            : "the command exited with status " + std::to_string(ran->exit_status);
    // Its last line on stderr says why, usually.
    std::string err = ran->err;
    while (!err.empty() && (err.back() == '\n' || err.back() == '\r')) err.pop_back();
    if (const auto line = err.substr(err.rfind('\n') == std::string::npos ? 0 : err.rfind('\n') + 1); !line.empty()) {
        why += ": " + line.substr(0, 300);
    }
    return why;
}

class CurlChannelSender final : public ChannelSender {
public:

    SendOutcome send(const Outgoing& message, std::chrono::milliseconds timeout) override {
        const auto start = std::chrono::steady_clock::now();
        std::string error;
        if (const auto* mail = std::get_if<MailMessage>(&message)) {
            error = send_mail(*mail, timeout);
        } else if (const auto* post = std::get_if<HttpPost>(&message)) {
            error = post_json(*post, timeout);
        } else {
            error = run_hook(runner_, std::get<HookRun>(message), timeout);
        }
        const auto took =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
        return SendOutcome{error.empty(), error, took};
    }

private:
    OsProcessRunner runner_;
};

} // namespace

std::unique_ptr<ChannelSender> make_channel_sender() {
    return std::make_unique<CurlChannelSender>();
}

} // namespace ssd::alerts
