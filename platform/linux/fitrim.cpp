#include "platform/linux/fitrim.h"

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <cerrno>
#include <system_error>
#include <utility>

#include "platform/linux/errno_text.h"

namespace ssd::linux_platform {

namespace {

class FdCloser {
public:
    explicit FdCloser(int fd) : fd_(fd) {}
    ~FdCloser() {
        if (fd_ >= 0) ::close(fd_);
    }
    FdCloser(const FdCloser&) = delete;
    FdCloser& operator=(const FdCloser&) = delete;
    int get() const { return fd_; }
    int release() { return std::exchange(fd_, -1); }

private:
    int fd_;
};

class LinuxBlockDiscarder final : public actions::BlockDiscarder {
public:
    LinuxBlockDiscarder(int fd, std::string device, std::uint64_t size) : fd_(fd), device_(std::move(device)), size_(size) {}

    Result<void> discard(std::uint64_t offset, std::uint64_t length) override {
        std::uint64_t range[2] = {offset, length};
        if (::ioctl(fd_.get(), BLKDISCARD, &range) == 0) return {};
        const int error_number = errno;
        if (error_number == EOPNOTSUPP) {
            return fail(ErrorCode::DriveRejected, device_ + " does not support discard (BLKDISCARD: " +
                                                      errno_text(error_number) + ")");
        }
        if (error_number == EIO) {
            return fail(ErrorCode::DriveRejected, "the drive rejected the discard of " + device_ + " (" +
                                                      errno_text(error_number) + ")");
        }
        return fail(ErrorCode::ToolFailed, "BLKDISCARD on " + device_ + " failed: " + errno_text(error_number));
    }

    std::uint64_t size_bytes() const override { return size_; }

private:
    FdCloser fd_;
    std::string device_;
    std::uint64_t size_;
};

} // namespace

Result<std::uint64_t> fitrim_mountpoint(const std::string& mountpoint) {
    FdCloser fd(::open(mountpoint.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (fd.get() < 0) {
        const int error_number = errno;
        if (error_number == EACCES || error_number == EPERM) {
            return fail(ErrorCode::PermissionDenied, "cannot open " + mountpoint + ": " + errno_text(error_number));
        }
        return fail(ErrorCode::InputUnreadable, "cannot open " + mountpoint + ": " + errno_text(error_number));
    }
    fstrim_range range{};
    range.start = 0;
    range.len = ~std::uint64_t{0};
    range.minlen = 0;
    if (::ioctl(fd.get(), FITRIM, &range) != 0) {
        const int error_number = errno;
        switch (error_number) {
        case EPERM:
        case EACCES:
            return fail(ErrorCode::PermissionDenied,
                        "FITRIM on " + mountpoint + " needs root (" + errno_text(error_number) + ")");
        case EOPNOTSUPP:
        case ENOTTY:
            return fail(ErrorCode::Refused, "the filesystem or the device below it does not support discard "
                                            "(FITRIM: " + errno_text(error_number) + ")");
        case EROFS:
            return fail(ErrorCode::Refused, "the filesystem is mounted read-only");
        case EIO:
            return fail(ErrorCode::DriveRejected, "the drive rejected the TRIM (" + errno_text(error_number) + ")");
        default:
            return fail(ErrorCode::ToolFailed, "FITRIM on " + mountpoint + " failed: " + errno_text(error_number));
        }
    }
    return std::uint64_t{range.len};
}

Result<std::unique_ptr<actions::BlockDiscarder>> open_block_discarder(const std::string& device) {
    FdCloser fd(::open(device.c_str(), O_WRONLY | O_EXCL | O_CLOEXEC));
    if (fd.get() < 0) {
        const int error_number = errno;
        if (error_number == EBUSY) {
            return fail(ErrorCode::Refused, "refusing to discard " + device +
                                                ": the kernel reports it busy (mounted, swap, or claimed by another "
                                                "program or device-mapper/RAID)");
        }
        if (error_number == EACCES || error_number == EPERM) {
            return fail(ErrorCode::PermissionDenied, "cannot open " + device + ": " + errno_text(error_number) +
                                                         " (discarding a device needs root)");
        }
        if (error_number == ENOENT) return fail(ErrorCode::NoSuchDevice, device + " does not exist");
        return fail(ErrorCode::InputUnreadable, "cannot open " + device + ": " + errno_text(error_number));
    }
    std::uint64_t size = 0;
    if (::ioctl(fd.get(), BLKGETSIZE64, &size) != 0) {
        return fail(ErrorCode::InputUnreadable, "cannot read the size of " + device + ": " + errno_text(errno));
    }
    return std::unique_ptr<actions::BlockDiscarder>(
        std::make_unique<LinuxBlockDiscarder>(fd.release(), device, size));
}

} // namespace ssd::linux_platform
