// A small file system of its own for a history fault test (root only): a tmpfs,
// or ext4 on a loop device over an image file, as a real disk fills and fails.
// Mounted on `folder`/mnt for the object's lifetime; error() says why not.
#pragma once

#include <filesystem>
#include <string>

namespace ssd::test {

enum class ScratchKind { Tmpfs, LoopExt4 };

class ScratchFileSystem {
public:
    ScratchFileSystem(ScratchKind kind, const std::filesystem::path& folder, int mebibytes);
    ~ScratchFileSystem();
    ScratchFileSystem(const ScratchFileSystem&) = delete;
    ScratchFileSystem& operator=(const ScratchFileSystem&) = delete;

    const std::string& error() const { return error_; }  // empty once mounted
    const std::filesystem::path& path() const { return mount_point_; }
    // Mounts it again read-only (as a damaged disk or a read-only medium is); false with error() set if not.
    bool remount_read_only();

private:
    std::filesystem::path mount_point_;
    bool mounted_ = false;
    std::string error_;
};

} // namespace ssd::test
