// The -d TYPE smartctl was run with, read from the argv every JSON document echoes
// (smartctl.argv). It is how a capture says it was read through a USB bridge (`-d sat`,
// `-d sntjmicron`) or a RAID controller (`-d megaraid,14`): device.type alone cannot tell a
// type smartctl chose from one it was given (a SATA disk on Linux is "sat" either way).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace ssd {

// "-d TYPE", "-dTYPE", "--device TYPE" and "--device=TYPE" (the last one wins, as in smartctl's
// getopt loop); nullopt when none is there or it is "auto" (smartctl's own choice).
std::optional<std::string> device_type_in_argv(const std::vector<std::string>& argv);

} // namespace ssd
