// Declarations only, so the syntax check can run on Linux; not Apple's headers.
// dyld(3): the path of the running executable.
#pragma once
#include <stdint.h>

extern "C" int _NSGetExecutablePath(char* buf, uint32_t* bufsize);
