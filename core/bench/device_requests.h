// What the drive itself was sent during a job: its own count of requests, the
// sectors they carried, how many the kernel merged into others, and the time
// requests spent queued (Linux: /sys/block/<drive>/stat, the counters iostat
// reads). The engine counts its own I/Os; the kernel may split one (a buffer of
// more scattered pages than the device takes segments) or merge adjacent ones
// (sequential requests in contiguous memory) before the drive sees them, and a
// result that says "1 MiB requests" should say when the drive got others.
//
// The counters are the drive's, so any other I/O on it during the job counts
// too. The platform reads them (BenchPlatform::device_meter); core only
// subtracts and describes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/bench/job.h"

namespace ssd::bench {

// Cumulative counters of one drive (or several summed) at one moment.
struct DeviceCounters {
    std::uint64_t read_requests = 0;  // completed
    std::uint64_t read_merges = 0;    // reads merged into a request already queued
    std::uint64_t read_sectors = 0;   // 512-byte units, whatever the drive's own sector size
    std::uint64_t write_requests = 0;
    std::uint64_t write_merges = 0;
    std::uint64_t write_sectors = 0;
    std::uint64_t queued_ms = 0;      // the sum of every request's time queued and in service
};

// Several drives under one target (md RAID, LVM over two disks) count together.
DeviceCounters& operator+=(DeviceCounters& sum, const DeviceCounters& more);

// The counters over a span of time: after - before (a counter that went
// backwards, as when a drive was removed and came back, gives nullopt).
std::optional<DeviceCounters> counters_between(const DeviceCounters& before, const DeviceCounters& after);

class DeviceMeter {
public:
    virtual ~DeviceMeter() = default;
    // nullopt when the counters cannot be read now.
    virtual std::optional<DeviceCounters> now() = 0;
};

// One job as the drive saw it: the counters over the whole job, warm-up included.
struct DeviceActivity {
    DeviceCounters counted;
    double seconds = 0.0; // the time they were counted over
};

// Mean size of the requests the drive got, KiB; 0 when it got none.
double mean_read_request_kib(const DeviceCounters& counted);
double mean_write_request_kib(const DeviceCounters& counted);

// The job's "device" object: requests, merges and mean size per direction, and
// the mean number of requests at the drive (queued time over wall time, iostat's
// aqu-sz). The same figures are what a result document gives back to its
// readers (the GUI), so the note below can be written from either.
struct DeviceSummary {
    std::uint64_t read_requests = 0;
    std::uint64_t read_merges = 0;
    double mean_read_kib = 0.0;
    std::uint64_t write_requests = 0;
    std::uint64_t write_merges = 0;
    double mean_write_kib = 0.0;
    double mean_queue = 0.0;
    double seconds = 0.0;
};

DeviceSummary summarize(const DeviceActivity& activity);
nlohmann::json device_summary_to_json(const DeviceSummary& summary);
// A "device" that is null (not measured) or not an object → nullopt.
std::optional<DeviceSummary> device_summary_from_json(const nlohmann::json& device);

// Lines for a report when the drive got requests of another size than the
// job's block size (merged or split by more than a tenth), each indented two
// spaces and ending in a newline; empty otherwise.
std::string device_note(const DeviceSummary& summary, Access access, std::uint64_t block_size);

// The two above for a job just run.
nlohmann::json device_activity_to_json(const DeviceActivity& activity);
std::string device_activity_note(const DeviceActivity& activity, const JobSpec& job);

} // namespace ssd::bench
