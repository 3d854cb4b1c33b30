#include "platform/linux/linux_local_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include "platform/linux/errno_text.h"

namespace ssd::linux_platform {

namespace fs = std::filesystem;

Result<std::uint64_t> LinuxLocalFiles::readable_file_size(const std::string& path) {
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (ec || !fs::exists(status)) return fail(ErrorCode::InputUnreadable, path + " does not exist");
    if (!fs::is_regular_file(status)) return fail(ErrorCode::InputUnreadable, path + " is not a regular file");
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail(ErrorCode::InputUnreadable, "cannot read " + path);
    const auto size = fs::file_size(path, ec);
    if (ec) return fail(ErrorCode::InputUnreadable, "cannot read the size of " + path + ": " + ec.message());
    if (size == 0) return fail(ErrorCode::InputEmpty, path + " is empty");
    return std::uint64_t{size};
}

Result<void> LinuxLocalFiles::remove_file(const std::string& path) {
    if (::unlink(path.c_str()) != 0) {
        return fail(ErrorCode::ToolFailed, "cannot remove " + path + ": " + errno_text(errno));
    }
    return {};
}

bool LinuxLocalFiles::file_exists(const std::string& path) {
    struct stat info {};
    return ::lstat(path.c_str(), &info) == 0;
}

Result<std::string> LinuxLocalFiles::read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail(ErrorCode::InputUnreadable, "cannot read " + path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

Result<void> LinuxLocalFiles::write_text_atomically(const std::string& path, const std::string& text) {
    const std::string temporary = path + ".ssdtool-tmp-" + std::to_string(::getpid());
    struct stat original {};
    const bool existed = ::stat(path.c_str(), &original) == 0;
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, existed ? original.st_mode & 07777 : 0644);
    if (fd < 0) return fail(ErrorCode::ToolFailed, "cannot write " + temporary + ": " + errno_text(errno));
    std::size_t written = 0;
    while (written < text.size()) {
        const auto n = ::write(fd, text.data() + written, text.size() - written);
        if (n <= 0) {
            const int error_number = n < 0 ? errno : EIO;
            ::close(fd);
            ::unlink(temporary.c_str());
            return fail(ErrorCode::ToolFailed, "cannot write " + temporary + ": " + errno_text(error_number));
        }
        written += static_cast<std::size_t>(n);
    }
    if (existed && ::fchown(fd, original.st_uid, original.st_gid) != 0) {
        // Not fatal for a file we create for root; say so if it matters.
    }
    const bool synced = ::fsync(fd) == 0;
    ::close(fd);
    if (!synced || ::rename(temporary.c_str(), path.c_str()) != 0) {
        const int error_number = errno;
        ::unlink(temporary.c_str());
        return fail(ErrorCode::ToolFailed, "cannot replace " + path + ": " + errno_text(error_number));
    }
    return {};
}

} // namespace ssd::linux_platform
