// The firmware advisory file (resources/advisories/ssd-firmware-advisories.json),
// its loader, and the matcher. No real capture is affected by an advisory, so
// firing cases mutate the model/firmware of a parsed real capture (said so at each).
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "core/health/drive_facts.h"
#include "core/health/firmware_advisories.h"
#include "core/smart/smartctl_parser.h"
#include "core/util/file_io.h"
#include "evidence_expectations.h"
#include "finding_evidence.h"
#include "fixture_paths.h"
#include "smart_fixture_loading.h"

namespace ssd {
namespace {

std::filesystem::path advisory_file() {
    // tests/fixtures -> project root
    return std::filesystem::path(SSD_PROJECT_FIXTURES_DIR) / ".." / ".." / "resources" / "advisories" /
           "ssd-firmware-advisories.json";
}

std::vector<Advisory> shipped_advisories() {
    auto text = read_text_file(advisory_file());
    EXPECT_TRUE(text.has_value()) << advisory_file();
    auto advisories = load_advisories(text.value_or(""));
    EXPECT_TRUE(advisories.has_value()) << (advisories ? "" : advisories.error().message);
    return advisories.value_or(std::vector<Advisory>{});
}

// Advisory ids that fire for `report`.
std::set<std::string> fired(const SmartReport& report, const std::vector<Advisory>& advisories) {
    std::set<std::string> ids;
    for (const auto& finding : match_advisories(report, advisories)) {
        EXPECT_EQ(finding.id, "firmware-advisory");
        test::expect_evidence_described(finding);
        ids.insert(finding.evidence.value("advisory", std::string("smartctl-message")));
    }
    return ids;
}

SmartReport with_identity(SmartReport report, const std::string& model, const std::string& firmware) {
    report.model = model;
    report.firmware = firmware;
    return report;
}

TEST(FirmwareAdvisories, ShippedFileLoadsAndEveryEntryCitesSources) {
    const auto advisories = shipped_advisories();
    ASSERT_EQ(advisories.size(), 11U);
    std::set<std::string> ids;
    for (const auto& advisory : advisories) {
        EXPECT_TRUE(ids.insert(advisory.id).second);
        EXPECT_FALSE(advisory.sources.empty()) << advisory.id;
        EXPECT_FALSE(advisory.fixed_firmware.empty()) << advisory.id;
        EXPECT_FALSE(advisory.problem.empty()) << advisory.id;
    }
    EXPECT_TRUE(ids.count("crucial-m4-5184-hours"));
    EXPECT_TRUE(ids.count("samsung-980-pro-3b2qgxa7"));
    EXPECT_TRUE(ids.count("hpe-sas-ssd-32768-hours"));
}

TEST(FirmwareAdvisories, SelfTestHazardsAreAskedNotFound) {
    const auto advisories = shipped_advisories();
    const std::string firecuda = "Seagate FireCuda 510 SSD ZP500GM30001";
    const auto long_test = selftest_hazards(advisories, firecuda, "STOSC017", selftest::TestType::Long);
    ASSERT_EQ(long_test.size(), 1U);
    EXPECT_EQ(long_test[0]->id, "seagate-firecuda-510-extended-selftest-crash");
    EXPECT_EQ(long_test[0]->applies_to, AdvisoryScope::SelftestLong);
    EXPECT_TRUE(selftest_hazards(advisories, firecuda, "STOSC017", selftest::TestType::Short).empty());
    EXPECT_TRUE(selftest_hazards(advisories, firecuda, "STOSC018", selftest::TestType::Long).empty());
    const auto transcend = selftest_hazards(advisories, "TS32GMSM362I", "any", selftest::TestType::Short);
    ASSERT_EQ(transcend.size(), 1U);
    EXPECT_EQ(transcend[0]->id, "transcend-msm362i-selftest-freeze");
    // A hazard is not a finding of the health read: the drive is fine until the test runs.
    // (A real capture with the FireCuda's identity put in; no capture is of that drive.)
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto report = with_identity(test::load_smart_fixture("sabrent_Rocket4-1TB_telegraf.json"), firecuda, "STOSC017");
    EXPECT_TRUE(match_advisories(report, advisories).empty());
    // Ordinary advisories are never self-test hazards.
    EXPECT_TRUE(selftest_hazards(advisories, "M4-CT128M4SSD2", "0009", selftest::TestType::Long).empty());
}

TEST(FirmwareAdvisories, UnknownScopeIsRefused) {
    const auto refused = load_advisories(R"({"advisories":[{"id":"x","model_regex":"a","firmware_regex":"b",
        "problem":"p","fixed_firmware":"f","fix":"x","severity":"warning","sources":["https://example.org/"],
        "applies_to":"selftest-short"}]})");
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message.find("applies_to must be firmware, selftest or selftest-long"), std::string::npos)
        << refused.error().message;
}

