// Drives behind a USB bridge smartctl does not know (issue 35). smartctl says so as
// "/dev/sdb: Unknown USB bridge [0x152d:0x0583 (0x214)]" and asks for a -d type; the bridge
// types below are tried in order, each with smartctl's own read-only commands (IDENTIFY and the
// SMART/health reads of `-x`), and the first that reads the drive is used and said.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/smart/smart_report.h"

namespace ssd {

// The order: SAT first (most USB-SATA bridges speak it; smartctl's own advice for an unknown
// bridge), then the USB-NVMe bridges of JMicron, ASMedia and Realtek, then the older vendor-specific
// USB-ATA protocols (smartctl's man page, -d TYPE).
inline constexpr std::array<std::string_view, 8> kUsbBridgeTypes{
    "sat", "sntjmicron", "sntasmedia", "sntrealtek", "usbjmicron", "usbcypress", "usbprolific", "usbsunplus"};

// Whether a -d type is one of the bridge types above.
bool is_usb_bridge_type(std::string_view type);

// "0x152d:0x0583" from smartctl's message about an unknown bridge; nullopt when none says so.
std::optional<std::string> unknown_usb_bridge(const std::vector<SmartctlMessage>& messages);

} // namespace ssd
