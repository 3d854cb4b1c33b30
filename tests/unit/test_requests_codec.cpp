// The request vocabulary (core/requests): every request type survives the
// wire (encode → decode gives the same request), decode refuses what the
// privileged side must never run, and each enumeration's table is one
// consistent spelling.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "core/requests/helper_protocol.h"
#include "core/requests/request_codec.h"
#include "core/util/json_depth.h"
#include "request_samples.h"

namespace ssd::requests {
namespace {

using nlohmann::json;

// Every field each request declares (core/requests/request_fields.h), set in turn on valid
// requests (request_samples.h): encoded, decoded and encoded again it is the same, and the
// key is on the wire. Every declared key of every method is sent at least once.
TEST(RequestCodec, EveryDeclaredFieldOfEveryRequestSurvivesTheWire) {
    std::map<std::string, std::set<std::string>> sent;
    for (const auto& sample : test::field_samples()) {
        const std::string method(method_name(sample.request));
        const json params = encode_params(sample.request);
        const auto decoded = decode_request(method, params);
        ASSERT_TRUE(decoded) << method << " " << params.dump() << ": " << decoded.error().message;
        EXPECT_EQ(decoded->index(), sample.request.index()) << params.dump();
        EXPECT_EQ(encode_params(*decoded), params) << method << " with " << sample.field;
        EXPECT_TRUE(params.contains(sample.field)) << method << " " << params.dump() << " lacks " << sample.field;
        sent[method].insert(sample.field);
    }
    const std::map<std::string, std::set<std::string>> declared{
        {"list", test::declared_keys<ListRequest>()},
        {"health", test::declared_keys<HealthRequest>()},
        {"check", test::declared_keys<CheckRequest>()},
        {"report", test::declared_keys<ReportRequest>()},
        {"bench", test::declared_keys<BenchRequest>()},
        {"trim", test::declared_keys<fields::TrimParams>()},
        {"discard", test::declared_keys<actions::DiscardRequest>()},
        {"erase", test::declared_keys<actions::EraseRequest>()},
        {"firmware", test::declared_keys<actions::FirmwareRequest>()},
        {"swap", test::declared_keys<SwapRequest>()},
        {"hibernation", test::declared_keys<HibernationRequest>()},
        {"selftest", test::declared_keys<SelfTestRequest>()},
        {"alert-ack", test::declared_keys<AlertAckRequest>()},
        {"capture", test::declared_keys<CaptureRequest>()},
    };
    EXPECT_EQ(declared.size(), kMethods.size());
    for (const auto& [method, keys] : declared) {
        EXPECT_EQ(sent[method], keys) << method;
    }
}

// The drift the field table ended: health's rated_tbw was decoded and encoded but not allowed.
TEST(RequestCodec, HealthCarriesTheRatedEndurance) {
    const auto decoded = decode_request("health", {{"device", "/dev/sda"}, {"rated_tbw", 300}});
    ASSERT_TRUE(decoded) << decoded.error().message;
    const auto* health = std::get_if<HealthRequest>(&*decoded);
    ASSERT_NE(health, nullptr);
    EXPECT_EQ(health->rated_tbw, 300.0);
    EXPECT_EQ(encode_params(*decoded)["rated_tbw"], 300.0);
}

TEST(RequestCodec, TheEnvelopeCarriesMethodAndParams) {
    const auto line = request_line(7, actions::EraseRequest{"/dev/sdb", actions::EraseMethod::AtaEnhanced, "X1", true});
    EXPECT_EQ(line.dump(),
              R"({"id":7,"method":"erase","params":{"confirm":"X1","device":"/dev/sdb","dry_run":true,"method":"ata-enhanced"}})");
    LineError error;
    const auto parsed = parse_request_line(line.dump(), error);
    ASSERT_TRUE(parsed);
    EXPECT_EQ(parsed->method, "erase");
    EXPECT_EQ(cancel_line(8, 7).dump(), R"({"id":8,"method":"cancel","params":{"request":7}})");
}

struct Refusal {
    const char* method;
    json params;
    const char* says; // part of the message
};

TEST(RequestCodec, RefusesWhatMustNeverRun) {
    const std::vector<Refusal> refusals{
        {"list", {{"sysfs", "/tmp"}}, "unknown parameter \"sysfs\""},
        {"health", {{"device", "/etc/shadow"}}, "not a device path"},
        {"health", {{"device", "/dev/../etc/shadow"}}, "not a device path"},
        {"health", {{"device", "--smartctl-json=/etc/shadow"}}, "must not start with '-'"},
        {"health", {{"device", "/dev/sda"}, {"device_type", "-d sat"}}, "must not start with '-'"},
        {"health", {{"device", "/dev/sda"}, {"reader", "cat"}}, "reader must be one of auto, smartctl or libatasmart"},
        {"health", {{"device", 42}}, "device must be a string"},
        {"health", json::array({"/dev/sda"}), "params must be an object"},
        {"check", {{"devices", {"/dev/sda", "/tmp/x"}}}, "not a device path"},
        {"bench", {{"target", "/tmp"}}, "not a device path"},
        {"bench", {{"target", "/dev/sdb"}, {"qd", 0}}, "qd is out of range"},
        {"bench", {{"target", "/dev/sdb"}, {"qd", -1}}, "qd must be a whole number"},
        {"bench", {{"target", "/dev/sdb"}, {"preset", "fast"}}, "preset must be one of quick"},
        {"bench", {{"target", "/dev/sdb"}, {"seconds", 1e9}}, "seconds is out of range"},
        {"bench", {{"target", "/dev/sdb"}, {"replay_speed", "as-recorded"}}, "go with replay_trace"},
        {"bench", {{"target", "/dev/sdb"}, {"replay_name", "day.trace"}}, "go with replay_trace"},
        {"bench", {{"target", "/dev/sdb"}, {"replay_trace", "ssd-toolbox trace 1\n\x1b[2J"}}, "control character"},
        {"bench", {{"target", "/dev/sdb"}, {"replay_trace", std::string(fields::kMaxTraceBytes + 1, 'x')}},
         "more than the 921600 a request carries"},
        {"bench", {{"target", "/dev/sdb"}, {"replay_trace", ""}}, "replay_trace must not be empty"},
        {"trim", {{"target", "/mnt/../etc"}}, "not a mountpoint or a device path"},
        {"trim", {{"target", "/mnt"}, {"enable_periodic", true}}, "either target or enable_periodic"},
        {"trim", json::object(), "either target or enable_periodic"},
        {"discard", {{"device", "/dev/loop0"}, {"confirm", "--force"}}, "must not start with '-'"},
        {"discard", {{"device", "/dev/loop0"}, {"confirm", "a;b"}}, "confirm is not a serial number"},
        {"erase", {{"device", "/dev/sda"}, {"method", "dd"}}, "method must be one of ata-enhanced"},
        {"erase", {{"device", "/dev/sda"}, {"dry_run", "yes"}}, "dry_run must be true or false"},
        {"firmware", {{"device", "/dev/sda"}, {"file", "relative.bin"}}, "file must be an absolute path"},
        {"firmware", {{"device", "/dev/sda"}}, "file is required"},
        {"swap", {{"action", "resize"}, {"size", "1g; rm"}}, "size must be digits"},
        {"swap", {{"action", "resize"}}, "size is needed for resize"},
        {"swap", {{"action", "remove"}, {"maximum", "1g"}}, "maximum goes with resize"},
        {"hibernation", {{"action", "size"}}, "percent is needed for size"},
        {"hibernation", {{"action", "size"}, {"percent", 20}}, "percent is out of range"},
        {"serve", json::object(), "unknown method"},
        {"cancel", json::object(), "unknown method"},
    };
    for (const auto& refusal : refusals) {
        const auto decoded = decode_request(refusal.method, refusal.params);
        ASSERT_FALSE(decoded) << refusal.method << " " << refusal.params.dump();
        EXPECT_EQ(decoded.error().code, ErrorCode::Usage);
        EXPECT_NE(decoded.error().message.find(refusal.says), std::string::npos)
            << refusal.method << " " << refusal.params.dump() << ": " << decoded.error().message;
    }
}

TEST(RequestCodec, DevicesAreCheckedAgainstTheDevRootGiven) {
    DecodeOptions options;
    options.dev_root = "/tmp/stand-in-dev";
    EXPECT_TRUE(decode_request("health", {{"device", "/tmp/stand-in-dev/sda"}}, options));
    EXPECT_FALSE(decode_request("health", {{"device", "/dev/sda"}}, options));
}

TEST(RequestAccess, DryRunsReadAndDestructiveRequestsDestroy) {
    EXPECT_EQ(access_of(ListRequest{}), Access::Read);
    EXPECT_EQ(access_of(ReportRequest{true}), Access::Read);
    EXPECT_EQ(access_of(actions::EraseRequest{"/dev/sdb", std::nullopt, "X", false}), Access::Destroy);
    EXPECT_EQ(access_of(actions::EraseRequest{"/dev/sdb", std::nullopt, std::nullopt, true}), Access::Read);
    EXPECT_EQ(access_of(actions::DiscardRequest{"/dev/loop0", "loop0", false}), Access::Destroy);
    EXPECT_EQ(access_of(actions::FirmwareRequest{"/dev/sda", "/fw.bin", "X", false}), Access::Destroy);
    EXPECT_EQ(access_of(actions::TrimRequest{"/", false}), Access::Configure);
    EXPECT_EQ(access_of(PeriodicTrimRequest{false}), Access::Configure);
    EXPECT_EQ(access_of(SwapRequest{}), Access::Read);
    EXPECT_EQ(access_of(HibernationRequest{HibernationAction::Off, std::nullopt, false}), Access::Configure);
    bench::BenchOptions scan;
    scan.target = "/dev/sdb";
    scan.preset = "read-scan";
    EXPECT_EQ(access_of(BenchRequest{scan}), Access::Read);
    bench::BenchOptions quick;
    quick.target = "/dev/sdb";
    EXPECT_EQ(access_of(BenchRequest{quick}), Access::Destroy);
    quick.access = bench::Access::RandRead;
    EXPECT_EQ(access_of(BenchRequest{quick}), Access::Read);
}

template <typename E, std::size_t N>
void expect_consistent(const EnumTable<E, N>& table, const char* name) {
    std::set<std::string_view> wires;
    std::set<E> values;
    for (const auto& entry : table) {
        EXPECT_TRUE(wires.insert(entry.wire).second) << name << ": " << entry.wire << " twice";
        EXPECT_TRUE(values.insert(entry.value).second) << name << ": a value twice";
        EXPECT_FALSE(entry.label.empty()) << name << ": " << entry.wire << " has no label";
        EXPECT_EQ(table.parse(entry.wire), entry.value) << name << ": " << entry.wire;
        EXPECT_EQ(table.wire(entry.value), entry.wire) << name;
    }
    EXPECT_FALSE(table.parse("no-such-name")) << name;
    EXPECT_FALSE(table.parse("")) << name;
}

TEST(EnumTables, EachSpellingOnceAndBothWays) {
    expect_consistent(kMethods, "methods");
    expect_consistent(kAccessKinds, "access");
    expect_consistent(kSwapActions, "swap actions");
    expect_consistent(kHibernationActions, "hibernation actions");
    expect_consistent(kSmartReaders, "smart readers");
    expect_consistent(actions::kEraseMethods, "erase methods");
    expect_consistent(bench::kPresets, "presets");
    expect_consistent(bench::kAccessPatterns, "access patterns");
    expect_consistent(bench::kDataPatterns, "data patterns");
    EXPECT_EQ(actions::kEraseMethods.wire_list(),
              "ata-enhanced, ata-normal, nvme-crypto, nvme-user-data, sanitize-crypto, sanitize-block or "
              "sanitize-overwrite");
}

TEST(HelperProtocol, HelloListsEveryMethodAndCancel) {
    const auto hello = hello_line(true, "9.9");
    EXPECT_EQ(hello["protocol"], "ssd-toolbox-helper");
    EXPECT_EQ(hello["methods"].size(), kMethods.size() + 1);
    EXPECT_EQ(hello["methods"].back(), "cancel");
}

std::string nested(std::size_t depth, const std::string& inside = "") {
    return std::string(depth, '[') + inside + std::string(depth, ']');
}

TEST(JsonDepth, CountsArraysAndObjectsNotBracketsInStrings) {
    EXPECT_FALSE(json_nests_deeper_than(nested(64), 64));
    EXPECT_TRUE(json_nests_deeper_than(nested(65), 64));
    EXPECT_TRUE(json_nests_deeper_than(R"({"a":{"b":[1]}})", 2));
    EXPECT_FALSE(json_nests_deeper_than(R"({"a":{"b":[1]}})", 3));
    EXPECT_FALSE(json_nests_deeper_than(R"({"a":"[[[[[[[[[[[[[["})", 1));
    // Not JSON and shallow: left to the parser. Unclosed but too deep: too deep.
    EXPECT_FALSE(json_nests_deeper_than("[[not json", 64));
    EXPECT_TRUE(json_nests_deeper_than(std::string(100000, '['), 64));
}

// Regression (tests/integration/service-faults.py): these lines killed the service, whose
// thread copied the 100000-deep id or params one stack frame per level.
TEST(HelperProtocol, RefusesLinesNestedDeeperThanAnyRequest) {
    const std::string deep = nested(100000);
    for (const auto& line : {deep, R"({"id":1,"method":"list","params":)" + deep + "}",
                             R"({"id":)" + deep + R"(,"method":"list"})",
                             R"({"id":1,"method":"health","params":{"device":)" + nested(65, "\"/dev/sda\"") + "}}"}) {
        LineError error;
        EXPECT_FALSE(parse_request_line(line, error)) << line.substr(0, 80);
        EXPECT_EQ(error.code, "malformed-request");
        EXPECT_TRUE(error.id.is_null());
        EXPECT_NE(error.message.find("64"), std::string::npos) << error.message;
    }
    LineError error;
    EXPECT_TRUE(parse_request_line(R"({"id":1,"method":"check","params":{"devices":["/dev/sda"]}})", error));
}

} // namespace
} // namespace ssd::requests
