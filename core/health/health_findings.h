// Health findings of one drive (docs/CONTRACT.md ids): smart-failing, wear-high,
// media-errors, interface-crc-errors, non-medium-errors (SAS/SCSI), temperature-high,
// write-amplification-high, and from the self-test log selftest-failed or
// selftest-failed-earlier (selftest_findings.h). Each carries the numbers it used as evidence and
// a fix in words. Thresholds are constants here so tests and docs share them.
#pragma once

#include <cstdint>
#include <vector>

#include "core/health/drive_facts.h"
#include "core/health/evidence_words.h"
#include "core/health/media_counters.h"
#include "core/smart/smart_report.h"

namespace ssd {

// wear-high: from 80 % of rated life used (warning), critical from 100 %.
// Drive makers rate endurance so the drive still works at 100 %; 80 % leaves
// time to plan a replacement.
constexpr int kWearHighPercent = 80;
constexpr int kWearExhaustedPercent = 100;

// interface-crc-errors: any CRC error fires (info); from 10 it is a warning.
// A handful can come from one hot-plug or a single glitch; ten or more point
// at a bad cable, connector or port.
constexpr std::uint64_t kCrcWarningCount = 10;

// non-medium-errors (SAS/SCSI): any fires (info); from 10 a warning, as for CRC errors: a few come
// from a reset or a hot-plug, more point at a cable, expander or the drive's electronics.
constexpr std::uint64_t kNonMediumWarningCount = 10;

// temperature-high: at or above the drive's own operating limit when it
// reports one (ATA SCT status, NVMe WCTEMP), else 70 °C, the upper operating
// temperature most SATA and NVMe SSD datasheets give.
constexpr int kDefaultTemperatureLimitC = 70;

// write-amplification-high: WA of 5.0 or more, once the host has written at
// least the drive's capacity (before that a small host count makes the ratio
// noisy; without a known capacity, 100 GB). Healthy use stays well below: of
// the 16 real SSDs whose WA the test captures allow, 13 lie between 1.05 and
// 3.84 (client drives 1.1-2.5, busy datacenter drives up to 3.84); the others
// are 4.52 (a 32 GB industrial drive), 5.95 and 9.85 (Intel S4610/S4510 with
// little host data). At 5 or more the flash is written five times for every
// byte the computer sends: typically a drive kept nearly full, TRIM not
// reaching it, or many small random synchronous writes.
constexpr double kWriteAmplificationHigh = 5.0;
constexpr std::uint64_t kWriteAmplificationMinHostBytesDefault = 100ULL * 1000 * 1000 * 1000; // capacity unknown

std::vector<Finding> health_findings(const SmartReport& report, const DriveFacts& facts, const MediaCounters& media);
// The words for the evidence keys of the findings above (evidence_words.h).
std::span<const FindingEvidence> health_finding_evidence();

} // namespace ssd
