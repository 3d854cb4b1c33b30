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
constexpr std::array<ZoneOffset, 54> kZones{{
    {"UTC", 0},         {"GMT", 0},         {"WET", 0},           {"WEST", 60},       {"BST", 60},
    {"CET", 60},        {"CEST", 120},      {"MET", 60},          {"MEST", 120},      {"WAT", 60},
    {"EET", 120},       {"EEST", 180},      {"CAT", 120},         {"SAST", 120},      {"IDT", 180},
    {"EAT", 180},       {"MSK", 180, 2015}, {"PKT", 300},         {"WIB", 420},       {"WITA", 480},
    {"HKT", 480},       {"AWST", 480},      {"WIT", 540},         {"JST", 540},       {"ACST", 570},
    {"ACDT", 630},      {"AEST", 600},      {"AEDT", 660},        {"ChST", 600},      {"NZST", 720},
    {"NZDT", 780},      {"NST", -210},      {"NDT", -150},        {"AST", -240},      {"ADT", -180},
    {"EST", -300},      {"EDT", -240},      {"MST", -420},        {"MDT", -360},      {"PDT", -420},
    {"AKST", -540},     {"AKDT", -480},     {"HST", -600},
    // Russia's zones as tzdata named them until 2016 (offsets fixed since 2014-10-26),
    // and Asian zones older tzdata still prints.
    {"SAMT", 240, 2015}, {"YEKT", 300, 2015}, {"OMST", 360, 2015}, {"KRAT", 420, 2015}, {"IRKT", 480, 2015},
    {"YAKT", 540, 2015}, {"VLAT", 600, 2015}, {"SGT", 480},        {"ICT", 420},        {"PHT", 480},
    {"NPT", 345},
}};

// Abbreviations tzdata uses for more than one offset, with what each can mean.
struct AmbiguousZone {
    std::string_view abbreviation;
    std::string_view meanings;
};
constexpr std::array<AmbiguousZone, 5> kAmbiguousZones{{
    {"CST", "US Central -06:00, Cuba -05:00, China +08:00"},
    {"CDT", "US Central -05:00, Cuba -04:00"},
    {"IST", "Ireland +01:00, Israel +02:00, India +05:30"},
    {"PST", "US Pacific -08:00, Philippines +08:00"},
    {"KST", "South Korea +09:00, North Korea +08:30 (2015-2018)"},
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

// "HH", "HHMM" or "HH:MM" after the sign → minutes.
std::optional<int> offset_minutes(std::string_view digits) {
    std::string_view hours = digits;
    std::string_view minutes;
    if (const auto colon = digits.find(':'); colon != std::string_view::npos) {
        hours = digits.substr(0, colon);
        minutes = digits.substr(colon + 1);
        if (minutes.size() != 2) return std::nullopt;
    } else if (digits.size() == 4) {
        hours = digits.substr(0, 2);
        minutes = digits.substr(2);
    }
    if (hours.empty() || hours.size() > 2) return std::nullopt;
    const auto h = number(hours);
    const auto m = minutes.empty() ? std::optional<int>(0) : number(minutes);
    if (!h || !m || *h < 0 || *m < 0 || *m > 59) return std::nullopt;
    const int total = *h * 60 + *m;
    if (total > 14 * 60) return std::nullopt;
    return total;
}

} // namespace

std::optional<int> numeric_zone_offset(std::string_view text) {
    if (text == "UTC" || text == "Z") return 0;
    // "UTC+8" (not "GMT+8": POSIX reads GMT+8 as eight hours *behind* UTC).
    if (text.starts_with("UTC")) text.remove_prefix(3);
    if (text.size() < 2 || (text[0] != '+' && text[0] != '-')) return std::nullopt;
    const auto minutes = offset_minutes(text.substr(1));
    if (!minutes) return std::nullopt;
    return (text[0] == '-' ? -*minutes : *minutes) * 60;
}

std::optional<std::string_view> ambiguous_zone_meanings(std::string_view abbreviation) {
    for (const auto& zone : kAmbiguousZones) {
        if (zone.abbreviation == abbreviation) return zone.meanings;
    }
    return std::nullopt;
}

std::optional<int> time_zone_offset(std::string_view abbreviation, int year) {
    for (const auto& zone : kZones) {
        if (zone.abbreviation == abbreviation) {
            if (year < zone.from_year) return std::nullopt;
            return zone.minutes_east * 60;
        }
    }
    return std::nullopt;
}

namespace {

// The parts of an asctime() time with its zone: weekday, month, day, clock, year, zone.
struct LocalTimeParts {
    std::int64_t local_seconds = 0; // the wall clock as if it were UTC
    int year = 0;
    std::string_view zone;
};

std::optional<LocalTimeParts> local_time_parts(std::string_view text) {
    // (a zone of several words is none we know)
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
    using namespace std::chrono;
    const year_month_day date{std::chrono::year{*year}, std::chrono::month{month},
                              std::chrono::day{static_cast<unsigned>(*day)}};
    if (!date.ok()) return std::nullopt;
    return LocalTimeParts{sys_days(date).time_since_epoch() / std::chrono::seconds(1) + *seconds, *year, parts[5]};
}

std::optional<int> zone_offset(const LocalTimeParts& parts) {
    if (auto numeric = numeric_zone_offset(parts.zone)) return numeric;
    return time_zone_offset(parts.zone, parts.year);
}

} // namespace

std::optional<std::int64_t> parse_smartctl_local_time(std::string_view text, std::optional<int> assumed_offset) {
    const auto parts = local_time_parts(text);
    if (!parts) return std::nullopt;
    const auto offset = zone_offset(*parts);
    if (offset) return parts->local_seconds - *offset;
    if (assumed_offset) return parts->local_seconds - *assumed_offset;
    return std::nullopt;
}

std::string local_time_problem(std::string_view text) {
    const auto parts = local_time_parts(text);
    if (!parts) return "\"" + std::string(text) + "\" is not a time smartctl prints";
    if (zone_offset(*parts)) return {};
    const std::string zone(parts->zone);
    if (const auto meanings = ambiguous_zone_meanings(parts->zone)) {
        return "its time zone " + zone + " stands for several offsets (" + std::string(*meanings) + ")";
    }
    if (time_zone_offset(parts->zone, 9999)) {
        return "its time zone " + zone + " had another offset in " + std::to_string(parts->year);
    }
    return "its time zone " + zone + " is not one this tool knows";
}

} // namespace ssd
