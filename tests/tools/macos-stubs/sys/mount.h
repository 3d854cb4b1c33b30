// Declarations only, so the syntax check can run on Linux; not Apple's headers.
// statfs(2) on macOS: struct statfs lives in <sys/mount.h> and names the filesystem type
// (f_fstypename); Linux's <sys/mount.h> is mount(2) and has neither.
#pragma once
#include <stdint.h>

#define MFSTYPENAMELEN 16

// Only the fields the back end reads, with macOS's types (64-bit inode layout); the real
// struct has more, in another order.
struct statfs {
    uint32_t f_bsize;
    uint64_t f_blocks;
    uint64_t f_bavail;
    char f_fstypename[MFSTYPENAMELEN];
};

extern "C" int statfs(const char* path, struct statfs* buf);
