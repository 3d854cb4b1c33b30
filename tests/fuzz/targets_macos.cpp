// What the macOS back end reads: diskutil's plists (through the plist reader),
// system_profiler's JSON, pmset and `sysctl vm.swapusage`.
#include "core/macos/macos_diskutil.h"
#include "core/macos/macos_power.h"
#include "core/macos/macos_system_profiler.h"
#include "core/macos/plist_xml.h"
#include "tests/fuzz/fuzz_targets.h"

namespace ssd::fuzz {

void macos_plist(std::string_view input) {
    const auto plist = macos::parse_plist_xml(input);
    if (!plist) return;
    (void)plist->dump();
    (void)macos::whole_disks(*plist);
    (void)macos::drive_from_diskutil_info(*plist);
}

void macos_text(std::string_view input) {
    (void)macos::parse_pmset(input);
    (void)macos::parse_swapusage(input);
    (void)macos::parse_system_profiler_storage(input);
}

} // namespace ssd::fuzz
