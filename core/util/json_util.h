// Small helpers shared by every JSON writer and reader.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

#include <nlohmann/json.hpp>

namespace ssd {

// The text of a document this tool writes (--json output, protocol lines). Its strings can
// hold bytes that are not UTF-8 (a drive's model or serial from hdparm or sysfs, a tool's
// stderr in a message), on which dump() throws; they become U+FFFD instead. A template so
// an ordered_json keeps its order.
template <typename Json>
std::string json_text(const Json& doc, int indent = -1) {
    return doc.dump(indent, ' ', false, Json::error_handler_t::replace);
}

// The value, or JSON null when it is unknown (docs/CONTRACT.md: unknown is null, never 0).
template <typename T>
nlohmann::json optional_json(const std::optional<T>& value) {
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

// The text, or JSON null when it is empty (nothing was read).
inline nlohmann::json text_or_null(const std::string& text) {
    return text.empty() ? nlohmann::json(nullptr) : nlohmann::json(text);
}

// The reverse, for the readers of our own documents: `object[key]` as T, or
// nullopt when the key is missing, null or of another type. Readers stay
// lenient so a document from an older or newer ssdtool still shows what it can.
//
// A whole number T takes only a number that fits it: nlohmann's get<int>() of 1e70 or of
// 2^40 is undefined or wraps (the fuzzer found the first in an nvme-cli self-test log).
template <typename T>
std::optional<T> json_whole_number(const nlohmann::json& value) {
    if (value.is_number_unsigned()) {
        const auto number = value.get<std::uint64_t>();
        return std::in_range<T>(number) ? std::optional<T>(static_cast<T>(number)) : std::nullopt;
    }
    if (value.is_number_integer()) {
        const auto number = value.get<std::int64_t>();
        return std::in_range<T>(number) ? std::optional<T>(static_cast<T>(number)) : std::nullopt;
    }
    if (value.is_number_float()) {
        // A whole number printed as a double: truncated, when it is within T's range
        // ([min, 2^digits): exact bounds as doubles).
        const double number = value.get<double>();
        if (!std::isfinite(number) || number < static_cast<double>(std::numeric_limits<T>::min()) ||
            number >= std::ldexp(1.0, std::numeric_limits<T>::digits)) {
            return std::nullopt;
        }
        return static_cast<T>(number);
    }
    return std::nullopt;
}

template <typename T>
std::optional<T> json_optional(const nlohmann::json& object, const char* key) {
    if (!object.is_object()) return std::nullopt;
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) return std::nullopt;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        return json_whole_number<T>(*it);
    } else {
        try {
            return it->get<T>();
        } catch (const nlohmann::json::exception&) {
            return std::nullopt;
        }
    }
}

template <typename T>
T json_or(const nlohmann::json& object, const char* key, T fallback) {
    return json_optional<T>(object, key).value_or(std::move(fallback));
}

// `object[key]` when it is an array, else an empty array (null reads as none).
inline const nlohmann::json& json_array(const nlohmann::json& object, const char* key) {
    static const nlohmann::json empty = nlohmann::json::array();
    if (!object.is_object()) return empty;
    const auto it = object.find(key);
    return it != object.end() && it->is_array() ? *it : empty;
}

// `object[key]` when it is an object, else an empty object.
inline const nlohmann::json& json_object(const nlohmann::json& object, const char* key) {
    static const nlohmann::json empty = nlohmann::json::object();
    if (!object.is_object()) return empty;
    const auto it = object.find(key);
    return it != object.end() && it->is_object() ? *it : empty;
}

} // namespace ssd
