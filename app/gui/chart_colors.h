// The charts' colours: each chart takes Qt Charts' light or dark theme as the application's
// palette is light or dark, and each series a colour of this project's set chosen for that
// theme's background (at least WCAG's 3:1 for graphics, computed by test_gui_contrast.cpp;
// Qt's own light theme has series colours below 2:1 on its white).
#pragma once

class QChart;
class QColor;
class QPalette;

namespace ssd::gui {

enum class ChartColor { Blue, Orange, Purple, Green, Red, Teal };
inline constexpr int kChartColorCount = 6;

QColor chartColor(ChartColor color, const QPalette& palette);
QColor chartColor(ChartColor color);  // for the application's palette

// The theme for the application's palette; call before adding series (a theme recolours them).
void applyChartTheme(QChart& chart);
// Every series of `chart` in the set's colours, in order (lines keep their width and style;
// bar sets are filled): for charts whose series have no colour of their own.
void colorSeriesInOrder(QChart& chart);

} // namespace ssd::gui
