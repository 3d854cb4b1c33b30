#include "core/health/rated_endurance.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "core/util/json_depth.h"
#include "core/util/json_util.h"

namespace ssd {

namespace {

using nlohmann::json;

constexpr double kBytesPerTerabyte = 1e12;
constexpr double kBytesPerGigabyte = 1e9;
constexpr double kDaysPerYear = 365;
// Capacities of one family differ by 2.4 % at the closest (500 and 512 GB,
// 1000 and 1024 GB); a drive reports a little over its nominal size.
constexpr double kCapacityTolerance = 0.02;

tl::unexpected<Error> bad(const std::string& where, const std::string& what) {
    return fail(ErrorCode::InputMalformed, "rated endurance " + where + ": " + what);
}

std::optional<double> positive_number(const json& entry, const char* key) {
    const auto number = json_lenient<double>(entry, key);
    return number && *number > 0 ? number : std::nullopt;
}

// The text of `source` when it is an http(s) URL.
std::optional<std::string> url_text(const json& source) {
    auto text = json_as<std::string>(source);
    if (!text || !(text->starts_with("https://") || text->starts_with("http://"))) return std::nullopt;
    return text;
}

Result<EnduranceRating> parse_rating(const json& entry, std::size_t index) {
    const std::string where = "entry " + std::to_string(index);
    if (!entry.is_object()) return bad(where, "is not an object");
    EnduranceRating rating;
    for (auto [field, key] : {std::pair{&rating.id, "id"}, std::pair{&rating.model_pattern, "model_regex"}}) {
        auto text = json_lenient<std::string>(entry, key);
        if (!text || text->empty()) {
            return bad(where, std::string("\"") + key + "\" is missing or not a non-empty string");
        }
        *field = std::move(*text);
    }
    const std::string named = "entry " + rating.id;
    if (const auto kind = entry.find("source_kind"); kind != entry.end()) {
        const auto text = json_as<std::string>(*kind);
        const auto parsed = text ? kRatingSourceKinds.parse(*text) : std::nullopt;
        if (!parsed) return bad(named, "source_kind must be " + kRatingSourceKinds.wire_list());
        rating.source_kind = *parsed;
    } else {
        return bad(named, "has no source_kind");
    }
    const auto capacity = entry.find("capacity_gb");
    if (capacity != entry.end()) {
        const auto gb = capacity->is_number_unsigned() ? json_as<std::uint64_t>(*capacity) : std::nullopt;
        if (!gb || *gb == 0) return bad(named, "capacity_gb must be a whole number of GB above 0");
        rating.capacity_gb = *gb;
    } else if (rating.source_kind != RatingSourceKind::User) {
        return bad(named, "has no capacity_gb");
    }
    rating.rated_tbw = positive_number(entry, "rated_tbw");
    rating.dwpd = positive_number(entry, "dwpd");
    if (rating.rated_tbw.has_value() == rating.dwpd.has_value()) {
        return bad(named, "give exactly one of rated_tbw and dwpd, a number above 0");
    }
    if (const auto years = entry.find("warranty_years"); years != entry.end()) {
        // Checked into an int: a count that does not fit one (2^32 + 5) is refused, not wrapped to a small one.
        const auto count = years->is_number_unsigned() ? json_as<int>(*years) : std::nullopt;
        if (!count || *count <= 0) return bad(named, "warranty_years must be a whole number above 0");
        rating.warranty_years = *count;
    }
    if (rating.dwpd && !rating.warranty_years) return bad(named, "dwpd needs warranty_years");
    const auto sources = entry.find("sources");
    if (sources != entry.end() && !sources->is_array()) return bad(named, "sources must be a list of URLs");
    if (sources != entry.end()) {
        for (const auto& source : *sources) {
            auto url = url_text(source);
            if (!url) return bad(named, "sources must be http(s) URLs");
            rating.sources.push_back(std::move(*url));
        }
    }
    // A figure nobody can check is not a fact: only the user may rate a drive without a source.
    if (rating.sources.empty() && rating.source_kind != RatingSourceKind::User) return bad(named, "cites no sources");
    try {
        rating.model_regex = std::regex(rating.model_pattern, std::regex::ECMAScript);
    } catch (const std::regex_error& error) {
        return bad(named, std::string("model_regex does not compile: ") + error.what());
    }
    return rating;
}

bool capacity_fits(const EnduranceRating& rating, std::optional<std::uint64_t> capacity_bytes) {
    if (!rating.capacity_gb) return true;
    if (!capacity_bytes) return false;
    const double nominal = static_cast<double>(*rating.capacity_gb) * kBytesPerGigabyte;
    return std::abs(static_cast<double>(*capacity_bytes) - nominal) <= kCapacityTolerance * nominal;
}

std::string number_text(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

} // namespace

std::optional<std::uint64_t> EnduranceRating::rated_bytes(std::optional<std::uint64_t> capacity_bytes) const {
    if (rated_tbw) return static_cast<std::uint64_t>(std::llround(*rated_tbw * kBytesPerTerabyte));
    if (!dwpd || !warranty_years) return std::nullopt;
    // Manufacturers rate DWPD against the nominal capacity.
    const double capacity = capacity_gb ? static_cast<double>(*capacity_gb) * kBytesPerGigabyte
                                        : static_cast<double>(capacity_bytes.value_or(0));
    if (capacity <= 0) return std::nullopt;
    return static_cast<std::uint64_t>(std::llround(*dwpd * capacity * kDaysPerYear * *warranty_years));
}

Result<std::vector<EnduranceRating>> load_endurance_ratings(std::string_view json_text) {
    if (std::all_of(json_text.begin(), json_text.end(), [](unsigned char c) { return std::isspace(c) != 0; })) {
        return fail(ErrorCode::InputEmpty, "the rated endurance file is empty");
    }
    const json doc = parse_outside_json(json_text);
    if (doc.is_discarded() || !doc.is_object()) {
        return fail(ErrorCode::InputMalformed, "the rated endurance file is not a JSON object");
    }
    if (const auto format = doc.find("format"); format == doc.end() || *format != 1) {
        return fail(ErrorCode::InputMalformed, "the rated endurance file is not of format 1");
    }
    const auto list = doc.find("drives");
    if (list == doc.end() || !list->is_array()) {
        return fail(ErrorCode::InputMalformed, "the rated endurance file has no \"drives\" array");
    }
    std::vector<EnduranceRating> ratings;
    std::size_t index = 0;
    for (const auto& entry : *list) {
        auto rating = parse_rating(entry, index++);
        if (!rating) return tl::unexpected(rating.error());
        if (std::any_of(ratings.begin(), ratings.end(), [&](const EnduranceRating& r) { return r.id == rating->id; })) {
            return bad("entry " + rating->id, "the id appears twice");
        }
        ratings.push_back(std::move(*rating));
    }
    return ratings;
}

EnduranceRating user_rating(double rated_tbw) {
    EnduranceRating rating;
    rating.model_pattern = ".*";
    rating.model_regex = std::regex(rating.model_pattern);
    rating.rated_tbw = rated_tbw;
    rating.source_kind = RatingSourceKind::User;
    return rating;
}

const EnduranceRating* match_endurance_rating(std::span<const EnduranceRating> ratings, const std::string& model,
                                              std::optional<std::uint64_t> capacity_bytes) {
    for (const auto& rating : ratings) {
        if (capacity_fits(rating, capacity_bytes) && std::regex_match(model, rating.model_regex)) return &rating;
    }
    return nullptr;
}

RatedEnduranceFacts rated_endurance_of(std::span<const EnduranceRating> ratings, const std::string& model,
                                       std::optional<std::uint64_t> capacity_bytes,
                                       std::optional<std::uint64_t> host_bytes) {
    RatedEnduranceFacts facts;
    facts.host_bytes = host_bytes;
    const EnduranceRating* match = match_endurance_rating(ratings, model, capacity_bytes);
    if (match == nullptr) {
        facts.reason = "no rated endurance is known for this model and capacity (give one with --rated-tbw, or "
                       "add the drive to your own rated-endurance.json)";
        return facts;
    }
    facts.rating = *match;
    facts.rated_bytes = match->rated_bytes(capacity_bytes);
    if (!facts.rated_bytes || *facts.rated_bytes == 0) {
        facts.reason = "the rating cannot be turned into bytes without the drive's capacity";
    } else if (!host_bytes) {
        facts.reason = "the drive's host writes are not known, so the part of its rating used cannot be told";
    } else {
        facts.used_percent = std::round(static_cast<double>(*host_bytes) / static_cast<double>(*facts.rated_bytes) *
                                        1000.0) / 10.0;
    }
    return facts;
}

std::string describe_rating(const EnduranceRating& rating) {
    std::string text = rating.rated_tbw ? number_text(*rating.rated_tbw) + " TBW"
                                        : number_text(rating.dwpd.value_or(0)) + " drive writes a day";
    if (rating.warranty_years) text += " over " + std::to_string(*rating.warranty_years) + " years";
    text += " (";
    if (!rating.id.empty()) text += rating.id + ", ";
    text += std::string(kRatingSourceKinds.label(rating.source_kind)) + ")";
    return text;
}

} // namespace ssd
