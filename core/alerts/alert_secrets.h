// The secrets file (/etc/ssd-toolbox/alert-secrets.json, root-only): a JSON object
// of name → value ({"smtp-password": "…", "gotify-token": "…"}) that channels refer
// to by name, so the configuration file can be readable by everyone. The platform
// loader checks the file's owner and mode (platform/alert_delivery.h); here the
// text is read and values are kept out of every message, log and record.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/util/error.h"

namespace ssd::alerts {

class Secrets {
public:
    Secrets() = default;
    explicit Secrets(std::map<std::string, std::string> values) : values_(std::move(values)) {}

    // The value, or InputMalformed naming the secret (never its value) and where it should be.
    Result<std::string> value(const std::string& name) const;
    // Every value, for redact().
    std::vector<std::string> values() const;
    bool empty() const { return values_.empty(); }

private:
    std::map<std::string, std::string> values_;
};

// The file's text: an object of non-empty strings; anything else is InputMalformed
// (the message names keys, never values).
Result<Secrets> parse_secrets(std::string_view text);

// `text` with every occurrence of each secret value, and its URL-encoded form, replaced by
// "[secret]"; then every URL's user information and query value replaced by "[redacted]"
// (curl's error text may quote the URL, and a webhook's token may sit in its query).
// Used on every error before it is stored, printed or logged.
std::string redact(std::string_view text, const std::vector<std::string>& secret_values);

// A URL for people: scheme, host and path, user information and query values hidden.
std::string redact_url(std::string_view url);

} // namespace ssd::alerts
