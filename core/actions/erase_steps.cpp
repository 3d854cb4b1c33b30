#include "core/actions/erase_steps.h"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "core/actions/discard.h"

namespace ssd::actions {

Result<CommandOutput> run_erase_query(CommandRunner& runner, std::vector<std::string> argv) {
    Command command;
    command.argv = std::move(argv);
    command.timeout = kEraseQueryTimeout;
    return runner.run(command);
}

ProgressEvent erase_event(const std::string& phase, double elapsed, std::optional<double> percent,
                        std::optional<double> estimate, std::string message) {
    ProgressEvent event;
    event.action = "erase";
    event.phase = phase;
    event.percent = percent;
    event.elapsed_seconds = elapsed;
    event.estimated_total_seconds = estimate;
    event.message = std::move(message);
    return event;
}

Result<CommandOutput> run_with_ticks(ActionPlatform& platform, const Command& command, const ProgressSink& progress,
                                     const std::string& action, const std::string& phase,
                                     std::optional<double> estimated_seconds) {
    const auto interval = platform.clock().tick_interval();
    if (!progress || interval.count() <= 0) return platform.runner().run(command);
    const auto start = platform.clock().now();
    std::mutex mutex;
    std::condition_variable wake;
    bool done = false;
    std::thread ticker([&] {
        std::unique_lock lock(mutex);
        while (!wake.wait_for(lock, interval, [&done] { return done; })) {
            const double elapsed = seconds_between(start, platform.clock().now());
            ProgressEvent event;
            event.action = action;
            event.phase = phase;
            event.elapsed_seconds = elapsed;
            event.estimated_total_seconds = estimated_seconds;
            if (estimated_seconds && *estimated_seconds > 0) {
                event.percent = std::min(99.0, 100.0 * elapsed / *estimated_seconds);
                event.message = "running (by the drive's estimate)";
            } else {
                event.message = "running (the drive gives no estimate)";
            }
            progress(event);
        }
    });
    auto output = platform.runner().run(command);
    {
        std::lock_guard lock(mutex);
        done = true;
    }
    wake.notify_all();
    ticker.join();
    return output;
}

} // namespace ssd::actions
