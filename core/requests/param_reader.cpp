#include "core/requests/param_reader.h"

#include <algorithm>

#include "core/util/json_util.h"
#include "core/util/units.h"

namespace ssd::requests {

namespace {

constexpr std::size_t kMaxEchoedText = 120;

} // namespace

void throw_invalid(std::string message) { throw InvalidParams{std::move(message)}; }

std::string echo(std::string_view text) {
    if (text.size() <= kMaxEchoedText) return std::string(text);
    return std::string(text.substr(0, kMaxEchoedText)) + "…";
}

ParamReader::ParamReader(const nlohmann::json& params, std::span<const std::string_view> allowed)
    : params_(params.is_null() ? nlohmann::json::object() : params) {
    if (!params_.is_object()) throw_invalid("params must be an object");
    for (const auto& [key, value] : params_.items()) {
        if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
            throw_invalid("unknown parameter \"" + echo(key) + "\"");
        }
    }
}

bool ParamReader::has(const char* key) const { return params_.contains(key) && !params_[key].is_null(); }

std::optional<std::string> ParamReader::text(const char* key) const {
    if (!has(key)) return std::nullopt;
    const auto& value = params_[key];
    auto checked = json_as<std::string>(value);
    if (!checked) throw_invalid(std::string(key) + " must be a string");
    auto result = std::move(*checked);
    if (result.empty()) throw_invalid(std::string(key) + " must not be empty");
    if (result.front() == '-') throw_invalid(std::string(key) + " must not start with '-': \"" + echo(result) + "\"");
    if (std::any_of(result.begin(), result.end(),
                    [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; })) {
        throw_invalid(std::string(key) + " contains a control character");
    }
    return result;
}

std::optional<std::string> ParamReader::lines(const char* key, std::size_t max_bytes) const {
    if (!has(key)) return std::nullopt;
    auto checked = json_as<std::string>(params_[key]);
    if (!checked) throw_invalid(std::string(key) + " must be a string");
    if (checked->empty()) throw_invalid(std::string(key) + " must not be empty");
    if (checked->size() > max_bytes) {
        throw_invalid(std::string(key) + " is " + std::to_string(checked->size()) + " bytes, more than the " +
                      std::to_string(max_bytes) + " a request carries");
    }
    if (std::any_of(checked->begin(), checked->end(), [](char c) {
            const auto byte = static_cast<unsigned char>(c);
            return (byte < 0x20 && c != '\n' && c != '\t') || byte == 0x7f;
        })) {
        throw_invalid(std::string(key) + " contains a control character other than newline and tab");
    }
    return std::move(*checked);
}

std::string ParamReader::required_text(const char* key) const {
    auto value = text(key);
    if (!value) throw_invalid(std::string(key) + " is required");
    return *value;
}

bool ParamReader::flag(const char* key) const {
    if (!has(key)) return false;
    const auto checked = json_as<bool>(params_[key]);
    if (!checked) throw_invalid(std::string(key) + " must be true or false");
    return *checked;
}

std::optional<double> ParamReader::number(const char* key, double low, double high) const {
    if (!has(key)) return std::nullopt;
    const auto checked = json_as<double>(params_[key]);
    if (!checked) throw_invalid(std::string(key) + " must be a number");
    const double value = *checked;
    if (!(value >= low && value <= high)) throw_invalid(std::string(key) + " is out of range");
    return value;
}

std::optional<std::uint64_t> ParamReader::whole_number(const char* key, std::uint64_t low, std::uint64_t high) const {
    if (!has(key)) return std::nullopt;
    const auto& value = params_[key];
    // Written as an integer (a request's 3.0 is a client's mistake worth naming).
    const auto checked = value.is_number_float() ? std::nullopt : json_as<std::uint64_t>(value);
    if (!checked) throw_invalid(std::string(key) + " must be a whole number");
    const auto number = *checked;
    if (number < low || number > high) throw_invalid(std::string(key) + " is out of range");
    return number;
}

std::optional<std::uint64_t> ParamReader::size(const char* key) const {
    const auto value = text(key);
    if (!value) return std::nullopt;
    const auto bytes = value->size() <= 20 ? parse_size(*value) : std::nullopt;
    if (!bytes) throw_invalid(std::string(key) + " must be digits with an optional k, m, g or t suffix");
    return bytes;
}

std::vector<std::string> ParamReader::texts(const char* key) const {
    std::vector<std::string> result;
    if (!has(key)) return result;
    if (!params_[key].is_array()) throw_invalid(std::string(key) + " must be an array of strings");
    for (const auto& item : params_[key]) {
        const ParamReader one(nlohmann::json{{"item", item}}, {"item"});
        result.push_back(one.required_text("item"));
    }
    return result;
}

} // namespace ssd::requests
