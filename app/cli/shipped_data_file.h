// Where ssdtool finds a data file it ships (resources/): the firmware
// advisories, the rated endurance table.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace ssd::cli {

struct ShippedDataFile {
    const char* environment;  // a variable that names the file instead, e.g. "SSD_ADVISORIES_FILE"
    const char* folder;       // below share/ssd-toolbox/, e.g. "advisories"
    const char* name;         // "ssd-firmware-advisories.json"
    const char* source_path;  // the file in the source tree
};

// Where the file is looked for, in order: `from_environment` alone when set;
// else beside the executable (the Windows layout: data next to ssdtool.exe),
// <exe>/../share/ssd-toolbox/FOLDER/ (an installed POSIX prefix), the
// configured install prefix, the source tree. `executable_dir` comes from the
// platform (HostEnvironment); nullopt skips the first two.
std::vector<std::filesystem::path> shipped_file_candidates(const ShippedDataFile& file,
                                                           const std::optional<std::string>& from_environment,
                                                           const std::optional<std::filesystem::path>& executable_dir);

// The first candidate that exists, looking at the file's environment variable.
std::optional<std::filesystem::path> find_shipped_file(const ShippedDataFile& file,
                                                       const std::optional<std::filesystem::path>& executable_dir);

} // namespace ssd::cli
