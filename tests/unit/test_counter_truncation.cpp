// A counter kept in fewer bits than its twin (core/health/counter_truncation.h): the
// Crucial MX500's Device Statistics "Logical Sectors Written" is attribute 246 modulo
// 2^32. The arithmetic is tested on the MX500's own numbers (issue 39's report); the
// write analysis on a real capture whose statistic equals its attribute (Samsung 860 EVO),
// with the statistic cut to 32 bits in memory (synthetic, as the MX500 reports it).
#include <gtest/gtest.h>

#include "core/health/counter_truncation.h"
#include "core/health/drive_facts.h"
#include "core/report/json_writer.h"
#include "smart_fixture_loading.h"

namespace ssd {
namespace {

constexpr const char* k860Evo = "samsung_860EVO-500GB_scrutiny.json";

TEST(CounterTruncation, TheMx500StatisticIsItsAttributeCutTo32Bits) {
    EXPECT_EQ(truncated_width(993'970'078, 108'368'152'478), 32);
}

TEST(CounterTruncation, A48BitCutIsNamedAsSuch) {
    // A cut count of 2^40 + 5 cannot be a 32-bit one: only 48 bits explain it.
    const std::uint64_t cut = (std::uint64_t{1} << 40) + 5;
    EXPECT_EQ(truncated_width(cut, (std::uint64_t{1} << 48) + cut), 48);
    // Where both widths explain it, the narrower is named.
    EXPECT_EQ(truncated_width(12345, (std::uint64_t{1} << 48) + 12345), 32);
}

TEST(CounterTruncation, EqualSmallerOrUnrelatedCountsAreNotCutShort) {
    EXPECT_EQ(truncated_width(64'777'770'148, 64'777'770'148), std::nullopt); // the same count
    EXPECT_EQ(truncated_width(993'970'078, 993'970'078), std::nullopt);       // below 2^32: nothing was cut
    EXPECT_EQ(truncated_width(993'970'079, 108'368'152'478), std::nullopt);   // off by one
    EXPECT_EQ(truncated_width(108'368'152'478, 993'970'078), std::nullopt);   // the larger cannot be the cut one
}

TEST(CounterTruncation, TheReasonNamesBothCountersAndTheWidth) {
    EXPECT_EQ(truncation_reason("ATA Device Statistics 'Logical Sectors Written'", 993'970'078,
                                "246 Total_LBAs_Written", 108'368'152'478, 32),
              "ATA Device Statistics 'Logical Sectors Written' 993,970,078 is 246 Total_LBAs_Written "
              "108,368,152,478 cut to 32 bits");
}

class TruncatedStatistic : public test::SharedCapturesTest {};

TEST_F(TruncatedStatistic, TheRealCaptureUsesTheStatisticWhereBothAgree) {
    const SmartReport report = test::load_smart_fixture(k860Evo);
    const DriveFacts facts = analyze_drive(report);
    ASSERT_TRUE(facts.writes.host_bytes.has_value());
    EXPECT_EQ(*facts.writes.host_bytes, 64'777'770'148ULL * 512); // 33.2 TB
    EXPECT_TRUE(facts.writes.rejected.empty());
}

TEST_F(TruncatedStatistic, AStatisticCutTo32BitsIsRejectedAndTheWholeAttributeWins) {
    SmartReport report = test::load_smart_fixture(k860Evo);
    bool cut = false;
    for (auto& statistic : report.device_statistics) {
        if (statistic.name == "Logical Sectors Written") {
            statistic.value = 64'777'770'148ULL % (std::uint64_t{1} << 32); // synthetic: as the MX500 keeps it
            cut = true;
        }
    }
    ASSERT_TRUE(cut) << "the capture has no Logical Sectors Written statistic";
    const DriveFacts facts = analyze_drive(report);
    ASSERT_TRUE(facts.writes.host_bytes.has_value());
    EXPECT_EQ(*facts.writes.host_bytes, 64'777'770'148ULL * 512) << facts.writes.method;
    ASSERT_EQ(facts.writes.rejected.size(), 1u);
    EXPECT_EQ(facts.writes.rejected[0],
              "ATA Device Statistics 'Logical Sectors Written' 353,260,708 is 241 Total_LBAs_Written 64,777,770,148 "
              "cut to 32 bits");
    EXPECT_NE(facts.writes.method.find("not used: ATA Device Statistics"), std::string::npos) << facts.writes.method;
}

} // namespace
} // namespace ssd
