#include "alert_fixture.h"

#include <gtest/gtest.h>

#include "history_samples.h"

namespace ssd::test {

namespace {

using alerts::Condition;
using alerts::Rule;
using alerts::Severity;
using alerts::Transition;

std::int64_t driveIdOf(history::MemoryHistoryStore& store, const history::DriveKey& key) {
    auto drives = store.drives();
    if (drives) {
        for (const auto& drive : *drives) {
            if (drive.key == key) return drive.id;
        }
    }
    ADD_FAILURE() << "no drive " << history::describe(key) << " in the history";
    return 0;
}

std::int64_t opened(alerts::MemoryAlertStore& store, std::int64_t drive, const std::string& device, std::int64_t time,
                    const Condition& condition) {
    auto events = store.apply(drive, device, time, {{std::nullopt, Transition::Opened, condition}});
    EXPECT_TRUE(events && events->size() == 1u) << (events ? "" : events.error().message);
    return events && !events->empty() ? events->front().alert_id : 0;
}

void update(alerts::MemoryAlertStore& store, std::int64_t drive, const std::string& device, std::int64_t time,
            std::int64_t alert, Transition transition, const Condition& condition) {
    auto events = store.apply(drive, device, time, {{alert, transition, condition}});
    EXPECT_TRUE(events.has_value()) << (events ? "" : events.error().message);
}

Condition condition(Rule rule, Severity severity, double level, std::string summary,
                    std::vector<alerts::EvidenceValue> evidence) {
    return Condition{rule, severity, level, 1, std::move(summary), std::move(evidence)};
}

} // namespace

AlertWorld syntheticAlertWorld(std::int64_t now) {
    AlertWorld world;
    std::vector<history::Sample> samples;
    history::DriveKey keys[3];
    const char* captures[3] = {kAlertsKingston, kAlerts840, kAlerts970};
    const char* devices[3] = {"/dev/sdc", "/dev/sdd", "/dev/nvme1n1"};
    for (int drive = 0; drive < 3; ++drive) {
        for (std::int64_t time = now - 86400; time <= now - 600; time += 3600) {
            history::Sample sample = sample_from_capture(captures[drive], time);
            sample.device = devices[drive];
            samples.push_back(std::move(sample));
        }
        keys[drive] = samples.back().drive;
    }
    samples.back().temperature_c = kHottestCelsius;  // SYNTHETIC: the 970 EVO's newest reading
    const auto added = world.history.add(samples);
    EXPECT_TRUE(added.has_value()) << (added ? "" : added.error().message);
    world.kingston = driveIdOf(world.history, keys[0]);
    world.samsung840 = driveIdOf(world.history, keys[1]);
    world.evo970 = driveIdOf(world.history, keys[2]);

    alerts::MemoryAlertStore& store = *world.alerts;
    store.name_drive(world.kingston, keys[0]);
    store.name_drive(world.samsung840, keys[1]);
    store.name_drive(world.evo970, keys[2]);

    world.temperature = opened(store, world.evo970, "/dev/nvme1n1", now - 3 * 86400,
                               condition(Rule::TemperatureHigh, Severity::Warning, 1,
                                         "79 °C, at or above the drive's warning threshold of 77 °C for 40 minutes",
                                         {{"temperature", 79}, {"threshold", 77}, {"minutes", 40}}));
    update(store, world.evo970, "/dev/nvme1n1", now - 3 * 86400 + 3600, world.temperature, Transition::Resolved,
           condition(Rule::TemperatureHigh, Severity::Warning, 1, "back below the threshold", {}));

    world.reallocated = opened(store, world.kingston, "/dev/sdc", now - 20 * 86400,
                               condition(Rule::ReallocatedSectors, Severity::Warning, 8,
                                         "8 reallocated sectors (0 before)", {{"reallocated", 8}, {"previous", 0}}));
    const auto ack = store.acknowledge(world.reallocated, now - 19 * 86400, "known since the spring; backed up, watching it");
    EXPECT_TRUE(ack.has_value()) << (ack ? "" : ack.error().message);

    world.crc = opened(store, world.samsung840, "/dev/sdd", now - 2 * 86400,
                       condition(Rule::CrcErrors, Severity::Warning, 12, "12 interface CRC errors (0 before): a cable or connector",
                                 {{"crc_errors", 12}, {"previous", 0}}));
    update(store, world.samsung840, "/dev/sdd", now - 3600, world.crc, Transition::Worse,
           condition(Rule::CrcErrors, Severity::Warning, 30, "30 interface CRC errors (12 before): a cable or connector",
                     {{"crc_errors", 30}, {"previous", 12}}));

    world.burst = opened(store, world.kingston, "/dev/sdc", now - 2 * 3600,
                         condition(Rule::WriteBurst, Severity::Info, 212e9,
                                   "212 GB written in 30 minutes (the limit is 100 GB in 60 minutes)",
                                   {{"bytes", 212e9}, {"minutes", 30}}));
    return world;
}

gui::AlertOpener sharedAlertOpener(std::shared_ptr<alerts::MemoryAlertStore> store) {
    return [store](const std::filesystem::path&) -> Result<std::unique_ptr<alerts::AlertStore>> {
        return std::make_unique<alerts::MemoryAlertStore>(*store);
    };
}

} // namespace ssd::test
