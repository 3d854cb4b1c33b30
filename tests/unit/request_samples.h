// Requests made from the field declarations (core/requests/request_fields.h), for the tests
// that every field of every request crosses the wire (test_requests_codec.cpp) and the
// service (test_service_authorization.cpp): for each request type a few valid bases, and each
// declared field set in turn to a sample value other than its default. A field added to a
// declaration is sampled here without a change to the tests.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/requests/request_codec.h"
#include "core/requests/request_fields.h"

namespace ssd::test {

namespace request_samples {

using namespace requests::fields;

inline std::string sample(const std::string&, DevicePath) { return "/dev/sdz"; }
inline std::vector<std::string> sample(const std::vector<std::string>&, DevicePaths) {
    return {"/dev/sdy", "/dev/nvme1n1"};
}
inline std::optional<std::string> sample(const std::optional<std::string>&, MountOrDevice) { return "/mnt/data"; }
inline std::optional<std::string> sample(const std::optional<std::string>&, Token) { return "S3Z9NB0K123456"; }
inline std::optional<std::string> sample(const std::optional<std::string>&, Text) { return "D:"; }
inline std::string sample(const std::string&, Text) { return "known, replacing it Friday"; }
// Synthetic: a two-request trace in the file format of docs/TRACES.md.
inline std::optional<std::string> sample(const std::optional<std::string>&, TraceText) {
    return "ssd-toolbox trace 1\n{\"description\":\"synthetic\"}\n0 W 0 4096 120\n250 R 4096 4096 -\n";
}
inline std::optional<std::string> sample(const std::optional<std::string>&, AbsolutePath) { return "/etc/fstab.test"; }
inline std::string sample(const std::string&, AbsolutePath) { return "/srv/firmware v2.bin"; }
inline bool sample(bool, Flag) { return true; }
inline std::optional<double> sample(const std::optional<double>&, Number rule) {
    return rule.low + (rule.high - rule.low) / 4;
}
template <typename Whole> std::optional<Whole> sample(const std::optional<Whole>&, WholeNumber rule) {
    return static_cast<Whole>(rule.high);
}
inline std::int64_t sample(std::int64_t, WholeNumber) { return 4; }
inline std::optional<std::uint64_t> sample(const std::optional<std::uint64_t>&, Size) { return 3ULL << 30; }
template <typename E, std::size_t N> std::optional<E> sample(const std::optional<E>&, Choice<E, N> rule) {
    return rule.table.entries[N - 1].value;
}
template <typename E, std::size_t N> E sample(E, Choice<E, N> rule) { return rule.table.entries[N - 1].value; }
template <typename E, std::size_t N> std::string sample(const std::string&, ChoiceName<E, N> rule) {
    return std::string(rule.table.entries[N - 1].wire);
}

// Sets the field visited `wanted`-th (counting from 0) to its sample; counts the fields.
struct SetNthField {
    explicit SetNthField(std::size_t n) : wanted(n) {}
    std::size_t wanted;
    std::size_t visited = 0;
    std::string key;
    template <typename Member, typename Rule> void operator()(std::string_view name, Member& member, const Rule& rule) {
        if (visited++ == wanted) {
            key = std::string(name);
            member = sample(member, rule);
        }
    }
};

inline requests::Request to_request(const TrimParams& params) {
    if (params.enable_periodic) return requests::PeriodicTrimRequest{params.dry_run};
    return actions::TrimRequest{params.target, params.dry_run};
}
template <typename Params> requests::Request to_request(const Params& params) { return params; }

} // namespace request_samples

struct FieldSample {
    std::string field;         // the key set to its sample
    requests::Request request; // the base with that field set
};

// The keys a request type declares.
template <typename Params> std::set<std::string> declared_keys() {
    Params params{};
    std::set<std::string> keys;
    auto collect = [&keys](std::string_view name, const auto&, const auto&) { keys.insert(std::string(name)); };
    requests::fields::declare(collect, params);
    return keys;
}

// Every field of `bases`' type on each base; samples the cross-field rules refuse are left
// out (those rules have tests of their own).
template <typename Params> void add_field_samples(std::vector<FieldSample>& out, const std::vector<Params>& bases) {
    for (const auto& base : bases) {
        for (std::size_t n = 0;; ++n) {
            Params params = base;
            request_samples::SetNthField set{n};
            requests::fields::declare(set, params);
            if (set.key.empty()) break; // past the last field
            if (!requests::fields::cross_field_problem(params).empty()) continue;
            out.push_back({set.key, request_samples::to_request(params)});
        }
    }
}

inline std::vector<FieldSample> field_samples() {
    using namespace requests;
    std::vector<FieldSample> samples;
    add_field_samples<ListRequest>(samples, {ListRequest{}});
    add_field_samples<HealthRequest>(samples, {HealthRequest{"/dev/sda", std::nullopt, SmartReaderChoice::Auto}});
    add_field_samples<CheckRequest>(samples, {CheckRequest{}});
    add_field_samples<ReportRequest>(samples, {ReportRequest{}});
    BenchRequest bench;
    bench.options.target = "/dev/sdb";
    BenchRequest replay = bench; // replay_name and replay_speed go with a trace
    replay.options.replay_trace = request_samples::sample(std::nullopt, fields::TraceText{fields::kMaxTraceBytes});
    add_field_samples<BenchRequest>(samples, {bench, replay});
    add_field_samples<fields::TrimParams>(samples, {fields::TrimParams{"/home", false, false},
                                                    fields::TrimParams{std::nullopt, true, false}});
    add_field_samples<actions::DiscardRequest>(samples, {actions::DiscardRequest{"/dev/loop0", std::nullopt, false}});
    add_field_samples<actions::EraseRequest>(samples, {actions::EraseRequest{"/dev/sdb", std::nullopt, std::nullopt, false}});
    add_field_samples<actions::FirmwareRequest>(samples, {actions::FirmwareRequest{"/dev/sda", "/srv/fw.bin", std::nullopt, false}});
    SwapRequest resize;
    resize.action = SwapAction::Resize;
    resize.size = 1ULL << 30;
    add_field_samples<SwapRequest>(samples, {resize, SwapRequest{}});
    HibernationRequest sized;
    sized.action = HibernationAction::Size;
    sized.percent = 60;
    add_field_samples<HibernationRequest>(samples, {sized, HibernationRequest{}});
    SelfTestRequest start;
    start.devices = {"/dev/sda"};
    start.action = selftest::Action::Start;
    add_field_samples<SelfTestRequest>(samples, {start, SelfTestRequest{}});
    AlertAckRequest ack;
    ack.alert_id = 7;
    add_field_samples<AlertAckRequest>(samples, {ack});
    CaptureRequest capture;
    capture.devices = {"/dev/sda"};
    capture.device_type = "sat";
    capture.redact = true;
    add_field_samples<CaptureRequest>(samples, {capture});
    return samples;
}

} // namespace ssd::test
