#include "platform/history/selftest_start_rows.h"

#include "core/history/selftest_merge.h"
#include "platform/history/row_values.h"

namespace ssd::history {

Result<void> write_selftest_start(const sqlite::Connection& connection, TextIds& texts, std::int64_t drive,
                                  const SelfTestStart& start) {
    auto type = texts.intern(selftest::kTestTypes.wire(start.type));
    if (!type) return tl::unexpected(type.error());
    auto origin = texts.intern(kSelfTestOrigins.wire(start.origin));
    if (!origin) return tl::unexpected(origin.error());
    auto insert = sqlite::Statement::prepare(
        connection, "INSERT OR REPLACE INTO selftest_starts (drive_id, time, type, origin) VALUES (?1, ?2, ?3, ?4)");
    if (!insert) return tl::unexpected(insert.error());
    insert->bind(1, drive).bind(2, start.time).bind(3, *type).bind(4, *origin);
    return insert->run();
}

Result<std::vector<SelfTestStart>> read_last_selftest_starts(const sqlite::Connection& connection, TextIds& texts,
                                                             std::int64_t drive) {
    // A drive has few starts (one a week or so): all of them, and the newest of
    // each type picked by the same code as the memory store's.
    auto select = sqlite::Statement::prepare(connection, "SELECT time, type, origin FROM selftest_starts WHERE drive_id = ?1");
    if (!select) return tl::unexpected(select.error());
    select->bind(1, drive);
    std::vector<SelfTestStart> starts;
    auto row = select->step();
    for (; row && *row; row = select->step()) {
        auto type = enum_of(texts, selftest::kTestTypes, select->int64(1));
        if (!type) return tl::unexpected(type.error());
        auto origin = enum_of(texts, kSelfTestOrigins, select->int64(2));
        if (!origin) return tl::unexpected(origin.error());
        starts.push_back({select->int64(0), *type, *origin});
    }
    if (!row) return tl::unexpected(row.error());
    return newest_of_each_type(starts);
}

} // namespace ssd::history
