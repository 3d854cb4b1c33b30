// The drive's own view of a benchmark job (core/bench/device_requests.h): the
// counters' arithmetic, the note under a job whose requests the kernel merged or
// split, /sys/block/<drive>/stat parsed from captured trees, and the engine
// reading a meter around the job.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <optional>
#include <string>

#include "core/bench/device_requests.h"
#include "core/bench/engine.h"
#include "core/bench/fake_io_backend.h"
#include "core/linux/block_stat.h"
#include "fake_engine.h"
#include "tests/unit/fixture_paths.h"

namespace ssd::bench {
namespace {

constexpr std::uint64_t kDriveTestMiB = 1024 * 1024;

std::string captured_text(const std::string& relative) {
    std::ifstream in(test::project_fixture(relative));
    return std::string(std::istreambuf_iterator<char>(in), {});
}

TEST(BlockStat, ReadsACapturedVirtioDisk) {
    // tests/fixtures/sysfs/host-virtio: this project's build VM (17 fields, Linux 6.x).
    const auto counters = linux_kernel::parse_block_stat(
        captured_text("sysfs/host-virtio/devices/pci0000:00/0000:00:02.0/virtio1/block/vda/stat"));
    ASSERT_TRUE(counters);
    EXPECT_EQ(counters->read_ios, 297457U);
    EXPECT_EQ(counters->read_merges, 7937U);
    EXPECT_EQ(counters->read_sectors, 11854882U);
    EXPECT_EQ(counters->write_ios, 175664U);
    EXPECT_EQ(counters->write_merges, 30178U);
    EXPECT_EQ(counters->write_sectors, 41024560U);
    EXPECT_EQ(counters->time_in_queue_ms, 182121U);
}

TEST(BlockStat, ReadsACapturedNvmeNamespace) {
    const auto counters = linux_kernel::parse_block_stat(captured_text("sysfs/rig-guest/block/nvme0n1/stat"));
    ASSERT_TRUE(counters);
    EXPECT_GT(counters->read_ios, 0U);
    EXPECT_GE(counters->read_sectors, counters->read_ios); // at least one sector each
}

TEST(BlockStat, RefusesTooFewFieldsOrWords) {
    EXPECT_FALSE(linux_kernel::parse_block_stat(""));
    EXPECT_FALSE(linux_kernel::parse_block_stat("1 2 3 4 5 6 7 8 9 10\n")); // 10 of 11
    EXPECT_FALSE(linux_kernel::parse_block_stat("1 2 3 4 5 6 7 8 9 10 x\n"));
    EXPECT_FALSE(linux_kernel::parse_block_stat("1 2 3 4 5 -6 7 8 9 10 11\n"));
    const auto oldest = linux_kernel::parse_block_stat("1 2 3 4 5 6 7 8 9 10 11\n"); // Linux 2.6 to 4.17
    ASSERT_TRUE(oldest);
    EXPECT_EQ(oldest->write_sectors, 7U);
    EXPECT_EQ(oldest->time_in_queue_ms, 11U);
}

TEST(DeviceRequests, CountsBetweenTwoReadings) {
    const DeviceCounters before{10, 1, 80, 20, 2, 160, 100};
    const DeviceCounters after{15, 1, 120, 30, 7, 2208, 300};
    const auto counted = counters_between(before, after);
    ASSERT_TRUE(counted);
    EXPECT_EQ(counted->read_requests, 5U);
    EXPECT_EQ(counted->write_merges, 5U);
    EXPECT_EQ(counted->write_sectors, 2048U);
    EXPECT_EQ(counted->queued_ms, 200U);
    EXPECT_DOUBLE_EQ(mean_read_request_kib(*counted), 4.0);   // 40 sectors over 5
    EXPECT_DOUBLE_EQ(mean_write_request_kib(*counted), 102.4); // 2048 sectors over 10
    // A drive that went away and came back starts again from zero: no figure.
    EXPECT_FALSE(counters_between(after, before));
    DeviceCounters sum = before;
    sum += after;
    EXPECT_EQ(sum.write_requests, 50U);
    EXPECT_EQ(sum.queued_ms, 400U);
}

TEST(DeviceRequests, TheJsonHasEveryFigureAndTheMeanQueue) {
    const DeviceActivity activity{DeviceCounters{0, 0, 0, 1000, 1000, 4096000, 15000}, 5.0};
    const auto doc = device_activity_to_json(activity);
    EXPECT_EQ(doc["write_requests"], 1000);
    EXPECT_EQ(doc["write_merges"], 1000);
    EXPECT_DOUBLE_EQ(doc["mean_write_kib"].get<double>(), 2048.0);
    EXPECT_DOUBLE_EQ(doc["mean_read_kib"].get<double>(), 0.0);
    EXPECT_DOUBLE_EQ(doc["mean_queue"].get<double>(), 3.0); // 15 s queued over 5 s
    EXPECT_DOUBLE_EQ(doc["seconds"].get<double>(), 5.0);
}

TEST(DeviceRequests, TheJsonReadsBackAsWritten) {
    const DeviceActivity activity{DeviceCounters{2000, 0, 1024000, 1000, 1000, 4096000, 15000}, 5.0};
    const auto summary = device_summary_from_json(device_activity_to_json(activity));
    ASSERT_TRUE(summary);
    EXPECT_EQ(summary->read_requests, 2000U);
    EXPECT_DOUBLE_EQ(summary->mean_read_kib, 256.0);
    EXPECT_EQ(summary->write_merges, 1000U);
    EXPECT_DOUBLE_EQ(summary->mean_write_kib, 2048.0);
    EXPECT_DOUBLE_EQ(summary->mean_queue, 3.0);
    EXPECT_DOUBLE_EQ(summary->seconds, 5.0);
    // Not measured (Windows, macOS, unreadable counters): null, no summary.
    EXPECT_FALSE(device_summary_from_json(nlohmann::json(nullptr)));
    EXPECT_FALSE(device_summary_from_json(nlohmann::json("1024 KiB")));
}

JobSpec sequential_write_1m() {
    JobSpec job;
    job.access = Access::Write;
    job.block_size = 1024 * 1024;
    return job;
}

TEST(DeviceRequests, ANoteSaysWhenTheDriveGotMergedOrSplitRequests) {
    const JobSpec job = sequential_write_1m();
    const DeviceActivity merged{DeviceCounters{0, 0, 0, 1000, 1000, 4096000, 0}, 5.0};
    EXPECT_EQ(device_activity_note(merged, job),
              "  the drive got 2048 KiB write requests on average for the 1024 KiB asked (the kernel merged 1000 "
              "into others)\n");
    const DeviceActivity split{DeviceCounters{0, 0, 0, 2000, 0, 2048000, 0}, 5.0};
    EXPECT_EQ(device_activity_note(split, job),
              "  the drive got 512 KiB write requests on average for the 1024 KiB asked (the kernel split them)\n");
    // Within a tenth of the size asked, or no requests of the job's direction: no note.
    const DeviceActivity as_asked{DeviceCounters{0, 0, 0, 1000, 0, 2150400, 0}, 5.0}; // 1050 KiB
    EXPECT_EQ(device_activity_note(as_asked, job), "");
    const DeviceActivity reads_only{DeviceCounters{1000, 0, 8000, 0, 0, 0, 0}, 5.0};
    EXPECT_EQ(device_activity_note(reads_only, job), "");
    // The note from a document read back is the note of the job run.
    EXPECT_EQ(device_note(*device_summary_from_json(device_activity_to_json(merged)), job.access, job.block_size),
              device_activity_note(merged, job));
    // A mixed job: a line per direction.
    const DeviceActivity both_split{DeviceCounters{2000, 0, 1024000, 2000, 0, 1024000, 0}, 5.0};
    EXPECT_EQ(device_note(summarize(both_split), Access::RandMixed, job.block_size),
              "  the drive got 256 KiB read requests on average for the 1024 KiB asked (the kernel split them)\n"
              "  the drive got 256 KiB write requests on average for the 1024 KiB asked (the kernel split them)\n");
}

// A drive that merges every two requests: its counters follow what the fake
// back end completed, as a real drive's follow what the kernel sent it.
class PairingDrive final : public DeviceMeter {
public:
    explicit PairingDrive(const FakeIoBackend& backend) : backend_(backend) {}
    std::optional<DeviceCounters> now() override {
        if (fail_) return std::nullopt;
        DeviceCounters counters;
        for (const auto& record : backend_.records()) {
            counters.write_sectors += record.request.length / 512;
        }
        counters.write_merges = backend_.records().size() / 2;
        counters.write_requests = backend_.records().size() - counters.write_merges;
        return counters;
    }
    bool fail_ = false;

private:
    const FakeIoBackend& backend_;
};

TEST(DeviceRequests, TheEngineReadsTheDriveAroundTheJob) {
    test::FakeEngine fake({}, 64 * kDriveTestMiB);
    PairingDrive drive(fake.backend);
    EngineContext context = fake.context();
    context.device = &drive;
    JobSpec job = sequential_write_1m();
    job.name = "SEQ1M Q8T1 write";
    job.queue_depth = 8;
    job.threads = 1;
    job.span_bytes = 64 * kDriveTestMiB;
    job.seconds = 0.5;
    job.warmup_seconds = 0.1;
    const auto result = run_job(fake.backend, job, context);
    ASSERT_TRUE(result) << result.error().message;
    ASSERT_TRUE(result->device);
    EXPECT_EQ(result->device->counted.write_requests + result->device->counted.write_merges, result->all_ios);
    EXPECT_NEAR(mean_write_request_kib(result->device->counted), 2048.0, 2048.0 / static_cast<double>(result->all_ios));
    EXPECT_DOUBLE_EQ(result->device->seconds, 0.6); // warm-up included
    EXPECT_NE(device_activity_note(*result->device, job).find("merged"), std::string::npos);

    drive.fail_ = true; // unreadable counters: no device figures, the job still runs
    const auto without = run_job(fake.backend, job, context);
    ASSERT_TRUE(without) << without.error().message;
    EXPECT_FALSE(without->device);
}

} // namespace
} // namespace ssd::bench
