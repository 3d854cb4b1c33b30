#include "platform/history/sample_row.h"

#include "platform/history/row_values.h"

namespace ssd::history {

namespace {

using sqlite::narrow;
using sqlite::widen;

void bind_counter(sqlite::Statement& statement, int parameter, const std::optional<WriteCounter>& counter) {
    if (counter) {
        statement.bind(parameter, sqlite::to_db(counter->bytes)).bind(parameter + 1, sqlite::to_db(counter->unit_bytes));
    } else {
        statement.bind_null(parameter).bind_null(parameter + 1);
    }
}

std::optional<WriteCounter> read_counter(const sqlite::Statement& statement, int column) {
    const auto bytes = statement.optional_int64(column);
    if (!bytes) return std::nullopt;
    return WriteCounter{sqlite::from_db(*bytes), sqlite::from_db(statement.optional_int64(column + 1).value_or(1))};
}

// A sample's findings as one text of words, "wear-high:critical media-errors:warning":
// the id and the severity it had. A word without ":" (stored before severities were
// kept) reads back without one.
std::string finding_words(const std::vector<SampleFinding>& findings) {
    std::vector<std::string> words;
    for (const auto& finding : findings) {
        words.push_back(finding.severity ? finding.id + ":" + std::string(severity_name(*finding.severity)) : finding.id);
    }
    return join_words(words);
}

std::vector<SampleFinding> findings_of(std::string_view text) {
    std::vector<SampleFinding> findings;
    for (const auto& word : split_words(text)) {
        const auto colon = word.find(':');
        if (colon == std::string::npos) {
            findings.push_back({word, std::nullopt});
        } else {
            findings.push_back({word.substr(0, colon), parse_severity(std::string_view(word).substr(colon + 1))});
        }
    }
    return findings;
}

} // namespace

Result<void> bind_sample(sqlite::Statement& statement, int first_parameter, const Sample& sample, TextIds& texts) {
    auto device = texts.intern(sample.device);
    auto source = texts.intern(kSampleSources.wire(sample.source));
    auto verdict = texts.intern(kVerdictLevels.wire(sample.verdict));
    auto firmware = optional_text(texts, sample.firmware);
    auto method = optional_text(texts, sample.write_method);
    auto findings = optional_text(texts, finding_words(sample.findings));
    for (const Error* error : {device ? nullptr : &device.error(), source ? nullptr : &source.error(),
                               verdict ? nullptr : &verdict.error(), firmware ? nullptr : &firmware.error(),
                               method ? nullptr : &method.error(), findings ? nullptr : &findings.error()}) {
        if (error != nullptr) return tl::unexpected(*error);
    }
    const int p = first_parameter;
    statement.bind(p, sample.time).bind(p + 1, *device).bind(p + 2, *source).bind(p + 3, std::int64_t{sample.standby ? 1 : 0});
    statement.bind(p + 4, *firmware).bind(p + 5, stored(sample.capacity_bytes));
    bind_counter(statement, p + 6, sample.host_written);
    bind_counter(statement, p + 8, sample.nand_written);
    statement.bind(p + 10, *method).bind(p + 11, widen(sample.temperature_c)).bind(p + 12, widen(sample.temperature_limit_c));
    statement.bind(p + 13, widen(sample.percent_used)).bind(p + 14, widen(sample.spare_percent));
    statement.bind(p + 15, stored(sample.power_on_hours)).bind(p + 16, *verdict).bind(p + 17, *findings);
    return {};
}

Result<Sample> read_sample(const sqlite::Statement& statement, int first_column, TextIds& texts) {
    const int c = first_column;
    Sample sample;
    sample.time = statement.int64(c);
    auto device = texts.text_of(statement.int64(c + 1));
    auto source = enum_of(texts, kSampleSources, statement.int64(c + 2));
    auto firmware = text_or_empty(texts, statement.optional_int64(c + 4));
    auto method = text_or_empty(texts, statement.optional_int64(c + 10));
    auto verdict = enum_of(texts, kVerdictLevels, statement.int64(c + 16));
    auto findings = text_or_empty(texts, statement.optional_int64(c + 17));
    for (const Error* error : {device ? nullptr : &device.error(), source ? nullptr : &source.error(),
                               firmware ? nullptr : &firmware.error(), method ? nullptr : &method.error(),
                               verdict ? nullptr : &verdict.error(), findings ? nullptr : &findings.error()}) {
        if (error != nullptr) return tl::unexpected(*error);
    }
    sample.device = *device;
    sample.source = *source;
    sample.standby = statement.int64(c + 3) != 0;
    sample.firmware = *firmware;
    sample.capacity_bytes = unsigned_of(statement.optional_int64(c + 5));
    sample.host_written = read_counter(statement, c + 6);
    sample.nand_written = read_counter(statement, c + 8);
    sample.write_method = *method;
    sample.temperature_c = narrow(statement.optional_int64(c + 11));
    sample.temperature_limit_c = narrow(statement.optional_int64(c + 12));
    sample.percent_used = narrow(statement.optional_int64(c + 13));
    sample.spare_percent = narrow(statement.optional_int64(c + 14));
    sample.power_on_hours = unsigned_of(statement.optional_int64(c + 15));
    sample.verdict = *verdict;
    sample.findings = findings_of(*findings);
    return sample;
}

} // namespace ssd::history
