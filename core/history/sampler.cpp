#include "core/history/sampler.h"

#include "core/diagnosis/drive_health.h"
#include "core/history/history_query.h"
#include "core/history/sample_builder.h"

namespace ssd::history {

namespace {

SampleOutcome sample_one(SamplerSeams& seams, const std::string& device, std::int64_t now,
                         const std::vector<StoredDrive>& known) {
    SampleOutcome outcome;
    outcome.device = device;
    HealthRequest request;
    request.device = device;
    request.leave_sleeping = true;
    auto health = health_from_device(seams.inventory, seams.runner, seams.in_process, request, DriveKnowledge{seams.advisories});
    if (!health) {
        outcome.error = health.error();
        return outcome;
    }
    if (health->in_standby) {
        Sample sample = standby_sample(health->drive, now);
        if (auto key = stored_key_for_serial(known, sample.drive.serial)) sample.drive = *key;
        outcome.status = SampleStatus::Standby;
        outcome.sample = std::move(sample);
        return outcome;
    }
    if (!health->smart_available) {
        outcome.error = Error{ErrorCode::DriveRejected, health->smart_unavailable_reason};
        return outcome;
    }
    outcome.status = SampleStatus::Read;
    // A drive without a serial number is known by its device name here: the
    // best a live reading has, and never merged with a named drive.
    outcome.sample = sample_of(*health, now, SampleSource::Sampled, "device " + device);
    return outcome;
}

} // namespace

Result<std::vector<SampleOutcome>> take_samples(SamplerSeams seams, const std::vector<std::string>& devices,
                                                std::int64_t now, const std::vector<StoredDrive>& known) {
    std::vector<std::string> names = devices;
    if (names.empty()) {
        auto drives = seams.inventory.list();
        if (!drives) return tl::unexpected(drives.error());
        for (const auto& drive : *drives) names.push_back(drive.device);
    }
    std::vector<SampleOutcome> outcomes;
    for (const auto& device : names) outcomes.push_back(sample_one(seams, device, now, known));
    return outcomes;
}

std::vector<Sample> samples_of(const std::vector<SampleOutcome>& outcomes) {
    std::vector<Sample> samples;
    for (const auto& outcome : outcomes) {
        if (outcome.sample) samples.push_back(*outcome.sample);
    }
    return samples;
}

} // namespace ssd::history