TEST(FirmwareAdvisories, NoRealCaptureIsAffected) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto advisories = shipped_advisories();
    for (const auto& entry : std::filesystem::directory_iterator(test::shared_fixtures_dir() / "smart")) {
        if (entry.path().extension() != ".json") continue;
        SCOPED_TRACE(entry.path().filename().string());
        EXPECT_TRUE(fired(test::load_smart_fixture(entry.path().filename().string()), advisories).empty());
    }
}

TEST(FirmwareAdvisories, CrucialM4BeforeAndAfter0309) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto advisories = shipped_advisories();
    // The real m4 capture is the OEM MTFDDAK128MAM-1J1 with firmware 0809: not the retail numbering.
    const auto oem = test::load_smart_fixture("crucial_m4-MTFDDAK128MAM_scrutiny-starosdev.json");
    EXPECT_TRUE(fired(oem, advisories).empty());
    // Mutations: the retail model with the firmware the 0309 release notes name.
    for (const char* buggy : {"0001", "0002", "0009"}) {
        EXPECT_EQ(fired(with_identity(oem, "M4-CT128M4SSD2", buggy), advisories),
                  std::set<std::string>{"crucial-m4-5184-hours"})
            << buggy;
    }
    for (const char* fixed : {"0309", "040H", "070H"}) {
        EXPECT_TRUE(fired(with_identity(oem, "M4-CT128M4SSD2", fixed), advisories).empty()) << fixed;
    }
}

TEST(FirmwareAdvisories, FindingCarriesEvidenceAndFix) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto advisories = shipped_advisories();
    // Mutation of the real 970 EVO Plus capture into a 980 PRO on 3B2QGXA7.
    const auto report = with_identity(test::load_smart_fixture("samsung_970EVOPlus-250GB_promexp.json"), "Samsung SSD 980 PRO 2TB",
                                      "3B2QGXA7");
    const auto findings = match_advisories(report, advisories);
    ASSERT_EQ(findings.size(), 1U);
    const auto& f = findings.front();
    EXPECT_EQ(f.severity, Severity::Critical);
    EXPECT_TRUE(test::has_evidence(f, {{"advisory", "samsung-980-pro-3b2qgxa7"}, {"firmware", "3B2QGXA7"},
            {"power_on_hours", 3149}}));
    EXPECT_FALSE(f.evidence["sources"].empty());
    EXPECT_NE(f.evidence["fixed_firmware"].get<std::string>().find("5B2QGXA7"), std::string::npos);
    test::expect_evidence_described(f);
    EXPECT_FALSE(f.fix.empty());
    EXPECT_FALSE(f.title.empty());
    // The fixed firmware, and a longer string that merely starts with the buggy one, do not match.
    EXPECT_TRUE(fired(with_identity(report, "Samsung SSD 980 PRO 2TB", "5B2QGXA7"), advisories).empty());
    EXPECT_TRUE(fired(with_identity(report, "Samsung SSD 980 PRO 2TB", "3B2QGXA7X"), advisories).empty());
}

TEST(FirmwareAdvisories, OtherShippedEntries) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto advisories = shipped_advisories();
    // All mutations of real captures' model/firmware strings.
    const auto sata = test::load_smart_fixture("samsung_840-500GB_scrutiny.json"); // real: "Samsung SSD 840 Series" DXT06B0Q
    EXPECT_TRUE(fired(sata, advisories).empty());
    const auto nvme = test::load_smart_fixture("samsung_970EVOPlus-250GB_promexp.json");
    // Each row: the capture given a model and firmware, and the one advisory that fires ("" for none).
    const struct {
        const SmartReport& report;
        const char* model;
        const char* firmware;
        const char* advisory;
    } rows[] = {
        {sata, "Samsung SSD 840 EVO 250GB", "EXT0CB6Q", "samsung-840-evo-old-data-slow"},
        {sata, "Samsung SSD 840 EVO 250GB", "EXT0DB6Q", ""},
        {sata, "Samsung SSD 840 EVO 250GB mSATA", "EXT42B6Q", "samsung-840-evo-old-data-slow"},
        {sata, "Samsung SSD 840 EVO 250GB mSATA", "EXT43B6Q", ""},
        {sata, "INTEL SSDSA2CW160G3", "4PC10302", "intel-320-8mb-bug"},
        {sata, "INTEL SSDSA2CW160G3", "4PC10362", ""},
        {sata, "INTEL SSDSA2M080G2GC", "2CV102HD", "intel-x25m-g2-selftest-log-hang"},
        {sata, "INTEL SSDSA2M080G2GC", "2CV102J8", ""},
        {sata, "INTEL SSDSA2M080G2GC", "2CV102M3", ""},
        {nvme, "Samsung SSD 990 PRO 2TB", "0B2QJXD7", "samsung-990-pro-0b2qjxd7"},
        {nvme, "Samsung SSD 990 PRO 2TB", "1B2QJXD7", ""},
    };
    for (const auto& row : rows) {
        const std::set<std::string> expected =
            *row.advisory != '\0' ? std::set<std::string>{row.advisory} : std::set<std::string>{};
        EXPECT_EQ(fired(with_identity(row.report, row.model, row.firmware), advisories), expected)
            << row.model << " " << row.firmware;
    }

    auto hpe = with_identity(sata, "HP VO0480JFDGT", "HPD4");
    hpe.power_on_hours = 30000;
    const auto findings = match_advisories(hpe, advisories);
    ASSERT_EQ(findings.size(), 1U);
    EXPECT_TRUE(test::has_evidence(findings.front(), {{"advisory", "hpe-sas-ssd-32768-hours"},
            {"power_on_hours", 30000}}));
    EXPECT_TRUE(fired(with_identity(sata, "HP VO0480JFDGT", "HPD8"), advisories).empty());
    EXPECT_EQ(fired(with_identity(sata, "MO1600JVYPR", "HPD6"), advisories),
              std::set<std::string>{"hpe-sas-ssd-40000-hours"});
}

