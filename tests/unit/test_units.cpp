#include <gtest/gtest.h>

#include "core/util/units.h"

namespace ssd {
namespace {

TEST(FormatBytes, ShowsDecimalAndBinaryUnits) {
    EXPECT_EQ(format_bytes(500107862016ULL), "500.1 GB (465.8 GiB)");
    EXPECT_EQ(format_bytes(128035676160ULL), "128.0 GB (119.2 GiB)");
    EXPECT_EQ(format_bytes(1073741824ULL), "1.1 GB (1.0 GiB)");
    EXPECT_EQ(format_bytes(2000398934016ULL), "2.0 TB (1.8 TiB)");
    EXPECT_EQ(format_bytes(999), "999 bytes");
}

// The numbers behind format_bytes, which the GUI writes in the user's locale.
TEST(ScaleBytes, GivesTheDecimalAndBinaryValuesWithTheirUnits) {
    const ScaledBytes gb = scale_bytes(500107862016ULL);
    EXPECT_DOUBLE_EQ(gb.decimal, 500.107862016);
    EXPECT_EQ(gb.decimal_unit, "GB");
    EXPECT_NEAR(gb.binary, 465.76, 0.01);
    EXPECT_EQ(gb.binary_unit, "GiB");
    const ScaledBytes kb = scale_bytes(1000);
    EXPECT_EQ(kb.decimal_unit, "KB");
    EXPECT_EQ(kb.binary_unit, "KiB");
    const ScaledBytes small = scale_bytes(999);
    EXPECT_TRUE(small.decimal_unit.empty());
    EXPECT_DOUBLE_EQ(small.decimal, 999.0);
}

TEST(FormatCount, GroupsOfThree) {
    EXPECT_EQ(format_count(0), "0");
    EXPECT_EQ(format_count(999), "999");
    EXPECT_EQ(format_count(3584), "3,584");
    EXPECT_EQ(format_count(7233698004992ULL), "7,233,698,004,992");
}

TEST(FormatBinarySize, WholeUnitsOrExactBytes) {
    EXPECT_EQ(format_binary_size(4096), "4 KiB");
    EXPECT_EQ(format_binary_size(8192), "8 KiB");
    EXPECT_EQ(format_binary_size(1048576), "1 MiB");
    EXPECT_EQ(format_binary_size(3ULL << 30U), "3 GiB");
    EXPECT_EQ(format_binary_size(1536 * 1024), "1,536 KiB");
    EXPECT_EQ(format_binary_size(3584), "3,584 bytes");
    EXPECT_EQ(format_binary_size(512), "512 bytes");
    EXPECT_EQ(format_binary_size(1), "1 byte");
    EXPECT_EQ(format_binary_size(0), "0 bytes");
}

TEST(ParseSize, FioSuffixesAreBinary) {
    EXPECT_EQ(parse_size("4k"), 4096U);
    EXPECT_EQ(parse_size("1g"), 1073741824U);
    EXPECT_EQ(parse_size("1G"), 1073741824U);
    EXPECT_EQ(parse_size("2m"), 2097152U);
    EXPECT_EQ(parse_size("1t"), 1099511627776U);
    EXPECT_EQ(parse_size("512"), 512U);
}

TEST(ParseSize, RejectsMalformedAndOverflow) {
    EXPECT_FALSE(parse_size(""));
    EXPECT_FALSE(parse_size("k"));
    EXPECT_FALSE(parse_size("1.5g"));
    EXPECT_FALSE(parse_size("-1"));
    EXPECT_FALSE(parse_size("4kb"));
    EXPECT_FALSE(parse_size("99999999999999999999"));
    EXPECT_FALSE(parse_size("17179869184t")); // 2^34 TiB overflows 64 bits
}

TEST(CheckedMultiply, DetectsOverflow) {
    EXPECT_EQ(checked_multiply(1ULL << 32, 1ULL << 31), 1ULL << 63);
    EXPECT_FALSE(checked_multiply(1ULL << 32, 1ULL << 32));
    EXPECT_EQ(checked_multiply(0, ~0ULL), 0U);
}

} // namespace
} // namespace ssd
