// Which -d type read a drive through a given USB bridge (issue 35), kept in the machine's
// configuration as `usb-bridges.json`, so the next reading of a drive behind the same bridge
// (USB vendor:product) starts with the type that worked instead of trying them all. An
// administrator may write an entry by hand for a bridge smartctl cannot negotiate:
//   {"usb_bridges": {"0x152d:0x0583": "sntjmicron"}}
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>

#include "core/util/error.h"

namespace ssd {

class UsbBridgeMemory {
public:
    virtual ~UsbBridgeMemory() = default;
    // The type that read a drive behind `usb_id` ("0x152d:0x0583") before; nullopt: none known.
    virtual std::optional<std::string> type_for(const std::string& usb_id) = 0;
    // Keeps `type` for `usb_id`. A memory that cannot be written says why; the reading that
    // worked is not failed for it.
    virtual Result<void> remember(const std::string& usb_id, const std::string& type) = 0;
};

// The file kind: read at each lookup (another process may have learnt a bridge), written whole
// through a temporary file renamed over it, so a reader never sees half a file.
class UsbBridgeFile final : public UsbBridgeMemory {
public:
    explicit UsbBridgeFile(std::filesystem::path path) : path_(std::move(path)) {}
    std::optional<std::string> type_for(const std::string& usb_id) override;
    Result<void> remember(const std::string& usb_id, const std::string& type) override;

private:
    std::map<std::string, std::string> read_entries() const;
    std::filesystem::path path_;
};

inline constexpr const char* kUsbBridgesFileName = "usb-bridges.json";

} // namespace ssd
