#include "app/cli/serve_protocol.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <istream>
#include <ostream>
#include <sstream>
#include <streambuf>
#include <thread>
#include <utility>
#include <vector>

#include "app/cli/check_shared.h"
#include "app/cli/cli_app.h"
#include "core/report/check_json.h"
#include "core/report/html_report.h"
#include "core/report/json_writer.h"
#include "platform/platform_factory.h"

namespace ssd::cli {

namespace {

using json = nlohmann::json;
using ordered_json = nlohmann::ordered_json;

// The stop flag's value when a request is cancelled: as if Ctrl-C had been pressed.
constexpr int kCancelSignal = 2;
constexpr std::size_t kMaxEchoedText = 120;

struct ProtocolError {
    std::string code;
    std::string message;
    int exit_status = 1;
    json document = nullptr; // what the command printed besides the error, if anything
};

// Thrown inside a method; execute() turns it into the error response.
struct RequestFailed {
    ProtocolError error;
};

ProtocolError invalid_params(std::string message) { return {"invalid-params", std::move(message), 1, nullptr}; }

ProtocolError from_error(const Error& error) {
    return {std::string(error_code_name(error.code)), error.message, exit_status_for(error.code), nullptr};
}

[[noreturn]] void throw_invalid(std::string message) { throw RequestFailed{invalid_params(std::move(message))}; }

// Received text as it may appear in a message: shortened, still JSON-escaped on output.
std::string echo(std::string_view text) {
    if (text.size() <= kMaxEchoedText) return std::string(text);
    return std::string(text.substr(0, kMaxEchoedText)) + "…";
}

bool name_char(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
           c == '-';
}

// Components of an absolute path; empty when the path is not absolute or has an empty component.
std::vector<std::string_view> components(std::string_view path) {
    std::vector<std::string_view> parts;
    if (path.size() < 2 || path.front() != '/') return parts;
    std::size_t start = 1;
    while (start <= path.size()) {
        const std::size_t slash = path.find('/', start);
        const std::size_t end = slash == std::string_view::npos ? path.size() : slash;
        if (end == start) return {};
        parts.push_back(path.substr(start, end - start));
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    return parts;
}

bool acceptable_component(std::string_view part) { return part != "." && part != ".." && part.front() != '-'; }

// Which methods only read: answered even after the caller went away.
bool read_only(const std::string& method) {
    return method == "list" || method == "health" || method == "check" || method == "report";
}

constexpr std::array kMethods{"list",    "health", "check", "report",   "bench",       "trim",
                              "discard", "erase",  "swap",  "firmware", "hibernation", "cancel"};

// ---- parameters ------------------------------------------------------------

class Params {
public:
    Params(const json& params, std::initializer_list<std::string_view> allowed) : params_(params) {
        if (params_.is_null()) params_ = json::object();
        if (!params_.is_object()) throw_invalid("params must be an object");
        for (const auto& [key, value] : params_.items()) {
            if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
                throw_invalid("unknown parameter \"" + echo(key) + "\"");
            }
        }
    }

    bool has(const char* key) const { return params_.contains(key) && !params_[key].is_null(); }

    std::optional<std::string> text(const char* key) const {
        if (!has(key)) return std::nullopt;
        const auto& value = params_[key];
        if (!value.is_string()) throw_invalid(std::string(key) + " must be a string");
        auto result = value.get<std::string>();
        if (result.empty()) throw_invalid(std::string(key) + " must not be empty");
        if (result.front() == '-') throw_invalid(std::string(key) + " must not start with '-': \"" + echo(result) + "\"");
        for (const char c : result) {
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
                throw_invalid(std::string(key) + " contains a control character");
            }
        }
        return result;
    }

    std::string required_text(const char* key) const {
        auto value = text(key);
        if (!value) throw_invalid(std::string(key) + " is required");
        return *value;
    }

