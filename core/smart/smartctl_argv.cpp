#include "core/smart/smartctl_argv.h"

#include <string_view>

namespace ssd {

std::optional<std::string> device_type_in_argv(const std::vector<std::string>& argv) {
    std::optional<std::string> type;
    for (std::size_t i = 1; i < argv.size(); ++i) {
        const std::string_view arg = argv[i];
        const bool takes_next = arg == "-d" || arg == "--device";
        if (takes_next && i + 1 < argv.size()) {
            type = argv[++i];
        } else if (arg.starts_with("--device=")) {
            type = std::string(arg.substr(9));
        } else if (arg.starts_with("-d") && !arg.starts_with("--") && arg.size() > 2) {
            type = std::string(arg.substr(2));
        }
    }
    if (type && (type->empty() || *type == "auto")) return std::nullopt;
    return type;
}

} // namespace ssd
