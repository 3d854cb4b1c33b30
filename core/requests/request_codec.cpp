#include "core/requests/request_codec.h"

#include <vector>

#include "core/requests/param_reader.h"
#include "core/requests/path_rules.h"
#include "core/requests/request_fields.h"

namespace ssd::requests {

namespace {

using nlohmann::json;
using namespace fields;

// ---- the allow-list ------------------------------------------------------

struct KeyList {
    std::vector<std::string_view> keys;
    template <typename Member, typename Rule>
    void operator()(std::string_view key, const Member&, const Rule&) {
        keys.push_back(key);
    }
};

template <typename Params> std::vector<std::string_view> keys_of() {
    Params params{};
    KeyList list;
    declare(list, params);
    return list.keys;
}

// ---- decoding --------------------------------------------------------------

// Fills each declared member from the params it was made with; the first problem throws
// InvalidParams (param_reader.h), which decode_request turns into a Usage error.
class Decoder {
public:
    Decoder(const ParamReader& params, const DecodeOptions& options) : params_(params), options_(options) {}

    void operator()(const char* key, std::string& device, DevicePath) const { device = device_path(params_.required_text(key)); }
    void operator()(const char* key, std::vector<std::string>& devices, DevicePaths) const {
        for (const auto& device : params_.texts(key)) devices.push_back(device_path(device));
    }
    void operator()(const char* key, std::optional<std::string>& target, MountOrDevice) const {
        target = params_.text(key);
        if (!target) return;
        const bool device = target->starts_with(options_.dev_root + "/");
        if (device ? !is_valid_device_path(*target, options_.dev_root) : !is_valid_absolute_path(*target)) {
            throw_invalid("\"" + echo(*target) + "\" is not a mountpoint or a device path");
        }
    }
    void operator()(const char* key, std::optional<std::string>& token, Token rule) const {
        token = params_.text(key);
        if (token && !is_safe_token(*token)) throw_invalid(std::string(key) + " is not " + rule.what);
    }
    void operator()(const char* key, std::optional<std::string>& text, Text) const { text = params_.text(key); }
    void operator()(const char* key, std::string& text, Text) const { text = params_.text(key).value_or(""); }
    void operator()(const char* key, std::optional<std::string>& text, TraceText rule) const {
        text = params_.lines(key, rule.max_bytes);
    }
    void operator()(const char* key, std::optional<std::string>& path, AbsolutePath) const {
        path = params_.text(key);
        if (path && !is_valid_absolute_path(*path)) throw_invalid(std::string(key) + " must be an absolute path");
    }
    void operator()(const char* key, std::string& path, AbsolutePath) const {
        std::optional<std::string> given;
        (*this)(key, given, AbsolutePath{});
        path = given.value_or("");
    }
    void operator()(const char* key, bool& flag, Flag) const { flag = params_.flag(key); }
    void operator()(const char* key, std::optional<double>& number, Number rule) const {
        number = params_.number(key, rule.low, rule.high);
    }
    template <typename Whole>
    void operator()(const char* key, std::optional<Whole>& number, WholeNumber rule) const {
        if (const auto value = params_.whole_number(key, rule.low, rule.high)) number = static_cast<Whole>(*value);
    }
    void operator()(const char* key, std::int64_t& number, WholeNumber rule) const {
        if (const auto value = params_.whole_number(key, rule.low, rule.high)) number = static_cast<std::int64_t>(*value);
    }
    void operator()(const char* key, std::optional<std::uint64_t>& bytes, Size) const { bytes = params_.size(key); }
    template <typename E, std::size_t N>
    void operator()(const char* key, std::optional<E>& value, Choice<E, N> rule) const {
        value = params_.choice(key, rule.table);
    }
    template <typename E, std::size_t N> void operator()(const char* key, E& value, Choice<E, N> rule) const {
        if (const auto given = params_.choice(key, rule.table)) value = *given;
    }
    template <typename E, std::size_t N>
    void operator()(const char* key, std::string& name, ChoiceName<E, N> rule) const {
        if (const auto given = params_.choice(key, rule.table)) name = std::string(rule.table.wire(*given));
    }

private:
    std::string device_path(const std::string& path) const {
        if (!is_valid_device_path(path, options_.dev_root)) {
            throw_invalid("\"" + echo(path) + "\" is not a device path (" + options_.dev_root + "/NAME)");
        }
        return path;
    }

