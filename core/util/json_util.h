// Small helpers shared by every JSON writer.
#pragma once

#include <optional>

#include <nlohmann/json.hpp>

namespace ssd {

// The value, or JSON null when it is unknown (CONTRACT.md: unknown is null, never 0).
template <typename T>
nlohmann::json optional_json(const std::optional<T>& value) {
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

} // namespace ssd
