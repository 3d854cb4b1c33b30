// ssdtool bench --compare last|FILE in-process: the real CLI11 parsing and
// command, the core's planner and engine, against the fake I/O back end of
// bench_runs.h (every request served after a fixed latency on a manual
// clock), so that the same plan at 100 µs and at 200 µs per request is the
// same drive at half the speed. The earlier results compared with are this
// build's own `bench --json` output, saved to a file as a user would.
#include <algorithm>
#include <fstream>
#include <tuple>

#include <gtest/gtest.h>

#include "bench_runs.h"
#include "cli_run.h"
#include "json_members.h"
#include "core/bench/document_comparison.h"
#include "core/bench/run_conditions.h"
#include "core/bench/run_write_amplification.h"
#include "core/process/replay_runner.h"
#include "core/util/units.h"
#include "listed_inventory.h"
#include "temp_dir.h"
#include "test_constants.h"

namespace ssd::test {
namespace {

using test::kFastRequestNs;
using test::kSlowRequestNs;

struct BenchCompareCli : ::testing::Test {
    TempDir dir{"bench-compare"};
    std::string database = dir.str("history.sqlite");
    ListedInventory inventory{{}};
    ReplayRunner runner;
    cli::Services services{inventory, runner};
    std::int64_t latency = kFastRequestNs;

    BenchCompareCli() {
        services.bench_platform = [this] {
            return std::unique_ptr<bench::BenchPlatform>(std::make_unique<FakeBenchPlatform>(bench_drive_facts(), latency));
        };
    }

    // A short run of `preset_args` on the fake /dev/sdb, with `extra` arguments.
    CliResult bench(std::vector<std::string> extra, std::vector<std::string> job = {"--preset", "quick"}) {
        std::vector<std::string> args{"bench", "/dev/sdb", "--confirm", kBenchSerial, "--size", "16m", "--seconds",
                                      "0.02", "--warmup", "0", "--database", database};
        args.insert(args.end(), job.begin(), job.end());
        args.insert(args.end(), extra.begin(), extra.end());
        return run_cli_captured(args, services);
    }

