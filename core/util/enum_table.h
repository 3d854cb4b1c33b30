// One table per enumeration: the value, its wire name (JSON, CLI arguments)
// and its label for people. Every conversion between an enum and text goes
// through its table, so a spelling exists in exactly one place (the pattern
// GSmartControl uses for its attribute and device-type enums).
//
//   inline constexpr EnumTable<Color, 2> kColors{{{
//       {Color::Red, "red", "Red"}, {Color::Blue, "blue", "Blue"}}}};
//   kColors.wire(Color::Red) == "red";  kColors.parse("blue") == Color::Blue
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace ssd {

template <typename E>
struct EnumEntry {
    E value;
    std::string_view wire;  // "ata-enhanced": JSON values and CLI arguments
    std::string_view label; // "ATA enhanced security erase": what people read
};

template <typename E, std::size_t N>
struct EnumTable {
    std::array<EnumEntry<E>, N> entries;

    constexpr std::string_view wire(E value) const {
        for (const auto& entry : entries) {
            if (entry.value == value) return entry.wire;
        }
        return {};
    }
    constexpr std::string_view label(E value) const {
        for (const auto& entry : entries) {
            if (entry.value == value) return entry.label;
        }
        return {};
    }
    // Exact wire name → value; nullopt for anything else.
    constexpr std::optional<E> parse(std::string_view wire_name) const {
        for (const auto& entry : entries) {
            if (entry.wire == wire_name) return entry.value;
        }
        return std::nullopt;
    }
    // "a, b or c": for messages that say what is accepted.
    std::string wire_list() const {
        std::string text;
        for (std::size_t i = 0; i < N; ++i) {
            if (i > 0) text += i + 1 == N ? " or " : ", ";
            text += entries[i].wire;
        }
        return text;
    }
    constexpr std::size_t size() const { return N; }
    constexpr auto begin() const { return entries.begin(); }
    constexpr auto end() const { return entries.end(); }
};

} // namespace ssd
