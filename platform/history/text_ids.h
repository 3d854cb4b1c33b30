// Interned texts: each distinct device name, firmware, write method, counter
// name, enum wire name and finding list is stored once in `texts` and referred
// to by id. Ids are never removed, so a cached id stays valid; ids made inside
// a transaction that is rolled back are forgotten (forget_uncommitted).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "platform/history/sqlite_connection.h"

namespace ssd::history {

class TextIds {
public:
    explicit TextIds(const sqlite::Connection& connection) : connection_(&connection) {}

    // The id of `text`, adding it when new (inside the caller's transaction).
    Result<std::int64_t> intern(std::string_view text);
    // The id of `text` when stored; nullopt when not (nothing written).
    Result<std::optional<std::int64_t>> find(std::string_view text);
    Result<std::string> text_of(std::int64_t id);

    // The transaction that interned new texts was committed / rolled back.
    void commit() { fresh_.clear(); }
    void forget_uncommitted();

private:
    Result<std::optional<std::int64_t>> look_up(std::string_view text);
    void remember(std::int64_t id, std::string_view text);

    const sqlite::Connection* connection_;
    std::unordered_map<std::string, std::int64_t> ids_;
    std::unordered_map<std::int64_t, std::string> texts_;
    std::vector<std::int64_t> fresh_;  // interned since the last commit()
    std::optional<sqlite::Statement> select_id_, insert_, select_text_;
};

// "a b c": a finding id list as one interned text (ids are kebab-case words).
std::string join_words(const std::vector<std::string>& words);
std::vector<std::string> split_words(std::string_view text);

} // namespace ssd::history
