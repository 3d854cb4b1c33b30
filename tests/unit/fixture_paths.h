// Where test data lives. Third-party captures (../shared/fixtures) are used in
// place through SSD_FIXTURES_DIR (environment, else the build's default);
// data this project captured itself lives under tests/fixtures.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <string>

#include <gtest/gtest.h>

namespace ssd::test {

inline std::filesystem::path shared_fixtures_dir() {
    if (const char* from_env = std::getenv("SSD_FIXTURES_DIR"); from_env != nullptr && *from_env != '\0') {
        return from_env;
    }
    return SSD_DEFAULT_FIXTURES_DIR;
}

inline std::filesystem::path smart_fixture(const std::string& name) {
    return shared_fixtures_dir() / "smart" / name;
}

inline std::filesystem::path project_fixture(const std::string& relative) {
    return std::filesystem::path(SSD_PROJECT_FIXTURES_DIR) / relative;
}

} // namespace ssd::test

// Skips (visibly: ctest lists it as not run) when the shared captures are absent,
// e.g. in a fresh clone without ../shared. CI always has them.
#define SSD_REQUIRE_SHARED_FIXTURES()                                                              \
    do {                                                                                           \
        if (!std::filesystem::is_directory(::ssd::test::shared_fixtures_dir() / "smart")) {        \
            GTEST_SKIP() << "shared smartctl captures not found at "                               \
                         << ::ssd::test::shared_fixtures_dir() << " (set SSD_FIXTURES_DIR); this test did not run"; \
        }                                                                                          \
    } while (false)

namespace ssd::test {

// The base of a suite whose every case reads the shared captures (TEST_F with a
// suite class derived from it): each case is skipped as SSD_REQUIRE_SHARED_FIXTURES
// skips it, without the line at the top of every case.
class SharedCapturesTest : public ::testing::Test {
protected:
    void SetUp() override { SSD_REQUIRE_SHARED_FIXTURES(); }
};

} // namespace ssd::test
