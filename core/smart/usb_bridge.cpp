#include "core/smart/usb_bridge.h"

#include <algorithm>
#include <regex>

namespace ssd {

bool is_usb_bridge_type(std::string_view type) {
    return std::find(kUsbBridgeTypes.begin(), kUsbBridgeTypes.end(), type) != kUsbBridgeTypes.end();
}

std::optional<std::string> unknown_usb_bridge(const std::vector<SmartctlMessage>& messages) {
    static const std::regex bridge(R"(Unknown USB bridge \[(0x[0-9a-fA-F]{4}:0x[0-9a-fA-F]{4}))");
    for (const auto& message : messages) {
        std::smatch match;
        if (std::regex_search(message.text, match, bridge)) return match[1].str();
    }
    return std::nullopt;
}

} // namespace ssd
