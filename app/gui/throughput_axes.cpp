#include "app/gui/throughput_axes.h"

#include <QAbstractSeries>
#include <QChart>
#include <QChartView>
#include <QObject>
#include <QPainter>
#include <QValueAxis>

#include "app/gui/chart_colors.h"

namespace ssd::gui {

ThroughputAxes addThroughputAxes(QChart* chart, std::initializer_list<QAbstractSeries*> series) {
    ThroughputAxes axes;
    axes.seconds = new QValueAxis(chart);
    axes.seconds->setTitleText(QObject::tr("seconds"));
    axes.seconds->setLabelFormat(QStringLiteral("%.0f"));
    axes.mbPerS = new QValueAxis(chart);
    axes.mbPerS->setTitleText(QObject::tr("MB/s"));
    axes.mbPerS->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(axes.seconds, Qt::AlignBottom);
    chart->addAxis(axes.mbPerS, Qt::AlignLeft);
    for (QAbstractSeries* one : series) {
        one->attachAxis(axes.seconds);
        one->attachAxis(axes.mbPerS);
    }
    return axes;
}

QChartView* throughputView(QChart* chart, const QString& name, int minimumHeight, QWidget* parent) {
    applyChartTheme(*chart);
    colorSeriesInOrder(*chart);
    auto* view = new QChartView(chart, parent);
    view->setObjectName(name);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(minimumHeight);
    return view;
}

} // namespace ssd::gui
