// How the GUI writes numbers for people: sizes in GB and GiB (as ssdtool
// does), hours as days/years, verdict colours. JSON "unknown" (null) reads "—".
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>

#include <QColor>
#include <QPalette>
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

// Colours of verdicts (good → green, warning → amber, failing → red, anything else → grey)
// and severities (info → blue, warning → amber, critical → red), never the only carrier of a
// fact: a word or a label always goes with them. Chosen for WCAG's 4.5:1 contrast, which
// tests/gui/test_gui_contrast.cpp computes:
// - the fill colours, for a solid badge or icon with white text on it: one set for every palette;
// - the text colours, for words and lines on the window's own background: darker shades on a
//   light palette, lighter ones on a dark palette (without one: the application's palette).
QColor verdictColor(const QString& verdict);
QColor verdictTextColor(const QString& verdict, const QPalette& palette);
QColor verdictTextColor(const QString& verdict);
QString verdictLabel(const QString& verdict);
QColor severityColor(const QString& severity);
QColor severityTextColor(const QString& severity, const QPalette& palette);
QColor severityTextColor(const QString& severity);
// Secondary words (an explanation under a number): the palette's text, a third of the way
// towards its background.
QColor mutedTextColor(const QPalette& palette);
QColor mutedTextColor();
// A style sheet that writes a label's words in `color`: "color: #8a5300;".
QString textColorStyle(const QColor& color);
// Whether a palette is dark: its window background darker than its text.
bool isDarkPalette(const QPalette& palette);

// One colour in two shades: for a light palette's background and for a dark one's
// (verdicts and severities here, the charts' series in chart_colors.h).
struct PaletteShades {
    QRgb onLight;
    QRgb onDark;
    QColor on(const QPalette& palette) const { return QColor(isDarkPalette(palette) ? onDark : onLight); }
};

} // namespace ssd::gui
