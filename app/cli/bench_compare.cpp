#include "app/cli/bench_compare.h"

#include "core/bench/document_comparison.h"
#include "core/util/file_io.h"
#include "core/util/json_util.h"
#include "core/util/json_depth.h"

namespace ssd::cli {

Result<std::optional<BenchCompare>> load_bench_compare(const std::optional<std::string>& value, bool no_history) {
    if (!value) return std::optional<BenchCompare>{};
    if (*value == "last") {
        if (no_history) {
            return fail(ErrorCode::Usage, "--compare last reads the drive history, which --no-history leaves alone");
        }
        return std::optional<BenchCompare>{BenchCompare{}};
    }
    if (value->empty()) return fail(ErrorCode::Usage, "--compare needs last or a file");
    auto text = read_text_file(*value);
    if (!text) return tl::unexpected(text.error());
    if (text->find_first_not_of(" \t\r\n") == std::string::npos) {
        return fail(ErrorCode::InputEmpty, "--compare " + *value + ": the file is empty");
    }
    const auto document = parse_outside_json(*text);
    if (document.is_discarded()) {
        return fail(ErrorCode::InputMalformed,
                    "--compare " + *value + ": not JSON (save a run with ssdtool bench --json, without --progress)");
    }
    auto earlier = bench::earlier_bench_result(document);
    if (!earlier) return fail(earlier.error().code, "--compare " + *value + ": " + earlier.error().message);
    return std::optional<BenchCompare>{BenchCompare{*value, std::move(*earlier)}};
}

void add_bench_compare(requests::Response& response, const BenchCompare& compare) {
    if (!compare.file) {
        // The history's comparison is in the answer already (`previous`); say when the
        // history was read and held none (when it was not, the answer's note says why).
        const nlohmann::json& document = response.document;
        const bool stored = json_lenient_or(json_object(document, "history"), "stored", false);
        if (stored && document.value("previous", nlohmann::json()).is_null()) {
            response.text += "No earlier comparable run of this drive in the history.\n";
        }
        return;
    }
    const auto current = bench::bench_report_from_json(response.document);
    if (!current) return;
    const auto comparison = bench::compare_with_document(*current, compare.earlier);
    response.document["comparison"] = bench::document_comparison_to_json(comparison, *compare.file);
    response.text += bench::document_comparison_to_text(comparison, *compare.file);
}

} // namespace ssd::cli
