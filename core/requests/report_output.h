// The reader of the `report` request's answer (respond.cpp writes it): the
// full report document (check_json.h's full_report_to_json) and, when asked
// for, the HTML page beside it under "html" (the helper writes no files; the
// GUI saves one or the other).
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace ssd::requests {

struct ReportOutput {
    nlohmann::json document; // the report without "html": what `ssdtool report --json` prints
    std::optional<std::string> html;
};

ReportOutput report_output_from_json(nlohmann::json answer);

} // namespace ssd::requests