    std::optional<std::string> choice(const char* key, std::initializer_list<std::string_view> choices) const {
        auto value = text(key);
        if (value && std::find(choices.begin(), choices.end(), *value) == choices.end()) {
            std::string list;
            for (const auto choice : choices) list += (list.empty() ? "" : ", ") + std::string(choice);
            throw_invalid(std::string(key) + " must be one of " + list + ", not \"" + echo(*value) + "\"");
        }
        return value;
    }

    bool flag(const char* key) const {
        if (!has(key)) return false;
        if (!params_[key].is_boolean()) throw_invalid(std::string(key) + " must be true or false");
        return params_[key].get<bool>();
    }

    std::optional<double> number(const char* key, double low, double high) const {
        if (!has(key)) return std::nullopt;
        if (!params_[key].is_number()) throw_invalid(std::string(key) + " must be a number");
        const double value = params_[key].get<double>();
        if (!(value >= low && value <= high)) throw_invalid(std::string(key) + " is out of range");
        return value;
    }

    std::optional<std::string> size(const char* key) const {
        auto value = text(key);
        if (!value) return value;
        const bool digits_then_suffix =
            std::all_of(value->begin(), value->end() - 1, [](char c) { return c >= '0' && c <= '9'; }) &&
            std::string_view("0123456789kKmMgGtT").find(value->back()) != std::string_view::npos;
        if (!digits_then_suffix || value->size() > 20) {
            throw_invalid(std::string(key) + " must be digits with an optional k, m, g or t suffix");
        }
        return value;
    }

