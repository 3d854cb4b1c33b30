// A build without SQLite (platform/history not built): the Alerts tab and the tray say so.
#include "app/gui/alert_opener.h"

namespace ssd::gui {

AlertOpener databaseAlertOpener() {
    return [](const std::filesystem::path&) -> Result<std::unique_ptr<alerts::AlertStore>> {
        return fail(ErrorCode::ToolMissing, "this build of SSD Toolbox has no alerts (built without SQLite)");
    };
}

} // namespace ssd::gui
