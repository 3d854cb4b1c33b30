#include "core/smart/smartctl_local_time.h"

#include <array>
#include <charconv>
#include <chrono>
#include <string>

#include "core/smart/smartctl_text_numbers.h"

namespace ssd {

namespace {

struct ZoneOffset {
    std::string_view abbreviation;
    int minutes_east;
    int from_year = 0; // the offset holds for times in this year and later
};

// See time_zone_offset() in the header for what is in this table and what is not.
constexpr std::array<ZoneOffset, 43> kZones{{
    {"UTC", 0},         {"GMT", 0},         {"WET", 0},           {"WEST", 60},       {"BST", 60},
    {"CET", 60},        {"CEST", 120},      {"MET", 60},          {"MEST", 120},      {"WAT", 60},
    {"EET", 120},       {"EEST", 180},      {"CAT", 120},         {"SAST", 120},      {"IDT", 180},
    {"EAT", 180},       {"MSK", 180, 2015}, {"PKT", 300},         {"WIB", 420},       {"WITA", 480},
    {"HKT", 480},       {"AWST", 480},      {"WIT", 540},         {"JST", 540},       {"ACST", 570},
    {"ACDT", 630},      {"AEST", 600},      {"AEDT", 660},        {"ChST", 600},      {"NZST", 720},
    {"NZDT", 780},      {"NST", -210},      {"NDT", -150},        {"AST", -240},      {"ADT", -180},
    {"EST", -300},      {"EDT", -240},      {"MST", -420},        {"MDT", -360},      {"PDT", -420},
    {"AKST", -540},     {"AKDT", -480},     {"HST", -600},
}};

constexpr std::array<std::string_view, 12> kMonths{"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                   "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

std::optional<int> number(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// "12:52:23" → seconds into the day.
std::optional<int> clock_seconds(std::string_view text) {
    if (text.size() != 8 || text[2] != ':' || text[5] != ':') return std::nullopt;
    const auto h = number(text.substr(0, 2)), m = number(text.substr(3, 2)), s = number(text.substr(6, 2));
    if (!h || !m || !s || *h > 23 || *m > 59 || *s > 60) return std::nullopt;
    return *h * 3600 + *m * 60 + *s;
}

} // namespace

std::optional<int> time_zone_offset(std::string_view abbreviation, int year) {
    for (const auto& zone : kZones) {
        if (zone.abbreviation == abbreviation) {
            if (year < zone.from_year) return std::nullopt;
            return zone.minutes_east * 60;
        }
    }
    return std::nullopt;
}

std::optional<std::int64_t> parse_smartctl_local_time(std::string_view text) {
    // weekday, month, day, clock, year, zone (a zone of several words is none we know)
    const auto parts = split_words(text);
    if (parts.size() != 6) return std::nullopt;
    unsigned month = 0;
    for (unsigned index = 0; index < kMonths.size(); ++index) {
        if (kMonths[index] == parts[1]) month = index + 1;
    }
    const auto day = number(parts[2]);
    const auto seconds = clock_seconds(parts[3]);
    const auto year = number(parts[4]);
    if (month == 0 || !day || *day < 1 || !seconds || !year) return std::nullopt;
    const auto offset = time_zone_offset(parts[5], *year);
    if (!offset) return std::nullopt;
    using namespace std::chrono;
    const year_month_day date{std::chrono::year{*year}, std::chrono::month{month},
                              std::chrono::day{static_cast<unsigned>(*day)}};
    if (!date.ok()) return std::nullopt;
    const std::int64_t local = sys_days(date).time_since_epoch() / std::chrono::seconds(1) + *seconds;
    return local - *offset;
}

} // namespace ssd