    std::vector<std::string> texts(const char* key) const {
        std::vector<std::string> result;
        if (!has(key)) return result;
        if (!params_[key].is_array()) throw_invalid(std::string(key) + " must be an array of strings");
        for (std::size_t i = 0; i < params_[key].size(); ++i) {
            Params one(json{{"item", params_[key][i]}}, {"item"});
            result.push_back(one.required_text("item"));
        }
        return result;
    }

private:
    json params_;
};

std::string number_argument(double value) {
    std::ostringstream text;
    text.precision(6);
    text << value;
    return text.str();
}

// ---- running the CLI with a fixed argv ------------------------------------

// Thrown by the helper's interrupt scope: the benchmark has cleaned up and
// would now end the process; the helper answers the request instead.
struct RunInterrupted {};

class HelperInterruptScope final : public bench::InterruptScope {
public:
    explicit HelperInterruptScope(const std::atomic<int>& stop) : stop_(stop) {}
    const std::atomic<int>& flag() const override { return stop_; }
    [[noreturn]] void exit_as_interrupted() override { throw RunInterrupted{}; }

private:
    const std::atomic<int>& stop_;
};

// The build's (or a test's) benchmark platform, with the helper's stop flag
// in place of signals.
class CancellableBenchPlatform final : public bench::BenchPlatform {
public:
    CancellableBenchPlatform(std::unique_ptr<bench::BenchPlatform> inner, const std::atomic<int>& stop)
        : inner_(std::move(inner)), stop_(stop) {}
    Result<bench::TargetFacts> inspect(const std::string& path) override { return inner_->inspect(path); }
    Result<std::unique_ptr<bench::OpenedTarget>> open(const bench::BenchPlan& plan,
                                                      const bench::TargetFacts& facts) override {
        return inner_->open(plan, facts);
    }
    bench::Clock& clock() override { return inner_->clock(); }
    bench::CpuMeter* cpu_meter() override { return inner_->cpu_meter(); }
    std::unique_ptr<bench::InterruptScope> catch_interrupts() override {
        return std::make_unique<HelperInterruptScope>(stop_);
    }
    bool stderr_is_terminal() override { return false; }
    std::uint64_t random_seed() override { return inner_->random_seed(); }

private:
    std::unique_ptr<bench::BenchPlatform> inner_;
    const std::atomic<int>& stop_;
};

// Splits what a command prints into lines as they are written.
class LineSplitter final : public std::streambuf {
public:
    explicit LineSplitter(std::function<void(const std::string&)> on_line) : on_line_(std::move(on_line)) {}
    void finish() {
        if (!line_.empty()) emit();
    }

protected:
    int_type overflow(int_type ch) override {
        if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
        put(traits_type::to_char_type(ch));
        return ch;
    }
    std::streamsize xsputn(const char* text, std::streamsize count) override {
        for (std::streamsize i = 0; i < count; ++i) put(text[i]);
        return count;
    }

private:
    void put(char c) {
        if (c == '\n') {
            emit();
        } else {
            line_.push_back(c);
        }
    }
    void emit() {
        on_line_(line_);
        line_.clear();
    }
    std::function<void(const std::string&)> on_line_;
    std::string line_;
};

struct MethodContext {
    Services& services;
    const ServeOptions& options;
    std::atomic<int>& stop;
    std::function<void(const json& event)> progress;
};

std::string first_line_of(const std::string& text) {
    std::string line = text.substr(0, text.find('\n'));
    constexpr std::string_view prefix = "ssdtool: ";
    if (line.rfind(prefix, 0) == 0) line.erase(0, prefix.size());
    return line;
}

json run_fixed_cli(MethodContext& context, const std::vector<std::string>& argv) {
    Services nested = context.services;
    auto inner = context.services.bench_platform;
    if (!inner) inner = [] { return make_bench_platform(); };
    const std::atomic<int>& stop = context.stop;
    nested.bench_platform = [inner, &stop] { return std::make_unique<CancellableBenchPlatform>(inner(), stop); };

    std::string documents;
    LineSplitter splitter([&context, &documents](const std::string& line) {
        if (!line.empty() && line.front() == '{' && line.find("\"event\"") != std::string::npos) {
            const auto event = json::parse(line, nullptr, false);
            if (event.is_object() && event.value("event", "") == "progress") {
                context.progress(event);
                return;
            }
        }
        documents += line + "\n";
    });
    std::ostream out(&splitter);
    std::ostringstream err;
    std::istringstream no_input;
    int status = 0;
    bool interrupted = false;
    try {
        status = run_cli(argv, nested, Streams{out, err}, no_input);
    } catch (const RunInterrupted&) {
        interrupted = true;
        status = kCancelledExitStatus;
    }
    out.flush();
    splitter.finish();

    json doc = json::parse(documents, nullptr, false);
    if (doc.is_discarded()) {
        // Several documents or stray text: the last line that is a JSON object.
        doc = nullptr;
        std::istringstream lines(documents);
        for (std::string line; std::getline(lines, line);) {
            auto one = json::parse(line, nullptr, false);
            if (one.is_object()) doc = std::move(one);
        }
    }
    const bool error_document = doc.is_object() && doc.contains("error") && doc["error"].is_object();
    if (interrupted) {
        const std::string message = error_document ? doc["error"].value("message", "cancelled") : "cancelled";
        throw RequestFailed{{"interrupted", message, kCancelledExitStatus, nullptr}};
    }
    if (status == 0) return doc.is_null() ? json::object() : doc;
    if (error_document) {
        throw RequestFailed{{doc["error"].value("code", "failed"), doc["error"].value("message", first_line_of(err.str())),
                             status, nullptr}};
    }
    // A non-zero status with a document (a dry run that would refuse, a failed verify).
    const std::string message = err.str().empty() ? "exit status " + std::to_string(status) : first_line_of(err.str());
    throw RequestFailed{{status == 3 ? "refused" : "failed", message, status, doc}};
}

// ---- methods ----------------------------------------------------------------

DriveInfo resolve_device(MethodContext& context, const std::string& path) {
    if (!is_valid_device_path(path, context.options.dev_root)) {
        throw_invalid("\"" + echo(path) + "\" is not a device path (" + context.options.dev_root + "/NAME)");
    }
    auto drive = context.services.inventory.lookup(path);
    if (!drive) throw RequestFailed{from_error(drive.error())};
    return *drive;
}

// A mountpoint or a device, for trim.
std::string resolve_trim_target(MethodContext& context, const std::string& target) {
    if (target.rfind(context.options.dev_root + "/", 0) == 0) return resolve_device(context, target).device;
    if (!is_valid_absolute_path(target)) throw_invalid("\"" + echo(target) + "\" is not a mountpoint or a device path");
    return target;
}

void add_confirm_and_dry_run(const Params& params, std::vector<std::string>& argv) {
    if (auto confirm = params.text("confirm")) {
        if (!is_safe_token(*confirm)) throw_invalid("confirm is not a serial number or kernel name");
        argv.insert(argv.end(), {"--confirm", *confirm});
    }
    if (params.flag("dry_run")) argv.emplace_back("--dry-run");
}

HealthReader reader_for(Services& services) {
    return [&services](const DriveInfo& drive) {
        return health_from_device(services.inventory, services.runner, services.in_process_smart,
                                  HealthRequest{drive.device, std::nullopt, SmartReaderChoice::Auto},
                                  services.advisories);
    };
}

json method_list(MethodContext& context, const json& raw) {
    Params params(raw, {});
    auto drives = context.services.inventory.list();
    if (!drives) throw RequestFailed{from_error(drives.error())};
    return list_to_json(*drives);
}

json method_health(MethodContext& context, const json& raw) {
    Params params(raw, {"device", "device_type", "reader"});
    const DriveInfo drive = resolve_device(context, params.required_text("device"));
    HealthRequest request{drive.device, std::nullopt, SmartReaderChoice::Auto};
    if (auto type = params.text("device_type")) {
        if (!is_safe_token(*type)) throw_invalid("device_type is not a smartctl device type");
        request.device_type = *type;
    }
    if (auto reader = params.choice("reader", {"auto", "smartctl", "libatasmart"})) {
        if (*reader == "smartctl") request.reader = SmartReaderChoice::Smartctl;
        if (*reader == "libatasmart") request.reader = SmartReaderChoice::InProcess;
    }
    auto result = health_from_device(context.services.inventory, context.services.runner,
                                     context.services.in_process_smart, request, context.services.advisories);
    if (!result) throw RequestFailed{from_error(result.error())};
    return health_to_json(*result);
}

json method_check(MethodContext& context, const json& raw) {
    Params params(raw, {"devices"});
    CheckRequest request;
    for (const auto& device : params.texts("devices")) request.devices.push_back(resolve_device(context, device).device);
    auto report = run_checks(context.services.inventory, context.services.setup_inspector,
                             reader_for(context.services), request);
    if (!report) throw RequestFailed{from_error(report.error())};
    return check_report_to_json(*report);
}

json method_report(MethodContext& context, const json& raw) {
    Params params(raw, {"html"});
    auto report = run_checks(context.services.inventory, context.services.setup_inspector,
                             reader_for(context.services), CheckRequest{});
    if (!report) throw RequestFailed{from_error(report.error())};
    json doc = full_report_to_json(*report);
    // The helper writes no file: the HTML comes back and the caller saves it as itself.
    if (params.flag("html")) {
        doc["html"] = report_to_html(*report, HtmlReportOptions{context.options.tool_version, report_time_utc(),
                                                                report_host_name()});
    }
    return doc;
}

json method_bench(MethodContext& context, const json& raw) {
    Params params(raw, {"target", "preset", "data", "size", "seconds", "warmup", "verify", "confirm", "dry_run"});
    // Only raw devices: a benchmark in a directory needs no root and runs as the user.
    const DriveInfo drive = resolve_device(context, params.required_text("target"));
    std::vector<std::string> argv{"bench", drive.device, "--json", "--progress"};
    if (auto preset = params.choice("preset", {"quick", "review-2011", "qd-sweep", "consistency", "read-scan"})) {
        argv.insert(argv.end(), {"--preset", *preset});
    }
    if (auto data = params.choice("data", {"random", "zeros", "compressible"})) argv.insert(argv.end(), {"--data", *data});
    if (auto size = params.size("size")) argv.insert(argv.end(), {"--size", *size});
    if (auto seconds = params.number("seconds", 0.01, 3600.0)) {
        argv.insert(argv.end(), {"--seconds", number_argument(*seconds)});
    }
    if (auto warmup = params.number("warmup", 0.0, 600.0)) argv.insert(argv.end(), {"--warmup", number_argument(*warmup)});
    if (params.flag("verify")) argv.emplace_back("--verify");
    add_confirm_and_dry_run(params, argv);
    return run_fixed_cli(context, argv);
}

json method_trim(MethodContext& context, const json& raw) {
    Params params(raw, {"target", "enable_periodic", "dry_run"});
    const auto target = params.text("target");
    const bool periodic = params.flag("enable_periodic");
    if (target.has_value() == periodic) throw_invalid("trim needs either target or enable_periodic");
    std::vector<std::string> argv{"trim"};
    if (periodic) {
        argv.emplace_back("--enable-periodic");
    } else {
        argv.push_back(resolve_trim_target(context, *target));
    }
    argv.emplace_back("--json");
    if (params.flag("dry_run")) argv.emplace_back("--dry-run");
    return run_fixed_cli(context, argv);
}

json method_discard(MethodContext& context, const json& raw) {
    Params params(raw, {"device", "confirm", "dry_run"});
    const DriveInfo drive = resolve_device(context, params.required_text("device"));
    std::vector<std::string> argv{"discard", drive.device, "--json", "--progress"};
    add_confirm_and_dry_run(params, argv);
    return run_fixed_cli(context, argv);
}

json method_erase(MethodContext& context, const json& raw) {
    Params params(raw, {"device", "method", "confirm", "dry_run"});
    const DriveInfo drive = resolve_device(context, params.required_text("device"));
    std::vector<std::string> argv{"erase", drive.device, "--json", "--progress"};
    if (auto method = params.choice("method", {"ata-enhanced", "ata-normal", "nvme-crypto", "nvme-user-data",
                                               "sanitize-crypto", "sanitize-block", "sanitize-overwrite"})) {
        argv.insert(argv.end(), {"--method", *method});
    }
    add_confirm_and_dry_run(params, argv);
    return run_fixed_cli(context, argv);
}

json method_firmware(MethodContext& context, const json& raw) {
    Params params(raw, {"device", "file", "confirm", "dry_run"});
    const DriveInfo drive = resolve_device(context, params.required_text("device"));
    const std::string file = params.required_text("file");
    if (!is_valid_absolute_path(file)) throw_invalid("file must be an absolute path");
    std::error_code ec;
    if (!std::filesystem::is_regular_file(std::filesystem::symlink_status(file, ec))) {
        throw_invalid("file must be a regular file (not a link, a device or a directory)");
    }
    std::vector<std::string> argv{"firmware", drive.device, file, "--json", "--progress"};
    add_confirm_and_dry_run(params, argv);
    return run_fixed_cli(context, argv);
}

json method_swap(MethodContext& context, const json& raw) {
    Params params(raw, {"action", "size"});
    const auto action = params.choice("action", {"show", "resize", "remove"}).value_or("show");
    std::vector<std::string> argv{"swap", action};
    const auto size = params.size("size");
    if ((action == "resize") != size.has_value()) throw_invalid("size is needed for resize, and only for resize");
    if (size) argv.push_back(*size);
    argv.emplace_back("--json");
    return run_fixed_cli(context, argv);
}

json method_hibernation(MethodContext& context, const json& raw) {
    Params params(raw, {"action"});
    const auto action = params.choice("action", {"show", "on", "off"}).value_or("show");
    return run_fixed_cli(context, {"hibernation", action, "--json"});
}

using Method = json (*)(MethodContext&, const json&);

Method find_method(const std::string& name) {
    static const std::vector<std::pair<std::string_view, Method>> table{
        {"list", method_list},         {"health", method_health},     {"check", method_check},
        {"report", method_report},     {"bench", method_bench},       {"trim", method_trim},
        {"discard", method_discard},   {"erase", method_erase},       {"firmware", method_firmware},
        {"swap", method_swap},         {"hibernation", method_hibernation}};
    for (const auto& [key, method] : table) {
        if (key == name) return method;
    }
    return nullptr;
}

} // namespace

