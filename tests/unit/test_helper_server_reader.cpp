// The helper server's reader thread (core/requests/helper_server.h, run()): lines are
// read and cancels answered on one thread while a request runs on another. A `list`
// request is held inside the inventory until the test lets it go, so the cancel, the
// queueing and the end of input reach the server while it is busy. Also built into
// the TSan binary (tests/threads), where a data race between the two threads fails.
#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/process/replay_runner.h"
#include "core/requests/helper_server.h"

namespace ssd::requests {
namespace {

using json = nlohmann::json;

// An inventory whose list() waits until release(): a drive that answers slowly.
class HeldInventory final : public DriveInventory {
public:
    Result<std::vector<DriveInfo>> list() override {
        std::unique_lock lock(mutex_);
        ++entered_;
        changed_.notify_all();
        changed_.wait(lock, [this] { return released_; });
        return std::vector<DriveInfo>{};
    }
    Result<DriveInfo> lookup(const std::string& path) override {
        return fail(ErrorCode::NoSuchDevice, path + " does not exist");
    }
    // Waits (bounded) until a list() call is under way.
    bool wait_entered() {
        std::unique_lock lock(mutex_);
        return changed_.wait_for(lock, std::chrono::seconds(30), [this] { return entered_ > 0; });
    }
    void release() {
        const std::lock_guard lock(mutex_);
        released_ = true;
        changed_.notify_all();
    }
    int entered() {
        const std::lock_guard lock(mutex_);
        return entered_;
    }

private:
    std::mutex mutex_;
    std::condition_variable changed_;
    int entered_ = 0;
    bool released_ = false;
};

std::string line(int id, const std::string& method, const json& params = json::object()) {
    return json{{"id", id}, {"method", method}, {"params", params}}.dump();
}

std::vector<json> lines_of(const std::string& text) {
    std::vector<json> lines;
    std::istringstream in(text);
    for (std::string one; std::getline(in, one);) lines.push_back(json::parse(one));
    return lines;
}

// Index of the first line that answers `id` (not an event), or -1.
long answer_index(const std::vector<json>& lines, int id) {
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].value("id", json()) == id && !lines[i].contains("event")) return static_cast<long>(i);
    }
    return -1;
}

// Runs the server over `script`: each call of the line source takes the next step, which
// may wait for the inventory or release it before giving its line (nullopt ends the input).
using Step = std::function<std::optional<std::string>(HeldInventory&)>;

std::vector<json> serve(HeldInventory& inventory, const std::vector<Step>& script) {
    ReplayRunner runner;
    HandlerServices services{inventory, runner};
    std::ostringstream out;
    HelperServer server(services, out, HelperOptions{});
    std::size_t next = 0;
    const int status = server.run([&]() -> std::optional<std::string> {
        if (next < script.size()) return script[next++](inventory);
        inventory.release();
        return std::nullopt;
    });
    EXPECT_EQ(status, 0);
    return lines_of(out.str());
}

TEST(HelperServerReader, ACancelIsAnsweredWhileTheRequestStillRuns) {
    HeldInventory inventory;
    const auto lines = serve(inventory, {
        [](HeldInventory&) { return line(1, "list"); },
        [](HeldInventory& held) {
            EXPECT_TRUE(held.wait_entered()) << "the list request never reached the inventory";
            return line(2, "cancel", {{"request", 1}});
        },
    });
    const long cancel = answer_index(lines, 2);
    const long list = answer_index(lines, 1);
    ASSERT_GE(cancel, 0);
    ASSERT_GE(list, 0);
    EXPECT_LT(cancel, list) << "the cancel waited for the request it cancels";
    EXPECT_EQ(lines[static_cast<std::size_t>(cancel)]["result"]["state"], "running");
    // A list is read in one go: it is not stopped, and its answer still comes.
    EXPECT_TRUE(lines[static_cast<std::size_t>(list)].contains("result"));
}

TEST(HelperServerReader, ARequestQueuedBehindARunningOneCanBeCancelledBeforeItStarts) {
    HeldInventory inventory;
    const auto lines = serve(inventory, {
        [](HeldInventory&) { return line(1, "list"); },
        [](HeldInventory& held) {
            EXPECT_TRUE(held.wait_entered());
            return line(2, "list");
        },
        [](HeldInventory&) { return line(3, "cancel", {{"request", 2}}); },
    });
    const long cancelled = answer_index(lines, 2);
    ASSERT_GE(cancelled, 0);
    EXPECT_EQ(lines[static_cast<std::size_t>(cancelled)]["error"]["code"], "interrupted"); // ErrorCode::Cancelled
    const long cancel = answer_index(lines, 3);
    ASSERT_GE(cancel, 0);
    EXPECT_EQ(lines[static_cast<std::size_t>(cancel)]["result"]["state"], "queued");
    EXPECT_EQ(inventory.entered(), 1) << "the cancelled request ran all the same";
}

} // namespace
} // namespace ssd::requests
