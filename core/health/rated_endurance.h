// How much of its rated write endurance a drive has used. Manufacturers rate a
// drive for a number of terabytes written (TBW) or drive writes per day (DWPD)
// over the warranty; no drive reports it, so the ratings come from a data file
// (resources/endurance/ssd-rated-endurance.json, each entry citing its source),
// from the user's own file of the same format, or from --rated-tbw for one
// drive. Like the advisories, core reads no files: callers pass the text.
#pragma once

#include <cstdint>
#include <optional>
#include <regex>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/util/enum_table.h"
#include "core/util/error.h"

namespace ssd {

// Where a rating's figure was read: the manufacturer's datasheet or product
// page, a retailer's listing, a review or third-party table, or the user.
enum class RatingSourceKind { Manufacturer, Retailer, Review, User };
inline constexpr EnumTable<RatingSourceKind, 4> kRatingSourceKinds{{{
    {RatingSourceKind::Manufacturer, "manufacturer", "the manufacturer"},
    {RatingSourceKind::Retailer, "retailer", "a retailer's listing"},
    {RatingSourceKind::Review, "review", "a review or third-party table"},
    {RatingSourceKind::User, "user", "set by the user"},
}}};

// What a rating given by hand may be, in TB written: from 1 GB to an exabyte.
inline constexpr double kMinRatedTbw = 0.001;
inline constexpr double kMaxRatedTbw = 1e6;

struct EnduranceRating {
    std::string id;             // "samsung-860-evo-500gb"; "" for --rated-tbw
    std::string model_pattern;  // ECMAScript regex matching the whole model string
    std::optional<std::uint64_t> capacity_gb;  // decimal GB; nullopt: any capacity (a user's rating)
    std::optional<double> rated_tbw;  // TB (10^12 bytes) written over the warranty
    std::optional<double> dwpd;       // or drive writes per day over the warranty
    std::optional<int> warranty_years;
    std::vector<std::string> sources;
    RatingSourceKind source_kind = RatingSourceKind::Manufacturer;
    std::regex model_regex;

    // The rating in bytes for a drive of `capacity_bytes` (DWPD needs it).
    std::optional<std::uint64_t> rated_bytes(std::optional<std::uint64_t> capacity_bytes) const;
};

// Parses a ratings file ({"format": 1, "drives": [...]}). Every entry has an
// id (unique), a model_regex that compiles, capacity_gb, exactly one of
// rated_tbw and dwpd (dwpd needs warranty_years), and http(s) sources unless
// its source_kind is "user" (a user's entry may also leave out capacity_gb). Errors: InputEmpty, InputMalformed naming the entry.
Result<std::vector<EnduranceRating>> load_endurance_ratings(std::string_view json_text);

// The rating of one drive given on the command line (--rated-tbw): any model, any capacity.
EnduranceRating user_rating(double rated_tbw);

// The first rating whose regex matches the whole model and whose capacity_gb
// is within 2 % of the drive's capacity (500 and 512 GB stay apart); an entry
// without capacity_gb matches any. nullptr when none does.
const EnduranceRating* match_endurance_rating(std::span<const EnduranceRating> ratings, const std::string& model,
                                              std::optional<std::uint64_t> capacity_bytes);

// What `health` says of the drive's rated endurance.
struct RatedEnduranceFacts {
    std::optional<std::uint64_t> host_bytes;   // written by the host so far (WriteFacts::host_bytes)
    std::optional<EnduranceRating> rating;      // the matching rating; nullopt: none known
    std::optional<std::uint64_t> rated_bytes;
    std::optional<double> used_percent;         // host bytes / rated bytes × 100
    std::string reason;                         // why used_percent is null, in words; "" when known
};

RatedEnduranceFacts rated_endurance_of(std::span<const EnduranceRating> ratings, const std::string& model,
                                       std::optional<std::uint64_t> capacity_bytes,
                                       std::optional<std::uint64_t> host_bytes);

// "600 TBW over 5 years (samsung-860-evo-500gb, from the manufacturer)".
std::string describe_rating(const EnduranceRating& rating);

} // namespace ssd
