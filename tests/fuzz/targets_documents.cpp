// Files and answers read back as documents: a saved benchmark (`bench
// --compare FILE`, the GUI's Open), check and report answers and progress
// lines as the GUI reads them from the helper or the service, and the
// configuration files (alerts, their secrets, the self-test schedule, an
// advisory file, a rated endurance table).
#include <nlohmann/json.hpp>

#include "core/alerts/alert_config.h"
#include "core/alerts/alert_secrets.h"
#include "core/bench/bench_reader.h"
#include "core/bench/document_comparison.h"
#include "core/bench/run_conditions.h"
#include "core/bench/run_write_amplification.h"
#include "core/bench/steady_state.h"
#include "core/bench/sustained_report.h"
#include "core/health/firmware_advisories.h"
#include "core/health/rated_endurance.h"
#include "core/report/check_reader.h"
#include "core/requests/helper_answers.h"
#include "core/requests/progress_reader.h"
#include "core/selftest_control/selftest_schedule.h"
#include "core/util/json_util.h"
#include "tests/fuzz/fuzz_targets.h"

namespace ssd::fuzz {

namespace {

// A reader that refuses a field (JsonFieldError: the wrong type, out of range) gives a correct
// answer to a bad document; anything else it does (crash, undefined behaviour, an unchecked
// optional under _GLIBCXX_ASSERTIONS) is a finding.
template <typename Read>
void read_or_refuse(Read&& read) {
    try {
        read();
    } catch (const JsonFieldError&) {
    }
}

// What the CLI and the GUI show of a saved benchmark: every part a reader filled, in words.
void show_saved_bench(const bench::BenchDocument& document) {
    if (document.write_amplification) (void)bench::run_write_amplification_to_text(*document.write_amplification);
    if (document.conditions) (void)bench::conditions_to_text(*document.conditions);
    if (document.sustained) (void)bench::sustained_to_text(*document.sustained, {});
    for (const auto& result : document.results) {
        if (result.steady_state) (void)bench::steady_state_to_text(*result.steady_state);
    }
}

} // namespace

void saved_documents(std::string_view input) {
    (void)alerts::parse_alert_config(input);
    (void)alerts::parse_secrets(input);
    (void)selftest::parse_schedule(input);
    (void)load_advisories(input);
    if (const auto ratings = load_endurance_ratings(input)) {
        for (const auto& rating : *ratings) (void)match_endurance_rating(*ratings, rating.model_pattern, std::nullopt);
    }

    const auto document = nlohmann::json::parse(input, nullptr, false);
    if (document.is_discarded()) return;
    if (const auto earlier = bench::earlier_bench_result(document)) {
        show_saved_bench(*earlier);
        const auto comparison = bench::compare_with_document(*earlier, *earlier);
        (void)bench::document_comparison_to_json(comparison, "saved.json").dump();
        (void)bench::document_comparison_to_text(comparison, "saved.json");
    }
    read_or_refuse([&] {
        if (const auto saved = bench::bench_report_from_json(document)) show_saved_bench(*saved);
    });
    read_or_refuse([&] { (void)bench::progress_event_from_json(document); });
    read_or_refuse([&] { (void)check_report_from_json(document); });
    read_or_refuse([&] { (void)full_report_from_json(document); });
    read_or_refuse([&] { (void)requests::progress_from_json(document); });
    read_or_refuse([&] { (void)requests::parse_hello_line(document); });
    read_or_refuse([&] { (void)requests::parse_answer_line(document); });
}

} // namespace ssd::fuzz
