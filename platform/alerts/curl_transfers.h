// The two libcurl transfers alert delivery makes: one mail through SMTP, one JSON
// POST. Each is bounded by `timeout` (connect included); the error says what failed
// in curl's words and is redacted by the caller's core code before it is kept.
#pragma once

#include <chrono>
#include <string>

#include "core/alerts/outgoing.h"

namespace ssd::alerts {

// Empty on success, else why not.
std::string send_mail(const MailMessage& message, std::chrono::milliseconds timeout);
std::string post_json(const HttpPost& message, std::chrono::milliseconds timeout);

} // namespace ssd::alerts
