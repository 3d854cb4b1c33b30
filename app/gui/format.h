// How the GUI writes numbers for people: sizes in GB and GiB (as ssdtool
// does), hours as days/years, verdict colours. JSON "unknown" (null) reads "—".
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>

#include <QColor>
#include <QString>

#include "app/gui/backend.h"

namespace ssd::gui {

// "240.1 GB (223.6 GiB)"
QString sizeText(std::uint64_t bytes);
// "35,825 h (4 years, 32 days)"
QString hoursText(std::uint64_t hours);
// "35,825": grouped as the locale groups digits.
QString countText(std::uint64_t value);
// A known text, or `fallback` ("—") when unknown.
QString optionalText(const std::optional<std::string>& text, const QString& fallback = QStringLiteral("—"));
// "20.9 TB (19.1 TiB)", or "—" when unknown.
QString optionalBytes(const std::optional<std::uint64_t>& bytes);
// A JSON value as short text: strings bare, null as "—" (evidence and the
// NVMe log are shown as they are; documents are read by the core's readers).
QString valueText(const Json& value);
// "12.35" for (12.345, 2): fixed decimals in the locale's notation ("12,35" in German), no grouping.
QString decimalText(double value, int decimals);
// A core name or label (an EnumTable's wire name or label) as a QString.
QString fromView(std::string_view text);
// A file's path as the GUI shows it (a database, a configuration file).
QString pathText(const std::filesystem::path& file);

// good → green, warning → amber, failing → red, anything else → grey.
QColor verdictColor(const QString& verdict);
QString verdictLabel(const QString& verdict);
// info / warning / critical
QColor severityColor(const QString& severity);

} // namespace ssd::gui
