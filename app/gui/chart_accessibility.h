// Charts for screen readers: Qt gives a QChartView no words, so an accessibility factory
// (installed once by installChartAccessibility()) presents each view as a chart named by its
// title, or its accessible name, whose description is chartSummary() of what it shows now.
#pragma once

#include <QString>

class QChart;

namespace ssd::gui {

void installChartAccessibility();

// Each series in words: "Read (MB/s): 120 points, 0–60 s, 95.2 to 512.0" for a line,
// "p99 (µs): 4K read 120.5, 4K write 80.2" for a bar set. Empty chart: "No data".
QString chartSummary(const QChart& chart);

} // namespace ssd::gui
