// Test build for Windows only (tests/gui/CMakeLists.txt): the GUI tests' fake world reads the
// QEMU rig's captured Linux sysfs tree with the Linux inventory, compiled for mingw-w64. A file
// there is never a device node, so major/minor of st_rdev are never meaningful: both are 0.
#pragma once
// A stand-in for a system header: warned about as one (not at all).
#pragma GCC system_header
#define major(dev) (static_cast<unsigned>(dev) * 0U)
#define minor(dev) (static_cast<unsigned>(dev) * 0U)
