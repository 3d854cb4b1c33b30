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
                      },
                      request);
}

Access access_of(const Request& request) {
    return std::visit(Overloaded{
                          [](const ListRequest&) { return Access::Read; },
                          [](const HealthRequest&) { return Access::Read; },
                          [](const CheckRequest&) { return Access::Read; },
                          [](const ReportRequest&) { return Access::Read; },
                          [](const BenchRequest& r) {
                              // Raw-device writes destroy data; a read-only run or a dry run reads.
                              const bool writes = !r.options.dry_run &&
                                                  r.options.preset != "read-scan" &&
                                                  !(r.options.access && !bench::writes(*r.options.access));
                              return writes ? Access::Destroy : Access::Read;
                          },
                          [](const actions::TrimRequest& r) { return r.dry_run ? Access::Read : Access::Configure; },
                          [](const PeriodicTrimRequest& r) { return r.dry_run ? Access::Read : Access::Configure; },
                          [](const actions::DiscardRequest& r) { return r.dry_run ? Access::Read : Access::Destroy; },
                          [](const actions::EraseRequest& r) { return r.dry_run ? Access::Read : Access::Destroy; },
                          [](const actions::FirmwareRequest& r) { return r.dry_run ? Access::Read : Access::Destroy; },
                          [](const SwapRequest& r) {
                              return r.action == SwapAction::Show || r.dry_run ? Access::Read : Access::Configure;
                          },
                          [](const HibernationRequest& r) {
                              return r.action == HibernationAction::Show || r.dry_run ? Access::Read
                                                                                      : Access::Configure;
                          },
                      },
                      request);
}

} // namespace ssd::requests
