// Test build for Windows only (tests/gui/CMakeLists.txt): the fake world measures free space
// from recorded figures (tests/unit/recorded_space.h), never with statvfs; this declaration
// lets the Linux setup inspector compile for mingw-w64, and a call fails as "not supported".
#pragma once
// A stand-in for a system header: warned about as one (not at all).
#pragma GCC system_header
#include <cerrno>

struct statvfs {
    unsigned long f_bsize, f_frsize;
    unsigned long long f_blocks, f_bfree, f_bavail;
};

inline int statvfs(const char*, struct statvfs*) {
    errno = ENOSYS;
    return -1;
}
