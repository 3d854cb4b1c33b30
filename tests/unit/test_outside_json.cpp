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
#include "core/util/json_util.h"

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

namespace ssd {
namespace {

// A whole number read from outside JSON takes only a number that fits it (the fuzzer's nvme-cli
// self-test log with "Self test result": 1e70 was undefined behaviour in nlohmann's get<int>()).
TEST(OutsideJson, AWholeNumberTakesOnlyANumberThatFitsIt) {
    const auto doc = nlohmann::json::parse(
        R"({"huge": 1e70, "negative": -1, "big": 1099511627776, "whole": 12.0, "small": 42, "text": "7"})");
    EXPECT_EQ(json_optional<int>(doc, "huge"), std::nullopt);
    EXPECT_EQ(json_optional<std::uint64_t>(doc, "huge"), std::nullopt);
    EXPECT_EQ(json_optional<unsigned>(doc, "negative"), std::nullopt);
    EXPECT_EQ(json_optional<int>(doc, "negative"), -1);
    EXPECT_EQ(json_optional<int>(doc, "big"), std::nullopt); // 2^40 wrapped before
    EXPECT_EQ(json_optional<std::int64_t>(doc, "big"), 1099511627776);
    EXPECT_EQ(json_optional<int>(doc, "whole"), 12);
    EXPECT_EQ(json_optional<int>(doc, "small"), 42);
    EXPECT_EQ(json_optional<int>(doc, "text"), std::nullopt);
    EXPECT_EQ(json_or<int>(doc, "huge", -7), -7);
    EXPECT_EQ(json_optional<double>(doc, "huge"), 1e70);
}

} // namespace
} // namespace ssd
