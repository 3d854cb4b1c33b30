#include "core/checks/windows/windows_facts.h"

#include "core/util/json_util.h"

namespace ssd::windows {

using nlohmann::json;

json delete_notify_json(const DeleteNotifySetting& setting) {
    return {{"filesystem", text_or_null(setting.filesystem)}, {"DisableDeleteNotify", optional_json(setting.value)}};
}

json hibernation_file_json(const HibernationFacts& hibernation) {
    return {{"file", hibernation.file_path},
            {"file_bytes", optional_json(hibernation.file_bytes)},
            {"file_type", optional_json(hibernation.file_type)},
            {"memory_bytes", optional_json(hibernation.memory_bytes)}};
}

json pagefile_json(const PagefileFacts& pagefile) {
    const PagingFileEntry& entry = pagefile.entry;
    return {{"file", pagefile.file_path},
            {"system_managed", entry.system_managed || entry.automatic_all_drives},
            {"automatic_all_drives", entry.automatic_all_drives},
            {"initial_mib", optional_json(entry.initial_mb)},
            {"maximum_mib", optional_json(entry.maximum_mb)},
            {"file_bytes", optional_json(pagefile.file_bytes)},
            {"in_use_bytes", optional_json(pagefile.in_use_bytes)}};
}

} // namespace ssd::windows
