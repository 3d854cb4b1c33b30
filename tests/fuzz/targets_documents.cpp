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
#include "core/health/firmware_advisories.h"
#include "core/health/rated_endurance.h"
#include "core/report/check_reader.h"
#include "core/requests/helper_answers.h"
#include "core/requests/progress_reader.h"
#include "core/selftest_control/selftest_schedule.h"
#include "tests/fuzz/fuzz_targets.h"

namespace ssd::fuzz {

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
        const auto comparison = bench::compare_with_document(*earlier, *earlier);
        (void)bench::document_comparison_to_json(comparison, "saved.json").dump();
        (void)bench::document_comparison_to_text(comparison, "saved.json");
    }
    (void)bench::bench_report_from_json(document);
    (void)bench::progress_event_from_json(document);
    (void)check_report_from_json(document);
    (void)full_report_from_json(document);
    (void)requests::progress_from_json(document);
    (void)requests::parse_hello_line(document);
    (void)requests::parse_answer_line(document);
}

} // namespace ssd::fuzz
