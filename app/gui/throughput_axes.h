// The Benchmark page's charts of MB/s over seconds (the live throughput chart
// and the sustained panel's curve): the two axes, and the view that shows one.
#pragma once

#include <initializer_list>

class QAbstractSeries;
class QChart;
class QChartView;
class QString;
class QValueAxis;
class QWidget;

namespace ssd::gui {

struct ThroughputAxes {
    QValueAxis* seconds = nullptr;  // x, at the bottom
    QValueAxis* mbPerS = nullptr;   // y, on the left
};

// Adds both axes to `chart` (which already holds `series`) and puts every series on them.
ThroughputAxes addThroughputAxes(QChart* chart, std::initializer_list<QAbstractSeries*> series);

// The chart in a view named `name`, antialiased, at least `minimumHeight` pixels tall, in the
// palette's chart theme with its series in the chart colours (chart_colors.h; the theme resets
// a series' own pen, so one set before this call is lost).
QChartView* throughputView(QChart* chart, const QString& name, int minimumHeight, QWidget* parent);

} // namespace ssd::gui
