// The sustained preset's result on the Benchmark page: the cache size
// estimate (or why no drop was seen), the speed before and after the drop,
// where it dropped and settled, why the run stopped, and the per-second MB/s
// curve as a chart with the drop marked. Figures from core's SustainedResult
// (the document's "sustained" block), never recomputed here.
#pragma once

#include <span>

#include <QGroupBox>

#include "core/bench/bench_reader.h"

class QChartView;
class QFormLayout;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace ssd::gui {

class SustainedPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit SustainedPanel(QWidget* parent = nullptr);
    void showResult(const bench::SustainedResult& sustained, std::span<const bench::Sample> samples);
    void clear();
    QChartView* chart() const { return chart_; }

private:
    QLabel* addFigure(const QString& name, const QString& label);

    QLabel* cache_ = nullptr;
    QLabel* before_ = nullptr;
    QLabel* after_ = nullptr;
    QLabel* drop_ = nullptr;
    QLabel* settled_ = nullptr;
    QLabel* stopped_ = nullptr;
    QFormLayout* form_ = nullptr;
    QChartView* chart_ = nullptr;
    QLineSeries* curve_ = nullptr;
    QLineSeries* dropMark_ = nullptr;
    QValueAxis* axisX_ = nullptr;
    QValueAxis* axisY_ = nullptr;
};

} // namespace ssd::gui
