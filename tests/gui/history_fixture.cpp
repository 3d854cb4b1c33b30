#include "history_fixture.h"

#include <cmath>
#include <vector>

#include "core/util/time_text.h"
#include "history_samples.h"

namespace ssd::test {

namespace {

constexpr double kPi = 3.14159265358979323846;

// GiB the host writes in a day: more on weekdays (synthetic).
double hostGiBPerDay(std::int64_t time) {
    const std::int64_t weekday = (time / ssd::kSecondsPerDay + 3) % 7;  // 0 = Monday (1970-01-01 was a Thursday)
    return weekday < 5 ? 42.0 + 10.0 * std::sin(static_cast<double>(time) / 86400.0) : 9.0;
}

// Write amplification of the week holding `time` (synthetic, 1.7 … 3.1).
double weekWa(std::int64_t time) {
    const auto week = static_cast<double>(time / (7 * ssd::kSecondsPerDay));
    return 2.4 + 0.7 * std::sin(week * 1.3);
}

} // namespace

std::vector<history::Sample> syntheticSamples(const std::string& capture, int days, std::int64_t end, std::int64_t step) {
    const std::int64_t start = end - static_cast<std::int64_t>(days) * ssd::kSecondsPerDay;
    const history::Sample base = sample_from_capture(capture, start);
    const std::uint64_t host0 = base.host_written ? base.host_written->bytes : 0;
    const std::uint64_t nand0 = base.nand_written ? base.nand_written->bytes : 0;
    const int used0 = base.percent_used.value_or(0);
    const int temperature0 = base.temperature_c.value_or(35);
    double host = 0;  // GiB written since `start`
    double nand = 0;
    std::vector<history::Sample> samples;
    for (std::int64_t time = start; time <= end; time += step) {
        const double stepGiB = hostGiBPerDay(time) * static_cast<double>(step) / 86400.0;
        host += stepGiB;
        nand += stepGiB * weekWa(time);
        // The counters count whole GiB, as the drive's do.
        history::Sample sample = with_writes(base, time, host0 + static_cast<std::uint64_t>(host) * kGiB,
                                             nand0 + static_cast<std::uint64_t>(nand) * kGiB);
        const double elapsed = static_cast<double>(time - start);
        const double hourOfDay = std::fmod(elapsed / 3600.0, 24.0);
        sample.temperature_c = temperature0 + static_cast<int>(std::lround(6.0 * std::sin(hourOfDay / 24.0 * 2 * kPi) +
                                                                           3.0 * std::sin(elapsed / 86400.0 / 9.0)));
        if (base.percent_used) sample.percent_used = used0 + static_cast<int>(elapsed / (30.0 * 86400.0));
        if (base.power_on_hours) sample.power_on_hours = *base.power_on_hours + static_cast<std::uint64_t>(elapsed / 3600.0);
        if (time - start > static_cast<std::int64_t>(days) * ssd::kSecondsPerDay * 2 / 3) {
            for (auto& counter : sample.counters) {
                if (counter.name.rfind("5 ", 0) == 0) counter.raw += 8;
            }
        }
        samples.push_back(std::move(sample));
    }
    return samples;
}

history::MemoryHistoryStore syntheticHistory(const std::string& capture, int days, std::int64_t end, std::int64_t step) {
    history::MemoryHistoryStore store;
    const auto added = store.add(syntheticSamples(capture, days, end, step));
    EXPECT_TRUE(added.has_value()) << (added ? "" : added.error().message);
    return store;
}

gui::HistoryOpener memoryOpener(const history::MemoryHistoryStore& store) {
    return [store](const std::filesystem::path&) -> Result<std::unique_ptr<history::HistoryStore>> {
        return std::make_unique<history::MemoryHistoryStore>(store);
    };
}

} // namespace ssd::test