bool is_valid_device_path(std::string_view path, std::string_view dev_root) {
    if (dev_root.empty() || path.size() <= dev_root.size() + 1 || path.substr(0, dev_root.size()) != dev_root ||
        path[dev_root.size()] != '/') {
        return false;
    }
    const std::string_view rest = path.substr(dev_root.size());
    const auto parts = components(rest);
    if (parts.empty()) return false;
    for (const auto part : parts) {
        if (!acceptable_component(part) || !std::all_of(part.begin(), part.end(), name_char)) return false;
    }
    return true;
}

bool is_valid_absolute_path(std::string_view path) {
    if (path == "/") return true;
    if (path.size() > 4096) return false;
    const auto parts = components(path);
    if (parts.empty()) return false;
    for (const auto part : parts) {
        if (!acceptable_component(part)) return false;
        for (const char c : part) {
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return false;
        }
    }
    return true;
}

bool is_safe_token(std::string_view text) {
    if (text.empty() || text.size() > 128 || text.front() == '-') return false;
    return std::all_of(text.begin(), text.end(), [](char c) {
        return name_char(c) || c == ':' || c == ',' || c == '+' || c == '/';
    });
}

HelperServer::HelperServer(Services& services, std::ostream& out, ServeOptions options)
    : services_(services), out_(out), options_(std::move(options)) {}

