// Each request's wire fields, declared once (issue 33): the key, the C++ member it fills and
// its rule. The codec's allow-list, decoder and encoder (request_codec.cpp) and the tests'
// sample requests are visitors of these declarations, so a field added here is read, written
// and tested everywhere, and one left out is nowhere (the drift this replaced: `rated_tbw`
// was decoded and encoded but missing from health's allow-list).
//
// A visitor is called as `visit(key, member, rule)` for each field in order; the rules:
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/health/rated_endurance.h"
#include "core/requests/requests.h"
#include "core/util/enum_table.h"

namespace ssd::requests::fields {

struct DevicePath {};    // a device node under DecodeOptions::dev_root (std::string: required)
struct DevicePaths {};   // a list of them (empty: none given)
struct MountOrDevice {}; // a device node, or else an absolute path (a mountpoint)
struct Token {           // a word safe to pass on to a tool or compare (serial, smartctl -d TYPE)
    const char* what;
};
struct Text {};          // any one line of text (std::string: empty is absent)
struct TraceText {       // a trace file's text (docs/TRACES.md): many lines, at most max_bytes
    std::size_t max_bytes;
};
struct AbsolutePath {};  // an absolute path without `..` (std::string: required)
struct Flag {};          // true or false; written only when true
struct Number {          // a JSON number within [low, high]
    double low;
    double high;
};
struct WholeNumber {     // a JSON integer within [low, high]
    std::uint64_t low;
    std::uint64_t high;
};
struct Size {};          // digits with an optional k/m/g/t suffix, as text; the byte count
template <typename E, std::size_t N>
struct Choice {          // one of an enumeration's wire names (an E member: its value is the default)
    const EnumTable<E, N>& table;
};
template <typename E, std::size_t N>
struct ChoiceName {      // the same, kept as its wire name in a std::string (empty: not given)
    const EnumTable<E, N>& table;
};
// Deduction guides: clang 14 (Debian 12) deduces no aggregate's arguments without them.
template <typename E, std::size_t N> Choice(const EnumTable<E, N>&) -> Choice<E, N>;
template <typename E, std::size_t N> ChoiceName(const EnumTable<E, N>&) -> ChoiceName<E, N>;

// `trim` on the wire: a target (TrimRequest) or enable_periodic (PeriodicTrimRequest).
struct TrimParams {
    std::optional<std::string> target;
    bool enable_periodic = false;
    bool dry_run = false;
};

// The wire limits the request types do not carry themselves.
inline constexpr double kMaxBenchSeconds = 3600.0;
inline constexpr double kMaxWarmupSeconds = 600.0;
inline constexpr std::uint64_t kMaxQueueDepth = 1024;
inline constexpr std::uint64_t kMaxThreads = 64;
// A replay's trace travels in the request, whose line the service cuts at 1 MiB
// (platform/local_service.h): what is left after JSON's escaping of the newlines and the other
// fields. A longer trace is replayed in a folder, or by `ssdtool bench` run as root.
inline constexpr std::size_t kMaxTraceBytes = 900 * 1024;
inline constexpr std::uint64_t kMaxAlertId = 9'223'372'036'854'775'807ULL; // INT64_MAX: SQLite's rowid

inline constexpr Token kConfirmToken{"a serial number or kernel name"};

template <typename V> void declare(V&, ListRequest&) {}

template <typename V> void declare(V& visit, HealthRequest& r) {
    visit("device", r.device, DevicePath{});
    visit("device_type", r.device_type, Token{"a smartctl device type"});
    visit("reader", r.reader, Choice{kSmartReaders});
    visit("rated_tbw", r.rated_tbw, Number{kMinRatedTbw, kMaxRatedTbw});
    // leave_sleeping is the sampler's own (in-process); it never travels.
}

template <typename V> void declare(V& visit, CheckRequest& r) { visit("devices", r.devices, DevicePaths{}); }

template <typename V> void declare(V& visit, ReportRequest& r) { visit("html", r.html, Flag{}); }

template <typename V> void declare(V& visit, CaptureRequest& r) {
    visit("devices", r.devices, DevicePaths{});
    visit("device_type", r.device_type, Token{"a smartctl device type"});
    visit("redact", r.redact, Flag{});
}

template <typename V> void declare(V& visit, BenchRequest& r) {
    bench::BenchOptions& o = r.options;
    visit("target", o.target, DevicePath{}); // a directory is benchmarked as the user, never here
    visit("preset", o.preset, ChoiceName{bench::kPresets});
    visit("rw", o.access, Choice{bench::kAccessPatterns});
    visit("data", o.data, Choice{bench::kDataPatterns});
    visit("bs", o.block_size, Size{});
    visit("qd", o.queue_depth, WholeNumber{1, kMaxQueueDepth});
    visit("threads", o.threads, WholeNumber{1, kMaxThreads});
    visit("size", o.size, Size{});
    visit("bytes", o.bytes, Size{});
    visit("rwmixread", o.read_percent, WholeNumber{0, 100});
    visit("seconds", o.seconds, Number{0.01, kMaxBenchSeconds});
    visit("warmup", o.warmup, Number{0.0, kMaxWarmupSeconds});
    visit("thermal_interval", o.thermal_interval, Number{0.0, kMaxBenchSeconds});
    visit("verify", o.verify, Flag{});
    visit("confirm", o.confirm, kConfirmToken);
    visit("dry_run", o.dry_run, Flag{});
    visit("no_history", r.no_history, Flag{});
    visit("replay_trace", o.replay_trace, TraceText{kMaxTraceBytes});
    visit("replay_name", o.replay_name, Text{});
    visit("replay_speed", o.replay_speed, Choice{bench::kReplaySpeeds});
}

template <typename V> void declare(V& visit, TrimParams& r) {
    visit("target", r.target, MountOrDevice{});
    visit("enable_periodic", r.enable_periodic, Flag{});
    visit("dry_run", r.dry_run, Flag{});
}

// The fields every destructive request has: the device, the confirmation token, the dry run.
template <typename V, typename DestructiveRequest> void declare_destructive(V& visit, DestructiveRequest& r) {
    visit("device", r.device, DevicePath{});
    visit("confirm", r.confirm, kConfirmToken);
    visit("dry_run", r.dry_run, Flag{});
}

template <typename V> void declare(V& visit, actions::DiscardRequest& r) { declare_destructive(visit, r); }

template <typename V> void declare(V& visit, actions::EraseRequest& r) {
    declare_destructive(visit, r);
    visit("method", r.method, Choice{actions::kEraseMethods}); // none: the strongest the drive supports
}

template <typename V> void declare(V& visit, actions::FirmwareRequest& r) {
    declare_destructive(visit, r);
    visit("file", r.file, AbsolutePath{});
}

template <typename V> void declare(V& visit, SwapRequest& r) {
    visit("action", r.action, Choice{kSwapActions});
    visit("size", r.size, Size{});
    visit("maximum", r.maximum, Size{});
    visit("file", r.file, Text{});
    visit("to", r.to, Text{});
    visit("fstab", r.fstab, AbsolutePath{});
    visit("dry_run", r.dry_run, Flag{});
}

template <typename V> void declare(V& visit, HibernationRequest& r) {
    visit("action", r.action, Choice{kHibernationActions});
    visit("percent", r.percent, WholeNumber{40, 100});
    visit("dry_run", r.dry_run, Flag{});
}

template <typename V> void declare(V& visit, SelfTestRequest& r) {
    visit("devices", r.devices, DevicePaths{});
    visit("action", r.action, Choice{selftest::kActions});
    visit("type", r.type, Choice{selftest::kTestTypes});
    visit("wait", r.wait, Flag{});
}

template <typename V> void declare(V& visit, AlertAckRequest& r) {
    visit("alert_id", r.alert_id, WholeNumber{1, kMaxAlertId});
    visit("note", r.note, Text{});
}

// The rules between fields, after each field passed its own: a Usage message, or empty.
inline std::string cross_field_problem(const BenchRequest& r) {
    if (!r.options.replay_trace && (r.options.replay_speed || !r.options.replay_name.empty())) {
        return "replay_speed and replay_name go with replay_trace";
    }
    return {};
}
inline std::string cross_field_problem(const TrimParams& r) {
    if (r.target.has_value() == r.enable_periodic) return "trim needs either target or enable_periodic";
    return {};
}
inline std::string cross_field_problem(const SwapRequest& r) {
    if ((r.action == SwapAction::Resize) != r.size.has_value()) return "size is needed for resize, and only for resize";
    if (r.maximum && r.action != SwapAction::Resize) return "maximum goes with resize";
    return {};
}
inline std::string cross_field_problem(const HibernationRequest& r) {
    if ((r.action == HibernationAction::Size) != r.percent.has_value()) return "percent is needed for size, and only for size";
    return {};
}
inline std::string cross_field_problem(const SelfTestRequest& r) {
    if (r.devices.empty() && r.action != selftest::Action::Log) return "devices are needed to start or abort a test";
    if (r.wait && r.action != selftest::Action::Start) return "wait goes with start";
    return {};
}
inline std::string cross_field_problem(const AlertAckRequest& r) {
    if (r.alert_id == 0) return "alert_id is needed (the number `ssdtool alerts` shows)";
    return {};
}
inline std::string cross_field_problem(const actions::FirmwareRequest& r) {
    if (r.file.empty()) return "file is required";
    return {};
}
template <typename Params> std::string cross_field_problem(const Params&) { return {}; }

} // namespace ssd::requests::fields
