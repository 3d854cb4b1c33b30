// Cancelling through the helper (core/requests/helper_server.h) while a
// request runs, with the real handlers on the rig guest's captured drives and
// replayed tool output: a runner holds one command (as a drive busy for
// minutes would) until the test has sent its cancel.
//  - While an ATA SECURITY ERASE UNIT runs, cancel answers "not stoppable"
//    with the reason, and the erase finishes (the drive cannot stop it).
//  - A cancel before the erase command stops the request at that safe point
//    ("interrupted", 130) and the temporary password is removed again.
#include <gtest/gtest.h>

#include <condition_variable>
#include <mutex>
#include <thread>

#include "app/cli/request_session.h"
#include "cli_actions_support.h"
#include "core/requests/helper_server.h"

namespace ssd {
namespace {

using nlohmann::json;
using test::RigActionWorld;
using test::SequenceRunner;

// Holds the first command that contains `word` until release().
class HoldingRunner final : public CommandRunner {
public:
    HoldingRunner(CommandRunner& inner, std::string word) : inner_(inner), word_(std::move(word)) {}

    Result<CommandOutput> run(const Command& command) override {
        if (std::find(command.argv.begin(), command.argv.end(), word_) != command.argv.end()) {
            std::unique_lock lock(mutex_);
            reached_ = true;
            changed_.notify_all();
            changed_.wait(lock, [this] { return released_; });
        }
        return inner_.run(command);
    }
    // Waits (bounded) until the held command has been started.
    bool wait_reached() {
        std::unique_lock lock(mutex_);
        return changed_.wait_for(lock, std::chrono::seconds(30), [this] { return reached_; });
    }
    void release() {
        const std::lock_guard lock(mutex_);
        released_ = true;
        changed_.notify_all();
    }

private:
    CommandRunner& inner_;
    std::string word_;
    std::mutex mutex_;
    std::condition_variable changed_;
    bool reached_ = false;
    bool released_ = false;
};

// An enhanced-erase drive (synthetic hdparm -I, labelled so) up to the erase
// command: identify, set the temporary password (published transcript), identify again.
void record_up_to_the_erase(SequenceRunner& replay, const RigActionWorld& world) {
    replay.add_stdout(rig_ide_identify(world), "hdparm/synthetic-I-security-ready-enhanced.txt");
    replay.add_stdout(rig_ide_security(world, "--security-set-pass"), "hdparm/published-tinyapps-security-set-pass.out");
    replay.add_stdout(rig_ide_identify(world), "hdparm/synthetic-I-security-enabled-enhanced.txt");
}

struct Exchange {
    std::vector<json> lines;
    const json& answer(int id) const {
        for (const auto& line : lines) {
            if (line.value("id", json()) == id && !line.contains("event")) return line;
        }
        static const json none;
        ADD_FAILURE() << "no answer to " << id;
        return none;
    }
};

// Sends an erase of sdb, then (once `holding` has reached its command) a cancel of it.
Exchange erase_and_cancel(RigActionWorld& world, HoldingRunner& holding) {
    linux_platform::LinuxActionPlatform platform(holding, world.options());
    linux_platform::SysfsDriveInventory inventory(test::project_fixture("sysfs/rig-guest-checks"), world.dev.path());
    cli::Services services{inventory, holding};
    services.actions = &platform;
    cli::HandlerSeams seams(services);
    std::ostringstream out;
    requests::HelperOptions options;
    options.decode.dev_root = world.dev.path().string();
    requests::HelperServer server(seams.get(), out, options);

    const requests::Request erase = actions::EraseRequest{world.dev.str("sdb"), std::nullopt, "RIGIDE0001", false};
    std::thread running([&] { server.handle_line(requests::request_line(1, erase).dump()); });
    const bool reached = holding.wait_reached();
    EXPECT_TRUE(reached) << "the held command never ran";
    server.handle_line(requests::cancel_line(2, 1).dump()); // answered at once, while the erase waits
    holding.release();
    running.join();

    Exchange exchange;
    std::istringstream lines(out.str());
    for (std::string line; std::getline(lines, line);) exchange.lines.push_back(json::parse(line));
    return exchange;
}

TEST(HelperCancel, AnAtaEraseInTheDriveCannotBeStoppedAndSaysSo) {
    RigActionWorld world(true);
    SequenceRunner replay;
    record_up_to_the_erase(replay, world);
    replay.add_stdout(rig_ide_security(world, "--security-erase-enhanced"), "hdparm/published-tinyapps-security-erase.out");
    replay.add_stdout(rig_ide_identify(world), "hdparm/synthetic-I-security-ready-enhanced.txt");
    HoldingRunner holding(replay, "--security-erase-enhanced");
    const auto exchange = erase_and_cancel(world, holding);

    const auto& cancel = exchange.answer(2)["result"];
    EXPECT_EQ(cancel["state"], "running") << cancel.dump();
    EXPECT_EQ(cancel["stoppable"], false) << cancel.dump();
    EXPECT_NE(cancel["message"].get<std::string>().find("cannot be stopped"), std::string::npos) << cancel.dump();
    // The erase ran to its end and says so.
    const auto& erase = exchange.answer(1);
    ASSERT_TRUE(erase.contains("result")) << erase.dump();
    EXPECT_EQ(erase["result"]["erased"], true);
    EXPECT_FALSE(replay.called_with("--security-disable"));
}

TEST(HelperCancel, ACancelBeforeTheEraseStopsThereAndRemovesThePassword) {
    RigActionWorld world(true);
    SequenceRunner replay;
    record_up_to_the_erase(replay, world);
    replay.add_stdout(rig_ide_security(world, "--security-disable"), "hdparm/rig-sata-security-disable.out");
    replay.add_stdout(rig_ide_identify(world), "hdparm/synthetic-I-security-ready-enhanced.txt");
    HoldingRunner holding(replay, "--security-set-pass");
    const auto exchange = erase_and_cancel(world, holding);

    const auto& cancel = exchange.answer(2)["result"];
    EXPECT_EQ(cancel["state"], "running") << cancel.dump();
    EXPECT_EQ(cancel["stoppable"], true) << cancel.dump();
    const auto& erase = exchange.answer(1);
    EXPECT_EQ(erase["error"]["code"], "interrupted") << erase.dump();
    EXPECT_EQ(erase["exit_status"], 130);
    EXPECT_TRUE(replay.called_with("--security-disable")) << "the temporary password must not stay behind";
    EXPECT_FALSE(replay.called_with("--security-erase-enhanced"));
}

} // namespace
} // namespace ssd
