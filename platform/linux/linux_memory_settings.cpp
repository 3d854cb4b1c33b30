#include "platform/linux/linux_memory_settings.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include "core/linux/proc_text.h"
#include "platform/linux/errno_text.h"

namespace ssd::linux_platform {

namespace fs = std::filesystem;

namespace {


std::optional<std::uint64_t> meminfo_field(const fs::path& proc, std::string_view name) {
    std::ifstream in(proc / "meminfo");
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return linux_kernel::meminfo_bytes(text.str(), name);
}

// The nearest existing directory at or above `path`'s directory.
fs::path existing_parent(const std::string& path) {
    std::error_code ec;
    fs::path dir = fs::path(path).parent_path();
    while (!dir.empty() && !fs::is_directory(dir, ec)) dir = dir.parent_path();
    return dir.empty() ? fs::path("/") : fs::weakly_canonical(dir, ec);
}

} // namespace

Observed<std::vector<SwapObservation>> LinuxMemorySettings::swap_areas() {
    LinuxSetupInspector inspector(setup_roots_of(options_.paths), SpaceProbe{});
    return inspector.swaps(inspector.filesystems());
}

Observed<HibernationObservation> LinuxMemorySettings::hibernation_state() {
    LinuxSetupInspector inspector(setup_roots_of(options_.paths), SpaceProbe{});
    return inspector.hibernation();
}

std::optional<std::uint64_t> LinuxMemorySettings::memory_total_bytes() {
    return meminfo_field(options_.paths.proc, "MemTotal");
}

std::optional<std::uint64_t> LinuxMemorySettings::memory_available_bytes() {
    return meminfo_field(options_.paths.proc, "MemAvailable");
}

Result<FilesystemSpace> LinuxMemorySettings::space_for(const std::string& path) {
    return statvfs_space(existing_parent(path).string());
}

Result<std::string> LinuxMemorySettings::filesystem_type_for(const std::string& path) {
    std::ifstream in(options_.paths.proc / "self" / "mountinfo");
    if (!in) return fail(ErrorCode::InputUnreadable, "cannot read " + (options_.paths.proc / "self" / "mountinfo").string());
    std::ostringstream text;
    text << in.rdbuf();
    const auto mount = linux_kernel::mount_holding(linux_kernel::parse_mountinfo(text.str()), existing_parent(path).string());
    if (!mount || mount->fstype.empty()) return fail(ErrorCode::InputUnreadable, "no mounted filesystem holds " + path);
    return mount->fstype;
}

Result<void> LinuxMemorySettings::create_swap_file(const std::string& path, std::uint64_t bytes) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        const int error_number = errno;
        return fail(error_number == EACCES || error_number == EPERM ? ErrorCode::PermissionDenied : ErrorCode::ToolFailed,
                    "cannot create " + path + ": " + errno_text(error_number));
    }
    auto abandon = [&](const std::string& what, int error_number) -> Result<void> {
        ::close(fd);
        ::unlink(path.c_str());
        return fail(error_number == ENOSPC ? ErrorCode::Refused : ErrorCode::ToolFailed,
                    what + " " + path + ": " + errno_text(error_number) + " (the file was removed again)");
    };
    if (::fchmod(fd, 0600) != 0) return abandon("cannot set the mode of", errno);
    // Swap files must have no holes: allocate, or write zeros where the
    // filesystem cannot allocate.
    if (::posix_fallocate(fd, 0, static_cast<off_t>(bytes)) != 0) {
        std::string zeros(1 << 20, '\0');
        for (std::uint64_t written = 0; written < bytes;) {
            const auto chunk = static_cast<std::size_t>(std::min<std::uint64_t>(zeros.size(), bytes - written));
            const auto n = ::write(fd, zeros.data(), chunk);
            if (n <= 0) return abandon("cannot fill", n < 0 ? errno : EIO);
            written += static_cast<std::uint64_t>(n);
        }
    }
    if (::fsync(fd) != 0) return abandon("cannot flush", errno);
    if (::close(fd) != 0) return fail(ErrorCode::ToolFailed, "cannot close " + path + ": " + errno_text(errno));
    return {};
}

} // namespace ssd::linux_platform
