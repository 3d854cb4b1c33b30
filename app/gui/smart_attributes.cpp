#include "app/gui/smart_attributes.h"

#include <QObject>

#include "app/gui/format.h"
#include "core/smart/attribute_catalogue.h"

namespace ssd::gui {

QString attributeDescription(int id, const QString& name) {
    if (const auto text = attribute_description(id, name.toStdString())) return QString::fromStdString(*text);
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
    if (raw && *raw > 0 &&
        is_defect_attribute(static_cast<int>(numberField(attribute, "id").value_or(0)),
                            stringField(attribute, "name", {}).toStdString())) {
        return AttributeConcern::Concerning;
    }
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
