// A drive's own self-tests (ATA SMART self-tests, NVMe Device Self-test) as
// plain model types: what a drive offers, what runs now, and its log decoded
// into words. The codes come from ACS-3 (ATA self-test execution status:
// upper nibble the result, lower nibble the tenths remaining) and the NVM
// Express Base Specification (Device Self-test log: bits 3:0 the result,
// bits 7:4 the test code). Both sources end up in the same types, so the CLI,
// the GUI, the history and the findings never look at a raw code again.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/util/enum_table.h"

namespace ssd::selftest {

// Which test. Short and Long exist on both ATA and NVMe (NVMe "extended" is Long).
enum class TestType { Short, Long, Conveyance, Offline, Selective, Vendor, Unknown };
inline constexpr EnumTable<TestType, 7> kTestTypes{{{
    {TestType::Short, "short", "Short"},
    {TestType::Long, "long", "Extended (long)"},
    {TestType::Conveyance, "conveyance", "Conveyance"},
    {TestType::Offline, "offline", "Offline data collection"},
    {TestType::Selective, "selective", "Selective"},
    {TestType::Vendor, "vendor", "Vendor-specific"},
    {TestType::Unknown, "unknown", "Unknown"},
}}};

// How a test ended, grouped by what a person does about it. The exact reason
// (which element failed, which segment) is in LogEntry::words.
enum class Outcome {
    Passed,       // completed without error
    Running,      // still in progress
    Aborted,      // stopped by the host (abort command), a namespace removal, format, sanitize
    Interrupted,  // cut short by a reset or a power loss
    Failed,       // a failing element or segment: the drive found a defect
    FatalError,   // the test could not complete: a fatal or unknown error
    Unknown,      // a code this tool does not know (said with the code)
};
inline constexpr EnumTable<Outcome, 7> kOutcomes{{{
    {Outcome::Passed, "passed", "Passed"},
    {Outcome::Running, "running", "Running"},
    {Outcome::Aborted, "aborted", "Aborted"},
    {Outcome::Interrupted, "interrupted", "Interrupted"},
    {Outcome::Failed, "failed", "Failed"},
    {Outcome::FatalError, "fatal-error", "Could not complete"},
    {Outcome::Unknown, "unknown", "Unknown result"},
}}};

// A finished (or running) test as the drive logged it, newest first in a log.
struct LogEntry {
    TestType type = TestType::Unknown;
    Outcome outcome = Outcome::Unknown;
    std::string words;                           // "Completed: read failure", "Failed segment 3"
    int status_code = 0;                         // the raw status byte, for evidence only
    std::optional<int> remaining_percent;        // ATA: what was left when it stopped
    std::optional<std::uint64_t> power_on_hours; // the drive's age when it ran
    std::optional<std::uint64_t> failing_lba;    // the first failing LBA, where reported
    std::optional<int> failed_segment;           // NVMe: the segment that failed
    std::optional<int> nvme_status_code_type;    // NVMe: SCT of the failing command, where valid
    std::optional<int> nvme_status_code;         // NVMe: SC of the failing command, where valid
    std::optional<std::uint32_t> nsid;           // NVMe: the namespace tested, where valid
    friend bool operator==(const LogEntry&, const LogEntry&) = default;
};

// What the drive offers. `supported` false with the reason when it runs none
// (a virtio disk, a USB bridge that passes no SMART commands).
struct Capabilities {
    bool supported = false;
    std::string unsupported_reason;
    std::vector<TestType> types;                  // the tests it advertises, in kTestTypes order
    std::optional<int> short_minutes;             // the drive's polling time (ATA) / estimate
    std::optional<int> long_minutes;              // ATA extended polling time, NVMe EDSTT
    std::optional<int> conveyance_minutes;
    std::optional<int> offline_seconds;           // ATA offline data collection time
    bool offers(TestType type) const;
    std::optional<int> minutes_for(TestType type) const;
};

// What runs now.
struct Status {
    bool running = false;
    TestType type = TestType::Unknown;            // of the running test, where the drive says
    std::optional<int> remaining_percent;         // ATA reports it in steps of 10
    std::string words;                            // the drive's execution status in words
};

// Everything one read gives: capabilities, status and the log (newest first).
struct SelfTests {
    Capabilities capabilities;
    Status status;
    std::vector<LogEntry> log;
    bool log_read = false;                        // false: the log was not part of the read
};

// A test that ended (the log may start with the one still running).
bool is_finished(Outcome outcome);
// The drive found a defect (a failed element or segment), or could not finish
// for a fatal error: what a self-test finding is about.
bool found_defect(Outcome outcome);
// How much of the drive a test reads, to compare tests: short 1, conveyance
// and selective 2, long 3; offline, vendor and unknown 0 (not comparable).
int thoroughness(TestType type);
// A pass of `later` speaks for the drive where `earlier` failed: the same
// test, or a more thorough one.
bool covers(TestType later, TestType earlier);

} // namespace ssd::selftest
