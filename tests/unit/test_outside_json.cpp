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

// The one checked conversion (json_as): a whole number takes only a number that fits it
// (the fuzzer's nvme-cli self-test log with "Self test result": 1e70 was undefined behaviour in
// nlohmann's get<int>()); other tools' output reads it as unknown (json_lenient), our own
// documents refuse it naming the key (json_optional throws JsonFieldError).
TEST(OutsideJson, AWholeNumberTakesOnlyANumberThatFitsIt) {
    const auto doc = nlohmann::json::parse(
        R"({"huge": 1e70, "negative": -1, "big": 1099511627776, "whole": 12.0, "half": 12.5, "small": 42,
            "text": "7", "flag": true, "none": null})");
    EXPECT_EQ(json_lenient<int>(doc, "huge"), std::nullopt);
    EXPECT_EQ(json_lenient<std::uint64_t>(doc, "huge"), std::nullopt);
    EXPECT_EQ(json_lenient<unsigned>(doc, "negative"), std::nullopt);
    EXPECT_EQ(json_lenient<int>(doc, "negative"), -1);
    EXPECT_EQ(json_lenient<int>(doc, "big"), std::nullopt); // 2^40 wrapped before
    EXPECT_EQ(json_lenient<std::int64_t>(doc, "big"), 1099511627776);
    EXPECT_EQ(json_lenient<int>(doc, "whole"), 12);
    EXPECT_EQ(json_lenient<int>(doc, "half"), std::nullopt); // truncated to 12 before
    EXPECT_EQ(json_lenient<int>(doc, "small"), 42);
    EXPECT_EQ(json_lenient<int>(doc, "text"), std::nullopt);
    EXPECT_EQ(json_lenient<bool>(doc, "small"), std::nullopt);
    EXPECT_EQ(json_lenient_or<int>(doc, "huge", -7), -7);
    EXPECT_EQ(json_lenient<double>(doc, "huge"), 1e70);
    EXPECT_EQ(json_lenient<float>(doc, "huge"), std::nullopt); // beyond float's range
    EXPECT_EQ(json_as<std::vector<int>>(nlohmann::json::parse("[1, 2, 3]")), (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(json_as<std::vector<int>>(nlohmann::json::parse("[1, 1e70]")), std::nullopt);
}

TEST(OutsideJson, OurOwnDocumentsRefuseAFieldThatIsThereButWrongNamingTheKey) {
    const auto doc = nlohmann::json::parse(R"({"huge": 1e70, "half": 12.5, "text": "7", "small": 42, "none": null})");
    EXPECT_EQ(json_optional<int>(doc, "small"), 42);
    EXPECT_EQ(json_optional<int>(doc, "missing"), std::nullopt); // an optional field left out
    EXPECT_EQ(json_optional<int>(doc, "none"), std::nullopt);    // or written as null
    EXPECT_EQ(json_or<int>(doc, "missing", -7), -7);
    try {
        (void)json_optional<std::uint64_t>(doc, "huge");
        ADD_FAILURE() << "1e70 read as a 64-bit count";
    } catch (const JsonFieldError& error) {
        EXPECT_EQ(error.key(), "huge");
        EXPECT_STREQ(error.what(), "\"huge\" must be a whole number from 0 to 18446744073709551615, not 1e+70");
    }
    EXPECT_THROW((void)json_optional<int>(doc, "half"), JsonFieldError);
    EXPECT_THROW((void)json_or<int>(doc, "text", 0), JsonFieldError);
    EXPECT_THROW((void)json_optional<std::string>(doc, "small"), JsonFieldError);
    // A refusal is an invalid argument: every reader that already refuses those with its own
    // words (configuration files, requests) refuses this one too.
    EXPECT_THROW((void)json_optional<bool>(doc, "small"), std::invalid_argument);
}

} // namespace
} // namespace ssd
