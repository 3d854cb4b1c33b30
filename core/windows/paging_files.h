// The pagefile configuration: the REG_MULTI_SZ value PagingFiles under
// HKLM\SYSTEM\CurrentControlSet\Control\Session Manager\Memory Management,
// one string per pagefile, "<path> <initial MB> <maximum MB>":
//   "C:\pagefile.sys 1024 4096"  custom size
//   "C:\pagefile.sys 0 0"        system-managed size on C:
//   "C:\pagefile.sys"            system-managed as well (no sizes given)
//   "?:\pagefile.sys"            "Automatically manage paging file size for
//                                all drives" (Windows picks the volume)
// An empty value (or one empty string) means no pagefile. Windows reads it
// at boot: a change needs a restart.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/util/error.h"

namespace ssd::windows {

struct PagingFileEntry {
    std::string path;                        // "C:\pagefile.sys", "?:\pagefile.sys"
    std::optional<std::uint32_t> initial_mb; // custom sizes (nullopt when system-managed)
    std::optional<std::uint32_t> maximum_mb;
    bool system_managed = false;
    bool automatic_all_drives = false;       // "?:\"
    char drive_letter = '?';                 // 'C'; '?' for automatic
};

// InputMalformed for an entry that is not a path (with sizes).
Result<std::vector<PagingFileEntry>> parse_paging_files(const std::vector<std::string>& strings);

// The strings to write for a pagefile on `drive_letter`: system-managed
// ("C:\pagefile.sys 0 0") or custom sizes in MiB (initial <= maximum, both > 0).
Result<std::vector<std::string>> paging_files_value(char drive_letter, std::optional<std::uint32_t> initial_mb,
                                                    std::optional<std::uint32_t> maximum_mb);

} // namespace ssd::windows
