// Items joined into one line with a separator: "sda, sdb", "a; b".
#pragma once

#include <string>
#include <string_view>

namespace ssd {

// The texts of `items` in order with `separator` between them; `to_text`
// gives an item's text (anything std::string can append). Empty items are
// kept: the caller decides what belongs in the list.
template <typename Items, typename ToText>
std::string join(const Items& items, std::string_view separator, ToText&& to_text) {
    std::string text;
    bool first = true;
    for (const auto& item : items) {
        if (!first) text += separator;
        first = false;
        text += to_text(item);
    }
    return text;
}

// Items that are text already (std::string, std::string_view, const char*).
template <typename Items>
std::string join(const Items& items, std::string_view separator) {
    return join(items, separator, [](const auto& item) -> const auto& { return item; });
}

} // namespace ssd
