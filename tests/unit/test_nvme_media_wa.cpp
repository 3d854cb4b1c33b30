// NVMe write amplification from the media-write log pages (issue 35), through the live path
// (health_from_device with smartctl and nvme-cli replayed) and into a history's interval. The
// smartctl documents are real captures (../shared/fixtures/smart); the log pages are
// tests/fixtures/nvme-media-logs (synthetic pages carrying counter values nvme-cli printed for
// real drives, PROVENANCE.md there). nvme-cli's refusals are written as nvme-cli 2.3 prints them
// (synthetic, said at each use).
#include <gtest/gtest.h>

#include "core/diagnosis/drive_health.h"
#include "core/history/history_query.h"
#include "core/history/memory_history_store.h"
#include "core/process/replay_runner.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "history_samples.h"
#include "listed_drive.h"
#include "nvme_media_pages.h"

namespace ssd {
namespace {

using test::kMiB32;

std::vector<std::string> nvme0_get_log(const std::string& id, bool endurance_group = false) {
    return test::nvme_get_log("/dev/nvme0", id, endurance_group);
}

class OneNvmeDrive final : public DriveInventory {
public:
    Result<std::vector<DriveInfo>> list() override { return std::vector<DriveInfo>{drive()}; }
    Result<DriveInfo> lookup(const std::string& path) override {
        if (path != "/dev/nvme0") return fail(ErrorCode::NoSuchDevice, path + " does not exist");
        return drive();
    }
    static DriveInfo drive() { return test::listed_drive("/dev/nvme0", "nvme0", Protocol::Nvme, Transport::Pcie); }
};

ReplayRunner runner_for(const std::string& capture) {
    ReplayRunner runner;
    EXPECT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", "/dev/nvme0"}, test::smart_fixture(capture), 0));
    return runner;
}

Result<HealthResult> live_health(ReplayRunner& runner) {
    OneNvmeDrive inventory;
    return health_from_device(inventory, runner, nullptr, {"/dev/nvme0", std::nullopt, SmartReaderChoice::Smartctl});
}

TEST(NvmeMediaWa, IntelDriveGivesWaFromItsAdditionalSmartLog) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // A real Intel DC P3700 document (PCI vendor 8086h); the CAh page carries a DC P3600's values.
    ReplayRunner runner = runner_for("intel_SSDPEDMD400G4-P3700_promexp.json");
    runner.record(nvme0_get_log("9", true), test::nvme_invalid_log_page());
    runner.record(nvme0_get_log("192"), test::nvme_invalid_log_page());
    runner.record(nvme0_get_log("202"), test::nvme_page_output(test::nvme_media_page("intel-ca-dc-p3600-SSDPEDME016T4F.bin")));
    const auto health = live_health(runner);
    ASSERT_TRUE(health) << health.error().message;
    const WriteFacts& writes = health->facts.writes;
    EXPECT_EQ(writes.gap, WriteGap::None) << writes.unavailable_reason.value_or("");
    EXPECT_EQ(writes.nand_bytes, 224943088ULL * kMiB32);
    EXPECT_EQ(writes.nand_unit_bytes, kMiB32);
    EXPECT_EQ(writes.write_amplification, 1.31); // 224943088 / 172365270, the log's own host counter
    EXPECT_NE(writes.method.find("Intel / Solidigm additional SMART log (CAh)"), std::string::npos) << writes.method;
    EXPECT_EQ(runner.calls().size(), 4u); // smartctl, then 09h, C0h, CAh in that order
    EXPECT_EQ(runner.calls().back(), nvme0_get_log("202"));
}

TEST(NvmeMediaWa, OcpLogCountsMediaBytesAgainstTheHealthLogsHostWrites) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Synthetic pairing: a real Micron 7450 document (OCP-compliant datacenter drive) with the C0h
    // page of a WD SN655 (CacheLib's printout): the arithmetic, not one drive's figure.
    ReplayRunner runner = runner_for("micron_7450-MTFDKCC3T2TFS_promexp.json");
    runner.record(nvme0_get_log("9", true), test::nvme_invalid_log_page());
    runner.record(nvme0_get_log("192"), test::nvme_page_output(test::nvme_media_page("ocp-c0-wd-sn655-WUS6A7619PJP8X7.bin")));
    const auto health = live_health(runner);
    ASSERT_TRUE(health) << health.error().message;
    const WriteFacts& writes = health->facts.writes;
    ASSERT_TRUE(writes.host_bytes);
    EXPECT_EQ(writes.nand_bytes, 80410014056448ULL);
    EXPECT_EQ(writes.nand_unit_bytes, 1u);
    ASSERT_TRUE(writes.write_amplification) << writes.unavailable_reason.value_or("");
    EXPECT_NEAR(*writes.write_amplification, 80410014056448.0 / static_cast<double>(*writes.host_bytes), 0.005);
    EXPECT_NE(writes.method.find("the health log's host bytes"), std::string::npos) << writes.method;
    EXPECT_EQ(runner.calls().size(), 3u); // Micron (1344h) has no vendor log listed
}

