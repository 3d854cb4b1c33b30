// An alert as an e-mail (RFC 5322): headers From, To, Subject, Date, Message-ID,
// MIME 1.0 UTF-8 plain text; lines end in CRLF as SMTP wants them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/alerts/alert_config.h"
#include "core/alerts/alert_notice.h"

namespace ssd::alerts {

std::string mail_text(const Notice& notice, const EmailSettings& settings, std::int64_t now);

// "Tue, 24 Nov 2026 18:14:25 +0000" (RFC 5322 section 3.3, in UTC).
std::string rfc5322_date(std::int64_t unix_seconds);

// The text as is when it is printable ASCII, else one RFC 2047 encoded word
// per chunk ("=?UTF-8?B?…?="): a drive's summary may say "°C".
std::string header_words(std::string_view text);

} // namespace ssd::alerts
