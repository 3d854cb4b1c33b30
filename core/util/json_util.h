// Small helpers shared by every JSON writer.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace ssd {

// The value, or JSON null when it is unknown (CONTRACT.md: unknown is null, never 0).
template <typename T>
nlohmann::json optional_json(const std::optional<T>& value) {
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

// The text, or JSON null when it is empty (nothing was read).
inline nlohmann::json text_or_null(const std::string& text) {
    return text.empty() ? nlohmann::json(nullptr) : nlohmann::json(text);
}

} // namespace ssd
