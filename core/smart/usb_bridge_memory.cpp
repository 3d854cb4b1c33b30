#include "core/smart/usb_bridge_memory.h"

#include <fstream>

#include <nlohmann/json.hpp>

#include "core/smart/usb_bridge.h"
#include "core/util/file_io.h"
#include "core/util/json_depth.h"
#include "core/util/json_util.h"

namespace ssd {

std::map<std::string, std::string> UsbBridgeFile::read_entries() const {
    std::map<std::string, std::string> entries;
    const auto text = read_text_file(path_);
    if (!text) return entries; // none yet
    const auto doc = parse_outside_json(*text);
    if (!doc.is_object() || !doc.contains("usb_bridges") || !doc["usb_bridges"].is_object()) return entries;
    for (const auto& [usb_id, type] : doc["usb_bridges"].items()) {
        // Only the bridge types smartctl reads through with its read-only commands: a hand-written
        // entry cannot make a reading send anything else.
        const auto written = json_string_view(type);
        if (written && is_usb_bridge_type(*written)) entries[usb_id] = std::string(*written);
    }
    return entries;
}

std::optional<std::string> UsbBridgeFile::type_for(const std::string& usb_id) {
    const auto entries = read_entries();
    const auto found = entries.find(usb_id);
    if (found == entries.end()) return std::nullopt;
    return found->second;
}

Result<void> UsbBridgeFile::remember(const std::string& usb_id, const std::string& type) {
    auto entries = read_entries();
    if (entries[usb_id] == type) return {};
    entries[usb_id] = type;
    const nlohmann::json doc{{"usb_bridges", entries}};
    auto temporary = path_;
    temporary += ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << doc.dump(2) << '\n';
        if (!out.flush()) {
            return fail(ErrorCode::StorageFailed, "cannot write " + temporary.string());
        }
    }
    std::error_code error;
    std::filesystem::rename(temporary, path_, error);
    if (error) {
        std::filesystem::remove(temporary, error);
        return fail(ErrorCode::StorageFailed, "cannot replace " + path_.string() + ": " + error.message());
    }
    return {};
}

} // namespace ssd
