#include "platform/history/alert_rows.h"

#include <limits>

#include <nlohmann/json.hpp>

#include "core/util/json_util.h"
#include "platform/history/row_values.h"

namespace ssd::history {

namespace {

// The evidence numbers as one JSON text, [[name, value], …] in the rule's
// order: they are only ever read whole, with the alert.
std::string evidence_text(const std::vector<alerts::EvidenceValue>& evidence) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& [name, value] : evidence) list.push_back({name, value});
    return list.dump();
}

Result<std::vector<alerts::EvidenceValue>> evidence_of(const std::string& text) {
    const auto list = nlohmann::json::parse(text, nullptr, false);
    std::vector<alerts::EvidenceValue> evidence;
    if (list.is_array()) {
        for (const auto& pair : list) {
            auto name = pair.is_array() && pair.size() == 2 ? json_as<std::string>(pair[0]) : std::nullopt;
            const auto number = name ? json_as<double>(pair[1]) : std::nullopt;
            if (!number) {
                evidence.clear();
                break;
            }
            evidence.emplace_back(std::move(*name), *number);
        }
        if (evidence.size() == list.size()) return evidence;
    }
    return fail(ErrorCode::InputMalformed, "the history holds alert evidence that is not a list of numbers: " + text);
}

// Every column of an alert with its drive's key, the condition last.
constexpr std::string_view kSelectAlerts =
    "SELECT a.id, a.drive_id, d.model, d.serial, d.wwn, d.anonymous_tag, a.device, a.peak_level, a.opened, "
    "a.last_seen, a.resolved, a.ack_time, a.ack_level, a.ack_note, a.rule, a.severity, a.level, a.worse_by, "
    "a.summary, a.evidence FROM alerts a LEFT JOIN drives d ON d.id = a.drive_id";
constexpr int kAlertConditionColumn = 14;

Result<alerts::StoredAlert> alert_from(const sqlite::Statement& statement, TextIds& texts) {
    alerts::StoredAlert alert;
    alert.id = statement.int64(0);
    alert.drive_id = statement.int64(1);
    alert.drive = DriveKey{statement.text(2), statement.text(3), statement.text(4), statement.text(5)};
    auto device = text_or_empty(texts, statement.optional_int64(6));
    if (!device) return tl::unexpected(device.error());
    alert.device = std::move(*device);
    alert.peak_level = statement.real(7);
    alert.opened = statement.int64(8);
    alert.last_seen = statement.int64(9);
    alert.resolved = statement.optional_int64(10);
    if (const auto time = statement.optional_int64(11)) {
        alert.acknowledged = alerts::Acknowledgement{*time, statement.real(12), statement.text(13)};
    }
    auto condition = read_condition(statement, kAlertConditionColumn, texts);
    if (!condition) return tl::unexpected(condition.error());
    alert.condition = std::move(*condition);
    return alert;
}

Result<std::vector<alerts::StoredAlert>> alerts_of(sqlite::Statement& select, TextIds& texts) {
    std::vector<alerts::StoredAlert> list;
    auto row = select.step();
    for (; row && *row; row = select.step()) {
        auto alert = alert_from(select, texts);
        if (!alert) return tl::unexpected(alert.error());
        list.push_back(std::move(*alert));
    }
    if (!row) return tl::unexpected(row.error());
    return list;
}

} // namespace

Result<void> bind_condition(sqlite::Statement& statement, int first, const alerts::Condition& condition, TextIds& texts) {
    auto rule = texts.intern(alerts::kRules.wire(condition.rule));
    if (!rule) return tl::unexpected(rule.error());
    auto severity = texts.intern(alerts::kSeverities.wire(condition.severity));
    if (!severity) return tl::unexpected(severity.error());
    statement.bind(first, *rule).bind(first + 1, *severity).bind_real(first + 2, condition.level);
    statement.bind_real(first + 3, condition.worse_by).bind(first + 4, condition.summary);
    statement.bind(first + 5, evidence_text(condition.evidence));
    return {};
}

Result<alerts::Condition> read_condition(const sqlite::Statement& statement, int first, TextIds& texts) {
    auto rule = enum_of(texts, alerts::kRules, statement.int64(first));
    if (!rule) return tl::unexpected(rule.error());
    auto severity = enum_of(texts, alerts::kSeverities, statement.int64(first + 1));
    if (!severity) return tl::unexpected(severity.error());
    auto evidence = evidence_of(statement.text(first + 5));
    if (!evidence) return tl::unexpected(evidence.error());
    return alerts::Condition{*rule,         *severity, statement.real(first + 2), statement.real(first + 3),
                             statement.text(first + 4), std::move(*evidence)};
}

Result<std::vector<alerts::StoredAlert>> read_alerts(const sqlite::Connection& connection, TextIds& texts,
                                                     const alerts::AlertFilter& filter) {
    auto select = sqlite::Statement::prepare(
        connection, std::string(kSelectAlerts) +
                        " WHERE (?1 IS NULL OR a.drive_id = ?1) AND (a.resolved IS NULL OR (?2 AND a.resolved >= ?3))"
                        " ORDER BY a.id");
    if (!select) return tl::unexpected(select.error());
    select->bind(1, filter.drive_id).bind(2, std::int64_t{filter.include_resolved ? 1 : 0});
    select->bind(3, filter.resolved_since.value_or(std::numeric_limits<std::int64_t>::min()));
    return alerts_of(*select, texts);
}

Result<std::optional<alerts::StoredAlert>> read_alert(const sqlite::Connection& connection, TextIds& texts,
                                                      std::int64_t id) {
    auto select = sqlite::Statement::prepare(connection, std::string(kSelectAlerts) + " WHERE a.id = ?1");
    if (!select) return tl::unexpected(select.error());
    select->bind(1, id);
    return first_row(alerts_of(*select, texts));
}

Result<std::int64_t> write_alert(const sqlite::Connection& connection, TextIds& texts, const alerts::StoredAlert& alert) {
    // REPLACE keeps the id of an alert that is there; a NULL id makes the next one.
    auto write = sqlite::Statement::prepare(
        connection, "INSERT OR REPLACE INTO alerts (id, drive_id, device, peak_level, opened, last_seen, resolved, "
                    "ack_time, ack_level, ack_note, " + std::string(kConditionColumns) +
                        ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)");
    if (!write) return tl::unexpected(write.error());
    auto device = optional_text(texts, alert.device);
    if (!device) return tl::unexpected(device.error());
    write->bind(1, alert.id == 0 ? std::optional<std::int64_t>{} : std::optional<std::int64_t>{alert.id});
    write->bind(2, alert.drive_id).bind(3, *device).bind_real(4, alert.peak_level).bind(5, alert.opened);
    write->bind(6, alert.last_seen).bind(7, alert.resolved);
    if (alert.acknowledged) {
        write->bind(8, alert.acknowledged->time).bind_real(9, alert.acknowledged->level).bind(10, alert.acknowledged->note);
    } else {
        write->bind_null(8).bind_null(9).bind_null(10);
    }
    if (auto bound = bind_condition(*write, 11, alert.condition, texts); !bound) return tl::unexpected(bound.error());
    if (auto done = write->run(); !done) return tl::unexpected(done.error());
    return alert.id == 0 ? sqlite3_last_insert_rowid(connection.handle()) : alert.id;
}

} // namespace ssd::history
