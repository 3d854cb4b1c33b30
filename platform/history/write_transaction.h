// One write transaction of a store: `work` committed whole, or rolled back with
// the texts it interned forgotten (their ids would name rows that are not there).
// The history store and the alert store write through it.
#pragma once

#include "platform/history/sqlite_connection.h"
#include "platform/history/text_ids.h"

namespace ssd::history {

template <typename T, typename Work>
Result<T> in_transaction(sqlite::Connection& connection, TextIds& texts, Work&& work) {
    auto result = [&]() -> Result<T> {
        auto transaction = sqlite::Transaction::begin(connection);
        if (!transaction) return tl::unexpected(transaction.error());
        auto done = work();
        if (!done) return done;
        if (auto committed = transaction->commit(); !committed) return tl::unexpected(committed.error());
        return done;
    }();
    if (result) {
        texts.commit();
    } else {
        texts.forget_uncommitted();
    }
    return result;
}

} // namespace ssd::history
