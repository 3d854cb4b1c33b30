// Validated reads of one request's parameters (a JSON object from the wire).
// Every read checks the type and the shape; the first problem throws
// InvalidParams, which decode_request() (request_codec.cpp) turns into a
// typed error, so nothing here escapes the codec.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/util/enum_table.h"

namespace ssd::requests {

struct InvalidParams {
    std::string message;
};

[[noreturn]] void throw_invalid(std::string message);

// Received text as it may appear in a message: shortened.
std::string echo(std::string_view text);

class ParamReader {
public:
    // Refuses a non-object and any key not in `allowed`.
    ParamReader(const nlohmann::json& params, std::span<const std::string_view> allowed);
    ParamReader(const nlohmann::json& params, std::initializer_list<std::string_view> allowed)
        : ParamReader(params, std::span<const std::string_view>(allowed.begin(), allowed.size())) {}

    bool has(const char* key) const;
    // A non-empty string without control characters, not starting with '-'.
    std::optional<std::string> text(const char* key) const;
    std::string required_text(const char* key) const;
    // A non-empty string of many lines (newline and tab its only control characters), at
    // most max_bytes long.
    std::optional<std::string> lines(const char* key, std::size_t max_bytes) const;
    bool flag(const char* key) const;
    std::optional<double> number(const char* key, double low, double high) const;
    std::optional<std::uint64_t> whole_number(const char* key, std::uint64_t low, std::uint64_t high) const;
    // Digits with an optional k/m/g/t suffix (KiB…TiB, as fio): the byte count.
    std::optional<std::uint64_t> size(const char* key) const;
    std::vector<std::string> texts(const char* key) const;

    // One of an enumeration's wire names.
    template <typename E, std::size_t N>
    std::optional<E> choice(const char* key, const EnumTable<E, N>& table) const {
        const auto value = text(key);
        if (!value) return std::nullopt;
        if (const auto parsed = table.parse(*value)) return parsed;
        throw_invalid(std::string(key) + " must be one of " + table.wire_list() + ", not \"" + echo(*value) + "\"");
    }

private:
    nlohmann::json params_;
};

} // namespace ssd::requests
