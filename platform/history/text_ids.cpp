#include "platform/history/text_ids.h"

#include "core/util/join.h"

namespace ssd::history {

namespace {

Result<sqlite::Statement*> prepared(std::optional<sqlite::Statement>& slot, const sqlite::Connection& connection,
                                    std::string_view sql) {
    if (!slot) {
        auto statement = sqlite::Statement::prepare(connection, sql);
        if (!statement) return tl::unexpected(statement.error());
        slot = std::move(*statement);
    }
    return &*slot;
}

} // namespace

void TextIds::remember(std::int64_t id, std::string_view text) {
    ids_.emplace(std::string(text), id);
    texts_.emplace(id, std::string(text));
}

Result<std::optional<std::int64_t>> TextIds::look_up(std::string_view text) {
    auto select = prepared(select_id_, *connection_, "SELECT id FROM texts WHERE text = ?1");
    if (!select) return tl::unexpected(select.error());
    (*select)->bind(1, text);
    auto row = (*select)->step();
    std::optional<std::int64_t> id;
    if (row && *row) id = (*select)->int64(0);
    (*select)->reset();
    if (!row) return tl::unexpected(row.error());
    return id;
}

Result<std::optional<std::int64_t>> TextIds::find(std::string_view text) {
    if (auto cached = ids_.find(std::string(text)); cached != ids_.end()) return cached->second;
    auto id = look_up(text);
    if (id && *id) remember(**id, text);
    return id;
}

Result<std::int64_t> TextIds::intern(std::string_view text) {
    auto found = find(text);
    if (!found) return tl::unexpected(found.error());
    if (*found) return **found;
    auto insert = prepared(insert_, *connection_, "INSERT INTO texts (text) VALUES (?1)");
    if (!insert) return tl::unexpected(insert.error());
    (*insert)->bind(1, text);
    if (auto done = (*insert)->run(); !done) return tl::unexpected(done.error());
    const std::int64_t id = sqlite3_last_insert_rowid(connection_->handle());
    remember(id, text);
    fresh_.push_back(id);
    return id;
}

Result<std::string> TextIds::text_of(std::int64_t id) {
    if (auto cached = texts_.find(id); cached != texts_.end()) return cached->second;
    auto select = prepared(select_text_, *connection_, "SELECT text FROM texts WHERE id = ?1");
    if (!select) return tl::unexpected(select.error());
    (*select)->bind(1, id);
    auto row = (*select)->step();
    std::optional<std::string> text;
    if (row && *row) text = (*select)->text(0);
    (*select)->reset();
    if (!row) return tl::unexpected(row.error());
    if (!text) return tl::unexpected(Error{ErrorCode::InputMalformed, "the history refers to text " + std::to_string(id) + ", which is missing"});
    remember(id, *text);
    return *text;
}

void TextIds::forget_uncommitted() {
    for (const std::int64_t id : fresh_) {
        if (auto text = texts_.find(id); text != texts_.end()) {
            ids_.erase(text->second);
            texts_.erase(text);
        }
    }
    fresh_.clear();
}

std::string join_words(const std::vector<std::string>& words) {
    return join(words, " ");
}

std::vector<std::string> split_words(std::string_view text) {
    std::vector<std::string> words;
    while (!text.empty()) {
        const auto space = text.find(' ');
        if (space != 0) words.emplace_back(text.substr(0, space));
        if (space == std::string_view::npos) break;
        text.remove_prefix(space + 1);
    }
    return words;
}

} // namespace ssd::history
