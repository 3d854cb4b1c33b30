#include "platform/linux/lock_file_drive_activity.h"

#include <fcntl.h>
#include <unistd.h>

#include <array>

namespace ssd::linux_platform {

namespace {

class FileHold final : public DriveActivity::Hold {
public:
    FileHold(int fd, bool writable) : fd_(fd), writable_(writable) {}
    ~FileHold() override {
        // What it did is over: a later reader of a stale file must not be told otherwise.
        if (writable_ && ftruncate(fd_, 0) != 0) {
            // Nothing to do: the lock itself is released by close() below.
        }
        close(fd_);
    }
    FileHold(const FileHold&) = delete;
    FileHold& operator=(const FileHold&) = delete;

private:
    int fd_;
    bool writable_;
};

struct flock whole_file(short type) {
    struct flock lock {};
    lock.l_type = type;
    lock.l_whence = SEEK_SET;
    lock.l_start = 0;
    lock.l_len = 0; // to the end, however long
    return lock;
}

} // namespace

LockFileDriveActivity::LockFileDriveActivity(std::filesystem::path directory) : directory_(std::move(directory)) {}

std::filesystem::path LockFileDriveActivity::file_of(const std::string& device) const {
    return directory_ / ("ssd-toolbox-" + drive_activity_name(device) + ".lock");
}

std::unique_ptr<DriveActivity::Hold> LockFileDriveActivity::hold(const std::string& device, const std::string& what) {
    const std::string path = file_of(device).string();
    bool writable = true;
    int fd = open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0) {
        // Another user's file in the sticky directory: a read lock still marks the drive busy.
        writable = false;
        fd = open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    }
    if (fd < 0) return nullptr; // no lock directory: the operation goes on unmarked
    auto lock = whole_file(writable ? F_WRLCK : F_RDLCK);
    if (fcntl(fd, F_OFD_SETLK, &lock) != 0) {
        // Held already (another operation on the same drive, which its own rules allowed).
        close(fd);
        return nullptr;
    }
    if (writable) {
        const std::string text = what + " (pid " + std::to_string(getpid()) + ")";
        if (ftruncate(fd, 0) != 0 || pwrite(fd, text.data(), text.size(), 0) != static_cast<ssize_t>(text.size())) {
            // The lock holds without the words; holder() says it in general terms.
        }
    }
    return std::make_unique<FileHold>(fd, writable);
}

std::optional<std::string> LockFileDriveActivity::holder(const std::string& device) {
    const std::string path = file_of(device).string();
    const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0) return std::nullopt; // never held since boot
    auto lock = whole_file(F_WRLCK);
    const bool tested = fcntl(fd, F_OFD_GETLK, &lock) == 0;
    std::optional<std::string> answer;
    if (tested && lock.l_type != F_UNLCK) {
        std::array<char, 256> text{};
        const ssize_t got = pread(fd, text.data(), text.size() - 1, 0);
        answer = got > 0 ? std::string(text.data(), static_cast<std::size_t>(got))
                         : std::string("another SSD Toolbox operation runs on it");
    }
    close(fd);
    return answer;
}

} // namespace ssd::linux_platform