ordered_json HelperServer::hello() const {
    ordered_json line;
    line["protocol"] = kHelperProtocolName;
    line["version"] = kHelperProtocolVersion;
    line["privileged"] = options_.privileged;
    line["tool_version"] = options_.tool_version;
    line["methods"] = kMethods;
    return line;
}

void HelperServer::emit(const ordered_json& line) {
    const std::lock_guard lock(out_mutex_);
    out_ << line.dump(-1, ' ', false, json::error_handler_t::replace) << "\n";
    out_.flush();
}

void HelperServer::emit_error(const json& id, const std::string& code, const std::string& message, int exit_status) {
    ordered_json line;
    line["id"] = id;
    line["error"] = {{"code", code}, {"message", message}};
    line["exit_status"] = exit_status;
    emit(line);
}

std::optional<HelperServer::Pending> HelperServer::parse_request(const std::string& line) {
    const auto request = json::parse(line, nullptr, false);
    if (request.is_discarded() || !request.is_object()) {
        emit_error(nullptr, "malformed-request", "a request is one JSON object on one line", 1);
        return std::nullopt;
    }
    const json id = request.contains("id") ? request["id"] : json(nullptr);
    if (!id.is_number_unsigned() && !(id.is_number_integer() && id.get<std::int64_t>() >= 0)) {
        emit_error(nullptr, "malformed-request", "a request needs \"id\": a non-negative integer", 1);
        return std::nullopt;
    }
    if (!request.contains("method") || !request["method"].is_string()) {
        emit_error(id, "malformed-request", "a request needs \"method\": a string", 1);
        return std::nullopt;
    }
    const std::string method = request["method"].get<std::string>();
    if (method != "cancel" && find_method(method) == nullptr) {
        emit_error(id, "unknown-method", "unknown method \"" + echo(method) + "\"", 1);
        return std::nullopt;
    }
    return Pending{id, method, request.contains("params") ? request["params"] : json::object()};
}

