// `ssdtool discard DEVICE`: discard (TRIM/UNMAP/Deallocate) every block of
// an unused device. Destructive: every safety rule applies (in use refused,
// --confirm TOKEN, --dry-run).
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/actions/action_platform.h"
#include "core/util/stop_token.h"

namespace ssd::actions {

// Discards go out in chunks of this size (rounded to the discard
// granularity), so progress can be shown and a slow device never holds one
// system call for minutes.
inline constexpr std::uint64_t kDiscardChunkBytes = 1ULL << 30;

struct DiscardRequest {
    std::string device;
    std::optional<std::string> confirm;
    bool dry_run = false;
};

struct DiscardReport {
    safety::TargetIdentity identity;
    safety::UsageReport usage;
    safety::ActionPlan plan;
    bool dry_run = false;
    std::uint64_t bytes_discarded = 0;
    double elapsed_seconds = 0.0;
    // Stopped between two chunks: bytes_discarded from byte 0 are gone, the
    // rest of the device is untouched, and `state` says so.
    bool cancelled = false;
    std::string state;
};

// A stop is honoured between chunks (the chunk under way finishes first).
Result<DiscardReport> run_discard(ActionPlatform& platform, const DiscardRequest& request,
                                  const ProgressSink& progress = {}, StopToken stop = {});

nlohmann::json discard_report_to_json(const DiscardReport& report);
std::string discard_report_to_text(const DiscardReport& report);

// Seconds between two time points of the platform's clock.
double seconds_between(std::chrono::steady_clock::time_point from, std::chrono::steady_clock::time_point to);

} // namespace ssd::actions
