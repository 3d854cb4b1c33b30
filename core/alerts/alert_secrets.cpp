#include "core/alerts/alert_secrets.h"
#include "core/util/json_depth.h"
#include "core/util/json_util.h"

#include <algorithm>
#include <cctype>

#include <nlohmann/json.hpp>

namespace ssd::alerts {

namespace {

constexpr std::string_view kSecretMark = "[secret]";
constexpr std::string_view kRedactedMark = "[redacted]";

void replace_all(std::string& text, std::string_view what, std::string_view with) {
    if (what.empty()) return;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + with.size())) {
        text.replace(at, what.size(), with);
    }
}

// RFC 3986 percent-encoding of everything but the unreserved characters: how a
// secret looks once put in a URL's query.
std::string percent_encoded(std::string_view value) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string encoded;
    for (const char byte : value) {
        const auto c = static_cast<unsigned char>(byte);
        if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~') {
            encoded += byte;
        } else {
            encoded += '%';
            encoded += kHex[c >> 4];
            encoded += kHex[c & 15];
        }
    }
    return encoded;
}

bool scheme_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.';
}

// Where a URL quoted in running text ends: at white space or the quotes and brackets around it.
bool url_end(char c) {
    return std::isspace(static_cast<unsigned char>(c)) || c == '"' || c == '\'' || c == '<' || c == '>' || c == ')' ||
           c == ']';
}

} // namespace

Result<std::string> Secrets::value(const std::string& name) const {
    const auto found = values_.find(name);
    if (found == values_.end()) {
        return fail(ErrorCode::InputMalformed, "the secret \"" + name + "\" is not in the secrets file");
    }
    return found->second;
}

std::vector<std::string> Secrets::values() const {
    std::vector<std::string> all;
    for (const auto& [name, value] : values_) all.push_back(value);
    return all;
}

Result<Secrets> parse_secrets(std::string_view text) {
    const auto document = parse_outside_json(text, /*ignore_comments=*/true);
    if (document.is_discarded() || !document.is_object()) {
        return fail(ErrorCode::InputMalformed, "the secrets file is not a JSON object of name → value");
    }
    std::map<std::string, std::string> values;
    for (const auto& [name, value] : document.items()) {
        auto secret = json_as<std::string>(value);
        if (!secret || secret->empty()) {
            return fail(ErrorCode::InputMalformed, "the secrets file: \"" + name + "\" must be a non-empty string");
        }
        values[name] = std::move(*secret);
    }
    return Secrets(std::move(values));
}

std::string redact_url(std::string_view url) {
    std::string result(url);
    const auto scheme_end = result.find("://");
    if (scheme_end == std::string::npos) return result;
    const auto authority = scheme_end + 3;
    const auto path = result.find_first_of("/?#", authority);
    const auto at = result.rfind('@', path == std::string::npos ? std::string::npos : path);
    if (at != std::string::npos && at >= authority && (path == std::string::npos || at < path)) {
        result.replace(authority, at - authority, kRedactedMark);
    }
    const auto query = result.find('?');
    if (query == std::string::npos) return result;
    const auto fragment = result.find('#', query);
    std::string rebuilt = result.substr(0, query + 1);
    const std::string params = result.substr(query + 1, fragment == std::string::npos ? std::string::npos : fragment - query - 1);
    std::size_t start = 0;
    while (start <= params.size()) {
        const auto end = std::min(params.find('&', start), params.size());
        const std::string param = params.substr(start, end - start);
        const auto equals = param.find('=');
        if (start > 0) rebuilt += '&';
        rebuilt += equals == std::string::npos ? std::string(kRedactedMark) : param.substr(0, equals + 1) + std::string(kRedactedMark);
        start = end + 1;
    }
    if (fragment != std::string::npos) rebuilt += result.substr(fragment);
    return rebuilt;
}

std::string redact(std::string_view text, const std::vector<std::string>& secret_values) {
    // URLs first (their user information and query values), then the secret values
    // wherever they are left (a token in a URL's path, a password in a server's reply).
    std::string result;
    std::size_t copied = 0;
    for (auto found = text.find("://"); found != std::string_view::npos; found = text.find("://", copied)) {
        std::size_t start = found;
        while (start > copied && scheme_char(text[start - 1])) --start;
        std::size_t end = found + 3;
        if (start == found) {  // "://" with no scheme before it
            result += text.substr(copied, end - copied);
            copied = end;
            continue;
        }
        while (end < text.size() && !url_end(text[end])) ++end;
        result += text.substr(copied, start - copied);
        result += redact_url(text.substr(start, end - start));
        copied = end;
    }
    result += text.substr(copied);
    // The longest first, so a secret that contains another is hidden whole.
    std::vector<std::string> secrets = secret_values;
    std::sort(secrets.begin(), secrets.end(), [](const auto& a, const auto& b) { return a.size() > b.size(); });
    for (const auto& secret : secrets) {
        replace_all(result, secret, kSecretMark);
        const auto encoded = percent_encoded(secret);
        if (encoded != secret) replace_all(result, encoded, kSecretMark);
    }
    return result;
}

} // namespace ssd::alerts
