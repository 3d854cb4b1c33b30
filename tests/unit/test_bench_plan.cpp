// Presets, custom jobs and the safety decisions, on synthetic target facts.
// Raw-device writes are judged by core/safety (as erase and discard are):
// the tests below check the benchmark reaches the same verdicts in the same
// words, plus its own rules (whole drives only, reads need no token).
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "core/bench/plan.h"
#include "core/bench/preset_job_names.h"
#include "core/safety/safety_rules.h"
#include "test_constants.h"
#include "text_parts.h"

namespace ssd::bench {
namespace {

using test::kMiB;
using test::kGiB;

TargetFacts directory(std::uint64_t free_bytes = 100 * kGiB) {
    TargetFacts facts;
    facts.path = "/var/tmp/bench";
    facts.kind = TargetKind::Directory;
    facts.directory.free_bytes = free_bytes;
    facts.directory.total_bytes = 200 * kGiB;
    facts.directory.filesystem = "ext4";
    return facts;
}

TargetFacts device(std::optional<std::string> serial = "S3Z9NB0K123456") {
    TargetFacts facts;
    facts.path = "/dev/sdb";
    facts.kind = TargetKind::BlockDevice;
    auto& identity = facts.device.identity;
    identity.device = "/dev/sdb";
    identity.kernel_name = "sdb";
    identity.serial = std::move(serial);
    identity.model = "Samsung SSD 860 EVO 500GB";
    identity.protocol = Protocol::Ata;
    identity.transport = Transport::Sata;
    identity.capacity_bytes = 500107862016ULL;
    facts.device.logical_block_size = 512;
    facts.device.usage.nodes_checked = {"/dev/sdb", "/dev/sdb1"};
    return facts;
}

BenchOptions confirmed(std::string token = "S3Z9NB0K123456") {
    BenchOptions options;
    options.confirm = std::move(token);
    return options;
}

PlanOutcome plan(const BenchOptions& options, const TargetFacts& facts) {
    auto outcome = plan_bench(options, facts);
    EXPECT_TRUE(outcome) << (outcome ? "" : outcome.error().message);
    return outcome ? *outcome : PlanOutcome{};
}

std::vector<std::string> job_names(const BenchPlan& p) {
    std::vector<std::string> names;
    for (const auto& step : p.steps) {
        if (step.kind == StepKind::Job) names.push_back(step.job.name);
    }
    return names;
}

const PlanCheck* find_check(const PlanOutcome& outcome, const std::string& name) {
    for (const auto& check : outcome.checks) {
        if (check.check == name) return &check;
    }
    return nullptr;
}

TEST(BenchPlan, QuickIsTheDefaultAndTheFourCorners) {
    const auto outcome = plan({}, directory());
    const auto& p = outcome.plan;
    EXPECT_FALSE(outcome.refusal);
    EXPECT_EQ(p.preset, Preset::Quick);
    EXPECT_EQ(p.span_bytes, kGiB);
    EXPECT_EQ(p.data, DataPattern::Random);
    EXPECT_TRUE(p.writes);
    ASSERT_EQ(p.steps.size(), 8U);
    EXPECT_EQ(p.steps[0].kind, StepKind::Fill); // reads never hit never-written blocks
    EXPECT_FALSE(p.steps[0].reported);
    EXPECT_EQ(p.steps[0].job.data, DataPattern::Random);
    EXPECT_EQ(p.steps[0].job.bytes, kGiB);
    EXPECT_EQ(job_names(p), (std::vector<std::string>{"SEQ1M Q8T1 read", "RND4K Q32T1 read", "RND4K Q1T1 read",
                                                      "SEQ1M Q8T1 write", "RND4K Q32T1 write", "RND4K Q1T1 write",
                                                      "RND4K Q32T1 mix 70/30"}));
    // CrystalDiskMark's mix: 4K random, 70 % reads.
    const JobSpec& mix = p.steps.back().job;
    EXPECT_EQ(mix.access, Access::RandMixed);
    EXPECT_EQ(mix.block_size, 4096U);
    EXPECT_EQ(mix.queue_depth, 32U);
    EXPECT_EQ(mix.read_percent, 70U);
    double total = 0.0;
    for (const auto& step : p.steps) {
        if (step.kind != StepKind::Job) continue;
        EXPECT_EQ(step.job.span_bytes, kGiB);
        EXPECT_EQ(step.job.threads, 1U);
        total += step.job.seconds + step.job.warmup_seconds;
    }
    EXPECT_LE(total, 35.0); // the four corners and the mix in well under a minute
}

TEST(BenchPlan, OverridesApplyToEveryJob) {
    BenchOptions options;
    options.seconds = 2.0;
    options.warmup = 0.0;
    options.size = 256 * kMiB;
    options.data = DataPattern::Compressible;
    const auto p = plan(options, directory()).plan;
    EXPECT_EQ(p.span_bytes, 256 * kMiB);
    for (const auto& step : p.steps) {
        if (step.kind != StepKind::Job) continue;
        EXPECT_EQ(step.job.seconds, 2.0);
        EXPECT_EQ(step.job.warmup_seconds, 0.0);
        EXPECT_EQ(step.job.data, DataPattern::Compressible);
    }
    EXPECT_EQ(p.steps[0].job.data, DataPattern::Random); // the fill stays incompressible
}

TEST(BenchPlan, OtherPresets) {
    BenchOptions review;
    review.preset = "review-2011";
    const auto r = plan(review, directory()).plan;
    EXPECT_EQ(r.span_bytes, 8 * kGiB);
    EXPECT_EQ(job_names(r), (std::vector<std::string>{"SEQ128K Q1T1 read", "RND4K Q3T1 read", "SEQ128K Q1T1 write",
                                                      "RND4K Q3T1 write", "RND4K Q32T1 write"}));

    BenchOptions sweep;
    sweep.preset = "qd-sweep";
    const auto names = job_names(plan(sweep, directory()).plan);
    ASSERT_EQ(names.size(), 24U);
    EXPECT_EQ(names.front(), "RND4K Q1T1 read");
    EXPECT_EQ(names[5], "RND4K Q32T1 read");
    EXPECT_EQ(names[6], "SEQ2M Q1T1 read");
    EXPECT_EQ(names.back(), "SEQ2M Q32T1 write");

    // CrystalDiskMark 9's profiles: its rows read, then written, by its names, over 1 GiB.
    BenchOptions cdm;
    cdm.preset = "cdm-default";
    const auto d = plan(cdm, directory()).plan;
    EXPECT_EQ(d.span_bytes, kGiB);
    EXPECT_EQ(job_names(d), (std::vector<std::string>{"SEQ1M Q8T1 read", "SEQ1M Q1T1 read", "RND4K Q32T1 read",
                                                      "RND4K Q1T1 read", "SEQ1M Q8T1 write", "SEQ1M Q1T1 write",
                                                      "RND4K Q32T1 write", "RND4K Q1T1 write"}));
    cdm.preset = "cdm-nvme";
    const auto n = plan(cdm, directory()).plan;
    EXPECT_EQ(job_names(n), (std::vector<std::string>{"SEQ1M Q8T1 read", "SEQ128K Q32T1 read", "RND4K Q32T16 read",
                                                      "RND4K Q1T1 read", "SEQ1M Q8T1 write", "SEQ128K Q32T1 write",
                                                      "RND4K Q32T16 write", "RND4K Q1T1 write"}));
    const auto q32t16 = std::find_if(n.steps.begin(), n.steps.end(),
                                     [](const PlanStep& step) { return step.job.name == "RND4K Q32T16 read"; });
    ASSERT_NE(q32t16, n.steps.end());
    EXPECT_EQ(q32t16->job.threads, 16U);
    EXPECT_EQ(q32t16->job.queue_depth, 32U);
    EXPECT_EQ(q32t16->job.seconds, 5.0);
    cdm.preset = "cdm-real-world";
    EXPECT_EQ(preset_job_names(Preset::CdmRealWorld),
              (std::vector<std::string>{"SEQ1M Q1T1 read", "RND4K Q1T1 read", "SEQ1M Q1T1 write", "RND4K Q1T1 write"}));
    EXPECT_EQ(job_names(plan(cdm, directory()).plan), preset_job_names(Preset::CdmRealWorld));
    EXPECT_EQ(preset_job_names(Preset::CdmPeak),
              (std::vector<std::string>{"SEQ1M Q8T1 read", "RND4K Q32T1 read", "SEQ1M Q8T1 write", "RND4K Q32T1 write"}));
    BenchOptions unknown;
    unknown.preset = "cdm";
    const auto refused = plan_bench(unknown, directory());
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message.find("cdm-default, cdm-nvme, cdm-real-world, cdm-peak"), std::string::npos)
        << refused.error().message;