    // What `bench … --json > NAME` leaves: this build's own document.
    std::string saved(const std::string& name, const CliResult& run) {
        EXPECT_EQ(run.status, 0) << run.err;
        std::ofstream(dir.path() / name) << run.out;
        return dir.str(name);
    }
};

const nlohmann::json& entry(const nlohmann::json& results, const std::string& name) {
    for (const auto& result : results) {
        if (result["name"] == name) return result;
    }
    ADD_FAILURE() << "no " << name << " in " << results.dump();
    static const nlohmann::json none = nlohmann::json::object();
    return none;
}

TEST_F(BenchCompareCli, SavedResultAtHalfTheSpeedShowsMinusFiftyPercentPerJob) {
    const std::string file = saved("monday.json", bench({"--json", "--no-history"}));
    latency = kSlowRequestNs;
    const auto now = bench({"--json", "--no-history", "--compare", file});
    ASSERT_EQ(now.status, 0) << now.err;
    const auto doc = now.json();
    const auto& comparison = doc["comparison"];
    EXPECT_EQ(comparison["with"], "file");
    EXPECT_EQ(comparison["file"], file);
    EXPECT_EQ(comparison["target"], "/dev/sdb");
    ASSERT_EQ(comparison["results"].size(), 7U);
    EXPECT_TRUE(comparison["only_current"].empty());
    EXPECT_TRUE(comparison["only_earlier"].empty());
    EXPECT_TRUE(comparison["differences"].empty()) << comparison["differences"].dump();
    // One request in flight: every I/O takes exactly the scripted latency, twice as long now.
    const auto& q1 = entry(comparison["results"], "RND4K Q1T1 read");
    const auto earlier = nlohmann::json::parse(std::ifstream(file));
    EXPECT_EQ(q1["mb_per_s"], entry(earlier["results"], "RND4K Q1T1 read")["mb_per_s"]);
    EXPECT_NEAR(q1["ratio"]["mb_per_s"].get<double>(), 0.5, 0.02);
    EXPECT_NEAR(q1["ratio"]["latency_us"]["p50"].get<double>(), 2.0, 0.05);
    // The run's own document is unchanged otherwise; the history was left alone.
    EXPECT_EQ(doc["results"].size(), 7U);
    EXPECT_FALSE(doc.contains("previous"));

    const auto text = bench({"--no-history", "--compare", file});
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("Compared with " + file + " (a run on /dev/sdb"), std::string::npos) << text.out;
    const auto row = text.out.find("RND4K Q1T1 read", text.out.find("Compared with"));
    ASSERT_NE(row, std::string::npos) << text.out;
    const std::string line = text.out.substr(row, text.out.find('\n', row) - row);
    EXPECT_TRUE(line.find("-50.0 %") != std::string::npos || line.find("-49.") != std::string::npos) << line;
}

TEST_F(BenchCompareCli, AJobEngineThatDifferedIsListedWithItsDepth) {
    // The earlier run's QD1 jobs as Linux's --engine auto writes them (set on the fake's own document).
    auto earlier = bench({"--json", "--no-history"});
    ASSERT_EQ(earlier.status, 0) << earlier.err;
    auto document = earlier.json();
    for (auto& result : document["results"]) {
        if (result["queue_depth"] == 1) result["engine"] = "psync";
    }
    earlier.out = document.dump();
    const std::string file = saved("auto.json", earlier);
    const auto now = bench({"--json", "--no-history", "--compare", file});
    ASSERT_EQ(now.status, 0) << now.err;
    EXPECT_EQ(now.json()["comparison"]["differences"],
              nlohmann::json::parse(R"([{"field": "engine", "current": "fake", "earlier": "fake, psync at queue depth 1"}])"));
}

TEST_F(BenchCompareCli, JobsWithoutACounterpartAreNamedAndTheDifferencesListed) {
    // The earlier run: one custom random read at queue depth 1, "RND4K Q1T1 read", over 32 MiB.
    const std::string file = saved(
        "custom.json", run_cli_captured({"bench", "/dev/sdb", "--rw", "randread", "--size", "32m", "--seconds", "0.02",
                                         "--json", "--no-history"},
                                        services));
    const auto now = bench({"--json", "--no-history", "--compare", file});
    ASSERT_EQ(now.status, 0) << now.err;
    const auto doc = now.json();
    const auto& comparison = doc["comparison"];
    ASSERT_EQ(comparison["results"].size(), 1U);
    EXPECT_EQ(comparison["results"][0]["name"], "RND4K Q1T1 read");
    EXPECT_EQ(comparison["only_current"],
              nlohmann::json({"SEQ1M Q8T1 read", "RND4K Q32T1 read", "SEQ1M Q8T1 write", "RND4K Q32T1 write",
                              "RND4K Q1T1 write", "RND4K Q32T1 mix 70/30"}));
    EXPECT_TRUE(comparison["only_earlier"].empty());
    nlohmann::json fields = nlohmann::json::array();
    for (const auto& difference : comparison["differences"]) fields.push_back(difference["field"]);
    EXPECT_EQ(fields, nlohmann::json({"preset", "span_bytes"})) << comparison["differences"].dump();
    EXPECT_EQ(comparison["differences"][1]["earlier"], std::to_string(32 * kBenchMiB));

    const auto text = bench({"--no-history", "--compare", file});
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("Not the same preset: quick now, custom then."), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("No counterpart in " + file + ": SEQ1M Q8T1 read, RND4K Q32T1 read"), std::string::npos)
        << text.out;

    // The other way round: the earlier run's jobs that were not run this time.
    const std::string quick = saved("quick.json", bench({"--json", "--no-history"}));
    const auto custom = run_cli_captured({"bench", "/dev/sdb", "--rw", "randread", "--size", "16m", "--seconds", "0.02",
                                          "--json", "--no-history", "--compare", quick},
                                         services);
    ASSERT_EQ(custom.status, 0) << custom.err;
    EXPECT_EQ(custom.json()["comparison"]["only_earlier"].size(), 6U);
    EXPECT_TRUE(custom.json()["comparison"]["only_current"].empty());
}

