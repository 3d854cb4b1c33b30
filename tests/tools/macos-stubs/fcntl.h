// Declarations only, so the syntax check can run on Linux; not Apple's headers.
// The POSIX <fcntl.h> of this machine, plus the macOS fcntl(2) command that turns off the
// data cache for a file descriptor (value from Apple's <sys/fcntl.h>).
#pragma once
#include_next <fcntl.h>

#ifndef F_NOCACHE
#define F_NOCACHE 48
#endif