TEST(FirmwareAdvisories, SmartctlDriveDatabaseWarningMessages) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Real: the SV300 capture has one message, "Test informational message": not a warning.
    auto report = test::load_smart_fixture("kingston_SV300S37A240G-SandForce_smartmontools-go.json");
    ASSERT_EQ(report.messages.size(), 1U);
    EXPECT_TRUE(match_advisories(report, {}).empty());
    // Real: "Warning: This result is based on an Attribute check." is not about firmware.
    EXPECT_TRUE(match_advisories(test::load_smart_fixture("HDD_seagate_ST6000NM0115-megaraid_telegraf.json"), {}).empty());
    // Mutation: a drive-database warning as smartctl prints it in text mode.
    report.messages.push_back({"==> WARNING: A firmware update for this drive may be available", "warning"});
    const auto findings = match_advisories(report, {});
    ASSERT_EQ(findings.size(), 1U);
    EXPECT_EQ(findings.front().id, "firmware-advisory");
    EXPECT_NE(findings.front().evidence["smartctl_message"].get<std::string>().find("firmware update"),
              std::string::npos);
    test::expect_evidence_described(findings.front());
}

TEST(FirmwareAdvisories, AnalyzeDriveTakesTheListOptionally) {
    SSD_REQUIRE_SHARED_FIXTURES();
    const auto advisories = shipped_advisories();
    // Mutation of the real 970 EVO Plus capture into a 990 PRO on 0B2QJXD7.
    const auto report = with_identity(test::load_smart_fixture("samsung_970EVOPlus-250GB_promexp.json"), "Samsung SSD 990 PRO 1TB",
                                      "0B2QJXD7");
    auto count = [](const DriveFacts& facts) {
        int n = 0;
        for (const auto& f : facts.findings) n += f.id == "firmware-advisory" ? 1 : 0;
        return n;
    };
    EXPECT_EQ(count(analyze_drive(report)), 0);
    EXPECT_EQ(count(analyze_drive(report, advisories)), 1);
}

TEST(FirmwareAdvisories, LoaderRejectsBadFilesWithTypedErrors) {
    EXPECT_EQ(load_advisories("  \n").error().code, ErrorCode::InputEmpty);
    EXPECT_EQ(load_advisories("{").error().code, ErrorCode::InputMalformed);
    EXPECT_EQ(load_advisories("[]").error().code, ErrorCode::InputMalformed);
    EXPECT_EQ(load_advisories(R"({"advisories": {}})").error().code, ErrorCode::InputMalformed);
    EXPECT_TRUE(load_advisories(R"({"advisories": []})").has_value());

    nlohmann::json good = {{"id", "x"},
                           {"model_regex", "A.*"},
                           {"firmware_regex", "1"},
                           {"problem", "p"},
                           {"fixed_firmware", "2"},
                           {"fix", "f"},
                           {"severity", "warning"},
                           {"sources", {"https://example.org/x"}}};
    auto file = [](const nlohmann::json& entry) { return nlohmann::json{{"advisories", {entry}}}.dump(); };
    ASSERT_TRUE(load_advisories(file(good)).has_value());

    auto broken = good;
    broken.erase("fixed_firmware");
    EXPECT_EQ(load_advisories(file(broken)).error().code, ErrorCode::InputMalformed);
    broken = good;
    broken["model_regex"] = "(unclosed";
    EXPECT_EQ(load_advisories(file(broken)).error().code, ErrorCode::InputMalformed);
    broken = good;
    broken["sources"] = nlohmann::json::array();
    EXPECT_EQ(load_advisories(file(broken)).error().code, ErrorCode::InputMalformed);
    broken = good;
    broken["sources"] = {"not a url"};
    EXPECT_EQ(load_advisories(file(broken)).error().code, ErrorCode::InputMalformed);
    broken = good;
    broken["severity"] = "urgent";
    EXPECT_EQ(load_advisories(file(broken)).error().code, ErrorCode::InputMalformed);
    broken = good;
    broken["problem"] = 5;
    EXPECT_EQ(load_advisories(file(broken)).error().code, ErrorCode::InputMalformed);
    const auto twice = nlohmann::json{{"advisories", {good, good}}}.dump();
    EXPECT_EQ(load_advisories(twice).error().code, ErrorCode::InputMalformed);
}

} // namespace
} // namespace ssd
