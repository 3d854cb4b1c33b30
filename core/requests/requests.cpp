#include "core/requests/requests.h"

namespace ssd::requests {

namespace {

template <typename... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
template <typename... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace

Method method_of(const Request& request) {
    return std::visit(Overloaded{
                          [](const ListRequest&) { return Method::List; },
                          [](const HealthRequest&) { return Method::Health; },
                          [](const CheckRequest&) { return Method::Check; },
                          [](const ReportRequest&) { return Method::Report; },
                          [](const BenchRequest&) { return Method::Bench; },
                          [](const actions::TrimRequest&) { return Method::Trim; },
                          [](const PeriodicTrimRequest&) { return Method::Trim; },
                          [](const actions::DiscardRequest&) { return Method::Discard; },
                          [](const actions::EraseRequest&) { return Method::Erase; },
                          [](const actions::FirmwareRequest&) { return Method::Firmware; },
                          [](const SwapRequest&) { return Method::Swap; },
                          [](const HibernationRequest&) { return Method::Hibernation; },
                          [](const SelfTestRequest&) { return Method::SelfTest; },
                          [](const AlertAckRequest&) { return Method::AlertAck; },
                          [](const CaptureRequest&) { return Method::Capture; },
                      },
                      request);
}

namespace {

bool is_dry_run(const Request& request) {
    return std::visit(
        [](const auto& r) {
            if constexpr (requires { r.dry_run; }) return r.dry_run;
            else if constexpr (requires { r.options.dry_run; }) return r.options.dry_run;
            else return false;
        },
        request);
}

// Raw-device writes destroy data; the read-scan preset and read-only patterns only read.
bool bench_writes(const BenchRequest& request) {
    const auto& options = request.options;
    return options.preset != "read-scan" && !(options.access && !bench::writes(*options.access));
}

} // namespace

Access access_of(const Request& request) {
    if (is_dry_run(request)) return Access::Read;
    switch (method_of(request)) {
    case Method::List:
    case Method::Health:
    case Method::Check:
    case Method::Report:
    case Method::Capture: return Access::Read;
    case Method::Bench: return bench_writes(std::get<BenchRequest>(request)) ? Access::Destroy : Access::Read;
    case Method::Trim: return Access::Configure;
    case Method::Swap:
        return std::get<SwapRequest>(request).action == SwapAction::Show ? Access::Read : Access::Configure;
    case Method::Hibernation:
        return std::get<HibernationRequest>(request).action == HibernationAction::Show ? Access::Read
                                                                                        : Access::Configure;
    // A self-test changes no data; starting or aborting one changes what the drive does for
    // hours, so it is asked for as a setting is.
    case Method::SelfTest:
        return std::get<SelfTestRequest>(request).action == selftest::Action::Log ? Access::Read : Access::Configure;
    // Silencing an alert changes what every user of the machine is told about a drive.
    case Method::AlertAck: return Access::Configure;
    case Method::Discard:
    case Method::Erase:
    case Method::Firmware: return Access::Destroy;
    }
    return Access::Destroy; // not reached; the strictest answer if a method is ever added unhandled
}

} // namespace ssd::requests
