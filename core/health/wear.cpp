#include "core/health/wear.h"

#include "core/health/attribute_values.h"
#include "core/smart/attribute_catalogue.h"

namespace ssd {

namespace {

bool is_wear_row(const AttributeEntry& entry) {
    return entry.match == NameMatch::Exact &&
           (entry.meaning == AttributeMeaning::LifeUsed || entry.meaning == AttributeMeaning::LifeRemaining);
}

// Percent of life used according to one catalogue row.
std::optional<int> used_from(const AtaAttribute& attribute, const AttributeEntry& rule, std::string& how) {
    const std::string label = attribute_label(attribute);
    const bool counts_used = rule.meaning == AttributeMeaning::LifeUsed;
    switch (rule.unit) {
    case AttributeUnit::RawPercent:
        if (counts_used) {
            if (const auto used = raw_percent(attribute, 255)) {
                how = label + ": raw value " + std::to_string(*used) + " = percent of life used";
                return *used;
            }
        } else if (const auto remaining = raw_percent(attribute, 100)) {
            how = label + ": raw value " + std::to_string(*remaining) + " = percent of life remaining";
            return 100 - *remaining;
        }
        return std::nullopt;
    case AttributeUnit::NormalizedPercent:
        if (const auto remaining = normalized_percent(attribute)) {
            how = label + ": normalized value " + std::to_string(*remaining) + " = percent of life remaining";
            return 100 - *remaining;
        }
        return std::nullopt;
    case AttributeUnit::NormalizedOrRawPercent: {
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
    default: return std::nullopt;
    }
}

std::string percent(int value) { return std::to_string(value) + " %"; }

} // namespace

std::optional<AttributeWear> wear_from_attributes(const SmartReport& report) {
    if (!names_from_drive_database(report)) {
        return std::nullopt;
    }
    // Catalogue order is the order of preference.
    for (const auto& rule : attribute_catalogue()) {
        if (!is_wear_row(rule)) {
            continue;
        }
        const AtaAttribute* attribute =
            attribute_named(report, rule.name, rule.id == 0 ? std::nullopt : std::optional<int>(rule.id));
        if (attribute == nullptr) {
            continue;
        }
        std::string how;
        if (const auto used = used_from(*attribute, rule, how)) {
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
        // Unit-safe (smartctl >= 7.5 derives it itself): preferred, and checked against the attributes.
        wear.percent_used = report.endurance_used_percent;
        source = "smartctl's endurance_used: " + percent(*wear.percent_used);
        if (const auto attribute = names_from_drive_database(report) ? wear_from_attributes(report) : std::nullopt) {
            source += attribute->percent_used == *wear.percent_used
                          ? " (" + attribute->how + ", agrees)"
                          : " (" + attribute->how + " gives " + percent(attribute->percent_used) +
                                " used; smartctl's value is preferred)";
        }
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
        if (const AtaAttribute* reserve = attribute_with_meaning(report, AttributeMeaning::SpareRemaining)) {
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
