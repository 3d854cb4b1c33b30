#include "app/gui/smart_attributes.h"

#include <QObject>

#include "app/gui/format.h"

namespace ssd::gui {

namespace {

struct Description {
    const char* key; // a name fragment (case-insensitive)
    const char* text;
};

// Matched in order against the attribute's name.
const Description kByName[] = {
    {"Raw_Read_Error_Rate", "Read errors corrected by the drive, scaled by the vendor; the raw value is often a "
                            "vendor-specific counter and not a count of failures."},
    {"Reallocated_Sector", "Sectors found bad and replaced from the spare area. Any non-zero count means the "
                           "media has defects; a growing count is a warning sign."},
    {"Retired_Block", "Flash blocks retired because they went bad. A few are normal over a drive's life; a "
                      "growing count means the flash is wearing out."},
    {"Runtime_Bad_Block", "Flash blocks that failed during use and were retired."},
    {"Power_On_Hours", "How long the drive has been powered on."},
    {"Power_Cycle", "How many times the drive was powered on."},
    {"Unexpect_Power_Loss", "Power losses without a clean shutdown; the drive may lose data that was in flight."},
    {"Unsafe_Shutdown", "Power losses without a clean shutdown; the drive may lose data that was in flight."},
    {"Power-Off_Retract", "Power losses without a clean shutdown."},
    {"Wear_Leveling", "Wear of the flash: how evenly and how much the erase cycles have been used."},
    {"Wear_Range_Delta", "Difference between the most and least worn flash blocks."},
    {"Media_Wearout", "Remaining flash endurance as the vendor computes it (100 = new)."},
    {"Percent_Lifetime", "Share of the rated flash endurance already used or left, as the vendor computes it."},
    {"SSD_Life_Left", "Remaining flash endurance as the vendor computes it (100 = new)."},
    {"Remaining_Lifetime", "Remaining flash endurance as the vendor computes it."},
    {"Available_Reservd_Space", "Spare flash blocks still available to replace bad ones."},
    {"Program_Fail", "Writes (programs) of flash pages that failed; the block is retired."},
    {"Erase_Fail", "Erases of flash blocks that failed; the block is retired."},
    {"Reported_Uncorrect", "Errors the drive could not correct and reported to the computer: data was lost."},
    {"Uncorrectable", "Errors the drive could not correct: data was lost."},
    {"Current_Pending", "Sectors waiting to be remapped because they could not be read reliably."},
    {"Offline_Uncorrectable", "Sectors found unreadable during the drive's offline scan."},
    {"CRC_Error", "Transfers corrupted on the cable or connector between the drive and the computer. Growing "
                  "counts point to a bad SATA cable or port, not to the drive."},
    {"Temperature", "Current temperature in °C (the raw value may also hold the minimum and maximum)."},
    {"Airflow_Temperature", "Temperature in °C measured in the air flow."},
    {"Lifetime_Writes", "Data written by the computer over the drive's life."},
    {"Host_Writes", "Data written by the computer over the drive's life."},
    {"Total_LBAs_Written", "Data written by the computer, counted in logical blocks."},
    {"Total_LBAs_Read", "Data read by the computer, counted in logical blocks."},
    {"Lifetime_Reads", "Data read by the computer over the drive's life."},
    {"Host_Reads", "Data read by the computer over the drive's life."},
    {"NAND_Writes", "Data written to the flash itself (host writes plus what garbage collection moves)."},
    {"Flash_Writes", "Data written to the flash itself (host writes plus what garbage collection moves)."},
    {"SandForce_Internal", "On SandForce drives: data written to the flash, in GiB (used for write amplification)."},
    {"Soft_Read_Error", "Read errors the drive corrected with its error-correction code."},
    {"ECC", "Errors corrected with the drive's error-correction code."},
    {"Spin_Up_Time", "Time to spin up (hard disks; meaningless on SSDs)."},
    {"Seek_Error", "Seek errors of the heads (hard disks)."},
    {"Command_Timeout", "Commands that timed out; often a power or cable problem."},
    {"End-to-End_Error", "Data corrupted inside the drive between the cache and the flash."},
    {"Unused_Rsvd_Blk", "Spare blocks still unused."},
    {"Used_Rsvd_Blk", "Spare blocks already used to replace bad ones."},
    {"Erase_Count", "Erase cycles of the flash blocks."},
    {"Head_Flying", "Hours the heads were flying (hard disks)."},
};

bool defectCounter(const QString& name) {
    for (const char* fragment : {"Reallocated", "Retired_Block", "Runtime_Bad_Block", "Program_Fail", "Erase_Fail",
                                 "Reported_Uncorrect", "Uncorrectable", "Current_Pending", "CRC_Error",
                                 "End-to-End_Error"}) {
        if (name.contains(QLatin1String(fragment), Qt::CaseInsensitive)) return true;
    }
    return false;
}

} // namespace

QString attributeDescription(int id, const QString& name) {
    for (const auto& entry : kByName) {
        if (name.contains(QLatin1String(entry.key), Qt::CaseInsensitive)) return QObject::tr(entry.text);
    }
    switch (id) {
    case 1: return QObject::tr("Read error rate (vendor-specific scale).");
    case 5: return QObject::tr("Reallocated sectors or retired blocks: replaced from the spare area.");
    case 9: return QObject::tr("Power-on time.");
    case 12: return QObject::tr("Power cycles.");
    case 194: return QObject::tr("Temperature in °C.");
    case 199: return QObject::tr("Interface CRC errors: a cable or port problem.");
    default: break;
    }
    return QObject::tr("A vendor-specific attribute: smartctl's drive database names it \"%1\"; its raw value's "
                       "meaning is the vendor's.")
        .arg(name);
}

AttributeConcern attributeConcern(const Json& attribute) {
    if (attribute.value("failing_now", false)) return AttributeConcern::Failing;
    const auto value = numberField(attribute, "value");
    const auto threshold = numberField(attribute, "thresh");
    if (value && threshold && *threshold > 0 && *value <= *threshold) return AttributeConcern::Failing;
    if (!stringField(attribute, "when_failed", {}).isEmpty()) return AttributeConcern::Concerning;
    const auto raw = numberField(attribute, "raw");
    if (raw && *raw > 0 && defectCounter(stringField(attribute, "name", {}))) return AttributeConcern::Concerning;
    return AttributeConcern::None;
}

QString concernText(const Json& attribute) {
    switch (attributeConcern(attribute)) {
    case AttributeConcern::Failing:
        return QObject::tr("Failing: the normalized value reached the vendor's threshold.");
    case AttributeConcern::Concerning:
        return stringField(attribute, "when_failed", {}).isEmpty()
                   ? QObject::tr("Worth watching: this defect counter is not zero.")
                   : QObject::tr("Failed in the past (%1).").arg(stringField(attribute, "when_failed", {}));
    case AttributeConcern::None: break;
    }
    return {};
}

} // namespace ssd::gui