    BenchOptions scan;
    scan.preset = "read-scan";
    const auto s = plan(scan, directory()).plan;
    ASSERT_EQ(s.steps.size(), 2U); // a test file is filled, then scanned
    EXPECT_EQ(s.steps[1].job.name, "SEQ1M Q8T1 read-scan");
    EXPECT_EQ(s.steps[1].job.bytes, kGiB);
    EXPECT_EQ(s.steps[1].job.slice_bytes % s.steps[1].job.block_size, 0U);
    EXPECT_LE(kGiB / s.steps[1].job.slice_bytes, 100U);
}

TEST(BenchPlan, SustainedWritesTheFreeSpaceOnceWithLimits) {
    BenchOptions options;
    options.preset = "sustained";
    const std::uint64_t free = 100 * kGiB + 12345;
    const auto p = plan(options, directory(free)).plan;
    // The free space less the reserve, in whole MiB; no fill before it.
    EXPECT_EQ(p.span_bytes, (free - kFreeSpaceReserve) / kMiB * kMiB);
    ASSERT_EQ(p.steps.size(), 1U);
    const PlanStep& step = p.steps[0];
    EXPECT_EQ(step.kind, StepKind::Job);
    EXPECT_TRUE(step.until_settled);
    EXPECT_EQ(step.job.name, "SEQ1M Q8T1 write sustained");
    EXPECT_EQ(step.job.access, Access::Write);
    EXPECT_EQ(step.job.block_size, kMiB);
    EXPECT_EQ(step.job.queue_depth, 8U);
    EXPECT_EQ(step.job.bytes, p.span_bytes); // the byte limit: written once
    EXPECT_EQ(step.job.seconds, 600.0);      // the time limit
    EXPECT_EQ(step.job.warmup_seconds, 0.0);
    EXPECT_TRUE(p.writes);
    EXPECT_NE(step.description.find("settl"), std::string::npos) << step.description;

    options.size = 8 * kGiB;
    options.seconds = 120.0;
    options.warmup = 0.0; // allowed: what the GUI passes
    const auto limited = plan(options, directory()).plan;
    EXPECT_EQ(limited.span_bytes, 8 * kGiB);
    EXPECT_EQ(limited.steps[0].job.bytes, 8 * kGiB);
    EXPECT_EQ(limited.steps[0].job.seconds, 120.0);

    options.warmup = 5.0;
    const auto warm = plan_bench(options, directory());
    ASSERT_FALSE(warm);
    EXPECT_EQ(warm.error().code, ErrorCode::Usage);
    EXPECT_NE(warm.error().message.find("--warmup"), std::string::npos);
}

TEST(BenchPlan, SustainedOnARawDeviceWritesAllOfItWhenConfirmed) {
    BenchOptions options = confirmed();
    options.preset = "sustained";
    const auto outcome = plan(options, device());
    EXPECT_FALSE(outcome.refusal);
    EXPECT_EQ(outcome.plan.span_bytes, 500107862016ULL / kMiB * kMiB);
    ASSERT_EQ(outcome.plan.steps.size(), 1U);
    EXPECT_EQ(outcome.plan.steps[0].job.bytes, outcome.plan.span_bytes);
    BenchOptions unconfirmed;
    unconfirmed.preset = "sustained";
    EXPECT_TRUE(plan(unconfirmed, device()).refusal);
}

TEST(BenchPlan, ConsistencyFillsWritesTrimsAndMeasuresRecovery) {
    BenchOptions options;
    options.preset = "consistency";
    options.seconds = 30.0;
    const auto p = plan(options, directory()).plan;
    ASSERT_EQ(p.steps.size(), 5U);
    EXPECT_EQ(p.steps[0].kind, StepKind::Fill);
    EXPECT_TRUE(p.steps[0].reported);
    EXPECT_EQ(p.steps[0].job.name, "SEQ1M Q8T1 fill");
    EXPECT_EQ(p.steps[1].job.name, "RND4K Q32T1 write sustained");
    EXPECT_EQ(p.steps[1].job.seconds, 30.0);
    EXPECT_EQ(p.steps[1].job.queue_depth, 32U);
    EXPECT_EQ(p.steps[2].kind, StepKind::Trim);
    EXPECT_EQ(p.steps[3].job.name, "SEQ1M Q8T1 refill after TRIM");
    EXPECT_TRUE(p.steps[3].after_trim);
    EXPECT_EQ(p.steps[4].job.name, "RND4K Q32T1 write after TRIM");
    EXPECT_TRUE(p.steps[4].after_trim);

    // On a raw device TRIM leaves nothing to refill.
    options.confirm = "S3Z9NB0K123456";
    const auto d = plan(options, device()).plan;
    ASSERT_EQ(d.steps.size(), 4U);
    EXPECT_EQ(d.steps[2].kind, StepKind::Trim);
    EXPECT_EQ(d.steps[3].job.name, "RND4K Q32T1 write after TRIM");
}

TEST(BenchPlan, CustomJob) {
    BenchOptions options;
    options.access = Access::RandRead;
    options.block_size = 8192;
    options.queue_depth = 16;
    options.threads = 2;
    options.size = 512 * kMiB;
    options.seconds = 3.0;
    const auto p = plan(options, directory()).plan;
    EXPECT_EQ(p.preset, Preset::Custom);
    ASSERT_EQ(p.steps.size(), 2U);
    EXPECT_EQ(p.steps[0].kind, StepKind::Fill);
    const auto& job = p.steps[1].job;
    EXPECT_EQ(job.name, "RND8K Q16T2 read");
    EXPECT_EQ(job.block_size, 8192U);
    EXPECT_EQ(job.queue_depth, 16U);
    EXPECT_EQ(job.threads, 2U);
    EXPECT_EQ(job.seconds, 3.0);
    EXPECT_EQ(job.warmup_seconds, 0.0);

    BenchOptions bytes;
    bytes.access = Access::Write;
    bytes.bytes = 64 * kMiB;
    const auto b = plan(bytes, directory()).plan;
    EXPECT_EQ(b.steps[1].job.bytes, 64 * kMiB);
    EXPECT_EQ(b.steps[1].job.seconds, 0.0);
    EXPECT_EQ(b.steps[1].job.block_size, kMiB); // sequential default
}

TEST(BenchPlan, UsageErrors) {
    // Each row: why the options are wrong, how they are set from the defaults, and
    // whether they are planned on a raw device (else on a directory).
    const struct {
        const char* why;
        std::function<void(BenchOptions&)> set;
        bool on_device;
    } rows[] = {
        {"--bs without --rw", [](BenchOptions& o) { o.block_size = 4096; }, false},
        {"both --rw and --preset",
         [](BenchOptions& o) {
             o.access = Access::Read;
             o.preset = "quick";
         },
         false},
        {"an unknown preset", [](BenchOptions& o) { o.preset = "nonsense"; }, false},
        {"block size not aligned",
         [](BenchOptions& o) {
             o.access = Access::RandRead;
             o.block_size = 1000;
         },
         false},
        {"--rwmixread without a mixed job",
         [](BenchOptions& o) {
             o.access = Access::RandRead;
             o.read_percent = 70;
         },
         false},
        {"no time to run", [](BenchOptions& o) { o.seconds = 0.0; }, false},
        {"span smaller than one block", [](BenchOptions& o) { o.size = 2048; }, false},
        {"8 GiB of buffers",
         [](BenchOptions& o) {
             o.access = Access::RandRead;
             o.block_size = 64 * kMiB;
             o.queue_depth = 128;
         },
         false},
        {"an engine other than auto, io_uring and threads", [](BenchOptions& o) { o.engine = "aio"; }, false},
        {"bytes not whole blocks of 1 MiB",
         [](BenchOptions& o) {
             o.access = Access::Write;
             o.bytes = 1000 * 1000;
         },
         false},
        {"a read-only run on a device has nothing to verify",
         [](BenchOptions& o) {
             o.preset = "read-scan";
             o.verify = true;
         },
         true},
        {"span larger than the device",
         [](BenchOptions& o) {
             o.size = 600 * kGiB;
             o.confirm = "S3Z9NB0K123456";
         },
         true},
    };
    for (const auto& row : rows) {
        BenchOptions options;
        row.set(options);
        const auto outcome = plan_bench(options, row.on_device ? device() : directory());
        EXPECT_TRUE(!outcome && outcome.error().code == ErrorCode::Usage) << row.why;
    }
}

TEST(BenchPlan, SpanIsRoundedToWholeBlocks) {
    BenchOptions options;
    options.size = kGiB + 12345;
    const auto p = plan(options, directory()).plan;
    EXPECT_EQ(p.span_bytes, kGiB);
    EXPECT_FALSE(p.notes.empty());
}

TEST(BenchPlan, FreeSpaceIsCheckedFirst) {
    const auto outcome = plan({}, directory(kGiB)); // 1 GiB free, 1 GiB + reserve needed
    ASSERT_TRUE(outcome.refusal);
    EXPECT_EQ(outcome.refusal->code, ErrorCode::Refused);
    EXPECT_TRUE(test::contains_all(outcome.refusal->message, {"free space", "--size"}));
    ASSERT_NE(find_check(outcome, "free-space"), nullptr);
    EXPECT_FALSE(find_check(outcome, "free-space")->ok);
    EXPECT_FALSE(plan({}, directory(kGiB + kFreeSpaceReserve)).refusal);
}

TEST(BenchPlan, RawDeviceWritesNeedTheSerialAsToken) {
    auto outcome = plan({}, device());
    ASSERT_TRUE(outcome.refusal);
    EXPECT_EQ(outcome.refusal->code, ErrorCode::Refused);
    EXPECT_NE(outcome.refusal->message.find("--confirm S3Z9NB0K123456"), std::string::npos)
        << outcome.refusal->message;
    EXPECT_FALSE(find_check(outcome, "confirm")->ok);
    EXPECT_TRUE(find_check(outcome, "not-in-use")->ok);

    // The kernel name does not do for a drive with a serial number.
    outcome = plan(confirmed("sdb"), device());
    ASSERT_TRUE(outcome.refusal);
    EXPECT_TRUE(test::contains_all(outcome.refusal->message, {"is wrong", "kernel name does not confirm"}));

    outcome = plan(confirmed(), device());
    EXPECT_FALSE(outcome.refusal);
    EXPECT_TRUE(find_check(outcome, "confirm")->ok);
    EXPECT_TRUE(outcome.plan.writes);
    EXPECT_EQ(outcome.plan.steps[0].kind, StepKind::Fill); // reads after writing, here too
    EXPECT_EQ(outcome.plan.alignment, 512U);
}

TEST(BenchPlan, TokenMatchesExactlyAfterTrimmingBlanks) {
    // Drives pad their serial numbers; the token is compared without the blanks.
    EXPECT_FALSE(plan(confirmed("S3Z9NB0K123456"), device("  S3Z9NB0K123456  ")).refusal);
    EXPECT_FALSE(plan(confirmed(" S3Z9NB0K123456\t"), device()).refusal);
    // Otherwise exactly: no prefix, no other case.
    EXPECT_TRUE(plan(confirmed("S3Z9NB0K12345"), device()).refusal);
    EXPECT_TRUE(plan(confirmed("s3z9nb0k123456"), device()).refusal);
}

TEST(BenchPlan, RefusalsAreTheSafetyRulesOwnWords) {
    // One safety path: the benchmark refuses exactly as core/safety does
    // for a raw-device write, for each rule.
    auto facts = device();
    auto same_as_safety = [](const TargetFacts& f, const BenchOptions& options) {
        const auto expected = safety::check_destructive(f.device.identity, f.device.usage, options.confirm, false,
                                                        safety::Operation::RawWrite);
        const auto outcome = plan(options, f);
        ASSERT_TRUE(expected);
        ASSERT_TRUE(outcome.refusal);
        EXPECT_EQ(outcome.refusal->code, expected->code);
        EXPECT_EQ(outcome.refusal->message, expected->message);
        EXPECT_EQ(outcome.refusal->message.rfind("refusing to write to /dev/sdb", 0), 0U) << outcome.refusal->message;
    };
    same_as_safety(facts, {});
    same_as_safety(facts, confirmed("wrong"));
    facts.device.usage.uses = {{safety::DeviceUse::Kind::Mounted, "/dev/sdb1", "/home"}};
    same_as_safety(facts, confirmed());
}

TEST(BenchPlan, DeviceWithoutSerialTakesItsKernelName) {
    auto facts = device(std::nullopt);
    facts.path = "/dev/loop0";
    facts.device.identity.device = "/dev/loop0";
    facts.device.identity.kernel_name = "loop0";
    facts.device.identity.model.reset();
    EXPECT_FALSE(plan(confirmed("loop0"), facts).refusal);
    const auto wrong = plan(confirmed("loop1"), facts);
    ASSERT_TRUE(wrong.refusal);
    EXPECT_NE(wrong.refusal->message.find("the kernel name loop0"), std::string::npos) << wrong.refusal->message;
    const auto none = plan({}, facts);
    ASSERT_TRUE(none.refusal);
    EXPECT_NE(none.refusal->message.find("--confirm loop0"), std::string::npos) << none.refusal->message;
}

TEST(BenchPlan, DeviceInUseIsRefusedWithoutOverride) {
    auto facts = device();
    facts.device.usage.uses = {{safety::DeviceUse::Kind::Mounted, "/dev/sdb1", "/home"},
                               {safety::DeviceUse::Kind::Swap, "/dev/sdb2", "/dev/sdb2"}};
    const auto outcome = plan(confirmed(), facts); // the right token changes nothing
    ASSERT_TRUE(outcome.refusal);
    EXPECT_EQ(outcome.refusal->code, ErrorCode::Refused);
    EXPECT_TRUE(test::contains_all(outcome.refusal->message, {"/dev/sdb1 is mounted on /home",
            "/dev/sdb2 holds active swap"}));
    const auto* check = find_check(outcome, "not-in-use");
    ASSERT_NE(check, nullptr);
    EXPECT_FALSE(check->ok);
    EXPECT_NE(check->detail.find("/dev/sdb1 is mounted on /home"), std::string::npos) << check->detail;
}

TEST(BenchPlan, SystemDriveIsRefused) {
    auto facts = device();
    facts.device.usage.uses = {{safety::DeviceUse::Kind::SystemDrive, "/dev/sdb2", "/ is mounted from it"}};
    const auto outcome = plan(confirmed(), facts);
    ASSERT_TRUE(outcome.refusal);
    EXPECT_EQ(outcome.refusal->code, ErrorCode::Refused);
    EXPECT_TRUE(test::contains_all(outcome.refusal->message, {"running system's drive", "no override"}));
}

TEST(BenchPlan, UnknownUseIsRefused) {
    auto facts = device();
    facts.device.usage.unknown = {"the mounted filesystems are unknown: cannot read /proc/self/mountinfo"};
    const auto outcome = plan(confirmed(), facts);
    ASSERT_TRUE(outcome.refusal);
    EXPECT_EQ(outcome.refusal->code, ErrorCode::Refused);
    EXPECT_NE(outcome.refusal->message.find("cannot tell whether it is in use"), std::string::npos);
    EXPECT_FALSE(find_check(outcome, "not-in-use")->ok);
}

TEST(BenchPlan, UseThatCouldNotBeEstablishedStopsWritesNotReads) {
    auto facts = device();
    facts.device.usage_error = Error{ErrorCode::PermissionDenied, "cannot open /dev/sdb to check whether it is in "
                                                                  "use: permission denied (run as root)"};
    const auto write = plan(confirmed(), facts);
    ASSERT_TRUE(write.refusal);
    EXPECT_EQ(write.refusal->code, ErrorCode::PermissionDenied); // exit status 2, not a refusal
    EXPECT_FALSE(find_check(write, "not-in-use")->ok);
    BenchOptions scan;
    scan.preset = "read-scan";
    EXPECT_FALSE(plan(scan, facts).refusal);
}

TEST(BenchPlan, PartitionWritesAreRefusedReadsAreFine) {
    auto facts = device();
    facts.path = "/dev/sdb1";
    facts.device.identity.device = "/dev/sdb1";
    facts.device.identity.kernel_name = "sdb1";
    facts.device.identity.capacity_bytes = 100ULL << 30;
    facts.device.not_a_drive = "/dev/sdb1 is a partition; name the whole drive /dev/sdb";
    const auto write = plan(confirmed(), facts);
    ASSERT_TRUE(write.refusal);
    EXPECT_EQ(write.refusal->code, ErrorCode::Refused);
    EXPECT_TRUE(test::contains_all(write.refusal->message, {"is a partition", "--preset read-scan"}));
    EXPECT_FALSE(find_check(write, "whole-drive")->ok);
    BenchOptions scan;
    scan.preset = "read-scan";
    const auto read = plan(scan, facts);
    EXPECT_FALSE(read.refusal);
    EXPECT_EQ(read.plan.span_bytes, 100ULL << 30);
}

TEST(BenchPlan, DryRunNeedsNoTokenButStillRefusesADeviceInUse) {
    BenchOptions dry;
    dry.dry_run = true;
    auto outcome = plan(dry, device());
    EXPECT_FALSE(outcome.refusal);
    const auto* confirm = find_check(outcome, "confirm");
    ASSERT_NE(confirm, nullptr);
    EXPECT_NE(confirm->detail.find("--confirm S3Z9NB0K123456"), std::string::npos) << confirm->detail;

    auto busy = device();
    busy.device.usage.uses = {{safety::DeviceUse::Kind::OpenExclusively, "/dev/sdb", ""}};
    outcome = plan(dry, busy);
    ASSERT_TRUE(outcome.refusal);
    EXPECT_EQ(outcome.refusal->code, ErrorCode::Refused);
    EXPECT_NE(outcome.refusal->message.find("held open exclusively"), std::string::npos) << outcome.refusal->message;
}

TEST(BenchPlan, ReadOnlyDeviceRunsNeedNoConfirmAndSayWhatTheyRead) {
    BenchOptions scan;
    scan.preset = "read-scan";
    const auto outcome = plan(scan, device());
    EXPECT_FALSE(outcome.refusal);
    const auto& p = outcome.plan;
    EXPECT_FALSE(p.writes);
    ASSERT_EQ(p.steps.size(), 1U); // no fill: nothing is written
    EXPECT_EQ(p.span_bytes, 500107862016ULL - 500107862016ULL % kMiB); // the whole device
    bool warned = false;
    for (const auto& note : p.notes) warned = warned || note.find("never written") != std::string::npos;
    EXPECT_TRUE(warned);

    BenchOptions randread;
    randread.access = Access::RandRead;
    EXPECT_FALSE(plan(randread, device()).refusal);
}

TEST(BenchPlan, VerifyAddsAReadBackPass) {
    BenchOptions options;
    options.verify = true;
    const auto p = plan(options, directory()).plan;
    EXPECT_TRUE(p.verify);
    EXPECT_EQ(p.verify_unit, 4096U);
    EXPECT_EQ(p.steps.back().kind, StepKind::Verify);
    EXPECT_TRUE(p.steps.back().job.check_reads);
    EXPECT_EQ(p.steps.back().job.bytes, p.span_bytes);
}

TEST(BenchPlan, Names) {
    EXPECT_EQ(job_name(Access::Read, 1 << 20, 8, 1), "SEQ1M Q8T1 read");
    EXPECT_EQ(job_name(Access::RandWrite, 4096, 1, 1), "RND4K Q1T1 write");
    EXPECT_EQ(job_name(Access::RandMixed, 4096, 32, 4, 70), "RND4K Q32T4 mix 70/30");
    EXPECT_EQ(block_size_label(512), "512B");
    EXPECT_EQ(block_size_label(128 * 1024), "128K");
    EXPECT_EQ(parse_preset("review-2011"), Preset::Review2011);
    EXPECT_EQ(parse_access("randrw"), Access::RandMixed);
}

// The transfer-size sweep: every power of two from 512 B to 64 MiB at QD4 over 2 GiB, read,
// written and written compressible; a directory (4 KiB direct I/O) starts at 4 KiB and says so.
TEST(BenchPlan, TheSizeSweepRunsEveryTransferSizeTheTargetTakes) {
    BenchOptions sweep = confirmed();
    sweep.preset = "size-sweep";
    const auto on_device = plan(sweep, device()).plan;
    const auto names = job_names(on_device);
    ASSERT_EQ(names.size(), 18U * 3);
    EXPECT_EQ(names[0], "SEQ512B Q4T1 read");
    EXPECT_EQ(names[1], "SEQ512B Q4T1 write");
    EXPECT_EQ(names[2], "SEQ512B Q4T1 write compressible");
    EXPECT_EQ(names.back(), "SEQ64M Q4T1 write compressible");
    EXPECT_EQ(on_device.span_bytes, 2 * kGiB);
    for (const auto& step : on_device.steps) {
        if (step.kind != StepKind::Job) continue;
        EXPECT_EQ(step.job.queue_depth, 4U) << step.job.name;
        EXPECT_EQ(step.job.access == Access::Read || step.job.access == Access::Write, true) << step.job.name;
        const bool compressible = step.job.name.ends_with("compressible");
        EXPECT_EQ(step.job.data == DataPattern::Compressible, compressible) << step.job.name;
    }

    BenchOptions in_directory;
    in_directory.preset = "size-sweep";
    const auto in_dir = plan(in_directory, directory()).plan;
    const auto dir_names = job_names(in_dir);
    ASSERT_EQ(dir_names.size(), 15U * 3);  // 4 KiB to 64 MiB
    EXPECT_EQ(dir_names[0], "SEQ4K Q4T1 read");
    ASSERT_FALSE(in_dir.notes.empty());
    EXPECT_NE(in_dir.notes.front().find("transfers below 4K were left out"), std::string::npos) << in_dir.notes.front();

    in_directory.data = DataPattern::Compressible;  // already compressible: written once per size
    EXPECT_EQ(job_names(plan(in_directory, directory()).plan).size(), 15U * 2);
    EXPECT_TRUE(preset_job_names(Preset::SizeSweep).empty());  // it depends on the target
}

// The GUI lays its tiles out from preset_job_names() before a run: the names
// are those of the jobs the plan runs, for every preset with fixed jobs.
TEST(BenchPlan, PresetJobNamesAreThoseOfThePlannedJobs) {
    for (const auto& entry : kPresets) {
        const std::vector<std::string> names = preset_job_names(entry.value);
        if (names.empty()) continue; // jobs that depend on the target or the options
        BenchOptions options;
        options.preset = std::string(entry.wire);
        EXPECT_EQ(names, job_names(plan(options, directory()).plan)) << entry.wire;
    }
    EXPECT_EQ(preset_job_names(Preset::Quick).size(), job_names(plan({}, directory()).plan).size());
    EXPECT_TRUE(preset_job_names(Preset::ReadScan).empty());
}

} // namespace
} // namespace ssd::bench
