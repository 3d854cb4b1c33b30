// A real temporary file for the back-end tests: block `index` holds the byte
// `index` everywhere, so a read shows which block it read.
#pragma once

#include <fcntl.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <vector>

#include <gtest/gtest.h>

#include "temp_dir.h"

namespace ssd::test {

class PatternFile {
public:
    static constexpr std::uint32_t kBlock = 4096;
    static constexpr std::uint32_t kBlocks = 64;

    PatternFile() : dir_("pattern-file"), path_(dir_.path() / "target") {
        fd_ = ::open(path_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        for (std::uint32_t block = 0; block < kBlocks; ++block) {
            const std::vector<std::byte> bytes(kBlock, static_cast<std::byte>(block));
            EXPECT_EQ(::pwrite(fd_, bytes.data(), kBlock, static_cast<off_t>(block) * kBlock), kBlock);
        }
    }
    ~PatternFile() { ::close(fd_); }
    PatternFile(const PatternFile&) = delete;
    PatternFile& operator=(const PatternFile&) = delete;
    int fd() const { return fd_; }

private:
    TempDir dir_;
    std::filesystem::path path_;
    int fd_ = -1;
};

} // namespace ssd::test
