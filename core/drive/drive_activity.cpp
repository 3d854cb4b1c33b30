#include "core/drive/drive_activity.h"

#include "core/drive/device_names.h"

namespace ssd {

std::string drive_activity_name(const std::string& device) {
    const std::string drive = nvme_controller_path(device);
    const auto slash = drive.find_last_of("/\\");
    return slash == std::string::npos ? drive : drive.substr(slash + 1);
}

} // namespace ssd
