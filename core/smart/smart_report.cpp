#include "core/smart/smart_report.h"

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

} // namespace ssd
