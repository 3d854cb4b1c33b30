#include "core/bench/device_requests.h"

#include "core/util/json_util.h"
#include "core/util/rounding.h"
#include "core/util/text_columns.h"

namespace ssd::bench {

namespace {

constexpr double kSectorBytes = 512.0;
// Requests within a tenth of the block size count as the job's own size.
constexpr double kSameSize = 0.1;

double mean_kib(std::uint64_t sectors, std::uint64_t requests) {
    return requests == 0 ? 0.0 : static_cast<double>(sectors) * kSectorBytes / 1024.0 / static_cast<double>(requests);
}

bool difference(std::uint64_t before, std::uint64_t after, std::uint64_t& into) {
    if (after < before) return false;
    into = after - before;
    return true;
}

// "the drive got 2048 KiB write requests on average for the 1024 KiB asked (the kernel merged 1200 into others)"
std::string size_note(std::string_view direction, double got_kib, double asked_kib, std::uint64_t merges) {
    std::string note = "the drive got " + fixed(got_kib, 0) + " KiB " + std::string(direction) +
                       " requests on average for the " + fixed(asked_kib, 0) + " KiB asked";
    if (got_kib > asked_kib) return note + " (the kernel merged " + std::to_string(merges) + " into others)";
    return note + " (the kernel split them)";
}

} // namespace

DeviceCounters& operator+=(DeviceCounters& sum, const DeviceCounters& more) {
    sum.read_requests += more.read_requests;
    sum.read_merges += more.read_merges;
    sum.read_sectors += more.read_sectors;
    sum.write_requests += more.write_requests;
    sum.write_merges += more.write_merges;
    sum.write_sectors += more.write_sectors;
    sum.queued_ms += more.queued_ms;
    return sum;
}

std::optional<DeviceCounters> counters_between(const DeviceCounters& before, const DeviceCounters& after) {
    DeviceCounters counted;
    const bool forward = difference(before.read_requests, after.read_requests, counted.read_requests) &&
                         difference(before.read_merges, after.read_merges, counted.read_merges) &&
                         difference(before.read_sectors, after.read_sectors, counted.read_sectors) &&
                         difference(before.write_requests, after.write_requests, counted.write_requests) &&
                         difference(before.write_merges, after.write_merges, counted.write_merges) &&
                         difference(before.write_sectors, after.write_sectors, counted.write_sectors) &&
                         difference(before.queued_ms, after.queued_ms, counted.queued_ms);
    if (!forward) return std::nullopt;
    return counted;
}

double mean_read_request_kib(const DeviceCounters& counted) { return mean_kib(counted.read_sectors, counted.read_requests); }
double mean_write_request_kib(const DeviceCounters& counted) {
    return mean_kib(counted.write_sectors, counted.write_requests);
}

DeviceSummary summarize(const DeviceActivity& activity) {
    const DeviceCounters& counted = activity.counted;
    const double queued_seconds = static_cast<double>(counted.queued_ms) / 1000.0;
    return {counted.read_requests,
            counted.read_merges,
            mean_read_request_kib(counted),
            counted.write_requests,
            counted.write_merges,
            mean_write_request_kib(counted),
            activity.seconds > 0.0 ? queued_seconds / activity.seconds : 0.0,
            activity.seconds};
}

nlohmann::json device_summary_to_json(const DeviceSummary& summary) {
    return {{"read_requests", summary.read_requests},
            {"read_merges", summary.read_merges},
            {"mean_read_kib", round_decimals(summary.mean_read_kib, 1)},
            {"write_requests", summary.write_requests},
            {"write_merges", summary.write_merges},
            {"mean_write_kib", round_decimals(summary.mean_write_kib, 1)},
            {"mean_queue", round_decimals(summary.mean_queue, 2)},
            {"seconds", round_decimals(summary.seconds, 3)}};
}

std::optional<DeviceSummary> device_summary_from_json(const nlohmann::json& device) {
    if (!device.is_object()) return std::nullopt;
    return DeviceSummary{json_or<std::uint64_t>(device, "read_requests", 0),
                         json_or<std::uint64_t>(device, "read_merges", 0),
                         json_or(device, "mean_read_kib", 0.0),
                         json_or<std::uint64_t>(device, "write_requests", 0),
                         json_or<std::uint64_t>(device, "write_merges", 0),
                         json_or(device, "mean_write_kib", 0.0),
                         json_or(device, "mean_queue", 0.0),
                         json_or(device, "seconds", 0.0)};
}

std::string device_note(const DeviceSummary& summary, Access access, std::uint64_t block_size) {
    const double asked_kib = static_cast<double>(block_size) / 1024.0;
    const auto differs = [asked_kib](double got_kib) {
        return got_kib > 0.0 && (got_kib > asked_kib * (1.0 + kSameSize) || got_kib < asked_kib * (1.0 - kSameSize));
    };
    std::string text;
    if (reads(access) && differs(summary.mean_read_kib)) {
        text += "  " + size_note("read", summary.mean_read_kib, asked_kib, summary.read_merges) + "\n";
    }
    if (writes(access) && differs(summary.mean_write_kib)) {
        text += "  " + size_note("write", summary.mean_write_kib, asked_kib, summary.write_merges) + "\n";
    }
    return text;
}

nlohmann::json device_activity_to_json(const DeviceActivity& activity) {
    return device_summary_to_json(summarize(activity));
}

std::string device_activity_note(const DeviceActivity& activity, const JobSpec& job) {
    return device_note(summarize(activity), job.access, job.block_size);
}

} // namespace ssd::bench
