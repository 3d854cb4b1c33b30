// NVMe media writes from the raw log pages (issue 35): the pages of tests/fixtures/nvme-media-logs
// are synthetic, made by its make-pages.py from the counter values nvme-cli printed for real
// drives (PROVENANCE.md there), so each decoded value is compared with that printout.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <span>
#include <string>
#include <vector>

#include "core/smart/nvme_media_logs.h"
#include "nvme_media_pages.h"

namespace ssd {
namespace {

using test::kMiB32;


TEST(NvmeMediaLogs, IntelAdditionalSmartGivesNandAndHostBytesAndTheirRatio) {
    // Intel DC P3600 (CacheLib's test data): nand 224943088, host 172365270 units of 32 MiB.
    const auto p3600 = decode_nvme_media_log(NvmeMediaLog::IntelAdditionalSmart,
                                             test::nvme_media_page_bytes("intel-ca-dc-p3600-SSDPEDME016T4F.bin"));
    ASSERT_TRUE(p3600) << p3600.error().message;
    EXPECT_EQ(p3600->media_bytes, 224943088ULL * kMiB32);
    EXPECT_EQ(p3600->host_bytes, 172365270ULL * kMiB32);
    EXPECT_EQ(p3600->step_bytes, kMiB32);
    EXPECT_NEAR(*nvme_media_write_amplification(*p3600, std::nullopt), 1.305, 0.0005);
    // An HPE drive made by Intel (nvme-cli issue #814): NAND below host, WA 0.89, given as read.
    const auto hpe =
        decode_nvme_media_log(NvmeMediaLog::IntelAdditionalSmart, test::nvme_media_page_bytes("intel-ca-hpe-MO001600KWVUU.bin"));
    ASSERT_TRUE(hpe) << hpe.error().message;
    EXPECT_NEAR(*nvme_media_write_amplification(*hpe, std::nullopt), 40262.0 / 45197.0, 1e-9);
}

TEST(NvmeMediaLogs, IntelItemsAreFoundByKeyWhereverTheyAre) {
    auto page = test::nvme_media_page_bytes("intel-ca-dc-p3600-SSDPEDME016T4F.bin");
    // Items 11 (F4h) and 12 (F5h) swapped, as a drive with another item order would send them.
    std::swap_ranges(page.begin() + 132, page.begin() + 144, page.begin() + 144);
    const auto swapped = decode_nvme_media_log(NvmeMediaLog::IntelAdditionalSmart, page);
    ASSERT_TRUE(swapped) << swapped.error().message;
    EXPECT_EQ(swapped->media_bytes, 224943088ULL * kMiB32);
    EXPECT_EQ(swapped->host_bytes, 172365270ULL * kMiB32);
    page[132] = 0x00; // no F5h item any more
    const auto missing = decode_nvme_media_log(NvmeMediaLog::IntelAdditionalSmart, page);
    ASSERT_FALSE(missing);
    EXPECT_NE(missing.error().message.find("host_bytes_written item (F5h)"), std::string::npos);
}

TEST(NvmeMediaLogs, OcpLogGivesMediaBytesAndTakesTheHostFromTheHealthLog) {
    // WD Ultrastar DC SN655 (CacheLib): "Physical media units written - 0 80410014056448", version 3.
    const auto sn655 =
        decode_nvme_media_log(NvmeMediaLog::OcpSmartExtended, test::nvme_media_page_bytes("ocp-c0-wd-sn655-WUS6A7619PJP8X7.bin"));
    ASSERT_TRUE(sn655) << sn655.error().message;
    EXPECT_EQ(sn655->media_bytes, 80410014056448ULL);
    EXPECT_FALSE(sn655->host_bytes);
    EXPECT_EQ(nvme_media_write_amplification(*sn655, std::nullopt), std::nullopt);
    // Synthetic host side: the health log's Data Units Written of this drive was not published.
    EXPECT_DOUBLE_EQ(*nvme_media_write_amplification(*sn655, 40205007028224ULL), 2.0);
    const auto sn640 =
        decode_nvme_media_log(NvmeMediaLog::OcpSmartExtended, test::nvme_media_page_bytes("ocp-c0-wd-sn640-WUS4BB019D4M9E7.bin"));
    ASSERT_TRUE(sn640) << sn640.error().message;
    EXPECT_EQ(sn640->media_bytes, 609651339018240ULL);
}

TEST(NvmeMediaLogs, AnOcpPageWithoutItsGuidOrOfAnUnknownVersionIsNotTrusted) {
    auto page = test::nvme_media_page_bytes("ocp-c0-wd-sn655-WUS6A7619PJP8X7.bin");
    auto foreign = page;
    foreign[511] ^= 0xFF; // another vendor's C0h log
    const auto refused = decode_nvme_media_log(NvmeMediaLog::OcpSmartExtended, foreign);
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message.find("GUID"), std::string::npos);
    page[494] = 1;
    const auto old = decode_nvme_media_log(NvmeMediaLog::OcpSmartExtended, page);
    ASSERT_FALSE(old);
    EXPECT_NE(old.error().message.find("log page version 1"), std::string::npos);
}

TEST(NvmeMediaLogs, EnduranceGroupLogGivesBothCountersInDataUnits) {
    // Synthetic values (no real page of this log was found): 2,000,000 and 5,000,000 units.
    const auto log =
        decode_nvme_media_log(NvmeMediaLog::EnduranceGroup, test::nvme_media_page_bytes("endurance-group-09-synthetic.bin"));
    ASSERT_TRUE(log) << log.error().message;
    EXPECT_EQ(log->host_bytes, 2'000'000ULL * 512'000ULL);
    EXPECT_EQ(log->media_bytes, 5'000'000ULL * 512'000ULL);
    EXPECT_DOUBLE_EQ(*nvme_media_write_amplification(*log, std::nullopt), 2.5);
}

TEST(NvmeMediaLogs, ShortPagesAndCountersBeyondSixtyFourBitsAreRefused) {
    auto page = test::nvme_media_page_bytes("endurance-group-09-synthetic.bin");
    const auto shortened =
        decode_nvme_media_log(NvmeMediaLog::EnduranceGroup, std::span<const std::uint8_t>(page).first(511));
    ASSERT_FALSE(shortened);
    EXPECT_NE(shortened.error().message.find("511 bytes, not 512"), std::string::npos);
    page[88] = 1; // Media Units Written's upper 64 bits
    EXPECT_FALSE(decode_nvme_media_log(NvmeMediaLog::EnduranceGroup, page));
    auto units = test::nvme_media_page_bytes("endurance-group-09-synthetic.bin");
    for (std::size_t i = 80; i < 88; ++i) units[i] = 0xFF; // 2^64 - 1 units: more than 2^64 bytes
    EXPECT_FALSE(decode_nvme_media_log(NvmeMediaLog::EnduranceGroup, units));
}

} // namespace
} // namespace ssd
