// A finding's evidence in words (core/health/evidence_words.h,
// core/report/evidence_catalog.h): the catalog is complete and well formed,
// every health finding of every real capture is described, the sentences
// carry their units, and unknown or odd evidence is still shown, never lost.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>

#include "core/health/drive_facts.h"
#include "core/report/evidence_catalog.h"
#include "evidence_expectations.h"
#include "smart_fixture_loading.h"

namespace ssd {
namespace {

using nlohmann::json;

// "Label: value" of `key`, or "" when absent.
std::string sentence(const std::vector<EvidenceLine>& lines, const std::string& key) {
    const auto it = std::find_if(lines.begin(), lines.end(), [&key](const EvidenceLine& l) { return l.key == key; });
    return it == lines.end() ? std::string() : it->sentence();
}

std::optional<Finding> described_finding(const SmartReport& report, const std::string& id) {
    for (const auto& f : analyze_drive(report).findings) {
        if (f.id == id) return f;
    }
    return std::nullopt;
}

TEST(EvidenceCatalog, EveryTableIsWellFormed) {
    std::set<std::string> ids;
    for (const auto& table : evidence_catalog()) {
        ASSERT_FALSE(table.id.empty());
        EXPECT_FALSE(table.keys.empty()) << table.id;
        ids.emplace(table.id);
        std::set<std::string_view> keys;
        for (const auto& key : table.keys) {
            EXPECT_TRUE(keys.insert(key.key).second) << table.id << ": " << key.key << " twice";
            EXPECT_FALSE(key.label.empty()) << table.id << ": " << key.key;
            EXPECT_NE(key.format, nullptr) << table.id << ": " << key.key;
            EXPECT_FALSE(key.when_null.empty()) << table.id << ": " << key.key;
        }
    }
    // Every finding id docs/CONTRACT.md and the Windows/firmware rules emit.
    for (const char* id : {"controller-legacy-ide", "sata-link-below-max", "pcie-link-below-max", "partition-misaligned",
                           "trim-unsupported", "trim-disabled", "free-space-low", "write-cache-disabled",
                           "swap-on-drive", "hibernation-enabled", "smart-failing", "wear-high", "media-errors",
                           "interface-crc-errors", "temperature-high", "write-amplification-high",
                           "firmware-advisory", "pagefile-on-drive", "defrag-scheduled-on-ssd"}) {
        EXPECT_TRUE(ids.count(id)) << id << " has no evidence words";
    }
}

TEST(EvidenceWords, EveryHealthFindingOfEveryRealCaptureIsDescribed) {
    SSD_REQUIRE_SHARED_FIXTURES();
    std::set<std::string> ids;
    for (const auto& entry : std::filesystem::directory_iterator(test::shared_fixtures_dir() / "smart")) {
        if (entry.path().extension() != ".json") continue;
        SCOPED_TRACE(entry.path().filename().string());
        for (const auto& f : analyze_drive(test::load_smart_fixture(entry.path().filename().string())).findings) {
            test::expect_evidence_described(f);
            ids.insert(f.id);
        }
    }
    // The captures fire these four on their own (the others are mutations in test_health_findings).
    for (const char* id : {"wear-high", "media-errors", "interface-crc-errors", "write-amplification-high"}) {
        EXPECT_TRUE(ids.count(id)) << id;
    }
}

TEST(EvidenceWords, RealCapturesReadWithUnits) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Real: S4510 960 GB, WA 9.85 with 7233698004992 bytes from the host.
    auto wa = described_finding(test::load_smart_fixture("intel_SSDSC2KB960G8-S4510_promexp.json"), "write-amplification-high");
    ASSERT_TRUE(wa);
    auto lines = describe_evidence(*wa);
    EXPECT_EQ(lines.front().key, "write_amplification"); // the table's order, not the JSON's alphabetical one
    EXPECT_EQ(sentence(lines, "write_amplification"),
              "Write amplification: 9.85 (bytes written to flash per byte the computer wrote)");
    EXPECT_EQ(sentence(lines, "host_bytes"), "Written by the computer: 7.2 TB (6.6 TiB)");
    // Real: Samsung 840 with 108 CRC errors.
    auto crc = described_finding(test::load_smart_fixture("samsung_840-500GB_scrutiny.json"), "interface-crc-errors");
    ASSERT_TRUE(crc);
    lines = describe_evidence(*crc);
    EXPECT_EQ(sentence(lines, "crc_errors"), "Transfer (CRC) errors: 108");
    EXPECT_EQ(sentence(lines, "source"), "Read from: 199 CRC_Error_Count");
    // Real: 970 EVO with 7 NVMe media errors; the counter says where it was read.
    auto media = described_finding(test::load_smart_fixture("samsung_970EVO-500GB_scrutiny.json"), "media-errors");
    ASSERT_TRUE(media);
    EXPECT_EQ(sentence(describe_evidence(*media), "nvme_media_errors").rfind("Media and data integrity errors: 7 (", 0), 0U);
    // Mutation of the real 860 EVO capture: 72 °C against its own 70 °C limit.
    auto hot_report = test::load_smart_fixture("samsung_860EVO-500GB_scrutiny.json");
    hot_report.temperature_c = 72;
    auto hot = described_finding(hot_report, "temperature-high");
    ASSERT_TRUE(hot);
    lines = describe_evidence(*hot);
    EXPECT_EQ(sentence(lines, "temperature_c"), "Temperature now: 72 °C");
    EXPECT_EQ(sentence(lines, "limit_c"), "Limit: 70 °C");
    // Mutation of a real NVMe capture: the read-only bit.
    auto nvme = test::load_smart_fixture("sabrent_Rocket4-1TB_telegraf.json");
    nvme.nvme->critical_warning = 0x08;
    auto failing = described_finding(nvme, "smart-failing");
    ASSERT_TRUE(failing);
    EXPECT_EQ(sentence(describe_evidence(*failing), "nvme_critical_warning"),
              "NVMe critical warning: 0x08: the drive has switched itself to read-only");
}

TEST(EvidenceWords, UnknownKeysAndIdsKeepEveryKeyInGenericWords) {
    const json evidence = {{"offset_in_alignment_bytes", 3584}, {"alignment_bytes", 4096}, {"new_key", "x"}};
    auto lines = describe_evidence("partition-misaligned", evidence);
    ASSERT_EQ(lines.size(), 3U);
    EXPECT_EQ(sentence(lines, "offset_in_alignment_bytes"), "Offset: 3,584 bytes past a 4 KiB boundary");
    EXPECT_EQ(lines.back().key, "new_key");
    EXPECT_FALSE(lines.back().described);
    EXPECT_EQ(lines.back().sentence(), "New key: x");
    // An id nobody describes: every key, generic.
    lines = describe_evidence("no-such-described_finding", {{"some_bytes", 12}, {"flag", true}, {"list", json::array({"a", "b"})}});
    ASSERT_EQ(lines.size(), 3U);
    EXPECT_TRUE(std::none_of(lines.begin(), lines.end(), [](const EvidenceLine& l) { return l.described; }));
    EXPECT_EQ(sentence(lines, "flag"), "Flag: yes");
    EXPECT_EQ(sentence(lines, "list"), "List: a; b");
    // Evidence that is not an object: one line; none at all: no line.
    lines = describe_evidence("wear-high", json("just text"));
    ASSERT_EQ(lines.size(), 1U);
    EXPECT_EQ(lines[0].sentence(), "Evidence: just text");
    EXPECT_TRUE(describe_evidence("wear-high", json()).empty());
    EXPECT_TRUE(describe_evidence("wear-high", json::object()).empty());
}

TEST(EvidenceWords, TheTableOfTheOsThatEmittedTheFindingSetsTheOrder) {
    // hibernation-enabled has a Linux and a Windows table; both know memory_bytes.
    const json windows = {{"file", "C:\\hiberfil.sys"}, {"file_bytes", 6ULL << 30U}, {"memory_bytes", 16ULL << 30U}};
    auto lines = describe_evidence("hibernation-enabled", windows);
    ASSERT_EQ(lines.size(), 3U);
    EXPECT_EQ(lines[0].sentence(), "Hibernation file: C:\\hiberfil.sys");
    EXPECT_EQ(lines[1].sentence(), "Its size: 6.4 GB (6.0 GiB)");
    EXPECT_EQ(lines[2].sentence(), "Memory (RAM): 17.2 GB (16.0 GiB)");
    const json linux_evidence = {{"memory_bytes", 1ULL << 30U}, {"resume_device", "/dev/sda3"}};
    lines = describe_evidence("hibernation-enabled", linux_evidence);
    ASSERT_EQ(lines.size(), 2U);
    EXPECT_EQ(lines[0].sentence(), "Resume device: /dev/sda3");
}

TEST(EvidenceWords, NullAndUnexpectedTypesNeverThrow) {
    // null reads as the key's own word for it.
    auto lines = describe_evidence("sata-link-below-max", {{"kernel_limit_mbps", nullptr}, {"current_mbps", 1500}});
    EXPECT_EQ(sentence(lines, "kernel_limit_mbps"), "Limit the OS set: none");
    EXPECT_EQ(sentence(lines, "current_mbps"), "Speed now: 1.5 Gb/s");
    EXPECT_EQ(sentence(describe_evidence("temperature-high", {{"temperature_c", nullptr}}), "temperature_c"),
              "Temperature now: unknown");
    // A formatter given the wrong type falls back to the value as text.
    const json odd = {{"start_bytes", "abc"},      {"offset_in_alignment_bytes", -5}, {"size_bytes", json::array()},
                      {"alignment_bytes", "4096"}, {"aligned_4k", 1}};
    lines = describe_evidence("partition-misaligned", odd);
    ASSERT_EQ(lines.size(), odd.size());
    EXPECT_EQ(sentence(lines, "start_bytes"), "Start: abc");
    EXPECT_EQ(sentence(lines, "offset_in_alignment_bytes"), "Offset: -5");
    EXPECT_EQ(sentence(lines, "aligned_4k"), "Aligned to the alignment unit: 1");
    // Nested evidence with missing or mistyped members.
    lines = describe_evidence("trim-disabled", {{"filesystems", json::array({json::object(), 5})},
                                                {"periodic_trim", {{"enabled", "?"}}}});
    EXPECT_EQ(sentence(lines, "filesystems"),
              "Filesystems without TRIM: unknown (unknown on unknown): no discard mount option; unknown (unknown on "
              "unknown): no discard mount option");
    EXPECT_EQ(sentence(lines, "periodic_trim"), "Periodic TRIM: unknown: unknown");
    lines = describe_evidence("media-errors", {{"pending", {{"count", "two"}}}, {"reallocated", 3}});
    EXPECT_EQ(sentence(lines, "pending"), "Unreadable sectors waiting to be reallocated: count two");
    EXPECT_EQ(sentence(lines, "reallocated"), "Reallocated sectors or blocks: 3");
}

TEST(EvidenceWords, SharedFormatters) {
    namespace f = evidence_format;
    const json none;
    EXPECT_EQ(f::exact_bytes(3584, none), "3,584 bytes");
    EXPECT_EQ(f::binary_size(1048576, none), "1 MiB");
    EXPECT_EQ(f::size(8589934592ULL, none), "8.6 GB (8.0 GiB)");
    EXPECT_EQ(f::percent(85, none), "85 %");
    EXPECT_EQ(f::percent(5.0, none), "5.0 %");
    EXPECT_EQ(f::celsius(72, none), "72 °C");
    EXPECT_EQ(f::hours(3149, none), "3,149 hours (131 days)");
    EXPECT_EQ(f::hours(35825, none), "35,825 hours (4 years, 32 days)");
    EXPECT_EQ(f::count(1234567, none), "1,234,567");
    EXPECT_EQ(f::list(json::array(), none), "none");
    EXPECT_EQ(f::list(json::array({"/dev/sda3", "/swapfile"}), none), "/dev/sda3, /swapfile");
    EXPECT_EQ(f::yes_no(false, none), "no");
    EXPECT_EQ(f::text(nullptr, none), "unknown");
}

} // namespace
} // namespace ssd
