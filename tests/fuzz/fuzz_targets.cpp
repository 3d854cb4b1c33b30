#include "tests/fuzz/fuzz_targets.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>

namespace ssd::fuzz {
namespace {

constexpr std::array kTargets{
    Target{"smartctl_json", smartctl_json},
    Target{"smartctl_text", smartctl_text},
    Target{"history_import", history_import},
    Target{"hdparm_identify", hdparm_identify},
    Target{"nvme_cli", nvme_cli},
    Target{"nvme_media_logs", nvme_media_logs},
    Target{"windows_text", windows_text},
    Target{"windows_descriptors", windows_descriptors},
    Target{"windows_command_line", windows_command_line},
    Target{"macos_plist", macos_plist},
    Target{"macos_text", macos_text},
    Target{"linux_mounts", linux_mounts},
    Target{"fstab_edit", fstab_edit},
    Target{"request_line", request_line},
    Target{"request_stream", request_stream},
    Target{"saved_documents", saved_documents},
};

} // namespace

std::span<const Target> targets() { return kTargets; }

const Target* find_target(std::string_view name) {
    const auto found = std::find_if(kTargets.begin(), kTargets.end(),
                                    [name](const Target& target) { return target.name == name; });
    return found == kTargets.end() ? nullptr : &*found;
}

void invariant_failed(const char* condition, const char* file, int line) {
    std::fprintf(stderr, "fuzz invariant broken: %s (%s:%d)\n", condition, file, line);
    std::abort();
}

} // namespace ssd::fuzz
