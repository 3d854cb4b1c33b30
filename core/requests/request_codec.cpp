#include "core/requests/request_codec.h"

#include <limits>
#include <type_traits>

#include "core/requests/param_reader.h"
#include "core/requests/path_rules.h"

namespace ssd::requests {

namespace {

using nlohmann::json;

constexpr double kMaxBenchSeconds = 3600.0;
constexpr double kMaxWarmupSeconds = 600.0;
constexpr std::uint64_t kMaxQueueDepth = 1024;
constexpr std::uint64_t kMaxThreads = 64;

std::string device_param(const ParamReader& params, const char* key, const DecodeOptions& options) {
    const std::string path = params.required_text(key);
    if (!is_valid_device_path(path, options.dev_root)) {
        throw_invalid("\"" + echo(path) + "\" is not a device path (" + options.dev_root + "/NAME)");
    }
    return path;
}

std::optional<std::string> token_param(const ParamReader& params, const char* key, const char* what) {
    auto token = params.text(key);
    if (token && !is_safe_token(*token)) throw_invalid(std::string(key) + " is not " + what);
    return token;
}

std::optional<std::string> absolute_path_param(const ParamReader& params, const char* key) {
    auto path = params.text(key);
    if (path && !is_valid_absolute_path(*path)) throw_invalid(std::string(key) + " must be an absolute path");
    return path;
}

Request decode_health(const ParamReader& params, const DecodeOptions& options) {
    HealthRequest request{device_param(params, "device", options), std::nullopt, SmartReaderChoice::Auto};
    request.device_type = token_param(params, "device_type", "a smartctl device type");
    request.reader = params.choice("reader", kSmartReaders).value_or(SmartReaderChoice::Auto);
    request.rated_tbw = params.number("rated_tbw", kMinRatedTbw, kMaxRatedTbw);
    return request;
}

std::vector<std::string> device_list_param(const ParamReader& params, const char* key, const DecodeOptions& options) {
    std::vector<std::string> devices;
    for (const auto& device : params.texts(key)) {
        if (!is_valid_device_path(device, options.dev_root)) {
            throw_invalid("\"" + echo(device) + "\" is not a device path (" + options.dev_root + "/NAME)");
        }
        devices.push_back(device);
    }
    return devices;
}

Request decode_check(const ParamReader& params, const DecodeOptions& options) {
    CheckRequest request;
    request.devices = device_list_param(params, "devices", options);
    return request;
}

Request decode_bench(const ParamReader& params, const DecodeOptions& options) {
    bench::BenchOptions bench;
    bench.target = device_param(params, "target", options);
    if (const auto preset = params.choice("preset", bench::kPresets)) bench.preset = std::string(bench::preset_name(*preset));
    bench.access = params.choice("rw", bench::kAccessPatterns);
    bench.data = params.choice("data", bench::kDataPatterns);
    bench.block_size = params.size("bs");
    bench.queue_depth = params.whole_number("qd", 1, kMaxQueueDepth);
    bench.threads = params.whole_number("threads", 1, kMaxThreads);
    bench.size = params.size("size");
    bench.bytes = params.size("bytes");
    bench.read_percent = params.whole_number("rwmixread", 0, 100);
    bench.seconds = params.number("seconds", 0.01, kMaxBenchSeconds);
    bench.warmup = params.number("warmup", 0.0, kMaxWarmupSeconds);
    bench.verify = params.flag("verify");
    bench.confirm = token_param(params, "confirm", "a serial number or kernel name");
    bench.dry_run = params.flag("dry_run");
    return BenchRequest{bench, params.flag("no_history")};
}

Request decode_trim(const ParamReader& params, const DecodeOptions& options) {
    const bool periodic = params.flag("enable_periodic");
    const bool dry_run = params.flag("dry_run");
    auto target = params.text("target");
    if (target.has_value() == periodic) throw_invalid("trim needs either target or enable_periodic");
    if (periodic) return PeriodicTrimRequest{dry_run};
    const bool device = target->rfind(options.dev_root + "/", 0) == 0;
    if (device ? !is_valid_device_path(*target, options.dev_root) : !is_valid_absolute_path(*target)) {
        throw_invalid("\"" + echo(*target) + "\" is not a mountpoint or a device path");
    }
    return actions::TrimRequest{target, dry_run};
}

// The three fields every destructive request has: the device, the
// confirmation token, the dry run.
template <typename DestructiveRequest>
DestructiveRequest decode_destructive(const ParamReader& params, const DecodeOptions& options) {
    DestructiveRequest request;
    request.device = device_param(params, "device", options);
    request.confirm = token_param(params, "confirm", "a serial number or kernel name");
    request.dry_run = params.flag("dry_run");
    return request;
}

Request decode_erase(const ParamReader& params, const DecodeOptions& options) {
    auto request = decode_destructive<actions::EraseRequest>(params, options);
    request.method = params.choice("method", actions::kEraseMethods);
    return request;
}

Request decode_firmware(const ParamReader& params, const DecodeOptions& options) {
    auto request = decode_destructive<actions::FirmwareRequest>(params, options);
    const auto file = absolute_path_param(params, "file");
    if (!file) throw_invalid("file is required");
    request.file = *file;
    return request;
}

Request decode_swap(const ParamReader& params) {
    SwapRequest request;
    request.action = params.choice("action", kSwapActions).value_or(SwapAction::Show);
    request.size = params.size("size");
    request.maximum = params.size("maximum");
    request.file = params.text("file");
    request.to = params.text("to");
    request.fstab = absolute_path_param(params, "fstab");
    request.dry_run = params.flag("dry_run");
    if ((request.action == SwapAction::Resize) != request.size.has_value()) {
        throw_invalid("size is needed for resize, and only for resize");
    }
    if (request.maximum && request.action != SwapAction::Resize) throw_invalid("maximum goes with resize");
    return request;
}

Request decode_hibernation(const ParamReader& params) {
    HibernationRequest request;
    request.action = params.choice("action", kHibernationActions).value_or(HibernationAction::Show);
    if (const auto percent = params.whole_number("percent", 40, 100)) request.percent = static_cast<std::uint32_t>(*percent);
    request.dry_run = params.flag("dry_run");
    if ((request.action == HibernationAction::Size) != request.percent.has_value()) {
        throw_invalid("percent is needed for size, and only for size");
    }
    return request;
}

Request decode_selftest(const ParamReader& params, const DecodeOptions& options) {
    SelfTestRequest request;
    request.devices = device_list_param(params, "devices", options);
    request.action = params.choice("action", selftest::kActions).value_or(selftest::Action::Log);
    request.type = params.choice("type", selftest::kTestTypes).value_or(selftest::TestType::Short);
    request.wait = params.flag("wait");
    if (request.devices.empty() && request.action != selftest::Action::Log) throw_invalid("devices are needed to start or abort a test");
    if (request.wait && request.action != selftest::Action::Start) throw_invalid("wait goes with start");
    return request;
}

Request decode_alert_ack(const ParamReader& params) {
    AlertAckRequest request;
    const auto id = params.whole_number("alert_id", 1, static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()));
    if (!id) throw_invalid("alert_id is needed (the number `ssdtool alerts` shows)");
    request.alert_id = static_cast<std::int64_t>(*id);
    request.note = params.text("note").value_or("");
    return request;
}

Request decode(Method method, const json& raw, const DecodeOptions& options) {
    switch (method) {
    case Method::List: {
        const ParamReader params(raw, {});
        return ListRequest{};
    }
    case Method::Health: return decode_health(ParamReader(raw, {"device", "device_type", "reader"}), options);
    case Method::Check: return decode_check(ParamReader(raw, {"devices"}), options);
    case Method::Report: return ReportRequest{ParamReader(raw, {"html"}).flag("html")};
    case Method::Bench:
        return decode_bench(ParamReader(raw, {"target", "preset", "rw", "data", "bs", "qd", "threads", "size", "bytes",
                                              "rwmixread", "seconds", "warmup", "verify", "confirm", "dry_run",
                                              "no_history"}),
                            options);
    case Method::Trim: return decode_trim(ParamReader(raw, {"target", "enable_periodic", "dry_run"}), options);
    case Method::Discard:
        return decode_destructive<actions::DiscardRequest>(ParamReader(raw, {"device", "confirm", "dry_run"}), options);
    case Method::Erase: return decode_erase(ParamReader(raw, {"device", "method", "confirm", "dry_run"}), options);
    case Method::Firmware:
        return decode_firmware(ParamReader(raw, {"device", "file", "confirm", "dry_run"}), options);
    case Method::Swap:
        return decode_swap(ParamReader(raw, {"action", "size", "maximum", "file", "to", "fstab", "dry_run"}));
    case Method::Hibernation: return decode_hibernation(ParamReader(raw, {"action", "percent", "dry_run"}));
    case Method::SelfTest: return decode_selftest(ParamReader(raw, {"devices", "action", "type", "wait"}), options);
    case Method::AlertAck: return decode_alert_ack(ParamReader(raw, {"alert_id", "note"}));
    }
    throw_invalid("unknown method");
}

// ---- encoding -------------------------------------------------------------

template <typename T>
void put(json& params, const char* key, const std::optional<T>& value) {
    if (value) params[key] = *value;
}

void put_flag(json& params, const char* key, bool value) {
    if (value) params[key] = true;
}

// Sizes travel as text, as a person would type them ("1073741824" reads back
// as the same byte count).
void put_size(json& params, const char* key, const std::optional<std::uint64_t>& bytes) {
    if (bytes) params[key] = std::to_string(*bytes);
}

template <typename E, std::size_t N>
void put_choice(json& params, const char* key, const std::optional<E>& value, const EnumTable<E, N>& table) {
    if (value) params[key] = std::string(table.wire(*value));
}

json encode_bench(const BenchRequest& request) {
    const bench::BenchOptions& bench = request.options;
    json params = json::object();
    params["target"] = bench.target;
    if (!bench.preset.empty()) params["preset"] = bench.preset;
    put_choice(params, "rw", bench.access, bench::kAccessPatterns);
    put_choice(params, "data", bench.data, bench::kDataPatterns);
    put_size(params, "bs", bench.block_size);
    put(params, "qd", bench.queue_depth);
    put(params, "threads", bench.threads);
    put_size(params, "size", bench.size);
    put_size(params, "bytes", bench.bytes);
    put(params, "rwmixread", bench.read_percent);
    put(params, "seconds", bench.seconds);
    put(params, "warmup", bench.warmup);
    put_flag(params, "verify", bench.verify);
    put(params, "confirm", bench.confirm);
    put_flag(params, "dry_run", bench.dry_run);
    put_flag(params, "no_history", request.no_history);
    return params;
}

// The counterpart of decode_destructive.
template <typename DestructiveRequest>
json destructive_params(const DestructiveRequest& request) {
    json params{{"device", request.device}};
    put(params, "confirm", request.confirm);
    put_flag(params, "dry_run", request.dry_run);
    return params;
}

struct Encoder {
    json operator()(const ListRequest&) const { return json::object(); }
    json operator()(const HealthRequest& r) const {
        json params{{"device", r.device}};
        put(params, "device_type", r.device_type);
        if (r.reader != SmartReaderChoice::Auto) params["reader"] = std::string(kSmartReaders.wire(r.reader));
        put(params, "rated_tbw", r.rated_tbw);
        return params;
    }
    json operator()(const CheckRequest& r) const {
        json params = json::object();
        if (!r.devices.empty()) params["devices"] = r.devices;
        return params;
    }
    json operator()(const ReportRequest& r) const {
        json params = json::object();
        put_flag(params, "html", r.html);
        return params;
    }
    json operator()(const BenchRequest& r) const { return encode_bench(r); }
    json operator()(const actions::TrimRequest& r) const {
        json params = json::object();
        put(params, "target", r.target);
        put_flag(params, "dry_run", r.dry_run);
        return params;
    }
    json operator()(const PeriodicTrimRequest& r) const {
        json params{{"enable_periodic", true}};
        put_flag(params, "dry_run", r.dry_run);
        return params;
    }
    json operator()(const actions::DiscardRequest& r) const { return destructive_params(r); }
    json operator()(const actions::EraseRequest& r) const {
        json params = destructive_params(r);
        put_choice(params, "method", r.method, actions::kEraseMethods);
        return params;
    }
    json operator()(const actions::FirmwareRequest& r) const {
        json params = destructive_params(r);
        params["file"] = r.file;
        return params;
    }
    json operator()(const SwapRequest& r) const {
        json params{{"action", std::string(kSwapActions.wire(r.action))}};
        put_size(params, "size", r.size);
        put_size(params, "maximum", r.maximum);
        put(params, "file", r.file);
        put(params, "to", r.to);
        put(params, "fstab", r.fstab);
        put_flag(params, "dry_run", r.dry_run);
        return params;
    }
    json operator()(const HibernationRequest& r) const {
        json params{{"action", std::string(kHibernationActions.wire(r.action))}};
        put(params, "percent", r.percent);
        put_flag(params, "dry_run", r.dry_run);
        return params;
    }
    json operator()(const SelfTestRequest& r) const {
        json params{{"action", std::string(selftest::kActions.wire(r.action))}};
        if (!r.devices.empty()) params["devices"] = r.devices;
        if (r.action == selftest::Action::Start) params["type"] = std::string(selftest::kTestTypes.wire(r.type));
        put_flag(params, "wait", r.wait);
        return params;
    }
    json operator()(const AlertAckRequest& r) const {
        json params{{"alert_id", r.alert_id}};
        if (!r.note.empty()) params["note"] = r.note;
        return params;
    }
};

} // namespace

Result<Request> decode_request(std::string_view method, const json& params, const DecodeOptions& options) {
    const auto known = kMethods.parse(method);
    if (!known) return fail(ErrorCode::Usage, "unknown method \"" + echo(method) + "\"");
    try {
        return decode(*known, params, options);
    } catch (const InvalidParams& invalid) {
        return fail(ErrorCode::Usage, invalid.message);
    }
}

json encode_params(const Request& request) { return std::visit(Encoder{}, request); }

std::string_view method_name(const Request& request) { return kMethods.wire(method_of(request)); }

} // namespace ssd::requests
