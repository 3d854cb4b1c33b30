#include "core/requests/report_output.h"

#include "core/util/json_util.h"

namespace ssd::requests {

ReportOutput report_output_from_json(nlohmann::json answer) {
    ReportOutput report;
    report.html = json_optional<std::string>(answer, "html");
    if (answer.is_object()) answer.erase("html");
    report.document = std::move(answer);
    return report;
}

} // namespace ssd::requests
