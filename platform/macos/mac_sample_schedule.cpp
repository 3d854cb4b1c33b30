// macOS: no launchd job is shipped yet; `ssdtool sample` can be run by hand or cron.
#include "platform/sample_schedule.h"

namespace ssd {

Result<history::SchedulePlan> sample_schedule_plan(history::ScheduleAction, const HostEnvironment&) {
    return fail(ErrorCode::Usage, "scheduled sampling is not available on macOS yet: run `sudo ssdtool sample` "
                                  "from cron or launchd");
}

Result<void> write_schedule_file(const history::SchedulePlan&) { return {}; }

} // namespace ssd
