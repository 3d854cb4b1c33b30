// Helpers shared by the Linux benchmark tests: temporary directories on a
// disk-backed filesystem, and descriptors of this or another process.
#pragma once

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

namespace ssd::test {

// A fresh directory under /var/tmp (usually on disk; /tmp may be a tmpfs
// without direct I/O), removed with everything in it.
class BenchTempDir {
public:
    BenchTempDir() {
        std::string pattern = "/var/tmp/ssdtool-bench-test-XXXXXX";
        if (::mkdtemp(pattern.data()) != nullptr) path_ = pattern;
    }
    ~BenchTempDir() {
        std::error_code ec;
        if (!path_.empty()) std::filesystem::remove_all(path_, ec);
    }
    BenchTempDir(const BenchTempDir&) = delete;
    BenchTempDir& operator=(const BenchTempDir&) = delete;
    const std::filesystem::path& path() const { return path_; }
    std::vector<std::string> entries() const {
        std::vector<std::string> names;
        std::error_code ec;
        for (const auto& entry : std::filesystem::directory_iterator(path_, ec)) {
            names.push_back(entry.path().filename().string());
        }
        return names;
    }

private:
    std::filesystem::path path_;
};

// Targets of a process's open descriptors that lie in `directory`
// ("/var/tmp/x/#1234 (deleted)" for an O_TMPFILE file).
inline std::vector<std::string> open_files_in(const std::string& pid, const std::filesystem::path& directory) {
    std::vector<std::string> found;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator("/proc/" + pid + "/fd", ec)) {
        std::error_code link_error;
        const auto target = std::filesystem::read_symlink(entry.path(), link_error).string();
        if (!link_error && target.rfind(directory.string() + "/", 0) == 0) found.push_back(target);
    }
    return found;
}

} // namespace ssd::test
