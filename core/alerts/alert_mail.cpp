#include "core/alerts/alert_mail.h"

#include <chrono>
#include <cstdio>

#include "core/util/join.h"

namespace ssd::alerts {

namespace {

std::string base64(std::string_view bytes) {
    static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string encoded;
    const auto byte = [&](std::size_t at) { return static_cast<unsigned>(static_cast<unsigned char>(bytes[at])); };
    std::size_t i = 0;
    for (; i + 2 < bytes.size(); i += 3) {
        const unsigned n = byte(i) << 16U | byte(i + 1) << 8U | byte(i + 2);
        encoded += {kAlphabet[n >> 18], kAlphabet[(n >> 12) & 63], kAlphabet[(n >> 6) & 63], kAlphabet[n & 63]};
    }
    if (i + 1 == bytes.size()) {
        const unsigned n = byte(i) << 16U;
        encoded += {kAlphabet[n >> 18], kAlphabet[(n >> 12) & 63], '=', '='};
    } else if (i + 2 == bytes.size()) {
        const unsigned n = byte(i) << 16U | byte(i + 1) << 8U;
        encoded += {kAlphabet[n >> 18], kAlphabet[(n >> 12) & 63], kAlphabet[(n >> 6) & 63], '='};
    }
    return encoded;
}

// Header values are one line: a line break in a summary must not start a header of its own.
std::string one_line(std::string_view text) {
    std::string line(text);
    for (auto& c : line) {
        if (c == '\r' || c == '\n') c = ' ';
    }
    return line;
}

// Body lines with CRLF endings (and no bare CR or LF).
std::string crlf(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '\r') continue;
        if (c == '\n') out += "\r\n";
        else out += c;
    }
    return out;
}

// "alerts@example.org" or "SSD Toolbox <alerts@example.org>" → "example.org".
std::string domain_of(const std::string& address) {
    const auto at = address.rfind('@');
    if (at == std::string::npos) return "localhost";
    std::string domain = address.substr(at + 1);
    if (const auto close = domain.find('>'); close != std::string::npos) domain.erase(close);
    return domain.empty() ? "localhost" : domain;
}

} // namespace

std::string rfc5322_date(std::int64_t unix_seconds) {
    using namespace std::chrono;
    static constexpr const char* kDays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static constexpr const char* kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                              "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    const sys_seconds time{seconds{unix_seconds}};
    const auto day = floor<days>(time);
    const year_month_day date{day};
    const hh_mm_ss clock{time - day};
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%s, %02u %s %04d %02ld:%02ld:%02ld +0000",
                  kDays[weekday{day}.c_encoding()], static_cast<unsigned>(date.day()),
                  kMonths[static_cast<unsigned>(date.month()) - 1], static_cast<int>(date.year()),
                  static_cast<long>(clock.hours().count()), static_cast<long>(clock.minutes().count()),
                  static_cast<long>(clock.seconds().count()));
    return buffer;
}

std::string header_words(std::string_view text) {
    const std::string line = one_line(text);
    bool plain = true;
    for (const char c : line) plain = plain && c >= 0x20 && c < 0x7f;  // a byte >= 0x80 is negative
    if (plain) return line;
    // Encoded words are at most 75 characters: 45 bytes of text each (60 in base64),
    // cut between UTF-8 characters, never inside one.
    std::string words;
    std::size_t start = 0;
    while (start < line.size()) {
        std::size_t end = std::min(start + 45, line.size());
        while (end < line.size() && end > start && (static_cast<unsigned char>(line[end]) & 0xC0) == 0x80) --end;
        words += (words.empty() ? "" : "\r\n ") + std::string("=?UTF-8?B?") + base64(line.substr(start, end - start)) + "?=";
        start = end;
    }
    return words;
}

std::string mail_text(const Notice& notice, const EmailSettings& settings, std::int64_t now) {
    const std::string id = notice.test ? "test." + std::to_string(now)
                                       : "alert-" + std::to_string(notice.alert_id) + ".event-" +
                                             std::to_string(notice.event_id);
    std::string text;
    text += "From: " + one_line(settings.from) + "\r\n";
    text += "To: " + one_line(join(settings.to, ", ")) + "\r\n";
    text += "Subject: " + header_words("[SSD Toolbox] " + notice_title(notice)) + "\r\n";
    text += "Date: " + rfc5322_date(now) + "\r\n";
    text += "Message-ID: <ssd-toolbox." + id + "@" + one_line(domain_of(settings.from)) + ">\r\n";
    text += "MIME-Version: 1.0\r\n";
    text += "Content-Type: text/plain; charset=utf-8\r\n";
    text += "Content-Transfer-Encoding: 8bit\r\n";
    text += "X-SSD-Toolbox-Alert: " + (notice.test ? std::string("test") : std::to_string(notice.alert_id)) + "\r\n";
    text += "\r\n";
    text += crlf(notice_text(notice));
    return text;
}

} // namespace ssd::alerts