void HelperServer::execute(const Pending& request) {
    MethodContext context{services_, options_, stop_, [this, &request](const json& event) {
                              ordered_json line;
                              line["id"] = request.id;
                              line["event"] = "progress";
                              for (const auto& [key, value] : event.items()) {
                                  if (key != "event" && key != "id") line[key] = value;
                              }
                              emit(line);
                          }};
    try {
        json result = find_method(request.method)(context, request.params);
        ordered_json line;
        line["id"] = request.id;
        line["result"] = std::move(result);
        emit(line);
    } catch (const RequestFailed& failed) {
        ordered_json line;
        line["id"] = request.id;
        line["error"] = {{"code", failed.error.code}, {"message", failed.error.message}};
        if (!failed.error.document.is_null()) line["error"]["document"] = failed.error.document;
        line["exit_status"] = failed.error.exit_status;
        emit(line);
    } catch (const std::exception& unexpected) {
        emit_error(request.id, "internal-error", unexpected.what(), 4);
    }
}

void HelperServer::cancel(const json& params, const json& id) {
    json target;
    try {
        Params checked(params, {"request"});
        target = params.is_object() && params.contains("request") ? params["request"] : json(nullptr);
        if (!target.is_number_integer()) throw_invalid("cancel needs \"request\": the id of a request");
    } catch (const RequestFailed& failed) {
        emit_error(id, failed.error.code, failed.error.message, failed.error.exit_status);
        return;
    }
    std::string state = "unknown";
    bool dropped = false;
    {
        const std::lock_guard lock(queue_mutex_);
        if (running_id_ && *running_id_ == target) {
            stop_ = kCancelSignal;
            state = "running";
        } else {
            const auto it = std::find_if(queue_.begin(), queue_.end(),
                                         [&target](const Pending& pending) { return pending.id == target; });
            if (it != queue_.end()) {
                queue_.erase(it);
                state = "queued";
                dropped = true;
            }
        }
    }
    if (dropped) emit_error(target, "interrupted", "cancelled before it started", kCancelledExitStatus);
    ordered_json line;
    line["id"] = id;
    line["result"] = {{"request", target}, {"state", state}};
    emit(line);
}

