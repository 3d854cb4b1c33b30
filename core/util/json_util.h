// Small helpers shared by every JSON writer and reader.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

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

// Whether T is a std::vector (json_as reads those element by element).
template <typename T>
struct is_vector : std::false_type {};
template <typename E, typename A>
struct is_vector<std::vector<E, A>> : std::true_type {};

// The one checked conversion of a JSON value to T, for every reader: nullopt when the value
// is not a T. A whole number T takes only a number that fits it (nlohmann's get<int>() of 1e70
// is undefined behaviour and 2^40 wraps: the fuzzer found the first in an nvme-cli self-test
// log); a whole number written as a double ("3.0") is taken when it is whole and in range; a
// floating T takes any finite number; a string or bool only that; a vector only an array
// whose every element converts.
template <typename T>
std::optional<T> json_as(const nlohmann::json& value) {
    if constexpr (std::is_same_v<T, bool>) {
        if (value.is_boolean()) return value.get<bool>();
        return std::nullopt;
    } else if constexpr (std::is_integral_v<T>) {
        if (value.is_number_unsigned()) {
            const auto number = value.get<std::uint64_t>();
            return std::in_range<T>(number) ? std::optional<T>(static_cast<T>(number)) : std::nullopt;
        }
        if (value.is_number_integer()) {
            const auto number = value.get<std::int64_t>();
            return std::in_range<T>(number) ? std::optional<T>(static_cast<T>(number)) : std::nullopt;
        }
        if (value.is_number_float()) {
            // Within [min, 2^digits) (exact bounds as doubles) and without a fraction.
            const double number = value.get<double>();
            if (!std::isfinite(number) || number != std::trunc(number) ||
                number < static_cast<double>(std::numeric_limits<T>::min()) ||
                number >= std::ldexp(1.0, std::numeric_limits<T>::digits)) {
                return std::nullopt;
            }
            return static_cast<T>(number);
        }
        return std::nullopt;
    } else if constexpr (std::is_floating_point_v<T>) {
        if (!value.is_number()) return std::nullopt;
        const double number = value.get<double>();
        if (!std::isfinite(number) || std::abs(number) > static_cast<double>(std::numeric_limits<T>::max())) {
            return std::nullopt;
        }
        return static_cast<T>(number);
    } else if constexpr (std::is_same_v<T, std::string>) {
        if (value.is_string()) return value.get_ref<const std::string&>();
        return std::nullopt;
    } else if constexpr (is_vector<T>::value) {
        if (!value.is_array()) return std::nullopt;
        T items;
        for (const auto& element : value) {
            auto item = json_as<typename T::value_type>(element);
            if (!item) return std::nullopt;
            items.push_back(std::move(*item));
        }
        return items;
    } else {
        static_assert(is_vector<T>::value, "json_as: a number, bool, string or vector of them");
    }
}

// A string value as a view of the document's own text (valid while the document lives), for
// readers that keep views instead of copies.
inline std::optional<std::string_view> json_string_view(const nlohmann::json& value) {
    if (!value.is_string()) return std::nullopt;
    return std::string_view(value.get_ref<const std::string&>());
}

// What json_as<T> takes, for the error that refuses anything else.
template <typename T>
std::string json_expected() {
    if constexpr (std::is_same_v<T, bool>) {
        return "true or false";
    } else if constexpr (std::is_integral_v<T>) {
        return "a whole number from " + std::to_string(std::numeric_limits<T>::min()) + " to " +
               std::to_string(std::numeric_limits<T>::max());
    } else if constexpr (std::is_floating_point_v<T>) {
        return "a number";
    } else if constexpr (std::is_same_v<T, std::string>) {
        return "a string";
    } else {
        return "a list in which each item is " + json_expected<typename T::value_type>();
    }
}

// A field of a saved document or an answer that is there but is not what its reader needs
// (another type, a fraction where a whole number belongs, out of range). The reader refuses
// the document with it; the message names the key.
class JsonFieldError : public std::invalid_argument {
public:
    JsonFieldError(const std::string& key, const std::string& expected, const nlohmann::json& value)
        : std::invalid_argument("\"" + key + "\" must be " + expected + ", not " + shown(value)), key_(key) {}
    const std::string& key() const { return key_; }

private:
    static std::string shown(const nlohmann::json& value) {
        constexpr std::size_t kMaxShown = 40;
        std::string text = json_text(value);
        return text.size() <= kMaxShown ? text : text.substr(0, kMaxShown) + "…";
    }
    std::string key_;
};

// The readers of our own documents: `object[key]` as T, or nullopt when the key is missing or
// null (an optional field; also when `object` is no object: an older or newer document still
// shows what it can). A value that is there but is no T throws JsonFieldError.
template <typename T>
std::optional<T> json_optional(const nlohmann::json& object, const char* key) {
    if (!object.is_object()) return std::nullopt;
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) return std::nullopt;
    auto value = json_as<T>(*it);
    if (!value) throw JsonFieldError(key, json_expected<T>(), *it);
    return value;
}

// The readers of other tools' output (smartctl, nvme-cli), whose fields change between
// versions: `object[key]` as T, or nullopt when it is missing, null or no T.
template <typename T>
std::optional<T> json_lenient(const nlohmann::json& object, const char* key) {
    if (!object.is_object()) return std::nullopt;
    const auto it = object.find(key);
    if (it == object.end() || it->is_null()) return std::nullopt;
    return json_as<T>(*it);
}

template <typename T>
T json_or(const nlohmann::json& object, const char* key, T fallback) {
    return json_optional<T>(object, key).value_or(std::move(fallback));
}

template <typename T>
T json_lenient_or(const nlohmann::json& object, const char* key, T fallback) {
    return json_lenient<T>(object, key).value_or(std::move(fallback));
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
