// `alert-ack` and the report's alerts: the alert store opened through the
// caller's AlertAccess (the CLI's --database, the service's system database).
#include "core/requests/handlers.h"

namespace ssd::requests {

Result<alerts::StoredAlert> handle_alert_ack(HandlerServices& services, const AlertAckRequest& request) {
    if (services.alerts == nullptr) return fail(ErrorCode::Refused, "alerts are not kept here");
    auto store = services.alerts->open(true);
    if (!store) return tl::unexpected(store.error());
    return (*store)->acknowledge(request.alert_id, services.alerts->now(), request.note);
}

ReportAlerts read_report_alerts(const AlertAccess* access) {
    if (access == nullptr) return {{}, "alerts are not kept here"};
    auto store = access->open(false);
    if (!store) return {{}, store.error().message};
    auto open = (*store)->alerts({});
    if (!open) return {{}, open.error().message};
    return {std::move(*open), std::nullopt};
}

} // namespace ssd::requests
