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

} // namespace ssd
