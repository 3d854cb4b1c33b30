// Linux: the systemd timer the package ships (resources/systemd).
#include "platform/sample_schedule.h"

namespace ssd {

Result<history::SchedulePlan> sample_schedule_plan(history::ScheduleAction action, const HostEnvironment&) {
    return history::systemd_schedule_plan(action);
}

Result<void> write_schedule_file(const history::SchedulePlan&) { return {}; }

} // namespace ssd
