#include "core/drive/device_names.h"

#include <regex>

namespace ssd {

std::string nvme_controller_path(const std::string& device) {
    static const std::regex namespace_node(R"((.*nvme\d+)n\d+)");
    std::smatch match;
    if (std::regex_match(device, match, namespace_node)) return match[1].str();
    return device;
}

} // namespace ssd
