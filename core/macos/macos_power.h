// macOS power and memory settings from text tools:
//  - `pmset -g`: the settings in use, one "name  value" per line under
//    "Currently in use:" (names may contain single spaces: "Sleep On Power
//    Button 1"; a value may carry a note: "sleep 1 (sleep prevented by …)").
//    hibernatemode 0: no memory image; 3: the image is written at sleep and
//    memory stays powered (portables' default); 25: the image is written and
//    memory powered off. hibernatefile: where the image goes
//    (/var/vm/sleepimage).
//  - `sysctl vm.swapusage`: "vm.swapusage: total = 2048.00M  used = 1045.25M
//    free = 1002.75M  (encrypted)". macOS creates and sizes its swap files in
//    /private/var/vm itself (dynamic_pager): there is nothing to configure.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "core/util/error.h"

namespace ssd::macos {

struct PmsetSettings {
    std::map<std::string, std::string> values; // name -> value as printed
    std::optional<int> hibernate_mode;
    std::optional<std::string> hibernate_file;
};

// UnsupportedFormat when there is no "Currently in use:" section.
Result<PmsetSettings> parse_pmset(std::string_view text);

// "no hibernation image", "image written at sleep, memory kept powered", …
std::string hibernate_mode_description(int mode);

struct SwapUsage {
    std::uint64_t total_bytes = 0;
    std::uint64_t used_bytes = 0;
    std::uint64_t free_bytes = 0;
    bool encrypted = false;
};
Result<SwapUsage> parse_swapusage(std::string_view text);

} // namespace ssd::macos
