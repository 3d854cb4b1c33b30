// Rated endurance: the shipped table (resources/endurance) validated, matched
// against the real captures, and the TBW arithmetic on them.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "core/diagnosis/drive_health.h"
#include "core/health/rated_endurance.h"
#include "core/report/json_writer.h"
#include "core/report/text_writer.h"
#include "shipped_ratings.h"
#include "smart_fixture_loading.h"

namespace ssd {
namespace {

using test::shipped_ratings;

HealthResult health_with(const std::string& capture, std::span<const EnduranceRating> ratings) {
    return health_from_report(test::load_smart_fixture(capture), std::nullopt, DriveKnowledge{{}, ratings});
}

TEST(RatedEnduranceFile, ShippedTableIsValidAndEveryEntryCitesItsSource) {
    // load_endurance_ratings refuses a missing source, a regex that does not
    // compile, a duplicate id, both or neither of rated_tbw and dwpd.
    const auto ratings = shipped_ratings();
    ASSERT_GE(ratings.size(), 50u);
    for (const auto& rating : ratings) {
        EXPECT_NE(rating.source_kind, RatingSourceKind::User) << rating.id;
        EXPECT_FALSE(rating.sources.empty()) << rating.id;
        EXPECT_TRUE(rating.capacity_gb) << rating.id;
        EXPECT_TRUE(rating.warranty_years) << rating.id;
        EXPECT_TRUE(rating.rated_bytes(std::nullopt)) << rating.id;
    }
}

TEST(RatedEnduranceFile, NoTwoEntriesClaimTheSameModelAndCapacity) {
    // Each entry's model regex, tried on the other entries' literal model
    // strings (those without regex syntax), at their capacity.
    const auto ratings = shipped_ratings();
    std::size_t literal = 0;
    for (const auto& entry : ratings) {
        if (entry.model_pattern.find_first_of("()[]|?*+.\\") != std::string::npos) continue;
        ++literal;
        const std::uint64_t capacity = *entry.capacity_gb * 1'000'000'000ULL;
        for (const auto& other : ratings) {
            if (&other == &entry) continue;
            EXPECT_EQ(match_endurance_rating(std::span(&other, 1), entry.model_pattern, capacity), nullptr)
                << other.id << " also matches " << entry.id;
        }
    }
    EXPECT_GE(literal, 20u);
}

TEST(RatedEnduranceFile, MalformedEntriesAreRefusedNamingTheEntry) {
    const auto refused = [](const std::string& entry) {
        const auto loaded = load_endurance_ratings(R"({"format": 1, "drives": [)" + entry + "]}");
        EXPECT_FALSE(loaded.has_value()) << entry;
        return loaded ? std::string() : loaded.error().message;
    };
    const std::string ok_tail = R"("capacity_gb": 500, "warranty_years": 5, "source_kind": "manufacturer")";
    EXPECT_NE(refused(R"({"id": "a", "model_regex": "X", "rated_tbw": 300, )" + ok_tail + "}").find("cites no sources"),
              std::string::npos);
    EXPECT_NE(refused(R"({"id": "b", "model_regex": "X(", "rated_tbw": 300, "sources": ["https://x.example/"], )" +
                      ok_tail + "}")
                  .find("does not compile"),
              std::string::npos);
    EXPECT_NE(refused(R"({"id": "c", "model_regex": "X", "rated_tbw": 3, "dwpd": 1, "sources": ["https://x.example/"], )" +
                      ok_tail + "}")
                  .find("exactly one of rated_tbw and dwpd"),
              std::string::npos);
    EXPECT_NE(refused(R"({"id": "d", "model_regex": "X", "rated_tbw": 3, "sources": ["ftp://x"], )" + ok_tail + "}")
                  .find("http(s) URLs"),
              std::string::npos);
    const std::string twice = R"({"id": "e", "model_regex": "X", "rated_tbw": 3, "sources": ["https://x.example/"], )" +
                              ok_tail + "}";
    EXPECT_NE(refused(twice + "," + twice).find("entry e: the id appears twice"), std::string::npos);
    // 2^32 + 5 years read as an int wrapped to 5 (issue 40): refused now.
    EXPECT_NE(refused(R"({"id": "f", "model_regex": "X", "rated_tbw": 3, "sources": ["https://x.example/"], )"
                      R"("capacity_gb": 500, "warranty_years": 4294967301, "source_kind": "manufacturer"})")
                  .find("warranty_years"),
              std::string::npos);
    EXPECT_FALSE(load_endurance_ratings("").has_value());
    EXPECT_FALSE(load_endurance_ratings(R"({"format": 2, "drives": []})").has_value());
}

TEST(RatedEnduranceFile, AUsersOwnEntryNeedsNoSourceNorCapacity) {
    const auto loaded = load_endurance_ratings(
        R"({"format": 1, "drives": [{"id": "my-pm893", "model_regex": "SAMSUNG MZ7L3480HCHQ-.*", "rated_tbw": 876,
            "source_kind": "user"}]})");
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    const auto* match = match_endurance_rating(*loaded, "SAMSUNG MZ7L3480HCHQ-00A07", 480'103'981'056ULL);
    ASSERT_NE(match, nullptr);
    EXPECT_EQ(match->rated_bytes(std::nullopt), 876'000'000'000'000ULL);
}

TEST(RatedEnduranceMatch, CapacitySelectsTheRowAndKeeps500And512Apart) {
    const auto loaded = load_endurance_ratings(R"({"format": 1, "drives": [
        {"id": "x-500", "model_regex": "X", "capacity_gb": 500, "rated_tbw": 300, "sources": ["https://x.example/"], "source_kind": "review"},
        {"id": "x-512", "model_regex": "X", "capacity_gb": 512, "rated_tbw": 600, "sources": ["https://x.example/"], "source_kind": "review"}]})");
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message;
    EXPECT_EQ(match_endurance_rating(*loaded, "X", 500'107'862'016ULL)->id, "x-500");
    EXPECT_EQ(match_endurance_rating(*loaded, "X", 512'110'190'592ULL)->id, "x-512");
    EXPECT_EQ(match_endurance_rating(*loaded, "X", 480'103'981'056ULL), nullptr);
    EXPECT_EQ(match_endurance_rating(*loaded, "X", std::nullopt), nullptr);
    EXPECT_EQ(match_endurance_rating(*loaded, "X2", 500'107'862'016ULL), nullptr);  // the whole model
}

TEST(RatedEnduranceMatch, DwpdIsDriveWritesPerDayOverTheWarranty) {
    const auto ratings = shipped_ratings();
    // Intel DC S3700 400 GB: 10 drive writes a day for 5 years = 7.3 PB.
    const auto* s3700 = match_endurance_rating(ratings, "INTEL SSDSC2BA400G3", 400'088'457'216ULL);
    ASSERT_NE(s3700, nullptr);
    EXPECT_EQ(s3700->rated_bytes(400'088'457'216ULL), 10ULL * 400'000'000'000ULL * 365 * 5);
}

class RatedEnduranceOfCaptures : public test::SharedCapturesTest {};

TEST_F(RatedEnduranceOfCaptures, TbwUsedOnTheCoveredCaptures) {
    const auto ratings = shipped_ratings();
    struct Expected {
        const char* capture;
        const char* id;
        std::uint64_t host_bytes;
        double used_percent;
    };
    // Host bytes as the write rules read them; percent = host / rated, one decimal.
    for (const auto& e : {
             // 64777770148 logical sectors × 512 = 33.17 TB of 300 TBW
             Expected{"samsung_860EVO-500GB_scrutiny.json", "samsung-860-evo-500gb", 33166218315776ULL, 11.1},
             // 1002900 NVMe units × 512000 = 513.5 GB of 150 TBW
             Expected{"crucial_CT250P2SSD8-P2_promexp.json", "crucial-p2-250gb", 513484800000ULL, 0.3},
         }) {
        const HealthResult health = health_with(e.capture, ratings);
        const auto& endurance = health.facts.endurance;
        ASSERT_TRUE(endurance.rating) << e.capture << ": " << endurance.reason;
        EXPECT_EQ(endurance.rating->id, e.id);
        EXPECT_EQ(endurance.host_bytes, e.host_bytes) << e.capture;
        EXPECT_EQ(endurance.used_percent, e.used_percent) << e.capture;
        EXPECT_TRUE(endurance.reason.empty()) << endurance.reason;
    }
}

TEST_F(RatedEnduranceOfCaptures, EveryCaptureOfACoveredFamilyShowsItsRating) {
    // The captures whose model the table covers, at their capacity (the
    // 480 GB Corsair MP510 is not: only the 960 GB rating could be read).
    const std::set<std::string> covered{
        "samsung_860EVO-500GB_scrutiny.json",     "samsung_970EVO-500GB_scrutiny.json",
        "samsung_970EVOPlus-250GB_promexp.json",  "crucial_CT250P2SSD8-P2_promexp.json",
        "crucial_m4-MTFDDAK128MAM_scrutiny-starosdev.json", "intel_SSDPEKNW010T8-660p_scrutiny.json",
        "sabrent_Rocket4-1TB_telegraf.json",
    };
    const auto ratings = shipped_ratings();
    for (const auto& file : std::filesystem::directory_iterator(test::shared_fixtures_dir() / "smart")) {
        if (file.path().extension() != ".json") continue;
        const std::string name = file.path().filename().string();
        const HealthResult health = health_with(name, ratings);
        EXPECT_EQ(health.facts.endurance.rating.has_value(), covered.contains(name)) << name;
        if (!covered.contains(name)) continue;
        const auto doc = health_to_json(health);
        EXPECT_FALSE(doc["endurance"]["rating"]["sources"].empty()) << name;
        EXPECT_TRUE(doc["endurance"]["rated_tb"].is_number()) << name;
        EXPECT_NE(health_to_text(health).find("Rated endurance: "), std::string::npos) << name;
    }
}

TEST_F(RatedEnduranceOfCaptures, UsersRatingGoesBeforeTheTable) {
    auto ratings = shipped_ratings();
    ratings.insert(ratings.begin(), user_rating(150));
    const HealthResult health = health_with("samsung_860EVO-500GB_scrutiny.json", ratings);
    ASSERT_TRUE(health.facts.endurance.rating);
    EXPECT_EQ(health.facts.endurance.rating->source_kind, RatingSourceKind::User);
    EXPECT_EQ(health.facts.endurance.used_percent, 22.1);  // 33.17 TB of 150 TB
    const auto doc = health_to_json(health);
    EXPECT_EQ(doc["endurance"]["rating"]["source_kind"], "user");
    EXPECT_TRUE(doc["endurance"]["rating"]["id"].is_null());
}

TEST_F(RatedEnduranceOfCaptures, UnknownModelSaysHowToGiveARating) {
    const HealthResult health = health_with("samsung_MZ7L3480HCHQ-PM893-notindb_promexp.json", shipped_ratings());
    EXPECT_FALSE(health.facts.endurance.rating);
    EXPECT_FALSE(health.facts.endurance.used_percent);
    EXPECT_NE(health.facts.endurance.reason.find("--rated-tbw"), std::string::npos);
    const auto doc = health_to_json(health);
    EXPECT_TRUE(doc["endurance"]["rating"].is_null());
    EXPECT_TRUE(doc["endurance"]["rated_used_percent"].is_null());
}

} // namespace
} // namespace ssd
