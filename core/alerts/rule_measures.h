// The rules' measures, one file per family; rule_table.cpp puts each in its
// row with the rule's id and severity. Each says what the judged sample shows:
// Unknown when the sample does not carry the data, Clear when the condition is
// gone, Holds with the level (larger is worse) and the evidence.
#pragma once

#include "core/alerts/rule_input.h"

namespace ssd::alerts {

// rules_counters.cpp: error counters whose level is the count.
RuleReading reallocated_sectors(const RuleInput& input);  // ATA 5, or 196 where 5 is absent
RuleReading pending_sectors(const RuleInput& input);      // ATA 197
RuleReading offline_uncorrectable(const RuleInput& input);  // ATA 198
RuleReading crc_errors(const RuleInput& input);           // ATA 199
RuleReading media_errors(const RuleInput& input);         // NVMe Media and Data Integrity Errors
// NVMe critical warning byte: one rule per bit (level 1 while set).
template <int Bit>
RuleReading critical_warning_bit(const RuleInput& input);
extern template RuleReading critical_warning_bit<0>(const RuleInput&);
extern template RuleReading critical_warning_bit<1>(const RuleInput&);
extern template RuleReading critical_warning_bit<2>(const RuleInput&);
extern template RuleReading critical_warning_bit<3>(const RuleInput&);
extern template RuleReading critical_warning_bit<4>(const RuleInput&);
extern template RuleReading critical_warning_bit<5>(const RuleInput&);

// rules_temperature.cpp: level 1 at the warning threshold, 2 at the critical one.
RuleReading temperature_high(const RuleInput& input);

// rules_wear.cpp
RuleReading wear_level(const RuleInput& input);  // level: the step crossed (80, 90, 95, 100)
RuleReading spare_low(const RuleInput& input);   // level: percentage points below the threshold

// rules_state.cpp
RuleReading verdict_worse(const RuleInput& input);    // level: 1 warning, 2 failing
RuleReading selftest_failed(const RuleInput& input);  // level: failed entries in the log
RuleReading firmware_advisory(const RuleInput& input);  // level 1 while the finding is there

// rules_writes.cpp
RuleReading write_burst(const RuleInput& input);  // level: the host counter's bytes
RuleReading weekly_wa(const RuleInput& input);    // level: the WA over the 7 days before

} // namespace ssd::alerts
