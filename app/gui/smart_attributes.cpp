#include "app/gui/smart_attributes.h"

#include <QObject>

#include "core/smart/attribute_catalogue.h"

namespace ssd::gui {

QString attributeDescription(int id, const QString& name) {
    if (const auto text = attribute_description(id, name.toStdString())) return QString::fromStdString(*text);
    return QObject::tr("A vendor-specific attribute: smartctl's drive database names it \"%1\"; its raw value's "
                       "meaning is the vendor's.")
        .arg(name);
}

AttributeConcern attributeConcern(const AtaAttribute& attribute) {
    if (attribute.failing_now()) return AttributeConcern::Failing;
    if (attribute.thresh > 0 && attribute.value <= attribute.thresh) return AttributeConcern::Failing;
    if (!attribute.when_failed.empty()) return AttributeConcern::Concerning;
    if (attribute.raw > 0 && is_defect_attribute(attribute.id, attribute.name)) return AttributeConcern::Concerning;
    return AttributeConcern::None;
}

QString concernText(const AtaAttribute& attribute) {
    switch (attributeConcern(attribute)) {
    case AttributeConcern::Failing:
        return QObject::tr("Failing: the normalized value reached the vendor's threshold.");
    case AttributeConcern::Concerning:
        return attribute.when_failed.empty()
                   ? QObject::tr("Worth watching: this defect counter is not zero.")
                   : QObject::tr("Failed in the past (%1).").arg(QString::fromStdString(attribute.when_failed));
    case AttributeConcern::None: break;
    }
    return {};
}

} // namespace ssd::gui
