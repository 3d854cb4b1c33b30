// Writing an Observed value into a JSON document the way every setup
// document does (docs/CONTRACT.md: unknown is null, never a default): the value
// under its key, or null there and the reason under unknown[key].
#pragma once

#include <utility>

#include <nlohmann/json.hpp>

#include "core/checks/observed.h"

namespace ssd {

template <typename T, typename F>
void put_observed(nlohmann::json& doc, const char* key, const Observed<T>& observed, F&& to_json) {
    if (observed) {
        doc[key] = std::forward<F>(to_json)(*observed);
    } else {
        doc[key] = nullptr;
        doc["unknown"][key] = observed.reason();
    }
}

} // namespace ssd
