// Ordinary files on Linux: firmware images, the filesystem table written
// through a temporary file and a rename, swap files removed.
#pragma once

#include "core/actions/seams/local_files.h"

namespace ssd::linux_platform {

class LinuxLocalFiles final : public actions::LocalFiles {
public:
    Result<std::uint64_t> readable_file_size(const std::string& path) override;
    bool file_exists(const std::string& path) override;
    Result<std::string> read_text(const std::string& path) override;
    Result<void> write_text_atomically(const std::string& path, const std::string& text) override;
    Result<void> remove_file(const std::string& path) override;
};

} // namespace ssd::linux_platform
