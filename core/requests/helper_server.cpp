#include "core/requests/helper_server.h"

#include <algorithm>
#include <ostream>
#include <thread>

#include "core/requests/param_reader.h"
#include "core/util/json_util.h"

namespace ssd::requests {

using nlohmann::json;
using nlohmann::ordered_json;

HelperServer::HelperServer(HandlerServices& services, std::ostream& out, HelperOptions options)
    : services_(services), out_(out), options_(std::move(options)) {}

void HelperServer::emit(const ordered_json& line) {
    {
        const std::lock_guard lock(out_mutex_);
        out_ << json_text(line) << "\n";
        out_.flush();
        if (out_) return;
    }
    // Nobody reads the answers any more (gone, or dropped for not reading): stop what runs
    // and drop what waits, instead of working for no one.
    const std::lock_guard lock(queue_mutex_);
    output_lost_ = true;
    queue_.clear();
    if (running_id_) stop_.request_stop();
    queue_changed_.notify_one();
}

std::optional<HelperServer::Queued> HelperServer::take(const std::string& line) {
    if (options_.max_line_bytes > 0 && line.size() > options_.max_line_bytes) {
        emit(error_line(nullptr, "line-too-long",
                        "a request line is limited to " + std::to_string(options_.max_line_bytes) +
                            " bytes; this one was skipped",
                        1));
        return std::nullopt;
    }
    LineError error;
    auto parsed = parse_request_line(line, error);
    if (!parsed) {
        emit(error_line(error.id, error.code, error.message, 1));
        return std::nullopt;
    }
    if (parsed->method == kCancelMethod) {
        cancel(*parsed);
        return std::nullopt;
    }
    auto request = decode_request(parsed->method, parsed->params, options_.decode);
    if (!request) {
        emit(error_line(parsed->id, "invalid-params", request.error().message, 1));
        return std::nullopt;
    }
    return Queued{parsed->id, std::move(*request)};
}

void HelperServer::cancel(const RequestLine& line) {
    json target;
    try {
        const ParamReader params(line.params, {"request"});
        target = line.params.is_object() && line.params.contains("request") ? line.params["request"] : json(nullptr);
        if (!target.is_number_integer()) throw_invalid("cancel needs \"request\": the id of a request");
    } catch (const InvalidParams& invalid) {
        emit(error_line(line.id, "invalid-params", invalid.message, 1));
        return;
    }
    ordered_json answer;
    answer["request"] = target;
    answer["state"] = "unknown";
    bool dropped = false;
    {
        const std::lock_guard lock(queue_mutex_);
        if (running_id_ && *running_id_ == target) {
            stop_.request_stop();
            answer["state"] = "running";
            const auto unstoppable = stop_.unstoppable();
            answer["stoppable"] = !unstoppable.has_value();
            answer["message"] = unstoppable.value_or("stopping at the next safe point");
        } else {
            const auto it = std::find_if(queue_.begin(), queue_.end(),
                                         [&target](const Queued& queued) { return queued.id == target; });
            if (it != queue_.end()) {
                queue_.erase(it);
                answer["state"] = "queued";
                dropped = true;
            }
        }
    }
    if (dropped) emit(error_line(target, Error{ErrorCode::Cancelled, "cancelled before it started"}));
    emit(result_line(line.id, answer));
}

void HelperServer::log_change(const Queued& queued, const std::string& outcome) {
    if (!options_.log || access_of(queued.request) == Access::Read) return;
    options_.log(std::string(method_name(queued.request)) + " " + json_text(encode_params(queued.request)) + ": " + outcome);
}

void HelperServer::execute(const Queued& queued) {
    Call call;
    call.stop = StopToken(stop_);
    call.progress = [this, &queued](const Progress& progress) {
        emit(progress_line(queued.id, progress_to_json(progress)));
    };
    if (options_.authorize) {
        if (auto refusal = options_.authorize(queued.request)) {
            log_change(queued, refusal->message);
            emit(error_line(queued.id, *refusal));
            return;
        }
    }
    // Without a gate (serve: one client) every request has its turn at once.
    const auto turn = options_.gate != nullptr ? options_.gate->enter(queued.request, call.stop)
                                               : std::optional<RequestGate::Pass>(std::in_place, nullptr);
    if (!turn) {
        log_change(queued, "cancelled while it waited for another change to finish");
        emit(error_line(queued.id, Error{ErrorCode::Cancelled,
                                         "cancelled while it waited for another client's change to finish"}));
        return;
    }
    log_change(queued, "started");
    answer(queued, call);
}

void HelperServer::answer(const Queued& queued, Call& call) {
    const auto ended_with = [](const Error& error) {
        return std::string(error_code_name(error.code)) + ": " + error.message;
    };
    try {
        auto response = respond(queued.request, services_, call);
        if (!response) {
            log_change(queued, ended_with(response.error()));
            emit(error_line(queued.id, response.error()));
        } else if (response->failure) {
            log_change(queued, ended_with(*response->failure));
            emit(error_line(queued.id, *response->failure, response->document));
        } else {
            log_change(queued, "done");
            emit(result_line(queued.id, std::move(response->document), response->text));
        }
    } catch (const std::exception& unexpected) {
        log_change(queued, std::string("internal error: ") + unexpected.what());
        emit(error_line(queued.id, "internal-error", unexpected.what(), 4));
    }
}

void HelperServer::handle_line(const std::string& line) {
    auto queued = take(line);
    if (!queued) return;
    {
        const std::lock_guard lock(queue_mutex_);
        running_id_ = queued->id;
        stop_.reset();
    }
    execute(*queued);
    const std::lock_guard lock(queue_mutex_);
    running_id_.reset();
}

// Waits for the next request to run; false when the input ended and nothing is left.
bool HelperServer::next(Queued& queued) {
    for (;;) {
        std::unique_lock lock(queue_mutex_);
        queue_changed_.wait(lock, [this] { return !queue_.empty() || source_ended_ || output_lost_; });
        if (queue_.empty() || output_lost_) return false;
        queued = std::move(queue_.front());
        queue_.pop_front();
        if (source_ended_ && access_of(queued.request) != Access::Read) {
            lock.unlock();
            emit(error_line(queued.id, Error{ErrorCode::Cancelled,
                                             "the caller closed the connection before this request ran"}));
            continue;
        }
        running_id_ = queued.id;
        stop_.reset();
        return true;
    }
}

int HelperServer::run(const LineSource& source) {
    emit(hello_line(options_.privileged, options_.tool_version));
    std::thread reader([this, &source] {
        while (auto line = source()) {
            if (line->find_first_not_of(" \t\r") == std::string::npos) continue;
            auto queued = take(*line);
            if (!queued) continue;
            std::unique_lock lock(queue_mutex_);
            if (queue_.size() >= kMaxQueued) {
                lock.unlock();
                emit(error_line(queued->id, "too-many-requests",
                                std::to_string(kMaxQueued) + " requests already wait; send more once they are answered",
                                1));
                continue;
            }
            queue_.push_back(std::move(*queued));
            queue_changed_.notify_one();
        }
        // The caller went away: stop what runs.
        const std::lock_guard lock(queue_mutex_);
        source_ended_ = true;
        if (running_id_) stop_.request_stop();
        queue_changed_.notify_one();
    });
    Queued queued;
    while (next(queued)) {
        execute(queued);
        const std::lock_guard lock(queue_mutex_);
        running_id_.reset();
    }
    reader.join();
    return 0;
}

} // namespace ssd::requests
