// The History tab's four charts, drawn from one interval's facts (the core's
// analyze_interval): writes per day (host and NAND, GB), write amplification
// per week, daily temperature min/max with the drive's warning threshold, and
// life used with the projection to 100 % as a dashed line. A value the core
// left unknown is a gap: each known stretch is its own series, drawn in the
// same colour, and only the first shows in the legend.
#pragma once

#include <QWidget>

#include "core/history/interval_facts.h"

class QChart;
class QChartView;
class QLabel;

namespace ssd::gui {

class HistoryCharts : public QWidget {
    Q_OBJECT
public:
    explicit HistoryCharts(QWidget* parent = nullptr);

    void showFacts(const history::IntervalFacts& facts);
    void clear();

    QChartView* writesChart() const { return writes_; }
    QChartView* waChart() const { return wa_; }
    QChartView* temperatureChart() const { return temperature_; }
    QChartView* wearChart() const { return wear_; }
    QLabel* wearProjection() const { return projection_; }

private:
    void drawWrites(const history::IntervalFacts& facts);
    void drawWa(const history::IntervalFacts& facts);
    void drawTemperature(const history::IntervalFacts& facts);
    void drawWear(const history::IntervalFacts& facts);

    QChartView* writes_ = nullptr;
    QChartView* wa_ = nullptr;
    QChartView* temperature_ = nullptr;
    QChartView* wear_ = nullptr;
    QLabel* projection_ = nullptr;  // under the wear chart: when, and the earliest/latest range
};

// The points of every series called `name` in the chart (all its stretches).
int seriesPointCount(const QChart* chart, const QString& name);

} // namespace ssd::gui
