#include <windows.h>
#include <knownfolders.h>
#include <shlobj.h>

#include "platform/history_database.h"

namespace ssd::history {

// %ProgramData%: machine-wide data that the SYSTEM task writes and users may read.
std::filesystem::path default_history_path() {
    std::filesystem::path program_data = L"C:\\ProgramData";
    PWSTR folder = nullptr;
    if (SHGetKnownFolderPath(FOLDERID_ProgramData, 0, nullptr, &folder) == S_OK) program_data = folder;
    CoTaskMemFree(folder);
    return program_data / L"SSD Toolbox" / L"history.sqlite";
}

std::filesystem::path default_selftest_schedule_path() {
    return default_history_path().parent_path() / L"selftest-schedule.json";
}

std::filesystem::path default_alert_config_path() { return default_history_path().parent_path() / L"alerts.json"; }
std::filesystem::path default_alert_secrets_path() {
    return default_history_path().parent_path() / L"alert-secrets.json";
}

} // namespace ssd::history
