// Synthetic Windows facts shared by the findings tests: a typical full
// hibernation file on the system drive (the numbers the tests assert on).
#pragma once

#include "core/checks/windows/windows_findings.h"

namespace ssd::test {

// C:\hiberfil.sys, 6 GiB, type full, on PhysicalDrive0.
inline windows::HibernationFacts full_hiberfil_on_drive0() {
    windows::HibernationFacts hibernation;
    hibernation.enabled = true;
    hibernation.file_path = "C:\\hiberfil.sys";
    hibernation.file_bytes = 6ULL << 30U;
    hibernation.file_type = "full";
    hibernation.drives = {"PhysicalDrive0"};
    return hibernation;
}

} // namespace ssd::test
