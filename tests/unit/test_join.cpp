#include "core/util/join.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace ssd {
namespace {

TEST(Join, SeparatorOnlyBetweenItems) {
    EXPECT_EQ(join(std::vector<std::string>{}, ", "), "");
    EXPECT_EQ(join(std::vector<std::string>{"sda"}, ", "), "sda");
    EXPECT_EQ(join(std::vector<std::string>{"sda", "sdb", "nvme0n1"}, ", "), "sda, sdb, nvme0n1");
}

TEST(Join, EmptyItemsAreKept) {
    EXPECT_EQ(join(std::vector<std::string>{"", "b", ""}, "; "), "; b; ");
}

TEST(Join, ItemsTurnedIntoText) {
    EXPECT_EQ(join(std::vector<int>{0, 3, 12}, ",", [](int cpu) { return std::to_string(cpu); }), "0,3,12");
    EXPECT_EQ(join(std::vector<std::string_view>{"a", "b"}, " "), "a b");
}

} // namespace
} // namespace ssd
