#include "scratch_file_system.h"

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <system_error>

#include <sys/mount.h>
#include <sys/wait.h>

namespace ssd::test {

namespace {

// Runs a shell command; its output when it fails, empty when it succeeds.
std::string failure_of(const std::string& command) {
    FILE* pipe = popen((command + " 2>&1").c_str(), "r");
    if (pipe == nullptr) return "cannot run " + command;
    std::string output;
    std::array<char, 256> buffer{};
    while (std::fgets(buffer.data(), buffer.size(), pipe) != nullptr) output += buffer.data();
    const int status = pclose(pipe);
    if (status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == 0) return {};
    return command + ": " + (output.empty() ? "failed" : output);
}

} // namespace

ScratchFileSystem::ScratchFileSystem(ScratchKind kind, const std::filesystem::path& folder, int mebibytes)
    : mount_point_(folder / "mnt") {
    std::error_code made;
    std::filesystem::create_directory(mount_point_, made);
    if (made) {
        error_ = "cannot create " + mount_point_.string() + ": " + made.message();
        return;
    }
    if (kind == ScratchKind::Tmpfs) {
        const std::string options = "size=" + std::to_string(mebibytes) + "m,mode=0755";
        if (mount("tmpfs", mount_point_.c_str(), "tmpfs", 0, options.c_str()) != 0) {
            error_ = std::string("cannot mount a tmpfs: ") + std::strerror(errno);
            return;
        }
    } else {
        // No blocks reserved for root: the test runs as root and must see the disk full.
        const auto image = folder / "ext4.img";
        error_ = failure_of("command -v mkfs.ext4 >/dev/null && truncate -s " + std::to_string(mebibytes) + "M '" +
                            image.string() + "' && mkfs.ext4 -q -F -m 0 '" + image.string() + "'");
        // mount(8) sets up the loop device and marks it to be freed at the unmount.
        if (error_.empty()) error_ = failure_of("mount -o loop '" + image.string() + "' '" + mount_point_.string() + "'");
        if (!error_.empty()) return;
    }
    mounted_ = true;
    std::filesystem::permissions(mount_point_, std::filesystem::perms(0755), made);
}

ScratchFileSystem::~ScratchFileSystem() {
    if (mounted_) umount2(mount_point_.c_str(), MNT_DETACH);
}

bool ScratchFileSystem::remount_read_only() {
    if (mount(nullptr, mount_point_.c_str(), nullptr, MS_REMOUNT | MS_RDONLY, nullptr) == 0) return true;
    error_ = std::string("cannot remount read-only: ") + std::strerror(errno);
    return false;
}

} // namespace ssd::test