    const ParamReader& params_;
    const DecodeOptions& options_;
};

template <typename Params> Params decode_params(const json& raw, const DecodeOptions& options) {
    static const std::vector<std::string_view> allowed = keys_of<Params>();
    const ParamReader reader(raw, allowed);
    Params params{};
    Decoder decoder(reader, options);
    declare(decoder, params);
    if (const std::string problem = cross_field_problem(params); !problem.empty()) throw_invalid(problem);
    return params;
}

Request from_trim_params(const TrimParams& params) {
    if (params.enable_periodic) return PeriodicTrimRequest{params.dry_run};
    return actions::TrimRequest{params.target, params.dry_run};
}

Request decode(Method method, const json& raw, const DecodeOptions& options) {
    switch (method) {
    case Method::List: return decode_params<ListRequest>(raw, options);
    case Method::Health: return decode_params<HealthRequest>(raw, options);
    case Method::Check: return decode_params<CheckRequest>(raw, options);
    case Method::Report: return decode_params<ReportRequest>(raw, options);
    case Method::Bench: return decode_params<BenchRequest>(raw, options);
    case Method::Trim: return from_trim_params(decode_params<TrimParams>(raw, options));
    case Method::Discard: return decode_params<actions::DiscardRequest>(raw, options);
    case Method::Erase: return decode_params<actions::EraseRequest>(raw, options);
    case Method::Firmware: return decode_params<actions::FirmwareRequest>(raw, options);
    case Method::Swap: return decode_params<SwapRequest>(raw, options);
    case Method::Hibernation: return decode_params<HibernationRequest>(raw, options);
    case Method::SelfTest: return decode_params<SelfTestRequest>(raw, options);
    case Method::AlertAck: return decode_params<AlertAckRequest>(raw, options);
    case Method::Capture: return decode_params<CaptureRequest>(raw, options);
    }
    throw_invalid("unknown method");
}

// ---- encoding -------------------------------------------------------------

// Writes each declared member that is given: optional ones when set, flags when true, lists
// when not empty, choices with a default always.
struct Encoder {
    json params = json::object();

    template <typename Rule> void operator()(const char* key, const std::string& text, Rule) {
        if (!text.empty()) params[key] = text;
    }
    template <typename Rule> void operator()(const char* key, const std::optional<std::string>& text, Rule) {
        if (text) params[key] = *text;
    }
    void operator()(const char* key, const std::vector<std::string>& devices, DevicePaths) {
        if (!devices.empty()) params[key] = devices;
    }
    void operator()(const char* key, bool flag, Flag) {
        if (flag) params[key] = true;
    }
    void operator()(const char* key, const std::optional<double>& number, Number) {
        if (number) params[key] = *number;
    }
    template <typename Whole> void operator()(const char* key, const std::optional<Whole>& number, WholeNumber) {
        if (number) params[key] = *number;
    }
    void operator()(const char* key, std::int64_t number, WholeNumber) {
        if (number != 0) params[key] = number;
    }
    // Sizes travel as text, as a person would type them ("1073741824" reads back as the same count).
    void operator()(const char* key, const std::optional<std::uint64_t>& bytes, Size) {
        if (bytes) params[key] = std::to_string(*bytes);
    }
    template <typename E, std::size_t N>
    void operator()(const char* key, const std::optional<E>& value, Choice<E, N> rule) {
        if (value) params[key] = std::string(rule.table.wire(*value));
    }
    template <typename E, std::size_t N> void operator()(const char* key, E value, Choice<E, N> rule) {
        params[key] = std::string(rule.table.wire(value));
    }
};

template <typename Params> json encode_fields(Params params) { // a copy: declare() takes members by reference
    Encoder encoder;
    declare(encoder, params);
    return std::move(encoder.params);
}

struct EncodeAny {
    json operator()(const actions::TrimRequest& r) const { return encode_fields(TrimParams{r.target, false, r.dry_run}); }
    json operator()(const PeriodicTrimRequest& r) const { return encode_fields(TrimParams{std::nullopt, true, r.dry_run}); }
    template <typename Params> json operator()(const Params& r) const { return encode_fields(r); }
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

json encode_params(const Request& request) { return std::visit(EncodeAny{}, request); }

std::string_view method_name(const Request& request) { return kMethods.wire(method_of(request)); }

} // namespace ssd::requests
