#include "platform/windows/system_queries.h"

#include <chrono>

#include "core/actions/windows/maintenance_plans.h"
#include "core/windows/text_lines.h"

namespace ssd::windows_platform {

namespace w = ssd::windows;
using namespace std::chrono_literals;

Observed<std::vector<w::DeleteNotifySetting>> query_delete_notify(CommandRunner& runner) {
    auto output = runner.run(Command{{"fsutil", "behavior", "query", "DisableDeleteNotify"}, 30s});
    if (!output) return Observed<std::vector<w::DeleteNotifySetting>>::unknown(output.error().message);
    auto settings = w::parse_disable_delete_notify(w::console_text(output->out));
    if (!settings) return Observed<std::vector<w::DeleteNotifySetting>>::unknown("fsutil: " + settings.error().message);
    return std::move(*settings);
}

Observed<bool> query_defrag_task_enabled(CommandRunner& runner) {
    auto output = runner.run(Command{{"schtasks", "/Query", "/TN", w::kDefragTaskName, "/XML"}, 30s});
    if (!output) return Observed<bool>::unknown(output.error().message);
    if (output->exit_status != 0) {
        return Observed<bool>::unknown("schtasks could not read " + std::string(w::kDefragTaskName) + ": " +
                                       std::string(w::trim(w::console_text(output->err))));
    }
    auto enabled = w::task_enabled_from_xml(w::console_text(output->out));
    if (!enabled) return Observed<bool>::unknown(enabled.error().message);
    return *enabled;
}

Observed<PeriodicTrimObservation> periodic_trim_observation(const w::WindowsVersion& version,
                                                            const Observed<bool>& task_enabled) {
    if (w::scheduled_optimization(version) != w::SsdOptimization::Retrims) {
        return PeriodicTrimObservation{false, "none before Windows 8 (TRIM only as files are deleted)",
                                       w::version_name(version)};
    }
    if (!task_enabled) return Observed<PeriodicTrimObservation>::unknown(task_enabled.reason());
    return PeriodicTrimObservation{*task_enabled, "Windows Optimize Drives (weekly re-TRIM of SSDs)",
                                   std::string("scheduled task ") + w::kDefragTaskName};
}

} // namespace ssd::windows_platform
