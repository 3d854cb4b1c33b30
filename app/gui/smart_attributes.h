// What each SMART attribute means, for the table's tooltips, and which rows
// deserve attention, from the core's attribute catalogue
// (core/smart/attribute_catalogue.h): keyed by smartctl's drive-database name
// first (the same number means different things on different drives), then by
// number.
#pragma once

#include <QString>

#include "core/smart/smart_report.h"

namespace ssd::gui {

QString attributeDescription(int id, const QString& name);

enum class AttributeConcern { None, Concerning, Failing };

// Failing: smartctl says failing now, or the normalized value is at or below
// its threshold. Concerning: it failed in the past, or a defect counter
// (reallocated, pending, uncorrectable, CRC, program/erase failures) is not zero.
AttributeConcern attributeConcern(const AtaAttribute& attribute);
QString concernText(const AtaAttribute& attribute);

} // namespace ssd::gui