void HelperServer::handle_line(const std::string& line) {
    auto request = parse_request(line);
    if (!request) return;
    if (request->method == "cancel") {
        cancel(request->params, request->id);
        return;
    }
    {
        const std::lock_guard lock(queue_mutex_);
        running_id_ = request->id;
        stop_ = 0;
    }
    execute(*request);
    const std::lock_guard lock(queue_mutex_);
    running_id_.reset();
}

int HelperServer::run(const LineSource& source) {
    emit(hello());
    std::thread reader([this, &source] {
        while (auto line = source()) {
            if (line->find_first_not_of(" \t\r") == std::string::npos) continue;
            auto request = parse_request(*line);
            if (!request) continue;
            if (request->method == "cancel") {
                cancel(request->params, request->id);
                continue;
            }
            const std::lock_guard lock(queue_mutex_);
            queue_.push_back(std::move(*request));
            queue_changed_.notify_one();
        }
        // The caller went away: stop what runs.
        const std::lock_guard lock(queue_mutex_);
        source_ended_ = true;
        if (running_id_) stop_ = kCancelSignal;
        queue_changed_.notify_one();
    });
    for (;;) {
        Pending next;
        bool skip = false;
        {
            std::unique_lock lock(queue_mutex_);
            queue_changed_.wait(lock, [this] { return !queue_.empty() || source_ended_; });
            if (queue_.empty()) break;
            next = std::move(queue_.front());
            queue_.pop_front();
            skip = source_ended_ && !read_only(next.method);
            if (!skip) {
                running_id_ = next.id;
                stop_ = 0;
            }
        }
        if (skip) {
            emit_error(next.id, "interrupted", "the caller closed the connection before this request ran",
                       kCancelledExitStatus);
            continue;
        }
        execute(next);
        const std::lock_guard lock(queue_mutex_);
        running_id_.reset();
    }
    reader.join();
    return 0;
}

void add_serve_command(CLI::App& app, CommandContext& context, std::istream& in) {
    auto* command = app.add_subcommand(
        "serve", "the privileged helper of the GUI: JSON-lines requests on stdin, responses on stdout "
                 "(started through pkexec; exits at the end of its input)");
    command->callback([&context, &in] {
        ServeOptions options;
        // The platform says what privileged means here (root, an elevated token).
        options.privileged = context.services.host != nullptr && context.services.host->privileged();
        options.tool_version = SSD_VERSION;
        in.tie(nullptr); // the reader thread must not flush the output the request thread writes
        HelperServer server(context.services, context.io.out, options);
        context.exit_status = server.run([&in]() -> std::optional<std::string> {
            std::string line;
            if (std::getline(in, line)) return line;
            return std::nullopt;
        });
    });
}

} // namespace ssd::cli