TEST_F(BenchCompareCli, FilesThatAreNotABenchResultAreRefusedBeforeTheRun) {
    const std::string dry = saved("dry-run.json", bench({"--json", "--dry-run"}));
    // A run that failed (refused: no --confirm), as --json prints it.
    const auto refused = run_cli_captured({"bench", "/dev/sdb", "--json", "--no-history"}, services);
    ASSERT_EQ(refused.status, 3) << refused.err;
    std::ofstream(dir.path() / "refused.json") << refused.out;
    // --json --progress output: JSON lines, not one document.
    const auto lines = bench({"--json", "--progress", "--no-history"}, {"--rw", "randread"});
    ASSERT_EQ(lines.status, 0) << lines.err;
    std::ofstream(dir.path() / "progress.json") << lines.out;
    std::ofstream(dir.path() / "empty.json") << "\n";
    std::ofstream(dir.path() / "other.json") << R"({"results": [{"drive": "/dev/sda"}], "target": "x", "preset": "quick"})";

    const std::vector<std::pair<std::string, std::string>> cases{
        {dry, "a dry run"},
        {dir.str("refused.json"), "the document of a run that failed"},
        {dir.str("progress.json"), "not JSON"},
        {dir.str("empty.json"), "empty"},
        {dir.str("other.json"), "a result without a name or MB/s"},
        {dir.str("missing.json"), "missing.json"},
    };
    for (const auto& [file, why] : cases) {
        const auto outcome = bench({"--json", "--no-history", "--compare", file});
        EXPECT_EQ(outcome.status, 2) << file << ": " << outcome.err;
        EXPECT_NE(outcome.err.find(file), std::string::npos) << outcome.err;
        EXPECT_NE(outcome.err.find(why), std::string::npos) << outcome.err;
        const auto doc = outcome.json();
        EXPECT_TRUE(doc.contains("error")) << doc.dump();
        EXPECT_FALSE(doc.contains("results")) << file << ": the benchmark ran anyway";
    }
}

// Issue 40: a number that does not fit its field is refused naming the key, exit 2, never
// undefined behaviour (6.7e70 as an unsigned block size was UB in nlohmann's get<>()).
TEST_F(BenchCompareCli, ANumberThatDoesNotFitItsFieldIsRefusedNamingTheKey) {
    const auto saved_run = nlohmann::json::parse(bench({"--json", "--no-history"}).out);
    const std::vector<std::tuple<std::string, nlohmann::json, std::string>> cases{
        {"block_size", 6.666666666666666e70, "6.666666666666666e+70"},
        {"queue_depth", 1.5, "1.5"},
        {"threads", -1, "-1"},
        {"bytes", "many", "\"many\""},
    };
    for (const auto& [key, value, shown] : cases) {
        nlohmann::json broken = saved_run;
        broken["results"][0][key] = value;
        const std::string file = dir.str("broken-" + key + ".json");
        std::ofstream(file) << broken.dump();
        const auto outcome = bench({"--json", "--no-history", "--compare", file});
        EXPECT_EQ(outcome.status, 2) << key << ": " << outcome.err;
        EXPECT_NE(outcome.err.find(file), std::string::npos) << outcome.err;
        EXPECT_NE(outcome.err.find("\"" + key + "\" must be "), std::string::npos) << outcome.err;
        EXPECT_NE(outcome.err.find(shown), std::string::npos) << outcome.err;
        EXPECT_FALSE(outcome.json().contains("results")) << key << ": the benchmark ran anyway";
    }
    // The issue's own 50-byte input: refused (it names no target), exit 2.
    const std::string tiny = dir.str("tiny.json");
    std::ofstream(tiny) << R"({"results":[{"block_size":666666666666666666668}]})";
    EXPECT_EQ(bench({"--json", "--no-history", "--compare", tiny}).status, 2);
}

// Every member of a saved run's document taken away in turn, or set to null (a writer may
// leave any optional field out): the reader still reads it unless the member is one a result
// cannot be without, and everything read is shown in words and compared. Under ASan with
// _GLIBCXX_ASSERTIONS an optional dereferenced without a check aborts here.
bool required_member(const nlohmann::json::json_pointer& path) {
    const std::string text = path.to_string();
    return text == "/target" || text == "/preset" || text == "/results" ||
           (text.starts_with("/results/") && (text.ends_with("/name") || text.ends_with("/mb_per_s")) &&
            std::count(text.begin(), text.end(), '/') == 3);
}

