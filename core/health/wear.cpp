#include "core/health/wear.h"

#include <array>

#include "core/health/attribute_values.h"

namespace ssd {

namespace {

constexpr std::array kWearRules{
    WearRule{"Percent_Lifetime_Remain", 202, WearMeaning::RawUsed,
             "Micron 5100/52x0/5300 (202): despite the name the raw value is the percent of lifetime used "
             "(drivedb: 'norm = max(100-raw,0); raw = percent_lifetime_used')"},
    WearRule{"Perc_Rated_Life_Used", 0, WearMeaning::RawUsed,
             "Crucial m4/C400 (202): raw value = percent of rated life used"},
    WearRule{"Percent_Lifetime_Used", 0, WearMeaning::RawUsed, "Crucial/Micron (202): raw value = percent used"},
    WearRule{"Remaining_Lifetime_Perc", 0, WearMeaning::RawRemaining,
             "Silicon Motion (169) and others: raw value = percent of life remaining (the SMI drives keep "
             "177 Wear_Leveling_Count's normalized value at 100, so this rule comes first)"},
    WearRule{"Percent_Life_Remaining", 0, WearMeaning::NormalizedRemaining,
             "Dell-certified Intel (245): normalized value = percent of life remaining"},
    WearRule{"Media_Wearout_Indicator", 0, WearMeaning::NormalizedRemaining,
             "Intel (233): normalized value falls from 100 to 1 as the rated erase cycles are used "
             "(on Intel drives 233 is this, not NAND writes)"},
    WearRule{"SSD_Life_Left", 0, WearMeaning::NormalizedOrRawRemaining,
             "SandForce and Phison (231): normalized value = life remaining (SandForce raw values are not "
             "percentages, e.g. 4294967296); Phison-based Kingston KC400 leaves the normalized value at 100 "
             "and reports the remaining percent in the raw value, so a raw value of 0..100 is also read and "
             "the lower remaining life is taken"},
    WearRule{"Wear_Leveling_Count", 0, WearMeaning::NormalizedRemaining,
             "Samsung (177), Crucial m4 (173): normalized value = life remaining; the raw value is an "
             "average erase count, not a percentage"},
};

// Percent of life used according to one rule.
std::optional<int> used_from(const AtaAttribute& attribute, WearMeaning meaning, std::string& how) {
    const std::string label = attribute_label(attribute);
    switch (meaning) {
    case WearMeaning::RawUsed:
        if (const auto used = raw_percent(attribute, 255)) {
            how = label + ": raw value " + std::to_string(*used) + " = percent of life used";
            return *used;
        }
        return std::nullopt;
    case WearMeaning::RawRemaining:
        if (const auto remaining = raw_percent(attribute, 100)) {
            how = label + ": raw value " + std::to_string(*remaining) + " = percent of life remaining";
            return 100 - *remaining;
        }
        return std::nullopt;
    case WearMeaning::NormalizedRemaining:
        if (const auto remaining = normalized_percent(attribute)) {
            how = label + ": normalized value " + std::to_string(*remaining) + " = percent of life remaining";
            return 100 - *remaining;
        }
        return std::nullopt;
    case WearMeaning::NormalizedOrRawRemaining: {
        const auto normalized = normalized_percent(attribute);
        const auto raw = raw_percent(attribute, 100);
        if (normalized && raw && *raw < *normalized) {
            how = label + ": raw value " + std::to_string(*raw) + " = percent of life remaining (the normalized value " +
                  std::to_string(*normalized) + " is higher; the lower is taken)";
            return 100 - *raw;
        }
        if (normalized) {
            how = label + ": normalized value " + std::to_string(*normalized) + " = percent of life remaining" +
                  (raw ? std::string() : " (raw value '" + attribute.raw_string + "' is not a percentage)");
            return 100 - *normalized;
        }
        if (raw) {
            how = label + ": raw value " + std::to_string(*raw) + " = percent of life remaining";
            return 100 - *raw;
        }
        return std::nullopt;
    }
    }
    return std::nullopt;
}

std::string percent(int value) { return std::to_string(value) + " %"; }

} // namespace

std::span<const WearRule> wear_rules() { return kWearRules; }

std::optional<AttributeWear> wear_from_attributes(const SmartReport& report) {
    if (!names_from_drive_database(report)) {
        return std::nullopt;
    }
    for (const auto& rule : kWearRules) {
        const AtaAttribute* attribute =
            attribute_named(report, rule.name, rule.id == 0 ? std::nullopt : std::optional<int>(rule.id));
        if (attribute == nullptr) {
            continue;
        }
        std::string how;
        if (const auto used = used_from(*attribute, rule.meaning, how)) {
            return AttributeWear{*used, how};
        }
    }
    return std::nullopt;
}

WearFacts analyze_wear(const SmartReport& report) {
    WearFacts wear;
    std::string source;
    if (report.nvme && report.nvme->percentage_used) {
        wear.percent_used = report.nvme->percentage_used;
        source = "NVMe health log: Percentage Used " + percent(*wear.percent_used);
    } else if (const DeviceStatistic* statistic = report.device_statistic("Percentage Used Endurance Indicator");
               statistic != nullptr && statistic->page == 7 && statistic->value <= 255) {
        wear.percent_used = static_cast<int>(statistic->value);
        source = "ATA Device Statistics: Percentage Used Endurance Indicator " + percent(*wear.percent_used);
        if (const auto attribute = wear_from_attributes(report)) {
            source += attribute->percent_used == *wear.percent_used
                          ? " (" + attribute->how + ", agrees)"
                          : " (" + attribute->how + " gives " + percent(attribute->percent_used) +
                                " used; the standard statistic is preferred)";
        }
    } else if (report.endurance_used_percent && *report.endurance_used_percent >= 0) {
        wear.percent_used = report.endurance_used_percent;
        source = "smartctl's endurance_used: " + percent(*wear.percent_used);
    } else if (const auto attribute = wear_from_attributes(report)) {
        wear.percent_used = attribute->percent_used;
        source = attribute->how + ", so " + percent(attribute->percent_used) + " used";
    }

    // Spare blocks left.
    std::string spare;
    if (report.nvme && report.nvme->available_spare) {
        wear.available_spare_percent = report.nvme->available_spare;
        spare = "NVMe Available Spare " + percent(*wear.available_spare_percent);
        if (report.nvme->available_spare_threshold) {
            spare += " (threshold " + percent(*report.nvme->available_spare_threshold) + ")";
        }
    } else if (report.spare_available_percent) {
        wear.available_spare_percent = report.spare_available_percent;
        spare = "smartctl's spare_available " + percent(*wear.available_spare_percent);
    } else if (names_from_drive_database(report)) {
        // Intel: "Available Reserved Space", normalized 100 = all reserve left (threshold 10).
        if (const AtaAttribute* reserve = attribute_named(report, "Available_Reservd_Space")) {
            if (const auto left = normalized_percent(*reserve)) {
                wear.available_spare_percent = left;
                spare = attribute_label(*reserve) + " normalized " + percent(*left);
            }
        }
    }

    if (source.empty()) {
        source = report.rotation_rate.value_or(0) > 0 ? "rotating drive: flash wear does not apply"
                 : report.is_nvme() ? "the NVMe health log gives no Percentage Used"
                 : !names_from_drive_database(report) && !report.attributes.empty()
                     ? "no standard wear statistic, and the attribute names are not from smartctl's drive "
                       "database, so no wear attribute is interpreted"
                     : "the drive reports no wear indicator of known meaning";
    }
    if (!spare.empty()) {
        source += "; spare: " + spare;
    }
    wear.source = source;
    return wear;
}

} // namespace ssd
