#include "core/process/install_hints.h"

namespace ssd {

std::string install_hint(std::string_view tool, HostOs os) {
    if (tool == "nvme") {
        // nvme-cli reads the NVMe log pages beyond the health log (core/smart/nvme_log_reader.h).
        return os == HostOs::Linux ? "install nvme-cli (Debian/Ubuntu: apt-get install nvme-cli)"
                                   : "nvme-cli is Linux's: on this system the NVMe media-write logs are not read yet";
    }
    if (tool != "smartctl") return {};
    switch (os) {
    case HostOs::Linux: return "install smartmontools (Debian/Ubuntu: apt-get install smartmontools)";
    case HostOs::Windows:
        // Where the Windows runner looks for it (core/windows/tool_search.h).
        return "install smartmontools for Windows (https://www.smartmontools.org), or put smartctl.exe on PATH or in "
               "its default folder C:\\Program Files\\smartmontools\\bin";
    case HostOs::MacOS: return "install smartmontools (Homebrew: brew install smartmontools)";
    }
    return {};
}

} // namespace ssd
