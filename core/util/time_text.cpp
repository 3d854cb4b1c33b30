#include "core/util/time_text.h"

#include <charconv>
#include <chrono>
#include <cstdio>

namespace ssd {

namespace {

using namespace std::chrono;

std::optional<int> digits(std::string_view text, std::size_t at, std::size_t count) {
    if (at + count > text.size()) return std::nullopt;
    int value = 0;
    const auto [end, error] = std::from_chars(text.data() + at, text.data() + at + count, value);
    if (error != std::errc() || end != text.data() + at + count) return std::nullopt;
    return value;
}

std::optional<std::int64_t> parse_age(std::string_view text, std::int64_t now) {
    if (text.size() < 2) return std::nullopt;
    std::int64_t count = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size() - 1, count);
    if (error != std::errc() || end != text.data() + text.size() - 1 || count < 0) return std::nullopt;
    std::int64_t unit = 0;
    switch (text.back()) {
    case 'h': unit = 3600; break;
    case 'd': unit = kSecondsPerDay; break;
    case 'w': unit = 7 * kSecondsPerDay; break;
    case 'y': unit = 365 * kSecondsPerDay; break;
    default: return std::nullopt;
    }
    if (count > 1000 * 366) return std::nullopt;
    return now - count * unit;
}

// "YYYY-MM-DD", "YYYY-MM-DDTHH:MM", "YYYY-MM-DDTHH:MM:SS", each with an optional "Z".
std::optional<std::int64_t> parse_date_time(std::string_view text) {
    if (!text.empty() && text.back() == 'Z') text.remove_suffix(1);
    const auto y = digits(text, 0, 4), m = digits(text, 5, 2), d = digits(text, 8, 2);
    if (!y || !m || !d || text[4] != '-' || text[7] != '-') return std::nullopt;
    const year_month_day date{year{*y}, month{static_cast<unsigned>(*m)}, day{static_cast<unsigned>(*d)}};
    if (!date.ok()) return std::nullopt;
    std::int64_t seconds = sys_days(date).time_since_epoch() / std::chrono::seconds(1);
    if (text.size() == 10) return seconds;
    if (text.size() != 16 && text.size() != 19) return std::nullopt;
    if (text[10] != 'T' && text[10] != ' ') return std::nullopt;
    const auto hh = digits(text, 11, 2), mm = digits(text, 14, 2);
    if (!hh || !mm || text[13] != ':' || *hh > 23 || *mm > 59) return std::nullopt;
    std::optional<int> ss = 0;
    if (text.size() == 19) {
        ss = digits(text, 17, 2);
        if (!ss || text[16] != ':' || *ss > 59) return std::nullopt;
    }
    return seconds + *hh * 3600 + *mm * 60 + *ss;
}

} // namespace

std::string iso_utc(std::int64_t unix_seconds) {
    const sys_seconds point{seconds{unix_seconds}};
    const auto days = floor<std::chrono::days>(point);
    const year_month_day date{days};
    const hh_mm_ss time{point - days};
    char text[32];
    std::snprintf(text, sizeof text, "%04d-%02u-%02uT%02d:%02d:%02dZ", static_cast<int>(date.year()),
                  static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()),
                  static_cast<int>(time.hours().count()), static_cast<int>(time.minutes().count()),
                  static_cast<int>(time.seconds().count()));
    return text;
}

std::string iso_day(std::int64_t unix_seconds) { return iso_utc(unix_seconds).substr(0, 10); }

std::int64_t day_start(std::int64_t unix_seconds) {
    const sys_seconds point{seconds{unix_seconds}};
    return floor<days>(point).time_since_epoch() / seconds(1);
}

std::int64_t week_start(std::int64_t unix_seconds) {
    const sys_days day = floor<days>(sys_seconds{seconds{unix_seconds}});
    const auto since_monday = (weekday{day} - Monday).count();
    return (day - days{since_monday}).time_since_epoch() / seconds(1);
}

std::optional<std::int64_t> parse_time_point(std::string_view text, std::int64_t now) {
    if (auto age = parse_age(text, now)) return age;
    return parse_date_time(text);
}

} // namespace ssd
