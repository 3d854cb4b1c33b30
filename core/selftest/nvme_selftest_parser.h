// NVMe Device Self-test (NVM Express Base Specification, Device Self-test log
// page 06h) from the two tools that read it:
//  - nvme-cli's `nvme self-test-log DEV -o json` (key spellings from
//    nvme-print.c / nvme-print-json.c; the same in 1.x and 2.x:
//    "Current Device Self-Test Operation", "List of Valid Reports",
//    "Self test result", "Self test code", "Segment number", ...);
//  - smartctl >= 7.4's `nvme_self_test_log` (smartmontools nvmeprint.cpp).
// Each log entry's status byte: bits 3:0 the result, bits 7:4 the test code.
// Results are decoded from the codes into our words.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/selftest/selftest.h"
#include "core/util/error.h"

namespace ssd::selftest {

// The Self-test Result nibble: outcome and words ("Completed: failed segment 3").
struct NvmeResult {
    Outcome outcome = Outcome::Unknown;
    std::string words;
};
NvmeResult decode_nvme_result(int result, std::optional<int> segment);
// The Self-test Code nibble: 1 short, 2 extended, 0xE vendor.
TestType nvme_test_type(int code);

// `nvme self-test-log DEV -o json`. The log does not say what the drive
// offers: capabilities stay empty (supported=false, no reason) and come from
// nvme_selftest_capabilities(). Unused entries (result 0xF) are skipped.
// Errors: InputEmpty, InputMalformed (not JSON, not a self-test log).
Result<SelfTests> parse_nvme_cli_selftest_log(std::string_view json_text);

// smartctl's `nvme_self_test_log` (and `nvme_optional_admin_commands` for
// what the drive offers, smartctl >= 7.5).
SelfTests nvme_selftests_from_smartctl(const nlohmann::json& document);
bool has_nvme_selftest_data(const nlohmann::json& document);

// From Identify Controller: OACS bit 4 is Device Self-test support; EDSTT is
// the extended test's time in minutes (0: not reported). A short test takes
// at most 2 minutes by the specification.
Capabilities nvme_selftest_capabilities(std::uint32_t oacs, std::optional<int> edstt_minutes);

} // namespace ssd::selftest
