#include "app/gui/alert_opener.h"

#include "platform/history_database.h"

namespace ssd::gui {

AlertOpener databaseAlertOpener() {
    return [](const std::filesystem::path& file) {
        return history::open_alert_store(file, history::OpenMode::ReadOnly);
    };
}

} // namespace ssd::gui
