#include "core/selftest_control/selftest_schedule.h"

#include <algorithm>
#include <charconv>

#include <nlohmann/json.hpp>

#include "core/util/json_depth.h"
#include "core/util/json_util.h"
#include "core/util/time_text.h"

namespace ssd::selftest {

namespace {

constexpr std::int64_t kHour = 3600;

std::optional<std::int64_t> whole(std::string_view digits) {
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (error != std::errc() || end != digits.data() + digits.size() || value <= 0 || value > 3650 * 24) return std::nullopt;
    return value;
}

// Seconds between tests; nullopt for "off". Throws the message for anything else.
std::optional<std::int64_t> parse_interval(const std::string& text, const std::string& where) {
    if (text == "off") return std::nullopt;
    if (text == "daily") return 24 * kHour;
    if (text == "weekly") return 7 * 24 * kHour;
    if (text == "monthly") return 30 * 24 * kHour;
    if (text.size() >= 2 && (text.back() == 'd' || text.back() == 'h')) {
        if (const auto count = whole(std::string_view(text).substr(0, text.size() - 1))) {
            return *count * (text.back() == 'd' ? 24 * kHour : kHour);
        }
    }
    throw std::invalid_argument(where + ": \"" + text + "\" is not an interval (daily, weekly, monthly, Nd, Nh or off)");
}

Intervals parse_intervals(const nlohmann::json& object, const std::string& where) {
    if (!object.is_object()) throw std::invalid_argument(where + " must be an object of test type → interval");
    Intervals intervals;
    for (const auto& [name, value] : object.items()) {
        const auto type = kTestTypes.parse(name);
        if (!type || (thoroughness(*type) == 0 && *type != TestType::Offline) || *type == TestType::Selective) {
            throw std::invalid_argument(where + ": \"" + name + "\" is not a test type (short, long, conveyance or offline)");
        }
        const auto text = json_as<std::string>(value);
        if (!text) throw std::invalid_argument(where + "." + name + " must be a string");
        intervals[*type] = parse_interval(*text, where + "." + name);
    }
    return intervals;
}

std::string every_words(std::int64_t seconds) {
    if (seconds % (24 * kHour) == 0) return "every " + std::to_string(seconds / (24 * kHour)) + " days";
    return "every " + std::to_string(seconds / kHour) + " hours";
}

} // namespace

Result<ScheduleConfig> parse_schedule(std::string_view json_text) {
    if (json_text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        return fail(ErrorCode::InputEmpty, "the self-test schedule is empty");
    }
    const auto document = parse_outside_json(json_text, /*ignore_comments=*/true);
    if (document.is_discarded() || !document.is_object()) {
        return fail(ErrorCode::InputMalformed, "the self-test schedule is not a JSON object");
    }
    try {
        ScheduleConfig config;
        for (const auto& [key, value] : document.items()) {
            if (key == "every_drive") {
                config.every_drive = parse_intervals(value, "every_drive");
            } else if (key == "drives") {
                if (!value.is_object()) throw std::invalid_argument("drives must be an object of drive → intervals");
                for (const auto& [drive, intervals] : value.items()) {
                    config.drives[drive] = parse_intervals(intervals, "drives." + drive);
                }
            } else {
                throw std::invalid_argument("unknown key \"" + key + "\" (every_drive, drives)");
            }
        }
        return config;
    } catch (const std::invalid_argument& error) {
        return fail(ErrorCode::InputMalformed, std::string("the self-test schedule: ") + error.what());
    }
}

Intervals intervals_for(const ScheduleConfig& config, const DriveInfo& drive) {
    Intervals intervals = config.every_drive;
    const auto apply = [&](const std::string& name) {
        const auto found = config.drives.find(name);
        if (found == config.drives.end()) return;
        for (const auto& [type, every] : found->second) intervals[type] = every;
    };
    apply(drive.device);
    if (drive.serial) apply(*drive.serial); // the serial follows the drive; it wins over the device name
    return intervals;
}

ScheduleDecision decide(const Intervals& intervals, const DriveScheduleState& state, std::int64_t now) {
    ScheduleDecision decision;
    decision.device = state.drive.device;
    const Capabilities& capabilities = state.capabilities;
    const auto last_of = [&](TestType type) -> std::optional<std::int64_t> {
        std::optional<std::int64_t> last;
        for (const auto& [started, time] : state.last_started) {
            // A more thorough test counts as this one (a long test also does what a short one does);
            // off-line data collection is no self-test and counts only as itself.
            if (started == type || (thoroughness(type) > 0 && covers(started, type))) last = std::max(last.value_or(time), time);
        }
        return last;
    };

    std::optional<TestType> due;
    bool any_scheduled = false;
    bool any_offered = false;
    for (const auto& [type, every] : intervals) {
        if (!every) continue;
        any_scheduled = true;
        if (!capabilities.offers(type)) continue;
        any_offered = true;
        const auto last = last_of(type);
        const std::int64_t due_at = last ? *last + *every : now;
        if (due_at <= now) {
            if (!due || thoroughness(type) > thoroughness(*due)) {
                due = type;
                decision.reason = (last ? "last started " + iso_utc(*last) : std::string("never started by this tool")) +
                                  "; scheduled " + every_words(*every);
            }
        } else if (!due && (!decision.due_at || due_at < *decision.due_at)) {
            decision.type = type;
            decision.due_at = due_at;
        }
    }
    if (!any_scheduled) {
        decision.reason = "no self-test is scheduled for this drive";
        return decision;
    }
    if (!any_offered) {
        decision.decision = Decision::Unsupported;
        decision.reason = capabilities.supported ? "the drive offers none of the scheduled test types"
                                                 : capabilities.unsupported_reason;
        return decision;
    }
    if (!due) {
        decision.decision = Decision::NotDue;
        decision.reason = "the " + std::string(kTestTypes.wire(decision.type)) + " test is next due " + iso_utc(*decision.due_at);
        return decision;
    }
    decision.type = *due;
    decision.due_at.reset();
    if (state.status.running) {
        decision.decision = Decision::Waiting;
        decision.reason = "a self-test is running on the drive; the due " + std::string(kTestTypes.wire(*due)) +
                          " test waits for the next run";
    } else if (state.busy) {
        decision.decision = Decision::Waiting;
        decision.reason = "the drive is busy (" + *state.busy + "); the due " + std::string(kTestTypes.wire(*due)) +
                          " test waits for the next run";
    } else {
        decision.decision = Decision::Start;
    }
    return decision;
}

} // namespace ssd::selftest
