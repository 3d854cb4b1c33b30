// smartctl's own unit-safe fields, preferred when a document has them and
// cross-checked against the attribute-based numbers: endurance_used (7.5, in
// the shared SandForce capture) and host_writes {units, bytes_per_unit}
// (smartmontools 8.0, unreleased: ataprint.cpp e16e6f0 and nvmeprint.cpp
// 5e9251c; no real capture carries it yet, so it is added to a real capture's
// JSON here: synthetic, with the numbers the capture's own counters give).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/health/drive_facts.h"
#include "core/smart/smartctl_parser.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "smart_fixture_loading.h"

namespace ssd {
namespace {

class UnitSafeFields : public test::SharedCapturesTest {
protected:
    static SmartReport with_host_writes(const std::string& capture, std::uint64_t units, std::uint64_t bytes_per_unit) {
        auto doc = nlohmann::json::parse(read_text_file(test::smart_fixture(capture)).value_or("{}"));
        doc["host_writes"] = {{"units", units}, {"bytes_per_unit", bytes_per_unit}, {"commands", 1}};
        auto report = parse_smartctl_json(doc.dump());
        EXPECT_TRUE(report.has_value());
        return report.value_or(SmartReport{});
    }
};

TEST_F(UnitSafeFields, HostWritesAsSmartctlStatesThemArePreferredAndChecked) {
    // The 860 EVO's Device Statistics: 64777770148 logical sectors of 512 bytes.
    const SmartReport report = with_host_writes("samsung_860EVO-500GB_scrutiny.json", 64777770148ULL, 512);
    ASSERT_TRUE(report.smartctl_host_writes);
    const DriveFacts facts = analyze_drive(report);
    EXPECT_EQ(facts.writes.host_bytes, 64777770148ULL * 512);
    EXPECT_EQ(facts.writes.host_unit_bytes, 512u);
    EXPECT_TRUE(facts.writes.method.starts_with("host writes: smartctl's host_writes 64777770148 units × 512 bytes"))
        << facts.writes.method;
    EXPECT_NE(facts.writes.method.find("agrees"), std::string::npos) << facts.writes.method;
}

TEST_F(UnitSafeFields, HostWritesThatDisagreeAreSaidNotHidden) {
    const SmartReport report = with_host_writes("samsung_860EVO-500GB_scrutiny.json", 1000, 512);
    const DriveFacts facts = analyze_drive(report);
    EXPECT_EQ(facts.writes.host_bytes, 512000u);  // smartctl's statement wins…
    // …and the attribute that says otherwise is named with its own figure.
    EXPECT_NE(facts.writes.method.find("Logical Sectors Written"), std::string::npos) << facts.writes.method;
}

TEST_F(UnitSafeFields, NvmeHealthLogIsReadDirectlyAndComparedWithHostWrites) {
    // The Crucial P2: 1002900 data units of 512000 bytes.
    const auto agrees = analyze_drive(with_host_writes("crucial_CT250P2SSD8-P2_promexp.json", 1002900, 512000));
    EXPECT_EQ(agrees.writes.host_bytes, 1002900ULL * 512000);
    EXPECT_NE(agrees.writes.method.find("smartctl's host_writes agrees"), std::string::npos) << agrees.writes.method;
    const auto differs = analyze_drive(with_host_writes("crucial_CT250P2SSD8-P2_promexp.json", 5, 512000));
    EXPECT_EQ(differs.writes.host_bytes, 1002900ULL * 512000);
    EXPECT_NE(differs.writes.method.find("smartctl's host_writes says 2560000 bytes"), std::string::npos)
        << differs.writes.method;
}

TEST_F(UnitSafeFields, EnduranceUsedFromSmartctlIsCheckedAgainstTheAttribute) {
    // smartctl 7.5's endurance_used in a real capture (smartmontools-go's SV300).
    const SmartReport report = test::load_smart_fixture("kingston_SV300S37A240G-SandForce_smartmontools-go.json");
    ASSERT_TRUE(report.endurance_used_percent);
    const DriveFacts facts = analyze_drive(report);
    EXPECT_EQ(facts.wear.percent_used, report.endurance_used_percent);
    EXPECT_TRUE(facts.wear.source.starts_with("smartctl's endurance_used")) << facts.wear.source;
    EXPECT_NE(facts.wear.source.find("agrees"), std::string::npos) << facts.wear.source;
}

} // namespace
} // namespace ssd
