// A saved smartctl capture (what a customer sends, what `history import`
// reads): parsed, analysed (facts, findings, verdict, self-tests) and written
// the ways the tool writes it (JSON, text, HTML, a history sample, the
// Prometheus exposition of the fleet view).
#include <nlohmann/json.hpp>

#include "core/alerts/memory_alert_store.h"
#include "core/alerts/raise_alerts.h"
#include "core/diagnosis/drive_checks.h"
#include "core/history/capture_import.h"
#include "core/history/memory_history_store.h"
#include "core/history/sample_builder.h"
#include "core/metrics/drive_metrics.h"
#include "core/metrics/exposition.h"
#include "core/metrics/fleet_reading.h"
#include "core/report/html_report.h"
#include "core/report/json_writer.h"
#include "core/report/text_writer.h"
#include "core/selftest/ata_selftest_parser.h"
#include "core/selftest/nvme_selftest_parser.h"
#include "core/selftest/selftest_json.h"
#include "core/selftest/selftest_text.h"
#include "core/smart/drivedb_lookup.h"
#include "core/smart/smartctl_parser.h"
#include "core/smart/smartctl_text_parser.h"
#include "tests/fuzz/fuzz_support.h"
#include "tests/fuzz/fuzz_targets.h"

namespace ssd::fuzz {
namespace {

constexpr std::int64_t kSampleTime = 1'790'000'000;

// The fleet view of these samples as Prometheus text, with the alerts they raise:
// a hostile model or serial ends up in label values.
void export_samples(const std::vector<history::Sample>& samples) {
    history::MemoryHistoryStore history;
    alerts::MemoryAlertStore alerts;
    const auto added = history.add(samples);
    FUZZ_EXPECT(added.has_value());
    (void)alerts::raise_alerts(history, alerts, alerts::RuleSettings{}, samples);
    const auto fleet = metrics::read_fleet(history, &alerts, metrics::FleetQuery{kSampleTime, std::nullopt});
    FUZZ_EXPECT(fleet.has_value());
    const std::string text = metrics::exposition_text(metrics::fleet_families(fleet->drives, "fuzz"));
    // Every sample line is one line: label values are escaped.
    FUZZ_EXPECT(text.empty() || text.back() == '\n');
}

void write_health(const HealthResult& health) {
    // Strict dump(), which throws on ill-formed UTF-8: what a parser takes from a capture must
    // already be valid text (the CLI's json_text would only hide such bytes as U+FFFD).
    (void)health_to_json(health).dump(2);
    (void)health_to_text(health);

    CheckReport report;
    report.drives.push_back(assemble_drive_check(health, fail(ErrorCode::ToolFailed, "not inspected by the fuzzer"),
                                                 Observed<SystemSetup>::unknown("not inspected by the fuzzer")));
    const std::string html = report_to_html(report, HtmlReportOptions{"fuzz", "", ""});
    // The report has no scripts; everything from the drive is escaped.
    FUZZ_EXPECT(html.find("<script") == std::string::npos);

    export_samples({history::sample_of(health, kSampleTime, history::SampleSource::Sampled, "fuzz")});
}

// Analyses and writes a parsed capture; false when the parser refused it (saying why).
bool analyse(Result<SmartReport> report) {
    if (!report) {
        FUZZ_EXPECT(!report.error().message.empty());
        return false;
    }
    write_health(health_from_report(std::move(*report), std::nullopt, shipped_knowledge()));
    return true;
}

void write_selftests(const selftest::SelfTests& tests) {
    (void)selftest::selftests_to_json(tests).dump();
    (void)selftest::selftests_to_text(tests);
}

} // namespace

void smartctl_json(std::string_view input) {
    if (!analyse(parse_smartctl_json(input))) return;
    // The self-test logs are read from the document itself.
    const auto document = nlohmann::json::parse(input, nullptr, false);
    if (document.is_discarded()) return;
    if (selftest::has_ata_selftest_data(document)) write_selftests(selftest::ata_selftests_from_smartctl(document));
    if (selftest::has_nvme_selftest_data(document)) write_selftests(selftest::nvme_selftests_from_smartctl(document));
}

// A capture of smartctl's text, and the drive-database lookup (`-P showall`)
// that re-resolves a capture's names: both are smartctl's text.
void smartctl_text(std::string_view input) {
    (void)analyse(parse_smartctl_text(input));
    const auto lookup = parse_drivedb_showall(input);
    FUZZ_EXPECT(lookup.has_value() || !lookup.error().message.empty());
    if (lookup && lookup->entry) {
        for (const auto& named : lookup->entry->attribute_names) FUZZ_EXPECT(named.id >= 1 && named.id <= 255);
    }
}

// Every kind of saved file `history import` takes: smartctl's JSON or text, and ssdtool's
// support capture (its drives' documents and the NVMe pages in hex, decoded).
void history_import(std::string_view input) {
    std::vector<history::Sample> samples;
    for (auto& drive : history::samples_of_saved_file("capture.json", input, shipped_advisories())) {
        if (!drive.sample) {
            FUZZ_EXPECT(!drive.sample.error().message.empty());
            continue;
        }
        samples.push_back(std::move(*drive.sample));
    }
    if (!samples.empty()) export_samples(samples);
}

} // namespace ssd::fuzz