TEST(NvmeMediaWa, DriveWithoutMediaLogsStaysNullNamingWhatWasTried) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // The Samsung 970 EVO: neither standard log (synthetic refusals); Samsung has no vendor row.
    ReplayRunner runner = runner_for("samsung_970EVO-500GB_scrutiny.json");
    runner.record(nvme0_get_log("9", true), test::nvme_invalid_log_page());
    runner.record(nvme0_get_log("192"), test::nvme_page_output(std::string(512, '\0'))); // synthetic: a page of zeros
    const auto health = live_health(runner);
    ASSERT_TRUE(health) << health.error().message;
    const WriteFacts& writes = health->facts.writes;
    EXPECT_FALSE(writes.write_amplification);
    EXPECT_FALSE(writes.nand_bytes);
    EXPECT_EQ(writes.gap, WriteGap::NoNandCounter);
    ASSERT_TRUE(writes.unavailable_reason);
    EXPECT_NE(writes.unavailable_reason->find("(09h): not read: nvme-cli: NVMe status: Invalid Log Page"),
              std::string::npos)
        << *writes.unavailable_reason;
    EXPECT_NE(writes.unavailable_reason->find("(C0h): the page does not carry the OCP log's GUID"), std::string::npos)
        << *writes.unavailable_reason;
    ASSERT_TRUE(writes.host_bytes); // the health log's host writes stay
}

TEST(NvmeMediaWa, WithoutNvmeCliTheHealthLogIsStillReadAndTheReasonSaysWhy) {
    SSD_REQUIRE_SHARED_FIXTURES();
    ReplayRunner runner = runner_for("samsung_970EVO-500GB_scrutiny.json");
    runner.mark_missing("nvme");
    const auto health = live_health(runner);
    ASSERT_TRUE(health) << health.error().message;
    ASSERT_TRUE(health->facts.writes.unavailable_reason);
    EXPECT_NE(health->facts.writes.unavailable_reason->find("nvme-cli is not installed"), std::string::npos);
    EXPECT_EQ(runner.calls().size(), 2u); // one try of nvme, not one per log
}

TEST(NvmeMediaWa, ASavedSmartctlDocumentAloneSaysNoLogWasRead) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto health = health_from_smartctl_file(test::smart_fixture("samsung_970EVO-500GB_scrutiny.json"), {}, {});
    ASSERT_TRUE(health) << health.error().message;
    EXPECT_FALSE(health->facts.writes.write_amplification);
    EXPECT_NE(health->facts.writes.unavailable_reason->find("no log page that counts media writes was read"),
              std::string::npos);
}

// The CAh page with its F4h (NAND) and F5h (host) raw counters set to these counts of 32 MiB.
std::string intel_page_with(std::uint64_t nand_units, std::uint64_t host_units) {
    std::string page = test::nvme_media_page("intel-ca-dc-p3600-SSDPEDME016T4F.bin");
    for (std::size_t byte = 0; byte < 6; ++byte) {
        page[132 + 5 + byte] = static_cast<char>(nand_units >> (8 * byte) & 0xFF);
        page[144 + 5 + byte] = static_cast<char>(host_units >> (8 * byte) & 0xFF);
    }
    return page;
}

TEST(NvmeMediaWa, HistoryGivesTheIntervalWaOfAnNvmeDrive) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Synthetic workload on the real P3700 document: between two readings the host writes
    // 40,000 data units (20.48 GB) and the media 1,526 × 32 MiB (51.2 GB): WA 2.5.
    std::vector<history::Sample> samples;
    for (const auto& [step, nand_units, host_data_units] :
         {std::tuple{0, 224943088ULL, 0ULL}, std::tuple{1, 224944614ULL, 40000ULL}}) {
        SmartReport report = test::load_smart_fixture("intel_SSDPEDMD400G4-P3700_promexp.json");
        *report.nvme->data_units_written += host_data_units;
        const std::string page = intel_page_with(nand_units, 172365270ULL);
        NvmeLogReading reading;
        reading.pages.push_back({NvmeMediaLog::IntelAdditionalSmart, std::vector<std::uint8_t>(page.begin(), page.end())});
        report.nvme_media = nvme_media_evidence(std::move(reading));
        samples.push_back(history::sample_of(health_from_report(std::move(report), std::nullopt),
                                             1'700'000'000 + step * 3600, history::SampleSource::Sampled, ""));
    }
    ASSERT_TRUE(samples[0].nand_written);
    history::MemoryHistoryStore store;
    ASSERT_TRUE(store.add(samples));
    auto answers = history::answer_history(store, {samples[0].drive.serial, {}, {}});
    ASSERT_TRUE(answers && answers->size() == 1u);
    const auto& writes = answers->front().facts.writes;
    EXPECT_EQ(writes.gap, history::IntervalWaGap::None) << writes.unavailable_reason;
    EXPECT_EQ(writes.host_bytes, 40000ULL * 512000);
    EXPECT_EQ(writes.nand_bytes, 1526ULL * kMiB32);
    EXPECT_EQ(writes.write_amplification, 2.5);
}

} // namespace
} // namespace ssd
