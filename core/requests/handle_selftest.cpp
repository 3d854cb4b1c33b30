// `selftest`: each named drive in its own thread (a long test on one drive
// must not hold up the short test on another), the answers in the order the
// drives were named.
#include <mutex>
#include <thread>

#include "core/requests/handlers.h"
#include "core/selftest_control/scheduled_selftests.h"
#include "core/selftest_control/selftest_hazards.h"

namespace ssd::requests {

namespace {

// The drives' threads share one runner; commands are short (the waiting is
// between them), so one at a time costs nothing and no runner needs to be
// thread-safe.
class LockedRunner final : public CommandRunner {
public:
    explicit LockedRunner(CommandRunner& inner) : inner_(inner) {}
    Result<CommandOutput> run(const Command& command) override {
        const std::lock_guard lock(mutex_);
        return inner_.run(command);
    }
    std::string install_hint(std::string_view tool) const override { return inner_.install_hint(tool); }

private:
    CommandRunner& inner_;
    std::mutex mutex_;
};

selftest::DriveAnswer lookup_failed(const std::string& device, const SelfTestRequest& request, const Error& error) {
    selftest::DriveAnswer answer;
    answer.drive.device = device;
    answer.action = request.action;
    answer.type = request.type;
    answer.disposition = selftest::Disposition::Failed;
    answer.message = error.message;
    answer.error = error;
    return answer;
}

Result<std::vector<std::string>> devices_of(HandlerServices& services, const SelfTestRequest& request) {
    if (!request.devices.empty()) return request.devices;
    if (request.action != selftest::Action::Log) return fail(ErrorCode::Usage, "name the drive to start or abort a test on");
    auto drives = services.inventory.list();
    if (!drives) return tl::unexpected(drives.error());
    std::vector<std::string> devices;
    for (const auto& drive : *drives) devices.push_back(drive.device);
    return devices;
}

// Tests started by hand go into the history, so the schedule counts them. Best
// effort: an ordinary user's CLI cannot write the system's database, and a test
// that runs is not undone for that (the schedule may then start one sooner).
void remember_starts(HandlerServices& services, const SelfTestRequest& request, const SelfTestAnswer& answer) {
    if (services.bench_history == nullptr || request.action != selftest::Action::Start) return;
    auto store = services.bench_history->open();
    if (!store) return;
    (void)selftest::record_manual_starts(**store, answer.drives, services.bench_history->now());
}

// A log answer says what the schedule does next on each drive. Best effort as well: no
// schedule, no database or a drive the history cannot tell apart leaves it out.
void add_schedule(HandlerServices& services, const SelfTestRequest& request, SelfTestAnswer& answer) {
    if (request.action != selftest::Action::Log || !services.selftest_schedule || services.bench_history == nullptr) return;
    const auto config = services.selftest_schedule();
    if (!config || !*config) return;
    auto store = services.bench_history->open();
    if (!store) return;
    const std::int64_t now = services.bench_history->now();
    for (auto& drive : answer.drives) {
        if (!drive.state || !drive.drive.serial) continue;
        auto next = selftest::next_scheduled(**config, now, **store, drive.drive, *drive.state, services.drive_activity);
        if (next) drive.schedule = *next;
    }
}

} // namespace

Result<SelfTestAnswer> handle_selftest(HandlerServices& services, const SelfTestRequest& request, const Call& call) {
    auto devices = devices_of(services, request);
    if (!devices) return tl::unexpected(devices.error());

    actions::SteadyActionClock steady_clock;
    actions::ActionClock& clock = services.actions != nullptr ? services.actions->clock() : steady_clock;
    LockedRunner runner(services.runner);
    std::mutex progress_mutex;
    const selftest::SessionOptions options{request.action, request.type, request.wait};

    SelfTestAnswer answer;
    answer.drives.resize(devices->size());
    auto run_one = [&](std::size_t index) {
        const std::string& device = (*devices)[index];
        auto drive = services.inventory.lookup(device);
        if (!drive) {
            answer.drives[index] = lookup_failed(device, request, drive.error());
            return;
        }
        selftest::SessionEnvironment environment =
            selftest::session_environment(clock, call.stop, services.drive_activity, services.advisories);
        if (call.progress) {
            environment.progress = [&](const selftest::Progress& progress) {
                const std::lock_guard lock(progress_mutex);
                call.progress(progress);
            };
        }
        auto driver = selftest::make_selftest_driver(runner, *drive);
        answer.drives[index] = selftest::run_session(*driver, *drive, options, environment);
    };

    std::vector<std::thread> threads;
    threads.reserve(devices->size());
    for (std::size_t i = 0; i < devices->size(); ++i) threads.emplace_back(run_one, i);
    for (auto& thread : threads) thread.join();
    remember_starts(services, request, answer);
    add_schedule(services, request, answer);
    return answer;
}

std::optional<Error> selftest_failure(const SelfTestAnswer& answer) {
    for (const auto& drive : answer.drives) {
        if (drive.error) return drive.error;
    }
    return std::nullopt;
}

} // namespace ssd::requests