TEST_F(BenchCompareCli, EveryOptionalFieldOfASavedRunMayBeAbsent) {
    nlohmann::json saved_run = nlohmann::json::parse(bench({"--json", "--no-history"}).out);
    // Synthetic: the fake drive has no write counters, so the run's WA block is written here by
    // the product's own writer with every field set, to be taken apart like the rest.
    bench::RunWriteAmplification wa;
    wa.device = "/dev/sdb";
    wa.host_bytes = 8ULL << 30;
    wa.nand_bytes = 20ULL << 30;
    wa.host_granularity_bytes = 1ULL << 30;
    wa.nand_granularity_bytes = 32ULL << 20;
    wa.write_amplification = 2.5;
    wa.gap = bench::RunWaGap::None;
    wa.method = "synthetic";
    saved_run["write_amplification"] = bench::run_write_amplification_to_json(wa);

    const auto paths = member_paths(saved_run);
    ASSERT_GT(paths.size(), 100U);
    int read = 0;
    for (const auto& path : paths) {
        for (const Absence absence : {Absence::Removed, Absence::Null}) {
            const auto earlier = bench::earlier_bench_result(without_member(saved_run, path, absence));
            EXPECT_EQ(earlier.has_value(), !required_member(path))
                << path.to_string() << (absence == Absence::Null ? " null: " : " absent: ")
                << (earlier ? "read" : earlier.error().message);
            if (!earlier) continue;
            ++read;
            if (earlier->write_amplification) (void)bench::run_write_amplification_to_text(*earlier->write_amplification);
            if (earlier->conditions) (void)bench::conditions_to_text(*earlier->conditions);
            const auto comparison = bench::compare_with_document(*earlier, *earlier);
            EXPECT_FALSE(bench::document_comparison_to_text(comparison, "saved.json").empty());
        }
    }
    EXPECT_GT(read, 150);
}

// The ratio alone (valid by its writer's rules): said without the byte counts it lacks.
TEST(RunWriteAmplificationText, TheRatioAloneIsShownWithoutTheCountsItLacks) {
    const auto wa = bench::run_write_amplification_from_json({{"write_amplification", 2.46}, {"gap", "none"}});
    ASSERT_TRUE(wa);
    EXPECT_EQ(bench::run_write_amplification_to_text(*wa), "Write amplification during the run: 2.46\n");
    const auto full = bench::run_write_amplification_from_json(
        {{"write_amplification", 2.5}, {"host_bytes", 1000000000}, {"nand_bytes", 2500000000}});
    ASSERT_TRUE(full);
    EXPECT_EQ(bench::run_write_amplification_to_text(*full), "Write amplification during the run: 2.50 (host " +
                                                                 format_bytes(1000000000) + ", NAND " +
                                                                 format_bytes(2500000000) + ")\n");
}

TEST_F(BenchCompareCli, LastIsTheHistorysLastComparableRun) {
    const auto first = bench({"--compare", "last"});
    ASSERT_EQ(first.status, 0) << first.err;
    EXPECT_NE(first.out.find("No earlier comparable run of this drive in the history."), std::string::npos)
        << first.out;

    latency = kSlowRequestNs;
    const auto second = bench({"--json", "--compare", "last"});
    ASSERT_EQ(second.status, 0) << second.err;
    const auto doc = second.json();
    EXPECT_EQ(doc["history"]["stored"], true);
    ASSERT_TRUE(doc["previous"].is_object()) << doc.dump();
    EXPECT_NEAR(entry(doc["previous"]["results"], "RND4K Q1T1 read")["ratio"]["mb_per_s"].get<double>(), 0.5, 0.02);
    EXPECT_FALSE(doc.contains("comparison"));

    const auto text = bench({"--compare", "last"});
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("Compared with the run of"), std::string::npos) << text.out;
    EXPECT_EQ(text.out.find("No earlier comparable run"), std::string::npos) << text.out;

    const auto conflict = bench({"--compare", "last", "--no-history"});
    EXPECT_EQ(conflict.status, 1);
    EXPECT_NE(conflict.err.find("--no-history"), std::string::npos) << conflict.err;
}

} // namespace
} // namespace ssd::test
