#include "core/macos/macos_system_profiler.h"
#include "core/util/json_depth.h"
#include "core/util/json_util.h"

#include <nlohmann/json.hpp>

namespace ssd::macos {

namespace {

using nlohmann::json;

std::optional<std::string> text(const json& object, const char* key) {
    auto value = json_lenient<std::string>(object, key);
    if (value && value->empty()) return std::nullopt;
    return value;
}

std::optional<bool> yes_no(const json& object, const char* key) {
    const auto value = text(object, key);
    if (value == "Yes") return true;
    if (value == "No") return false;
    return std::nullopt;
}

void collect(const json& document, const char* data_type, Protocol protocol,
             std::vector<ProfiledDrive>& drives) {
    const auto controllers = document.find(data_type);
    if (controllers == document.end() || !controllers->is_array()) return;
    for (const auto& controller : *controllers) {
        if (!controller.is_object()) continue;
        const auto items = controller.find("_items");
        if (items == controller.end() || !items->is_array()) continue;
        for (const auto& item : *items) {
            if (!item.is_object()) continue;
            ProfiledDrive drive;
            drive.protocol = protocol;
            drive.controller = text(controller, "_name").value_or("");
            drive.name = text(item, "_name").value_or("");
            drive.bsd_name = text(item, "bsd_name");
            drive.model = text(item, "device_model");
            drive.serial = text(item, "device_serial");
            drive.revision = text(item, "device_revision");
            drive.trim = yes_no(item, protocol == Protocol::Nvme ? "spnvme_trim_support" : "spsata_trim_support");
            if (protocol == Protocol::Nvme) {
                drive.solid_state = true;
            } else if (const auto medium = text(item, "spsata_medium_type")) {
                if (*medium == "Solid State") drive.solid_state = true;
                if (*medium == "Rotational") drive.solid_state = false;
            }
            if (const auto size = item.find("size_in_bytes"); size != item.end() && size->is_number_unsigned()) {
                drive.size_bytes = json_as<std::uint64_t>(*size);
            }
            drives.push_back(std::move(drive));
        }
    }
}

} // namespace

Result<std::vector<ProfiledDrive>> parse_system_profiler_storage(std::string_view json_text) {
    if (json_text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        return fail(ErrorCode::InputEmpty, "system_profiler printed nothing");
    }
    const json document = parse_outside_json(json_text);
    if (document.is_discarded() || !document.is_object()) {
        return fail(ErrorCode::InputMalformed, "system_profiler -json output is not a JSON object");
    }
    std::vector<ProfiledDrive> drives;
    collect(document, "SPSerialATADataType", Protocol::Ata, drives);
    collect(document, "SPNVMeDataType", Protocol::Nvme, drives);
    return drives;
}

} // namespace ssd::macos
