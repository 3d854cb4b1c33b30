// Every reader of a file or a tool's output parses through parse_outside_json:
// a document nested deeper than any real one is refused as not JSON instead of
// crashing the reader that copies or prints it (a saved smartctl capture of
// 100000 '[' is a few hundred kilobytes). The nested documents are constructed.
#include <gtest/gtest.h>

#include <string>

#include "core/actions/nvme_admin.h"
#include "core/alerts/alert_config.h"
#include "core/smart/smartctl_parser.h"
#include "core/util/json_depth.h"

namespace ssd {
namespace {

std::string nested(std::size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); }

TEST(OutsideJson, ParsesWhatRealDocumentsNestAndRefusesDeeper) {
    EXPECT_FALSE(parse_outside_json(nested(kMaxOutsideJsonDepth)).is_discarded());
    EXPECT_TRUE(parse_outside_json(nested(kMaxOutsideJsonDepth + 1)).is_discarded());
    EXPECT_TRUE(parse_outside_json("{\"a\": ").is_discarded());
    EXPECT_FALSE(parse_outside_json("// a comment\n{}", /*ignore_comments=*/true).is_discarded());
}

TEST(OutsideJson, ADeeplyNestedCaptureIsMalformedNotACrash) {
    const std::string deep = "{\"smartctl\": {}, \"json_format_version\": " + nested(100000) + "}";
    const auto report = parse_smartctl_json(deep);
    ASSERT_FALSE(report.has_value());
    EXPECT_EQ(report.error().code, ErrorCode::InputMalformed);

    EXPECT_FALSE(actions::parse_nvme_id_ctrl(nested(100000)).has_value());
    EXPECT_FALSE(alerts::parse_alert_config(nested(100000)).has_value());
}

} // namespace
} // namespace ssd
