// When the sampling run starts a drive's self-test: the administrator's
// schedule (a JSON file, comments allowed; resources/selftest/ has the
// documented example) and the decision for each drive at one moment. Pure:
// time, what the drive says and what the history remembers are inputs, so
// the rules are tested with an injected clock.
//
//   {
//     "every_drive": {"short": "weekly", "long": "monthly"},
//     "drives": {"S3Z1NB0K123456A": {"long": "off"}, "/dev/sdb": {"short": "daily"}}
//   }
//
// Intervals: "daily", "weekly", "monthly" (30 days), "Nd" (N days), "Nh" (N
// hours) or "off". A drive is named by serial number or device path; its own
// entries replace the every_drive ones type by type.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/drive/drive_info.h"
#include "core/selftest/selftest.h"
#include "core/util/enum_table.h"
#include "core/util/error.h"

namespace ssd::selftest {

// Type → seconds between tests; nullopt: "off" (an every_drive entry switched off).
using Intervals = std::map<TestType, std::optional<std::int64_t>>;

struct ScheduleConfig {
    Intervals every_drive;
    std::map<std::string, Intervals> drives; // by serial number or device path
};

// InputEmpty, InputMalformed (not JSON, an unknown key or type, a bad interval), with the place.
Result<ScheduleConfig> parse_schedule(std::string_view json_text);

// The intervals that apply to one drive.
Intervals intervals_for(const ScheduleConfig& config, const DriveInfo& drive);

enum class Decision {
    Start,       // due now: start `type`
    NotDue,      // the next is due at `due_at`
    Waiting,     // due, but a test runs or the drive is busy: next run
    Unsupported, // the drive runs no self-test or does not offer the type
    NotScheduled,
};
inline constexpr EnumTable<Decision, 5> kDecisions{{{
    {Decision::Start, "start", "starts now"},
    {Decision::NotDue, "not-due", "not due yet"},
    {Decision::Waiting, "waiting", "due, waiting"},
    {Decision::Unsupported, "unsupported", "not supported by the drive"},
    {Decision::NotScheduled, "not-scheduled", "no schedule for this drive"},
}}};

// What is known of one drive at the moment of deciding.
struct DriveScheduleState {
    DriveInfo drive;
    Capabilities capabilities;
    Status status;
    std::optional<std::string> busy;               // what holds the drive (a benchmark, an erase)
    std::map<TestType, std::int64_t> last_started; // from the history: Unix seconds
};

struct ScheduleDecision {
    std::string device;
    TestType type = TestType::Short;
    Decision decision = Decision::NotScheduled;
    std::string reason;
    std::optional<std::int64_t> due_at;
};

// At most one test per drive and run: of the due types the longest (a long
// test covers what a short one checks, so it also counts as the short one).
// Never while a test runs on the drive or something holds it.
ScheduleDecision decide(const Intervals& intervals, const DriveScheduleState& state, std::int64_t now);

} // namespace ssd::selftest
