#include "core/alerts/rule_table.h"

#include <array>

#include "core/alerts/rule_measures.h"

namespace ssd::alerts {

namespace {

constexpr auto W = Severity::Warning;
constexpr auto C = Severity::Critical;
constexpr std::optional<double> kNever;

// Sectors the drive lost or cannot read, and every NVMe critical warning, are
// critical from the first; a cable (CRC), heat, wear below 95 %, bursts, WA and
// firmware advisories are warnings.
constexpr std::array<RuleRow, kRules.size()> kTable{{
    {Rule::ReallocatedSectors, C, kNever, reallocated_sectors, "the count (ATA 5, or 196 without 5)"},
    {Rule::PendingSectors, C, kNever, pending_sectors, "the count (ATA 197)"},
    {Rule::OfflineUncorrectable, C, kNever, offline_uncorrectable, "the count (ATA 198)"},
    {Rule::CrcErrors, W, kNever, crc_errors, "the count (ATA 199)"},
    {Rule::MediaErrors, C, kNever, media_errors, "the count (NVMe health log)"},
    {Rule::NvmeSpareWarning, C, kNever, critical_warning_bit<0>, "1 while bit 0 is set"},
    {Rule::NvmeTemperatureWarning, C, kNever, critical_warning_bit<1>, "1 while bit 1 is set"},
    {Rule::NvmeReliabilityWarning, C, kNever, critical_warning_bit<2>, "1 while bit 2 is set"},
    {Rule::NvmeReadOnlyWarning, C, kNever, critical_warning_bit<3>, "1 while bit 3 is set"},
    {Rule::NvmeBackupWarning, C, kNever, critical_warning_bit<4>, "1 while bit 4 is set"},
    {Rule::NvmePmrWarning, C, kNever, critical_warning_bit<5>, "1 while bit 5 is set"},
    {Rule::TemperatureHigh, W, 2, temperature_high, "1 at the warning threshold, 2 at the critical one"},
    {Rule::WearLevel, W, 95, wear_level, "the step crossed: 80, 90, 95 or 100 (% used)"},
    {Rule::SpareLow, C, kNever, spare_low, "percentage points of spare below the drive's threshold"},
    {Rule::VerdictWorse, W, 2, verdict_worse, "1 warning, 2 failing"},
    {Rule::SelftestFailed, C, kNever, selftest_failed, "failed entries in the drive's self-test log"},
    {Rule::WriteBurst, W, kNever, write_burst, "the host counter's bytes (worse: another burst's worth)"},
    {Rule::WeeklyWa, W, kNever, weekly_wa, "the WA over the 7 days before (worse: +0.5)"},
    {Rule::FirmwareAdvisory, W, kNever, firmware_advisory, "advisories that apply"},
}};

constexpr bool in_rules_order() {
    for (std::size_t i = 0; i < kTable.size(); ++i) {
        if (kTable[i].rule != kRules.entries[i].value) return false;
    }
    return true;
}
static_assert(in_rules_order(), "one row per rule, in kRules order");

} // namespace

std::span<const RuleRow> rule_table() { return kTable; }

Severity severity_at(const RuleRow& row, double level) {
    return row.critical_from && level >= *row.critical_from ? Severity::Critical : row.severity;
}

} // namespace ssd::alerts
