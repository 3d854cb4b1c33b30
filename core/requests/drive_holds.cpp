// The drive holds of the long requests (core/drive/drive_activity.h).
#include "core/requests/handlers.h"

namespace ssd::requests {

std::unique_ptr<DriveActivity::Hold> hold_drive(HandlerServices& services, const std::string& device, const std::string& what) {
    if (services.drive_activity == nullptr) return nullptr;
    return services.drive_activity->hold(device, what);
}

} // namespace ssd::requests
