// ATA SMART self-tests from any `smartctl --json` document (-x, -a, -c,
// -l selftest, -l xselftest): what the drive offers (ata_smart_data's
// capabilities and polling minutes), what runs now (the self-test execution
// status byte) and the log (ata_smart_self_test_log, standard or extended).
// Results are decoded from the numeric codes (ACS-3), never from smartctl's
// strings, which change between smartctl versions.
#pragma once

#include <nlohmann/json.hpp>

#include "core/selftest/selftest.h"

namespace ssd::selftest {

// The ACS-3 self-test execution status byte: bits 7:4 the result, bits 3:0
// the tenths of the test still to run.
struct AtaExecutionStatus {
    Outcome outcome = Outcome::Unknown;
    std::string words;           // "Completed: read failure"
    int remaining_percent = 0;   // lower nibble × 10
};
AtaExecutionStatus decode_ata_execution_status(int status_byte);

// The test a log entry's LBA-low byte names (ACS-3 SMART EXECUTE OFF-LINE
// IMMEDIATE subcommands: 1/129 short, 2/130 extended, 3/131 conveyance,
// 4/132 selective (offline/captive), 0 offline data collection; the rest vendor).
TestType ata_test_type(int subcommand);

// Whatever the document holds; a document without ATA self-test data gives
// Capabilities{supported=false} with the reason, and log_read=false.
SelfTests ata_selftests_from_smartctl(const nlohmann::json& document);

// Whether the document carries any ATA self-test data at all.
bool has_ata_selftest_data(const nlohmann::json& document);

} // namespace ssd::selftest
