// The SMART attribute catalogue: lookups by drive-database name (never a bare
// id where the name decides), descriptions for people, defect counters.
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "core/smart/attribute_catalogue.h"
#include "fixture_paths.h"
#include "smart_fixture_loading.h"

namespace ssd {
namespace {

bool mentions(const std::optional<std::string>& text, const std::string& part) {
    return text && text->find(part) != std::string::npos;
}

TEST(AttributeCatalogue, ExactRowsAreUniquePerNameAndId) {
    std::set<std::pair<std::string, int>> seen;
    for (const auto& entry : attribute_catalogue()) {
        if (entry.match == NameMatch::AnyName) {
            EXPECT_TRUE(entry.name.empty());
            EXPECT_NE(entry.id, 0);
            continue;
        }
        EXPECT_FALSE(entry.name.empty());
        if (entry.match == NameMatch::Exact) {
            EXPECT_TRUE(seen.insert({std::string(entry.name), entry.id}).second) << entry.name;
            EXPECT_FALSE(entry.basis.empty()) << entry.name;
        }
    }
}

TEST(AttributeCatalogue, TheNameDecidesNotTheId) {
    // 233 counts NAND writes on SandForce, but is Intel's wear indicator.
    const AttributeEntry* sandforce = catalogue_entry("SandForce_Internal", 233);
    ASSERT_NE(sandforce, nullptr);
    EXPECT_EQ(sandforce->meaning, AttributeMeaning::NandWrites);
    EXPECT_EQ(sandforce->unit, AttributeUnit::Gibibytes);
    EXPECT_EQ(sandforce->companion, "Lifetime_Writes_GiB");
    const AttributeEntry* intel = catalogue_entry("Media_Wearout_Indicator", 233);
    ASSERT_NE(intel, nullptr);
    EXPECT_EQ(intel->meaning, AttributeMeaning::LifeRemaining);
    // The same SandForce name on 234 is not the NAND counter.
    ASSERT_NE(catalogue_entry("SandForce_Internal", 234), nullptr);
    EXPECT_EQ(catalogue_entry("SandForce_Internal", 234)->meaning, AttributeMeaning::SandForceInternal);
    // 199 is the interface CRC counter; Phison's 218 CRC_Error_Count is not.
    EXPECT_EQ(catalogue_entry("CRC_Error_Count", 199)->meaning, AttributeMeaning::InterfaceCrc);
    EXPECT_EQ(catalogue_entry("CRC_Error_Count", 218), nullptr);
    // No Exact row for a name smartctl does not use, whatever the id.
    EXPECT_EQ(catalogue_entry("Unknown_Attribute", 5), nullptr);
}

TEST(AttributeCatalogue, DescriptionsSayMeaningAndUnit) {
    EXPECT_EQ(attribute_description(241, "Host_Writes_32MiB"),
              "Data written by the computer over the drive's life. Raw value in units of 32 MiB.");
    // Micron's "Remain" raw value is the percent used: the catalogue says so.
    EXPECT_TRUE(mentions(attribute_description(202, "Percent_Lifetime_Remain"), "already used"));
    // A unit that is not established says why.
    EXPECT_TRUE(mentions(attribute_description(241, "Lifetime_Wts_Frm_Hst_GB"), "10^9 or 2^30"));
    // A family of names: the CRC counter under any name, the temperature in the air flow.
    EXPECT_TRUE(mentions(attribute_description(218, "CRC_Error_Count"), "cable"));
    EXPECT_TRUE(mentions(attribute_description(190, "Airflow_Temperature_Cel"), "air flow"));
    EXPECT_TRUE(mentions(attribute_description(194, "Temperature_Celsius"), "Current temperature"));
    // "Unused_Rsvd_Blk" contains "used_rsvd_blk": the longer family comes first.
    EXPECT_EQ(attribute_description(180, "Unused_Rsvd_Blk_Cnt_Tot"), "Spare blocks still unused.");
    // A standard id with a name the catalogue does not know.
    EXPECT_TRUE(mentions(attribute_description(9, "Power_On_Minutes_Odd"), "powered on"));
    // Not "corrected": the longer family comes first here too.
    EXPECT_FALSE(mentions(attribute_description(195, "ECC_Uncorr_Error_Count"), "corrected"));
    // Unknown: no invented meaning.
    EXPECT_EQ(attribute_description(244, "Unknown_Attribute"), std::nullopt);
}

TEST(AttributeCatalogue, DefectCountersByNameOnly) {
    EXPECT_TRUE(is_defect_attribute(5, "Reallocated_Sector_Ct"));
    EXPECT_TRUE(is_defect_attribute(196, "Reallocated_Event_Count"));
    EXPECT_TRUE(is_defect_attribute(199, "CRC_Error_Count"));
    EXPECT_TRUE(is_defect_attribute(181, "Program_Fail_Cnt_Total"));
    EXPECT_FALSE(is_defect_attribute(9, "Power_On_Hours"));
    EXPECT_FALSE(is_defect_attribute(241, "Total_LBAs_Written"));
    // A bare id is not enough to call a raw value a defect.
    EXPECT_FALSE(is_defect_attribute(5, "Unknown_Attribute"));
}

TEST(AttributeCatalogue, RealCapturesAreDescribed) {
    SSD_REQUIRE_SHARED_FIXTURES();
    // Samsung 840 (a drive in smartctl's database): every attribute but the
    // vendor's POR_Recovery_Count has a description.
    const auto report = test::load_smart_fixture("samsung_840-500GB_scrutiny.json");
    ASSERT_EQ(report.attributes.size(), 14U);
    std::set<int> undescribed;
    for (const auto& attribute : report.attributes) {
        if (!attribute_description(attribute.id, attribute.name)) undescribed.insert(attribute.id);
    }
    EXPECT_EQ(undescribed, std::set<int>{235});
}

} // namespace
} // namespace ssd
