#include "app/gui/sustained_panel.h"

#include <QChart>
#include <QChartView>
#include <QFormLayout>
#include <QLabel>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

#include "app/gui/chart_colors.h"
#include "app/gui/format.h"
#include "app/gui/throughput_axes.h"

namespace ssd::gui {

SustainedPanel::SustainedPanel(QWidget* parent) : QGroupBox(tr("Sustained write"), parent) {
    setObjectName(QStringLiteral("sustainedPanel"));
    auto* layout = new QVBoxLayout(this);
    form_ = new QFormLayout();
    cache_ = addFigure(QStringLiteral("sustainedCache"), tr("Cache size estimate:"));
    before_ = addFigure(QStringLiteral("sustainedBefore"), tr("Before the drop:"));
    after_ = addFigure(QStringLiteral("sustainedAfter"), tr("After the drop:"));
    drop_ = addFigure(QStringLiteral("sustainedDrop"), tr("Dropped at:"));
    settled_ = addFigure(QStringLiteral("sustainedSettled"), tr("Settled:"));
    stopped_ = addFigure(QStringLiteral("sustainedStopped"), tr("Stopped because:"));
    layout->addLayout(form_);

    auto* chart = new QChart();
    chart->setTitle(tr("Sequential write speed, second by second"));
    curve_ = new QLineSeries(chart);
    curve_->setName(tr("MB/s"));
    dropMark_ = new QLineSeries(chart);
    dropMark_->setName(tr("Drop"));
    chart->addSeries(curve_);
    chart->addSeries(dropMark_);
    const ThroughputAxes axes = addThroughputAxes(chart, {curve_, dropMark_});
    axisX_ = axes.seconds;
    axisY_ = axes.mbPerS;
    chart_ = throughputView(chart, QStringLiteral("sustainedChart"), 200, this);
    QPen dropPen(chartColor(ChartColor::Red));  // after the view: its theme would reset the pen
    dropPen.setStyle(Qt::DashLine);
    dropPen.setWidth(2);
    dropMark_->setPen(dropPen);
    layout->addWidget(chart_, 1);
}

QLabel* SustainedPanel::addFigure(const QString& name, const QString& label) {
    auto* figure = new QLabel(this);
    figure->setObjectName(name);
    figure->setTextFormat(Qt::PlainText);
    figure->setWordWrap(true);
    form_->addRow(label, figure);
    return figure;
}

void SustainedPanel::clear() {
    for (QLabel* figure : {cache_, before_, after_, drop_, settled_, stopped_}) figure->clear();
    curve_->clear();
    dropMark_->clear();
}

void SustainedPanel::showResult(const bench::SustainedResult& sustained, std::span<const bench::Sample> samples) {
    clear();
    const bench::CacheDrop& drop = sustained.drop;
    const QString none = QStringLiteral("—");
    cache_->setText(drop.dropped ? tr("%1 written before the speed dropped").arg(sizeText(drop.bytes_before_drop))
                                 : tr("no drop seen: %1").arg(QString::fromStdString(drop.no_drop_reason)));
    before_->setText(tr("%1 MB/s").arg(decimalText(drop.before_mb_per_s, 1)));
    after_->setText(drop.dropped ? tr("%1 MB/s").arg(decimalText(drop.after_mb_per_s, 1)) : none);
    drop_->setText(drop.dropped ? tr("%1 s").arg(decimalText(drop.drop_at_seconds, 0)) : none);
    settled_->setText(drop.settled_at_seconds ? tr("from %1 s").arg(decimalText(*drop.settled_at_seconds, 0))
                                              : tr("not settled"));
    stopped_->setText(tr("%1 (%2 in %3 s; limits %4 s, %5)")
                          .arg(fromView(bench::kSustainedStops.label(sustained.stopped_because)),
                               sizeText(sustained.bytes_written), decimalText(sustained.seconds, 1),
                               decimalText(sustained.limit_seconds, 0), sizeText(sustained.limit_bytes)));
    double top = 0.0;
    double end = 0.0;
    for (const auto& sample : samples) {
        curve_->append(sample.t, sample.mb_per_s);
        top = std::max(top, sample.mb_per_s);
        end = sample.t;
    }
    const double ceiling = std::max(100.0, top * 1.15);
    if (drop.dropped) {
        // A vertical line where the last fast second ended.
        dropMark_->append(drop.drop_at_seconds, 0.0);
        dropMark_->append(drop.drop_at_seconds, ceiling);
    }
    axisX_->setRange(0, std::max(10.0, end));
    axisY_->setRange(0, ceiling);
}

} // namespace ssd::gui
