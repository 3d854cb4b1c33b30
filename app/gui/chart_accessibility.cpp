#include "app/gui/chart_accessibility.h"

#include <algorithm>

#include <QAccessibleWidget>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QValueAxis>
#include <QXYSeries>

#include "app/gui/format.h"

namespace ssd::gui {
namespace {

QString axisTitle(const QChart& chart, Qt::Orientation orientation) {
    const QList<QAbstractAxis*> axes = chart.axes(orientation);
    return axes.isEmpty() ? QString() : axes.first()->titleText();
}

QString lineSummary(const QXYSeries& series, const QChart& chart) {
    const QList<QPointF> points = series.points();
    if (points.isEmpty()) return QCoreApplication::translate("ssd::gui::Chart", "%1: no data").arg(series.name());
    const auto [low, high] = std::minmax_element(points.begin(), points.end(),
                                                 [](const QPointF& a, const QPointF& b) { return a.y() < b.y(); });
    const int count = static_cast<int>(points.size());  // not in the call: lupdate 6.4 would miss it
    return QCoreApplication::translate("ssd::gui::Chart", "%1 (%2): %n point(s) along %3, from %4 to %5", nullptr, count)
        .arg(series.name(), axisTitle(chart, Qt::Vertical), axisTitle(chart, Qt::Horizontal),
             decimalText(low->y(), 1), decimalText(high->y(), 1));
}

QString barSummary(const QBarSeries& series, const QChart& chart) {
    QStringList categories;
    for (QAbstractAxis* axis : chart.axes(Qt::Horizontal)) {
        if (auto* category = qobject_cast<QBarCategoryAxis*>(axis)) categories = category->categories();
    }
    QStringList sets;
    for (const QBarSet* set : series.barSets()) {
        QStringList values;
        for (int i = 0; i < set->count(); ++i) {
            values << (i < categories.size() ? categories[i] + QLatin1Char(' ') : QString()) + decimalText(set->at(i), 1);
        }
        sets << QStringLiteral("%1 (%2): %3").arg(set->label(), axisTitle(chart, Qt::Vertical), values.join(QStringLiteral(", ")));
    }
    return sets.join(QStringLiteral("; "));
}

class ChartViewAccessible : public QAccessibleWidget {
public:
    explicit ChartViewAccessible(QChartView* view) : QAccessibleWidget(view, QAccessible::Chart) {}

    QString text(QAccessible::Text kind) const override {
        const auto* view = static_cast<const QChartView*>(widget());
        if (kind == QAccessible::Name) {
            if (!view->accessibleName().isEmpty()) return view->accessibleName();
            if (view->chart() != nullptr && !view->chart()->title().isEmpty()) return view->chart()->title();
            return QCoreApplication::translate("ssd::gui::Chart", "Chart");
        }
        if (kind == QAccessible::Description && view->chart() != nullptr) return chartSummary(*view->chart());
        return QAccessibleWidget::text(kind);
    }
};

QAccessibleInterface* chartViewFactory(const QString&, QObject* object) {
    if (auto* view = qobject_cast<QChartView*>(object)) return new ChartViewAccessible(view);
    return nullptr;
}

} // namespace

void installChartAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(chartViewFactory);
        return true;
    }();
    (void)installed;
}

QString chartSummary(const QChart& chart) {
    QStringList parts;
    for (QAbstractSeries* series : chart.series()) {
        if (auto* line = qobject_cast<QXYSeries*>(series)) {
            parts << lineSummary(*line, chart);
        } else if (auto* bars = qobject_cast<QBarSeries*>(series)) {
            parts << barSummary(*bars, chart);
        }
    }
    parts.removeAll(QString());
    return parts.isEmpty() ? QCoreApplication::translate("ssd::gui::Chart", "No data") : parts.join(QStringLiteral(". "));
}

} // namespace ssd::gui
