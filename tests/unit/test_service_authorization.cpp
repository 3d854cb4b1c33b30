// The resident service's decisions in core (issue 14): who may run what
// (authorize: root passes, everyone else asks the authority for the request's
// access), one change at a time across clients (RequestGate), and the helper
// server's guards (the authorization hook before any handler, the line limit,
// the queue limit). The authority here is a fake that records what it was asked;
// the real polkit is exercised by tests/integration/service-polkit.py.
#include <gtest/gtest.h>

#include <sstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "core/process/replay_runner.h"
#include "core/requests/authorization.h"
#include "core/requests/helper_server.h"
#include "core/requests/request_gate.h"
#include "request_samples.h"

namespace ssd::requests {
namespace {

using json = nlohmann::json;

class RecordingAuthority : public Authority {
public:
    explicit RecordingAuthority(std::optional<Error> answer) : answer_(std::move(answer)) {}
    std::optional<Error> check(const PeerCredentials& caller, Access access) override {
        asked.emplace_back(caller.uid, access);
        return answer_;
    }
    std::vector<std::pair<std::uint32_t, Access>> asked;

private:
    std::optional<Error> answer_;
};

constexpr PeerCredentials kUser{4242, 1000, 987654};
constexpr PeerCredentials kRoot{1, 0, 12};

actions::EraseRequest erase_of(const std::string& device, bool dry_run) {
    return actions::EraseRequest{device, std::nullopt, dry_run ? std::nullopt : std::optional<std::string>("S1"),
                                 dry_run};
}

TEST(ServiceAuthorization, RootPassesWithoutAskingTheAuthority) {
    RecordingAuthority authority(Error{ErrorCode::NotAuthorized, "no"});
    EXPECT_FALSE(authorize(authority, kRoot, erase_of("/dev/sdb", false)).has_value());
    EXPECT_TRUE(authority.asked.empty());
}

TEST(ServiceAuthorization, AUserIsDecidedByTheAuthorityForTheRequestsAccess) {
    RecordingAuthority allowing(std::nullopt);
    EXPECT_FALSE(authorize(allowing, kUser, ListRequest{}).has_value());
    EXPECT_FALSE(authorize(allowing, kUser, actions::TrimRequest{"/", false}).has_value());
    EXPECT_FALSE(authorize(allowing, kUser, erase_of("/dev/sdb", false)).has_value());
    EXPECT_FALSE(authorize(allowing, kUser, erase_of("/dev/sdb", true)).has_value());
    const std::vector<std::pair<std::uint32_t, Access>> expected{
        {1000, Access::Read}, {1000, Access::Configure}, {1000, Access::Destroy}, {1000, Access::Read}};
    EXPECT_EQ(allowing.asked, expected);
}

TEST(ServiceAuthorization, ARefusalNamesTheRequestAndThePolkitAction) {
    RecordingAuthority refusing(Error{ErrorCode::NotAuthorized, "the authentication dialog was dismissed"});
    const auto refusal = authorize(refusing, kUser, erase_of("/dev/sdb", false));
    ASSERT_TRUE(refusal.has_value());
    EXPECT_EQ(refusal->code, ErrorCode::NotAuthorized);
    EXPECT_EQ(exit_status_for(refusal->code), 3);
    EXPECT_EQ(error_code_name(refusal->code), "not-authorized");
    EXPECT_EQ(refusal->message, "not authorized: erase (destroys data on a drive, polkit action "
                                "org.ssdtoolbox.destroy): the authentication dialog was dismissed");
}

TEST(ServiceAuthorization, AnAuthorityThatCannotBeAskedRefusesAndSaysSo) {
    RecordingAuthority broken(Error{ErrorCode::ToolMissing, "pkcheck is not installed"});
    const auto refusal = authorize(broken, kUser, actions::TrimRequest{"/", false});
    ASSERT_TRUE(refusal.has_value());
    EXPECT_EQ(refusal->code, ErrorCode::NotAuthorized);
    EXPECT_NE(refusal->message.find("the authority could not be asked: pkcheck is not installed"), std::string::npos);
}

TEST(RequestGate, ReadsNeverWaitChangesAndBenchmarksRunAlone) {
    EXPECT_FALSE(runs_alone(ListRequest{}));
    EXPECT_FALSE(runs_alone(erase_of("/dev/sdb", true)));
    EXPECT_TRUE(runs_alone(erase_of("/dev/sdb", false)));
    EXPECT_TRUE(runs_alone(actions::TrimRequest{"/", false}));
    BenchRequest read_scan;
    read_scan.options.target = "/dev/sdb";
    read_scan.options.preset = "read-scan";
    EXPECT_TRUE(runs_alone(read_scan)) << "a read-only benchmark still runs alone: another run would spoil it";
    read_scan.options.dry_run = true;
    EXPECT_FALSE(runs_alone(read_scan));
}

TEST(RequestGate, ASecondChangeWaitsUntilTheFirstEndsAndCanBeCancelledWhileWaiting) {
    RequestGate gate;
    auto first = gate.enter(erase_of("/dev/sdb", false), StopToken{});
    ASSERT_TRUE(first.has_value());
    EXPECT_TRUE(gate.busy());
    // A read goes by.
    EXPECT_TRUE(gate.enter(ListRequest{}, StopToken{}).has_value());
    // A second change, already cancelled, gives up instead of waiting.
    StopSource cancelled;
    cancelled.request_stop();
    EXPECT_FALSE(gate.enter(actions::TrimRequest{"/", false}, StopToken(cancelled)).has_value());
    // A second change waits on another thread and gets its turn when the first is done.
    std::optional<RequestGate::Pass> second;
    std::thread waiter([&] { second = gate.enter(actions::TrimRequest{"/", false}, StopToken{}); });
    first.reset();
    waiter.join();
    EXPECT_TRUE(second.has_value());
    EXPECT_TRUE(gate.busy());
    second.reset();
    EXPECT_FALSE(gate.busy());
}

// A helper server over an inventory with no drives; each line answered before the next
// (handle_line: run() drops queued changes once its input ends, which would hide the hook).
class EmptyInventory : public DriveInventory {
public:
    Result<std::vector<DriveInfo>> list() override { return std::vector<DriveInfo>{}; }
    Result<DriveInfo> lookup(const std::string& path) override {
        return fail(ErrorCode::NoSuchDevice, path + " does not exist");
    }
};

std::vector<json> serve_lines(const std::vector<std::string>& lines, HelperOptions options) {
    EmptyInventory inventory;
    ReplayRunner runner;
    HandlerServices services{inventory, runner};
    std::ostringstream out;
    HelperServer server(services, out, std::move(options));
    for (const auto& line : lines) server.handle_line(line);
    std::vector<json> answers;
    std::istringstream in(out.str());
    for (std::string line; std::getline(in, line);) answers.push_back(json::parse(line));
    return answers;
}

TEST(HelperServerGuards, TheAuthorizationHookAnswersBeforeAnyHandlerRuns) {
    RecordingAuthority refusing(Error{ErrorCode::NotAuthorized, "polkit refused it: its policy does not allow it for this user"});
    HelperOptions options;
    std::vector<std::string> log;
    options.authorize = [&refusing](const Request& request) { return authorize(refusing, kUser, request); };
    options.log = [&log](const std::string& line) { log.push_back(line); };
    const auto answers = serve_lines({R"({"id":1,"method":"trim","params":{"target":"/"}})"}, options);
    ASSERT_EQ(answers.size(), 1u);
    EXPECT_EQ(answers[0]["id"], 1);
    EXPECT_EQ(answers[0]["error"]["code"], "not-authorized");
    EXPECT_EQ(answers[0]["exit_status"], 3);
    ASSERT_EQ(log.size(), 1u);
    EXPECT_EQ(log[0].rfind("trim {\"target\":\"/\"}: not authorized: trim (changes a setting", 0), 0u) << log[0];
}

TEST(HelperServerGuards, ReadsAreNotLoggedAndAllowedReadsAreAnswered) {
    RecordingAuthority allowing(std::nullopt);
    HelperOptions options;
    std::vector<std::string> log;
    options.authorize = [&allowing](const Request& request) { return authorize(allowing, kUser, request); };
    options.log = [&log](const std::string& line) { log.push_back(line); };
    const auto answers = serve_lines({R"({"id":1,"method":"list"})"}, options);
    ASSERT_EQ(answers.size(), 1u);
    EXPECT_TRUE(answers[0]["result"]["drives"].is_array());
    EXPECT_TRUE(log.empty());
}

TEST(HelperServerGuards, ALineOverTheLimitIsAnsweredAndTheNextOneServed) {
    HelperOptions options;
    options.max_line_bytes = 64;
    const std::string too_long = R"({"id":1,"method":"list","params":{}})" + std::string(64, ' ');
    const auto answers = serve_lines({too_long, R"({"id":2,"method":"list"})"}, options);
    ASSERT_EQ(answers.size(), 2u);
    EXPECT_EQ(answers[0]["error"]["code"], "line-too-long");
    EXPECT_TRUE(answers[0]["id"].is_null());
    EXPECT_EQ(answers[1]["id"], 2);
    EXPECT_TRUE(answers[1].contains("result"));
}

// Every declared field of every request, sent as a client sends it (request_line), reaches the
// service's decision as the same typed request: nothing the CLI or GUI may say is refused as an
// unknown parameter or lost on the way. The hook refuses, so no handler runs.
TEST(HelperServerGuards, EveryFieldOfEveryRequestReachesTheDecisionIntact) {
    const auto samples = test::field_samples();
    ASSERT_FALSE(samples.empty());
    std::uint64_t id = 0;
    for (const auto& sample : samples) {
        std::optional<Request> decided;
        HelperOptions options;
        options.authorize = [&decided](const Request& request) -> std::optional<Error> {
            decided = request;
            return Error{ErrorCode::NotAuthorized, "recorded, not run"};
        };
        const auto answers = serve_lines({request_line(++id, sample.request).dump()}, options);
        ASSERT_EQ(answers.size(), 1u);
        ASSERT_TRUE(decided) << method_name(sample.request) << " with " << sample.field << ": " << answers[0].dump();
        EXPECT_EQ(encode_params(*decided), encode_params(sample.request)) << method_name(sample.request);
        EXPECT_EQ(answers[0]["error"]["code"], "not-authorized");
    }
}

} // namespace
} // namespace ssd::requests
