#include "core/alerts/delivery_words.h"

#include "core/util/time_text.h"

namespace ssd::alerts {

using nlohmann::json;

json delivery_json(const Delivery& delivery) {
    const bool pending = delivery.status == DeliveryStatus::Pending;
    return {{"channel", delivery.channel},
            {"status", kDeliveryStatuses.wire(delivery.status)},
            {"attempts", delivery.attempts},
            {"next_attempt", pending ? json(iso_utc(delivery.next_attempt)) : json(nullptr)},
            {"sent", delivery.sent ? json(iso_utc(*delivery.sent)) : json(nullptr)},
            {"last_error", delivery.last_error.empty() ? json(nullptr) : json(delivery.last_error)}};
}

std::string delivery_line(const Delivery& delivery) {
    const std::string error = delivery.last_error.empty() ? "" : " (" + delivery.last_error + ")";
    switch (delivery.status) {
    case DeliveryStatus::Sent:
        return delivery.channel + ": sent " + iso_utc(delivery.sent.value_or(0));
    case DeliveryStatus::GaveUp:
        return delivery.channel + ": gave up after " + std::to_string(delivery.attempts) + " attempt(s)" + error;
    case DeliveryStatus::Pending:
        break;
    }
    if (delivery.attempts == 0) return delivery.channel + ": waiting to be sent";
    return delivery.channel + ": waiting, attempt " + std::to_string(delivery.attempts) + " failed" + error +
           ", next at " + iso_utc(delivery.next_attempt);
}

} // namespace ssd::alerts
