#include "core/smart/smart_report.h"

#include <cstdio>

namespace ssd {

const AtaAttribute* SmartReport::attribute(int id) const {
    for (const auto& attribute : attributes) {
        if (attribute.id == id) {
            return &attribute;
        }
    }
    return nullptr;
}

const DeviceStatistic* SmartReport::device_statistic(std::string_view name) const {
    for (const auto& statistic : device_statistics) {
        if (statistic.name == name) {
            return &statistic;
        }
    }
    return nullptr;
}

std::string world_wide_name_text(std::uint64_t naa, std::uint64_t oui, std::uint64_t id) {
    char text[48];
    std::snprintf(text, sizeof text, "%llx %06llx %09llx", static_cast<unsigned long long>(naa),
                  static_cast<unsigned long long>(oui), static_cast<unsigned long long>(id));
    return text;
}

std::optional<int> reported_temperature(std::optional<int> celsius) {
    return celsius == 0 ? std::nullopt : celsius;
}

} // namespace ssd
