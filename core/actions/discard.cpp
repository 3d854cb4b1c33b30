#include "core/actions/discard.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "core/actions/cancellation.h"
#include "core/util/units.h"

namespace ssd::actions {

double seconds_between(std::chrono::steady_clock::time_point from, std::chrono::steady_clock::time_point to) {
    return std::chrono::duration<double>(to - from).count();
}

Result<DiscardReport> run_discard(ActionPlatform& platform, const DiscardRequest& request, const ProgressSink& progress,
                                  StopToken stop) {
    auto unused = resolve_unused(platform.devices(), request.device, safety::Operation::Discard);
    if (!unused) return tl::unexpected(unused.error());
    const ActionTarget& target = unused->target;

    DiscardReport report;
    report.identity = target.identity;
    report.usage = unused->usage;
    report.dry_run = request.dry_run;
    if (target.discard_max_bytes == 0) {
        return fail(ErrorCode::Refused, target.identity.device +
                                            " does not support discard (TRIM): the kernel reports "
                                            "discard_max_bytes 0 for it, so nothing would be discarded");
    }
    std::uint64_t chunk = kDiscardChunkBytes;
    if (target.discard_granularity_bytes > 1) chunk -= chunk % target.discard_granularity_bytes;
    report.plan.action = "discard";
    report.plan.target = target.identity.device;
    report.plan.steps.push_back(safety::ioctl_step(platform.blocks().discard_step_description(target, chunk)));
    report.plan.notes.push_back("every block of " + target.identity.device + " (" +
                                format_bytes(target.identity.capacity_bytes) +
                                ") is discarded: everything on it is lost");
    if (request.dry_run) return report;
    if (auto refusal = safety::check_confirmation(target.identity, request.confirm, safety::Operation::Discard)) {
        return tl::unexpected(*refusal);
    }

    auto discarder = platform.blocks().open_for_discard(target);
    if (!discarder) return tl::unexpected(discarder.error());
    const auto start = platform.clock().now();
    const std::uint64_t size = (*discarder)->size_bytes();
    for (std::uint64_t offset = 0; offset < size;) {
        if (stop.stop_requested()) {
            report.cancelled = true;
            report.state = "stopped: the first " + format_bytes(offset) + " of " + target.identity.device + " (of " +
                           format_bytes(size) + ") were discarded; the rest of the device is untouched";
            break;
        }
        const std::uint64_t length = std::min(chunk, size - offset);
        if (auto done = (*discarder)->discard(offset, length); !done) {
            return fail(done.error().code, done.error().message + " (after " + format_bytes(offset) + " of " +
                                               format_bytes(size) + " had been discarded)");
        }
        offset += length;
        report.bytes_discarded = offset;
        if (progress) {
            ProgressEvent event;
            event.action = "discard";
            event.phase = "discard";
            event.percent = size == 0 ? 100.0 : 100.0 * static_cast<double>(offset) / static_cast<double>(size);
            event.elapsed_seconds = seconds_between(start, platform.clock().now());
            event.message = format_bytes(offset) + " of " + format_bytes(size) + " discarded";
            progress(event);
        }
    }
    report.elapsed_seconds = seconds_between(start, platform.clock().now());
    return report;
}

nlohmann::json discard_report_to_json(const DiscardReport& report) {
    nlohmann::json doc = {{"device", report.identity.device},
                          {"drive", safety::identity_to_json(report.identity)},
                          {"dry_run", report.dry_run},
                          {"plan", safety::plan_to_json(report.plan)}};
    add_run_outcome(doc, report.dry_run, "bytes_discarded", report.bytes_discarded, report.elapsed_seconds,
                    report.cancelled, report.state);
    return doc;
}

std::string discard_report_to_text(const DiscardReport& report) {
    if (report.dry_run) return safety::dry_run_text(report.plan, report.identity, "discarded");
    if (report.cancelled) return cancellation_text(report.state);
    std::ostringstream out;
    char elapsed[32];
    std::snprintf(elapsed, sizeof elapsed, "%.1f", report.elapsed_seconds);
    out << "Discarded " << format_bytes(report.bytes_discarded) << " of " << report.identity.device << " in "
        << elapsed << " s.\n";
    return out.str();
}

} // namespace ssd::actions
