// Temporary directories for tests: named after the running test (so tests run
// in parallel by ctest never share one) and removed with their contents.
#pragma once

#include <cstddef>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <string>
#include <system_error>

#include <gtest/gtest.h>

namespace ssd::test {

class TempDir {
public:
    explicit TempDir(const std::string& tag) {
        const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
        path_ = std::filesystem::temp_directory_path() /
                ("ssd-" + tag + "-" + test->test_suite_name() + "." + test->name());
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& path() const { return path_; }
    std::string str(const std::string& name) const { return (path_ / name).string(); }
    void touch(const std::string& name) const { std::ofstream(path_ / name).put('\0'); }
    // How many entries the directory holds (a test checks that nothing is left behind).
    std::size_t entries() const {
        std::size_t count = 0;
        for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(path_)) ++count;
        return count;
    }

private:
    std::filesystem::path path_;
};

// A stand-in /dev: one empty file per node name. The code under test finds
// drives by name through sysfs, so no device node (and no root) is needed.
class StandInDev : public TempDir {
public:
    StandInDev(std::initializer_list<const char*> nodes) : TempDir("dev") {
        for (const char* name : nodes) touch(name);
    }
    std::string node(const std::string& name) const { return str(name); }
};

} // namespace ssd::test
