// Conversions every table's rows share: unsigned values and their NULLs, texts
// and enum wire names through TextIds, and a TimeRange's open ends as SQL bounds.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "core/history/history_store.h"
#include "platform/history/sqlite_connection.h"
#include "platform/history/text_ids.h"

namespace ssd::history {

inline std::optional<std::int64_t> stored(const std::optional<std::uint64_t>& value) {
    if (!value) return std::nullopt;
    return sqlite::to_db(*value);
}

inline std::optional<std::uint64_t> unsigned_of(const std::optional<std::int64_t>& value) {
    if (!value) return std::nullopt;
    return sqlite::from_db(*value);
}

// An empty text is stored as NULL (no row in texts for it).
inline Result<std::optional<std::int64_t>> optional_text(TextIds& texts, std::string_view text) {
    if (text.empty()) return std::optional<std::int64_t>{};
    auto id = texts.intern(text);
    if (!id) return tl::unexpected(id.error());
    return std::optional<std::int64_t>{*id};
}

inline Result<std::string> text_or_empty(TextIds& texts, const std::optional<std::int64_t>& id) {
    if (!id) return std::string();
    return texts.text_of(*id);
}

// The enum a stored wire name stands for; a name this build does not know
// (written by a newer one) is said, not guessed.
template <typename E, std::size_t N>
Result<E> enum_of(TextIds& texts, const EnumTable<E, N>& table, std::int64_t id) {
    auto wire = texts.text_of(id);
    if (!wire) return tl::unexpected(wire.error());
    if (auto value = table.parse(*wire)) return *value;
    return tl::unexpected(Error{ErrorCode::UnsupportedFormat, "the history holds \"" + *wire + "\", which this build does not know"});
}

// The one row a lookup by id read, or nothing when there is none.
template <typename T>
Result<std::optional<T>> first_row(Result<std::vector<T>> rows) {
    if (!rows) return tl::unexpected(rows.error());
    if (rows->empty()) return std::optional<T>{};
    return std::optional<T>{std::move(rows->front())};
}

inline std::int64_t since_of(const TimeRange& range) { return range.since.value_or(std::numeric_limits<std::int64_t>::min()); }
inline std::int64_t until_of(const TimeRange& range) { return range.until.value_or(std::numeric_limits<std::int64_t>::max()); }

} // namespace ssd::history
